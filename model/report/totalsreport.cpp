#include "totalsreport.h"

#include "engine/pducapacity.h"
#include "engine/shelfcapacity.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>
#include <cmath>

namespace railyard {
namespace {

double w(MilliWatts mw) { return fromMilli(mw); }

QJsonObject powerByCategory(const std::array<MilliWatts, kPowerCategoryCount> &values)
{
    QJsonObject o;
    for (int i = 0; i < kPowerCategoryCount; ++i)
        o.insert(toToken(PowerCategory(i)), w(values[size_t(i)]));
    return o;
}

// Figures every level (site, hall, row, loop, rack) shares.
QJsonObject levelJson(const LoadSums &s)
{
    return QJsonObject{
        {QStringLiteral("it_power_w"), w(s.itMaxMw())},
        {QStringLiteral("it_power_typical_w"), w(s.itTypMw())},
        {QStringLiteral("power_by_category_w"), powerByCategory(s.maxMw)},
        {QStringLiteral("power_by_category_typical_w"), powerByCategory(s.typMw)},
        {QStringLiteral("heat_liquid_w"), w(s.liquidMw)},
        {QStringLiteral("heat_air_w"), w(s.airMw)},
        {QStringLiteral("weight_kg"), fromMilli(s.weightG)},
        {QStringLiteral("gpus"), double(s.gpus)},
        {QStringLiteral("racks"), double(s.racks)},
    };
}

std::vector<RackId> racksOfHall(const Document &doc, HallId hall)
{
    std::vector<RackId> out;
    for (RowId r : doc.rowsOf(hall))
        for (RackId k : doc.racksOf(r))
            out.push_back(k);
    std::sort(out.begin(), out.end());
    return out;
}

template <class T>
std::vector<const T *> sortedById(const EntityTable<T> &table)
{
    std::vector<const T *> out;
    for (const T &v : table)
        out.push_back(&v);
    std::sort(out.begin(), out.end(), [](const T *a, const T *b) { return a->id < b->id; });
    return out;
}

} // namespace

RackFloorLoad rackFloorLoad(const Document &doc, const Engine &engine, RackId rack)
{
    RackFloorLoad f;
    const Rack *r = doc.racks().find(rack);
    if (!r)
        return f;
    const Part *p = doc.catalog().find(r->part);
    const double kg = fromMilli(engine.rack(rack).weightG);
    f.weightKg = kg;
    // A spreader plate larger than the footprint spreads the weight over its own area.
    const double footprint = p && p->widthM > 0 && p->depthM > 0 ? p->widthM * p->depthM : 0;
    f.areaM2 = footprint > 0 ? std::max(footprint, r->spreaderM2) : 0;
    if (f.areaM2 > 0)
        f.kgPerM2 = kg / f.areaM2;
    if (p && p->feet > 0)
        f.pointLoadKN = kg * kStandardGravity / p->feet / 1000.0;
    return f;
}

LoopFigures loopFigures(const Document &doc, const Engine &engine, LoopId loop)
{
    LoopFigures f;
    const CoolingLoop *l = doc.loops().find(loop);
    if (!l)
        return f;
    const MilliWatts heat = engine.loop(loop).liquidMw;
    f.heatW = w(heat);
    f.flowLPerMin = requiredFlowLPerMin(f.heatW, l->deltaTK);
    MilliWatts sumMw = 0, largestMw = 0;
    for (CduId c : doc.cdusOf(loop)) {
        const Part *part = doc.catalog().find(doc.cdus().at(c).part);
        const MilliWatts mw = part ? toMilli(part->capacityW) : 0;
        sumMw += mw;
        largestMw = std::max(largestMw, mw);
        ++f.cdusInstalled;
    }
    f.cduCapacityW = w(largestMw);
    f.installedCapacityW = w(sumMw);
    f.usableCapacityW = w(sumMw - largestMw);
    f.cdusRequired = cdusRequiredNPlus1(heat, largestMw);
    f.overCapacity = heat > 0 && heat > sumMw - largestMw;
    const double usable = f.usableCapacityW;
    f.utilization = usable > 0 ? f.heatW / usable : (f.heatW > 0 ? INFINITY : 0);
    return f;
}

double hallFacilityW(const Document &doc, const Engine &engine, HallId hall)
{
    const Hall *h = doc.halls().find(hall);
    return h ? w(engine.hall(hall).itMaxMw()) * h->pue : 0;
}

QJsonObject totalsJson(const Document &doc, const Engine &engine)
{
    QJsonObject site = levelJson(engine.site());
    double facility = 0;
    double floorMax = 0;
    double pointMax = 0;
    int64_t cdusRequired = 0;
    QJsonArray halls;
    for (const Hall *h : sortedById(doc.halls())) {
        QJsonObject o = levelJson(engine.hall(h->id));
        const double hallFacility = hallFacilityW(doc, engine, h->id);
        facility += hallFacility;
        double hallFloor = 0, hallPoint = 0;
        for (RackId r : racksOfHall(doc, h->id)) {
            const RackFloorLoad f = rackFloorLoad(doc, engine, r);
            hallFloor = std::max(hallFloor, f.kgPerM2);
            hallPoint = std::max(hallPoint, f.pointLoadKN);
        }
        floorMax = std::max(floorMax, hallFloor);
        pointMax = std::max(pointMax, hallPoint);
        int64_t hallCdus = 0;
        for (LoopId l : doc.loopsOf(h->id))
            hallCdus += loopFigures(doc, engine, l).cdusRequired;
        cdusRequired += hallCdus;
        const double airHeat = w(engine.hall(h->id).airMw);
        o.insert(QStringLiteral("id"), double(h->id.value));
        o.insert(QStringLiteral("name"), h->name);
        o.insert(QStringLiteral("pue"), h->pue);
        o.insert(QStringLiteral("facility_power_w"), hallFacility);
        o.insert(QStringLiteral("utility_feed_w"), h->utilityFeedW);
        o.insert(QStringLiteral("utility_headroom_w"), h->utilityFeedW - hallFacility);
        o.insert(QStringLiteral("air_cooling_w"), h->airCoolingW);
        o.insert(QStringLiteral("air_cooling_headroom_w"), h->airCoolingW - airHeat);
        o.insert(QStringLiteral("floor_load_max_kg_m2"), hallFloor);
        o.insert(QStringLiteral("floor_rating_kg_m2"), kPaToKgPerM2(h->floorRatingKPa));
        o.insert(QStringLiteral("point_load_max_kn"), hallPoint);
        o.insert(QStringLiteral("point_load_rating_kn"), h->pointLoadRatingKN);
        o.insert(QStringLiteral("cdus_required"), double(hallCdus));
        halls.append(o);
    }
    site.insert(QStringLiteral("facility_power_w"), facility);
    site.insert(QStringLiteral("floor_load_max_kg_m2"), floorMax);
    site.insert(QStringLiteral("point_load_max_kn"), pointMax);
    site.insert(QStringLiteral("cdus_required"), double(cdusRequired));

    QJsonArray feeds;
    for (const PowerFeed *f : sortedById(doc.feeds())) {
        const PduLoad l = engine.feed(f->id);
        feeds.append(QJsonObject{{QStringLiteral("id"), double(f->id.value)},
                                 {QStringLiteral("name"), f->name},
                                 {QStringLiteral("side"), toToken(f->side)},
                                 {QStringLiteral("capacity_w"), f->capacityW},
                                 {QStringLiteral("load_normal_w"), w(l.normalMw)},
                                 {QStringLiteral("load_failover_w"), w(l.failoverMw)},
                                 {QStringLiteral("headroom_failover_w"), f->capacityW - w(l.failoverMw)}});
    }
    QJsonArray pdus;
    for (const Pdu *p : sortedById(doc.pdus())) {
        const PduLoad l = engine.pdu(p->id);
        const Part *part = doc.catalog().find(p->part);
        const double cap = part ? pduNameplateW(*part, *p) : 0;
        pdus.append(QJsonObject{{QStringLiteral("id"), double(p->id.value)},
                                {QStringLiteral("name"), p->name},
                                {QStringLiteral("units"), p->units},
                                {QStringLiteral("kind"), part ? toToken(part->category) : QString()}, // pdu or power_shelf
                                {QStringLiteral("capacity_w"), cap},
                                {QStringLiteral("continuous_w"), part ? pduContinuousW(*part, *p) : 0},
                                {QStringLiteral("load_normal_w"), w(l.normalMw)},
                                {QStringLiteral("load_failover_w"), w(l.failoverMw)},
                                {QStringLiteral("headroom_failover_w"), cap - w(l.failoverMw)}});
    }
    QJsonArray busways;
    for (const Busway *b : sortedById(doc.busways())) {
        const PduLoad l = engine.busway(b->id);
        const Part *part = doc.catalog().find(b->part);
        const PowerFeed *feed = doc.feeds().find(b->feed);
        busways.append(QJsonObject{{QStringLiteral("id"), double(b->id.value)},
                                   {QStringLiteral("name"), b->name},
                                   {QStringLiteral("feed"), feed ? feed->name : QString()},
                                   {QStringLiteral("length_m"), std::hypot(b->x2M - b->x1M, b->y2M - b->y1M)},
                                   {QStringLiteral("tap_offs"), double(doc.tapOffsOf(b->id).size())},
                                   {QStringLiteral("capacity_w"), part ? part->capacityW : 0},
                                   {QStringLiteral("continuous_w"), part ? buswayContinuousW(*part) : 0},
                                   {QStringLiteral("load_normal_w"), w(l.normalMw)},
                                   {QStringLiteral("load_failover_w"), w(l.failoverMw)}});
    }
    QJsonArray loops;
    for (const CoolingLoop *l : sortedById(doc.loops())) {
        const LoopFigures f = loopFigures(doc, engine, l->id);
        loops.append(QJsonObject{{QStringLiteral("id"), double(l->id.value)},
                                 {QStringLiteral("name"), l->name},
                                 {QStringLiteral("heat_w"), f.heatW},
                                 {QStringLiteral("delta_t_k"), l->deltaTK},
                                 {QStringLiteral("flow_l_min"), f.flowLPerMin},
                                 {QStringLiteral("cdu_capacity_w"), f.cduCapacityW},
                                 {QStringLiteral("cdus_installed"), f.cdusInstalled},
                                 {QStringLiteral("cdus_required"), double(f.cdusRequired)},
                                 {QStringLiteral("cdu_utilization"), std::isfinite(f.utilization) ? f.utilization : -1},
                                 {QStringLiteral("supply_c"), l->supplyC},
                                 {QStringLiteral("return_c"), l->returnC()},
                                 {QStringLiteral("heat_headroom_w"), f.usableCapacityW - f.heatW}});
    }
    QJsonArray racks;
    for (const Rack *r : sortedById(doc.racks())) {
        QJsonObject o = levelJson(engine.rack(r->id));
        o.remove(QStringLiteral("racks"));
        const Part *p = doc.catalog().find(r->part);
        const RackFloorLoad f = rackFloorLoad(doc, engine, r->id);
        o.insert(QStringLiteral("id"), double(r->id.value));
        o.insert(QStringLiteral("name"), r->name);
        o.insert(QStringLiteral("power_limit_w"), p ? p->capacityW : 0);
        o.insert(QStringLiteral("cooling_type"), p ? toToken(p->coolingType) : QString());
        o.insert(QStringLiteral("cooling_capacity_w"), p ? p->coolingCapacityW : 0);
        o.insert(QStringLiteral("floor_load_kg_m2"), f.kgPerM2);
        o.insert(QStringLiteral("point_load_kn"), f.pointLoadKN);
        o.insert(QStringLiteral("spreader_m2"), r->spreaderM2);
        if (const RackShelves shelves = rackShelves(doc, engine, r->id); shelves.any()) {
            o.insert(QStringLiteral("power_shelves"), shelves.shelves);
            o.insert(QStringLiteral("shelves_installed_w"), shelves.installedW);
            o.insert(QStringLiteral("shelves_usable_n1_w"), shelves.redundantW);
        }
        const LoadSums rs = engine.rack(r->id);
        o.insert(QStringLiteral("power_headroom_w"), (p ? p->capacityW : 0) - w(rs.itMaxMw()));
        const double cooled = p && p->coolingType == CoolingType::Air ? w(rs.airMw) : w(rs.itMaxMw());
        o.insert(QStringLiteral("cooling_headroom_w"), (p ? p->coolingCapacityW : 0) - cooled);
        if (const Row *row = doc.rows().find(r->row); row && doc.halls().find(row->hall)) {
            const Hall &h = doc.halls().at(row->hall);
            o.insert(QStringLiteral("floor_headroom_kg_m2"), kPaToKgPerM2(h.floorRatingKPa) - f.kgPerM2);
            o.insert(QStringLiteral("point_load_headroom_kn"), h.pointLoadRatingKN - f.pointLoadKN);
        }
        racks.append(o);
    }
    QJsonArray rows;
    for (const Row *r : sortedById(doc.rows())) {
        QJsonObject o = levelJson(engine.row(r->id));
        o.insert(QStringLiteral("id"), double(r->id.value));
        o.insert(QStringLiteral("name"), r->name);
        rows.append(o);
    }
    QJsonArray networks;
    for (const Network *n : sortedById(doc.networks())) {
        double power = 0;
        for (DeviceId d : doc.devicesOn(n->id))
            power += doc.catalog().at(doc.devices().at(d).part).ownMaxW();
        networks.append(QJsonObject{{QStringLiteral("id"), double(n->id.value)},
                                    {QStringLiteral("name"), n->name},
                                    {QStringLiteral("role"), toToken(n->role)},
                                    {QStringLiteral("switches"), double(doc.devicesOn(n->id).size())},
                                    {QStringLiteral("switch_power_w"), power}});
    }

    QJsonObject byMedium;
    for (int m = 0; m < 8; ++m)
        if (engine.cablesByMedium(Medium(m)))
            byMedium.insert(toToken(Medium(m)), double(engine.cablesByMedium(Medium(m))));
    QJsonObject transceivers;
    for (const auto &[part, count] : engine.transceiversByPart())
        transceivers.insert(doc.catalog().at(part).partNumber, double(count));
    QJsonObject cableParts;
    for (const auto &[part, links] : engine.cableLinksByPart())
        cableParts.insert(doc.catalog().at(part).partNumber, double(links));
    QJsonArray histogram;
    for (const auto &[stockMm, count] : engine.stockLengthHistogram())
        histogram.append(QJsonObject{{QStringLiteral("length_m"), fromMilli(stockMm)}, {QStringLiteral("cables"), double(count)}});

    QJsonObject out = site;
    out.insert(QStringLiteral("halls"), halls);
    out.insert(QStringLiteral("feeds"), feeds);
    out.insert(QStringLiteral("pdus"), pdus);
    out.insert(QStringLiteral("busways"), busways);
    out.insert(QStringLiteral("cooling_loops"), loops);
    out.insert(QStringLiteral("racks_detail"), racks);
    out.insert(QStringLiteral("rows"), rows);
    out.insert(QStringLiteral("networks"), networks);
    out.insert(QStringLiteral("cables_by_medium"), byMedium);
    out.insert(QStringLiteral("cable_links_by_part"), cableParts);
    out.insert(QStringLiteral("cable_length_histogram"), histogram);
    out.insert(QStringLiteral("cable_routed_length_m"), fromMilli(engine.totalRoutedMm()));
    out.insert(QStringLiteral("cables_unrouted"), double(engine.unroutedCables()));
    out.insert(QStringLiteral("cables_over_reach"), double(engine.overReachCables()));
    out.insert(QStringLiteral("transceivers_by_part"), transceivers);
    out.insert(QStringLiteral("optics_power_w"), w(engine.opticsMaxMw()));
    out.insert(QStringLiteral("optics_power_typical_w"), w(engine.opticsTypMw()));
    out.insert(QStringLiteral("optics_cost_usd"), engine.opticsCostUsd());
    return out;
}

QString totalsText(const Document &doc, const Engine &engine)
{
    const QJsonObject t = totalsJson(doc, engine);
    QString text;
    QTextStream out(&text);
    auto kw = [](double watts) { return QString::number(watts / 1000.0, 'f', 1) + QStringLiteral(" kW"); };
    auto mw = [](double watts) { return QString::number(watts / 1e6, 'f', 3) + QStringLiteral(" MW"); };
    auto level = [&](const QJsonObject &o, const QString &indent) {
        out << indent << QCoreApplication::translate("TotalsReport", "IT load (max)      ") << mw(o[QStringLiteral("it_power_w")].toDouble()) << "  ("
            << QCoreApplication::translate("TotalsReport", "typical ") << mw(o[QStringLiteral("it_power_typical_w")].toDouble()) << ")\n";
        const QJsonObject cats = o[QStringLiteral("power_by_category_w")].toObject();
        for (auto it = cats.begin(); it != cats.end(); ++it)
            if (it.value().toDouble() > 0)
                out << indent << "  " << it.key().leftJustified(17) << kw(it.value().toDouble()) << '\n';
        out << indent << QCoreApplication::translate("TotalsReport", "Facility load      ") << mw(o[QStringLiteral("facility_power_w")].toDouble()) << '\n';
        out << indent << QCoreApplication::translate("TotalsReport", "Heat to liquid     ") << kw(o[QStringLiteral("heat_liquid_w")].toDouble()) << '\n';
        out << indent << QCoreApplication::translate("TotalsReport", "Heat to air        ") << kw(o[QStringLiteral("heat_air_w")].toDouble()) << '\n';
        out << indent << QCoreApplication::translate("TotalsReport", "Floor load (max)   ") << QString::number(o[QStringLiteral("floor_load_max_kg_m2")].toDouble(), 'f', 0)
            << " kg/m², " << QString::number(o[QStringLiteral("point_load_max_kn")].toDouble(), 'f', 2) << QCoreApplication::translate("TotalsReport", " kN per foot") << '\n';
        out << indent << QCoreApplication::translate("TotalsReport", "CDUs required (N+1) ") << o[QStringLiteral("cdus_required")].toInt() << '\n';
    };
    out << QCoreApplication::translate("TotalsReport", "Site: ") << doc.site().name << '\n';
    out << QCoreApplication::translate("TotalsReport", "  GPUs ") << t[QStringLiteral("gpus")].toInt() << QCoreApplication::translate("TotalsReport", ", racks ") << t[QStringLiteral("racks")].toInt() << '\n';
    level(t, QStringLiteral("  "));
    for (const QJsonValue &hv : t[QStringLiteral("halls")].toArray()) {
        const QJsonObject h = hv.toObject();
        out << QCoreApplication::translate("TotalsReport", "Hall ") << h[QStringLiteral("name")].toString() << " (PUE " << h[QStringLiteral("pue")].toDouble() << ")\n";
        level(h, QStringLiteral("  "));
        out << QCoreApplication::translate("TotalsReport", "  Utility feed       ") << mw(h[QStringLiteral("utility_feed_w")].toDouble()) << QCoreApplication::translate("TotalsReport", ", headroom ")
            << mw(h[QStringLiteral("utility_headroom_w")].toDouble()) << '\n';
        out << QCoreApplication::translate("TotalsReport", "  Air cooling        ") << kw(h[QStringLiteral("air_cooling_w")].toDouble()) << QCoreApplication::translate("TotalsReport", ", headroom ")
            << kw(h[QStringLiteral("air_cooling_headroom_w")].toDouble()) << '\n';
        out << QCoreApplication::translate("TotalsReport", "  Floor rating       ") << QString::number(h[QStringLiteral("floor_rating_kg_m2")].toDouble(), 'f', 0)
            << " kg/m², " << h[QStringLiteral("point_load_rating_kn")].toDouble() << QCoreApplication::translate("TotalsReport", " kN per foot") << '\n';
    }
    for (const QJsonValue &fv : t[QStringLiteral("feeds")].toArray()) {
        const QJsonObject f = fv.toObject();
        out << QCoreApplication::translate("TotalsReport", "Feed ") << f[QStringLiteral("name")].toString() << ": " << kw(f[QStringLiteral("load_normal_w")].toDouble())
            << QCoreApplication::translate("TotalsReport", " normal, ") << kw(f[QStringLiteral("load_failover_w")].toDouble()) << QCoreApplication::translate("TotalsReport", " with the other feed lost, of ")
            << kw(f[QStringLiteral("capacity_w")].toDouble()) << '\n';
    }
    for (const QJsonValue &lv : t[QStringLiteral("cooling_loops")].toArray()) {
        const QJsonObject l = lv.toObject();
        out << QCoreApplication::translate("TotalsReport", "Loop ") << l[QStringLiteral("name")].toString() << ": " << kw(l[QStringLiteral("heat_w")].toDouble()) << ", "
            << QString::number(l[QStringLiteral("flow_l_min")].toDouble(), 'f', 0) << QCoreApplication::translate("TotalsReport", " L/min at ΔT ")
            << l[QStringLiteral("delta_t_k")].toDouble() << " K, " << QCoreApplication::translate("TotalsReport", "CDUs ") << l[QStringLiteral("cdus_installed")].toInt()
            << QCoreApplication::translate("TotalsReport", " installed / ") << l[QStringLiteral("cdus_required")].toInt() << QCoreApplication::translate("TotalsReport", " required (N+1)") << '\n';
    }
    out << QCoreApplication::translate("TotalsReport", "Cables: ") << doc.cables().size() << ", " << QString::number(t[QStringLiteral("cable_routed_length_m")].toDouble(), 'f', 0)
        << QCoreApplication::translate("TotalsReport", " m routed");
    const QJsonObject media = t[QStringLiteral("cables_by_medium")].toObject();
    for (auto it = media.begin(); it != media.end(); ++it)
        out << ", " << it.key() << ' ' << it.value().toInt();
    out << '\n';
    if (t[QStringLiteral("cables_over_reach")].toInt() > 0)
        out << QCoreApplication::translate("TotalsReport", "  over reach: ") << t[QStringLiteral("cables_over_reach")].toInt() << '\n';
    out << QCoreApplication::translate("TotalsReport", "Transceivers: ");
    const QJsonObject tx = t[QStringLiteral("transceivers_by_part")].toObject();
    QStringList parts;
    for (auto it = tx.begin(); it != tx.end(); ++it)
        parts << QStringLiteral("%1 × %2").arg(it.value().toInt()).arg(it.key());
    out << (parts.isEmpty() ? QCoreApplication::translate("TotalsReport", "none") : parts.join(QStringLiteral(", "))) << '\n';
    out << QCoreApplication::translate("TotalsReport", "Optics power: ") << kw(t[QStringLiteral("optics_power_w")].toDouble()) << '\n';
    return text;
}

} // namespace railyard
