#include "designdump.h"

#include "racktemplatejson.h"

#include <QTextStream>
#include <algorithm>

namespace railyard {
namespace {

template <class T, class Fn>
void dumpTable(QTextStream &out, const EntityTable<T> &table, Fn line)
{
    std::vector<const T *> sorted;
    for (const T &v : table)
        sorted.push_back(&v);
    std::sort(sorted.begin(), sorted.end(), [](const T *a, const T *b) { return a->id < b->id; });
    for (const T *v : sorted) {
        line(*v);
        out << '\n';
    }
}

QString num(double v)
{
    return QString::number(v, 'g', 17);
}

} // namespace

QString dumpDesign(const Document &doc)
{
    QString text;
    QTextStream out(&text);
    const Site &s = doc.site();
    out << "site name=" << s.name << " customer=" << s.customer << " notes=" << s.notes << " labels=" << s.labelTemplate << " slack=" << num(s.cableSlackM)
        << " tray=" << num(s.trayClearanceM) << '\n';
    for (const Waiver &wv : s.waivers)
        out << "waiver " << wv.code << ' ' << wv.objects << " reason=" << wv.reason << '\n';
    for (const RackTemplate &rt : s.rackTemplates)
        out << "rack_template " << rt.name << ' ' << QString::fromUtf8(rackTemplateJson(rt)) << '\n';
    const QuoteTerms &t = s.priceBook.terms;
    out << "terms project=" << t.project << " valid=" << t.validDays << " cable=" << num(t.installPerCable) << " rack=" << num(t.installPerRack)
        << " node=" << num(t.installPerNode) << " shipping=" << num(t.shipping) << " margin=" << num(t.margin) << " tax=" << num(t.tax) << '\n';
    out << "prices currency=" << s.priceBook.currency;
    for (size_t c = 0; c < s.priceBook.discounts.size(); ++c)
        out << ' ' << discountCategoryToken(c) << '=' << num(s.priceBook.discounts[c]);
    out << '\n';
    for (const PriceEntry &p : s.priceBook.prices)
        out << "price " << p.partNumber << ' ' << num(p.unitPrice) << " lead=" << p.leadTimeDays << " source=" << p.source << '\n';
    for (const Part *p : doc.catalog().parts())
        out << "part " << p->id.value << ' ' << p->partNumber << ' ' << toToken(p->category) << " vendor=" << p->vendor
            << " model=" << p->model << " desc=" << p->description << " tech=" << toToken(p->technology)
            << " u=" << p->uHeight << " w=" << num(p->widthM) << " d=" << num(p->depthM) << " kg=" << num(p->weightKg)
            << " typ=" << num(p->typicalW) << " max=" << num(p->maxW) << " gpus=" << p->gpus
            << " liquid=" << num(p->liquidFraction) << " ports=" << formatPortGroups(p->ports)
            << " medium=" << toToken(p->medium) << " speed=" << num(p->speedGbps) << " len=" << num(p->lengthM)
            << " reach=" << num(p->reachM) << " links=" << p->linksPerModule << " cap=" << num(p->capacityW)
            << " cooling=" << toToken(p->coolingType) << " coolcap=" << num(p->coolingCapacityW)
            << " ru=" << p->rackUnits << " feet=" << p->feet
            << " price=" << (p->priceUsd ? num(*p->priceUsd) : QStringLiteral("none")) << " src=" << p->sources.power
            << '|' << p->sources.weight << '|' << p->sources.price << '|' << p->sources.reach << '|'
            << p->sources.other << '\n';
    dumpTable(out, doc.halls(), [&](const Hall &h) {
        out << "hall " << h.id.value << ' ' << h.name << ' ' << num(h.widthM) << 'x' << num(h.depthM)
            << " floor=" << num(h.floorRatingKPa) << "kPa/" << num(h.pointLoadRatingKN) << "kN feed=" << num(h.utilityFeedW)
            << " pue=" << num(h.pue) << " water=" << num(h.supplyWaterC) << '/' << num(h.returnWaterC)
            << " air=" << num(h.airCoolingW) << " containment=" << toToken(h.containment);
    });
    dumpTable(out, doc.rows(), [&](const Row &r) { out << "row " << r.id.value << " hall=" << r.hall.value << ' ' << r.name; });
    dumpTable(out, doc.feeds(), [&](const PowerFeed &f) {
        out << "feed " << f.id.value << " hall=" << f.hall.value << ' ' << f.name << ' ' << toToken(f.side) << ' '
            << num(f.capacityW);
    });
    dumpTable(out, doc.pdus(), [&](const Pdu &p) {
        out << "pdu " << p.id.value << " feed=" << p.feed.value << " part=" << p.part.value << " units=" << p.units << ' ' << p.name
            << " busway=" << p.busway.value;
    });
    dumpTable(out, doc.loops(), [&](const CoolingLoop &l) {
        out << "loop " << l.id.value << " hall=" << l.hall.value << ' ' << l.name << " dT=" << num(l.deltaTK)
            << " supply=" << num(l.supplyC);
    });
    dumpTable(out, doc.cdus(), [&](const Cdu &c) {
        out << "cdu " << c.id.value << " loop=" << c.loop.value << " part=" << c.part.value << ' ' << c.name << " at=" << num(c.xM)
            << ',' << num(c.yM) << " rot=" << num(c.rotationDeg);
    });
    dumpTable(out, doc.columns(), [&](const Column &c) {
        out << "column " << c.id.value << " hall=" << c.hall.value << ' ' << c.name << " at=" << num(c.xM) << ',' << num(c.yM)
            << " size=" << num(c.widthM) << 'x' << num(c.depthM);
    });
    dumpTable(out, doc.keepOuts(), [&](const KeepOut &k) {
        out << "keepout " << k.id.value << " hall=" << k.hall.value << ' ' << k.name << " at=" << num(k.xM) << ',' << num(k.yM)
            << " size=" << num(k.widthM) << 'x' << num(k.depthM) << " reason=" << k.reason;
    });
    dumpTable(out, doc.busways(), [&](const Busway &b) {
        out << "busway " << b.id.value << " hall=" << b.hall.value << " feed=" << b.feed.value << " part=" << b.part.value << ' '
            << b.name << " run=" << num(b.x1M) << ',' << num(b.y1M) << '-' << num(b.x2M) << ',' << num(b.y2M);
    });
    dumpTable(out, doc.networks(), [&](const Network &n) {
        out << "network " << n.id.value << ' ' << n.name << ' ' << toToken(n.role) << ' ' << toToken(n.technology)
            << " over=" << num(n.oversubscription) << " plane=" << n.plane;
    });
    dumpTable(out, doc.racks(), [&](const Rack &r) {
        out << "rack " << r.id.value << " row=" << r.row.value << ' ' << r.name << " at=" << num(r.xM) << ','
            << num(r.yM) << " rot=" << num(r.rotationDeg) << " part=" << r.part.value << " pdu=" << r.pduA.value << '/'
            << r.pduB.value << " loop=" << r.loop.value;
    });
    dumpTable(out, doc.devices(), [&](const Device &d) {
        out << "device " << d.id.value << " rack=" << d.rack.value << " part=" << d.part.value << ' ' << d.name
            << " u=" << d.uPosition << " net=" << d.network.value << " tier=" << toToken(d.tier) << " su=" << d.su
            << " rail=" << d.rail;
    });
    dumpTable(out, doc.ports(), [&](const Port &p) {
        out << "port " << p.id.value << " dev=" << p.device.value << ' ' << p.name << ' ' << toToken(p.role) << ' '
            << num(p.speedGbps) << ' ' << toToken(p.cage) << " idx=" << p.index << " cage=" << p.cageIndex;
    });
    dumpTable(out, doc.cables(), [&](const Cable &c) {
        out << "cable " << c.id.value << ' ' << c.a.value << '-' << c.b.value << ' ' << toToken(c.medium)
            << " len=" << num(c.lengthM) << " label=" << c.label << " bundle=" << c.bundle;
    });
    return text;
}

} // namespace railyard
