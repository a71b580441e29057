#include "designwriter.h"

#include "racktemplatejson.h"

#include "designschema.h"

#include "document/fragmentbuilder.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

namespace railyard {
namespace {

template <class IdT>
QVariant ref(IdT id)
{
    return id ? QVariant(qint64(id.value)) : QVariant(QMetaType(QMetaType::LongLong));
}

// Text columns never hold NULL: a null QString is written as the empty string.
QVariant text(const QString &s)
{
    static const QString kEmpty(0, QChar(u' ')); // empty but not null
    return s.isNull() ? QVariant(kEmpty) : QVariant(s);
}

// Prepared INSERT for one table; rows bound by position.
class Inserter {
public:
    Inserter(SqliteConnection &conn, const QString &table, int columns, QString *error)
        : m_query(conn.db()), m_error(error), m_table(table)
    {
        QStringList marks;
        for (int i = 0; i < columns; ++i)
            marks << QStringLiteral("?");
        m_ok = m_query.prepare(QStringLiteral("INSERT INTO %1 VALUES (%2)").arg(table, marks.join(QLatin1Char(','))));
        if (!m_ok)
            *m_error = QCoreApplication::translate("DesignStore", "cannot prepare table %1: %2")
                           .arg(table, m_query.lastError().text());
    }

    bool row(std::initializer_list<QVariant> values)
    {
        if (!m_ok)
            return false;
        int i = 0;
        for (const QVariant &v : values)
            m_query.bindValue(i++, v);
        if (!m_query.exec()) {
            *m_error = QCoreApplication::translate("DesignStore", "writing table %1 failed: %2")
                           .arg(m_table, m_query.lastError().text());
            m_ok = false;
        }
        return m_ok;
    }

private:
    QSqlQuery m_query;
    QString *m_error;
    QString m_table;
    bool m_ok = false;
};

template <class T>
std::vector<const T *> byId(const EntityTable<T> &table)
{
    std::vector<const T *> out;
    out.reserve(size_t(table.size()));
    for (const T &v : table)
        out.push_back(&v);
    std::sort(out.begin(), out.end(), [](const T *a, const T *b) { return a->id < b->id; });
    return out;
}

// A device whose ports are exactly what its catalog part gives, numbered from one id up, is
// stored as that first id alone; the reader derives the ports again. Any other device's ports
// are written out one by one. Returns the first port id, or 0 for "written out".
uint32_t derivedFirstPort(const Document &doc, const Device &d)
{
    const auto ports = doc.portsOf(d.id);
    if (ports.empty())
        return 0;
    const uint32_t first = (*std::min_element(ports.begin(), ports.end())).value;
    const std::vector<Port> expected = portsForPart(doc.catalog().at(d.part), d.id);
    if (expected.size() != ports.size())
        return 0;
    for (size_t i = 0; i < expected.size(); ++i) {
        const Port *actual = doc.ports().find(PortId(first + uint32_t(i)));
        Port want = expected[i];
        want.id = PortId(first + uint32_t(i));
        if (!actual || !(*actual == want))
            return 0;
    }
    return first;
}


} // namespace

bool writeDesign(SqliteConnection &conn, const Document &doc, const SaveStageHook &hook, QString *error, bool withScenarios)
{
    auto stage = [&](const char *name) {
        if (hook && !hook(QString::fromLatin1(name))) {
            *error = QCoreApplication::translate("DesignStore", "the disk is full (simulated while writing %1).")
                         .arg(QString::fromLatin1(name));
            return false;
        }
        return true;
    };
    if (!stage("create"))
        return false;
    // The file is new and private until renamed: no journal file on disk, and one fsync at the
    // end instead of one per transaction step.
    for (const QString &pragma : {QStringLiteral("PRAGMA journal_mode=MEMORY"), QStringLiteral("PRAGMA synchronous=OFF"),
                                  QStringLiteral("PRAGMA application_id=%1").arg(kApplicationId),
                                  QStringLiteral("PRAGMA user_version=%1").arg(kFileFormatVersion)}) {
        if (!conn.exec(pragma, error))
            return false;
    }
    if (!conn.db().transaction()) {
        *error = conn.lastError();
        return false;
    }
    for (const QString &sql : designSchemaStatements())
        if (!conn.exec(sql, error))
            return false;

    {
        if (!stage("meta"))
            return false;
        Inserter meta(conn, QStringLiteral("meta"), 2, error);
        const Site &site = doc.site();
        meta.row({QStringLiteral("format"), QStringLiteral("railyard-design")});
        meta.row({QStringLiteral("app_version"), text(QCoreApplication::applicationVersion())});
        meta.row({QStringLiteral("units"), QStringLiteral("SI")});
        meta.row({QStringLiteral("site_name"), text(site.name)});
        meta.row({QStringLiteral("site_customer"), text(site.customer)});
        meta.row({QStringLiteral("site_notes"), text(site.notes)});
        meta.row({QStringLiteral("label_template"), text(site.labelTemplate)});
        meta.row({QStringLiteral("currency"), text(site.priceBook.currency)});
        const QuoteTerms &terms = site.priceBook.terms;
        meta.row({QStringLiteral("quote_project"), text(terms.project)});
        meta.row({QStringLiteral("quote_number"), text(terms.quoteNumber)});
        meta.row({QStringLiteral("quote_valid_days"), QString::number(terms.validDays)});
        for (const auto &[key, value] : {std::pair{"quote_install_per_cable", terms.installPerCable}, std::pair{"quote_install_per_rack", terms.installPerRack},
                                         std::pair{"quote_install_per_node", terms.installPerNode}, std::pair{"quote_shipping", terms.shipping},
                                         std::pair{"quote_margin", terms.margin}, std::pair{"quote_tax", terms.tax}})
            meta.row({QLatin1String(key), QString::number(value, 'g', 17)});
        TcoInputs tco = site.priceBook.tco;
        for (const auto &[key, value] : tcoMetaKeys(tco))
            meta.row({QLatin1String(key), QString::number(*value, 'g', 17)});
        if (withScenarios)
            meta.row({QStringLiteral("scenario_name"), text(site.scenarioName)});
        meta.row({QStringLiteral("cable_slack_m"), QString::number(site.cableSlackM, 'g', 17)});
        meta.row({QStringLiteral("tray_clearance_m"), QString::number(site.trayClearanceM, 'g', 17)});
        meta.row({QStringLiteral("site_max_hall_it_w"), QString::number(site.maxHallItW, 'g', 17)});
        meta.row({QStringLiteral("site_max_hall_area_m2"), QString::number(site.maxHallAreaM2, 'g', 17)});
        const auto counters = doc.idCounters();
        for (int k = 0; k < kEntityKindCount; ++k)
            if (!meta.row({QStringLiteral("next_id_%1").arg(QLatin1String(kindToken(EntityKind(k)))), QString::number(counters[size_t(k)])}))
                return false;
    }
    {
        if (!stage("catalog"))
            return false;
        Inserter ins(conn, QStringLiteral("catalog_part"), 34, error);
        for (const Part *p : doc.catalog().parts()) {
            const PartSources &s = p->sources;
            if (!ins.row({qint64(p->id.value), p->partNumber, toToken(p->category), text(p->vendor), text(p->model),
                          text(p->description), toToken(p->technology), p->uHeight, p->widthM, p->depthM, p->weightKg,
                          p->typicalW, p->maxW, p->gpus, p->liquidFraction, formatPortGroups(p->ports),
                          toToken(p->medium), p->speedGbps, p->lengthM, p->reachM, p->linksPerModule, p->capacityW,
                          toToken(p->coolingType), p->coolingCapacityW, p->rackUnits, p->feet,
                          p->priceUsd ? QVariant(*p->priceUsd) : QVariant(QMetaType(QMetaType::Double)), text(s.power),
                          text(s.weight), text(s.price), text(s.reach), text(s.other), p->opticsInMaxW,
                          toToken(p->moduleTop)}))
                return false;
        }
    }
    {
        if (!stage("hall"))
            return false;
        Inserter ins(conn, QStringLiteral("hall"), 12, error);
        for (const Hall *h : byId(doc.halls()))
            if (!ins.row({qint64(h->id.value), text(h->name), h->widthM, h->depthM, h->floorRatingKPa,
                          h->pointLoadRatingKN, h->utilityFeedW, h->pue, h->supplyWaterC, h->returnWaterC,
                          h->airCoolingW, toToken(h->containment)}))
                return false;
    }
    {
        if (!stage("hall_row"))
            return false;
        Inserter ins(conn, QStringLiteral("hall_row"), 3, error);
        for (const Row *r : byId(doc.rows()))
            if (!ins.row({qint64(r->id.value), ref(r->hall), text(r->name)}))
                return false;
    }
    {
        if (!stage("power_feed"))
            return false;
        Inserter ins(conn, QStringLiteral("power_feed"), 5, error);
        for (const PowerFeed *f : byId(doc.feeds()))
            if (!ins.row({qint64(f->id.value), ref(f->hall), text(f->name), toToken(f->side), f->capacityW}))
                return false;
    }
    {
        if (!stage("pdu"))
            return false;
        Inserter ins(conn, QStringLiteral("pdu"), 6, error);
        for (const Pdu *p : byId(doc.pdus()))
            if (!ins.row({qint64(p->id.value), ref(p->feed), ref(p->part), text(p->name), qint64(p->units), ref(p->busway)}))
                return false;
    }
    {
        if (!stage("cooling_loop"))
            return false;
        Inserter ins(conn, QStringLiteral("cooling_loop"), 5, error);
        for (const CoolingLoop *l : byId(doc.loops()))
            if (!ins.row({qint64(l->id.value), ref(l->hall), text(l->name), l->deltaTK, l->supplyC}))
                return false;
    }
    {
        if (!stage("building"))
            return false;
        Inserter columns(conn, QStringLiteral("building_column"), 7, error);
        for (const Column *c : byId(doc.columns()))
            if (!columns.row({qint64(c->id.value), ref(c->hall), text(c->name), c->xM, c->yM, c->widthM, c->depthM}))
                return false;
        Inserter keepOuts(conn, QStringLiteral("keepout"), 8, error);
        for (const KeepOut *k : byId(doc.keepOuts()))
            if (!keepOuts.row({qint64(k->id.value), ref(k->hall), text(k->name), k->xM, k->yM, k->widthM, k->depthM, text(k->reason)}))
                return false;
        Inserter busways(conn, QStringLiteral("busway"), 9, error);
        for (const Busway *b : byId(doc.busways()))
            if (!busways.row({qint64(b->id.value), ref(b->hall), ref(b->feed), ref(b->part), text(b->name), b->x1M, b->y1M, b->x2M, b->y2M}))
                return false;
        Inserter cdus(conn, QStringLiteral("cdu"), 7, error);
        for (const Cdu *c : byId(doc.cdus()))
            if (!cdus.row({qint64(c->id.value), ref(c->loop), ref(c->part), text(c->name), c->xM, c->yM, c->rotationDeg}))
                return false;
    }
    {
        if (!stage("network"))
            return false;
        Inserter ins(conn, QStringLiteral("network"), 6, error);
        for (const Network *n : byId(doc.networks()))
            if (!ins.row({qint64(n->id.value), text(n->name), toToken(n->role), toToken(n->technology), n->oversubscription, n->plane}))
                return false;
    }
    {
        if (!stage("rack"))
            return false;
        Inserter ins(conn, QStringLiteral("rack"), 11, error);
        for (const Rack *r : byId(doc.racks()))
            if (!ins.row({qint64(r->id.value), ref(r->row), text(r->name), r->xM, r->yM, r->rotationDeg, ref(r->part),
                          ref(r->pduA), ref(r->pduB), ref(r->loop), r->spreaderM2}))
                return false;
    }
    {
        if (!stage("device"))
            return false;
        Inserter ins(conn, QStringLiteral("device"), 10, error);
        Inserter portIns(conn, QStringLiteral("port"), 8, error);
        for (const Device *d : byId(doc.devices())) {
            const uint32_t firstPort = derivedFirstPort(doc, *d);
            if (!ins.row({qint64(d->id.value), ref(d->rack), ref(d->part), text(d->name), d->uPosition, ref(d->network),
                          toToken(d->tier), d->su, d->rail, ref(PortId(firstPort))}))
                return false;
            if (firstPort)
                continue;
            if (!stage("port"))
                return false;
            std::vector<PortId> ports(doc.portsOf(d->id).begin(), doc.portsOf(d->id).end());
            std::sort(ports.begin(), ports.end());
            for (PortId id : ports) {
                const Port &p = doc.ports().at(id);
                if (!portIns.row({qint64(p.id.value), ref(p.device), text(p.name), toToken(p.role), p.speedGbps,
                                  toToken(p.cage), p.index, p.cageIndex}))
                    return false;
            }
        }
    }
    {
        if (!stage("cable"))
            return false;
        Inserter ins(conn, QStringLiteral("cable"), 7, error);
        for (const Cable *c : byId(doc.cables()))
            if (!ins.row({qint64(c->id.value), ref(c->a), ref(c->b), toToken(c->medium), c->lengthM, text(c->label),
                          text(c->bundle)}))
                return false;
    }
    {
        if (!stage("waiver"))
            return false;
        Inserter ins(conn, QStringLiteral("waiver"), 3, error);
        for (const Waiver &wv : doc.site().waivers)
            if (!ins.row({wv.code, text(wv.objects), text(wv.reason)}))
                return false;
    }
    {
        if (!stage("price"))
            return false;
        const PriceBook &book = doc.site().priceBook;
        Inserter prices(conn, QStringLiteral("price"), 4, error);
        for (const PriceEntry &p : book.prices)
            if (!prices.row({p.partNumber, p.unitPrice, p.leadTimeDays, text(p.source)}))
                return false;
        Inserter discounts(conn, QStringLiteral("price_discount"), 2, error);
        for (size_t c = 0; c < book.discounts.size(); ++c)
            if (book.discounts[c] != 0 && !discounts.row({QLatin1String(discountCategoryToken(c)), book.discounts[c]}))
                return false;
        Inserter spares(conn, QStringLiteral("spare_policy"), 5, error);
        for (size_t c = 0; c < book.spares.size(); ++c) {
            const SparePolicy &p = book.spares[c];
            if (!spares.row({QLatin1String(discountCategoryToken(c)), p.annualFailureRate, p.turnaroundDays, p.serviceLevel, qint64(p.minimum)}))
                return false;
        }
        Inserter logo(conn, QStringLiteral("quote_logo"), 2, error);
        if (!book.terms.logo.isEmpty() && !logo.row({text(book.terms.logoName), book.terms.logo}))
            return false;
    }
    {
        if (!stage("rack_template"))
            return false;
        Inserter ins(conn, QStringLiteral("rack_template"), 3, error);
        qint64 position = 0;
        for (const RackTemplate &t : doc.site().rackTemplates)
            if (!ins.row({position++, t.name, QString::fromUtf8(rackTemplateJson(t))}))
                return false;
    }
    if (withScenarios) {
        if (!stage("scenario"))
            return false;
        Inserter ins(conn, QStringLiteral("scenario"), 4, error);
        qint64 position = 0;
        for (const StoredScenario &sc : doc.site().scenarios)
            if (!ins.row({position++, sc.name, text(sc.note), sc.design}))
                return false;
    }
    if (!stage("commit"))
        return false;
    if (!conn.db().commit()) {
        *error = conn.lastError();
        return false;
    }
    return true;
}

} // namespace railyard
