#include "opswriter.h"

#include "cabling/cablelabels.h"
#include "edit/editcontext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace railyard {

namespace {

class OpsWriter {
public:
    explicit OpsWriter(const Document &doc) : m_doc(doc) {}

    void add(const QString &kind, const QJsonObject &fields)
    {
        line({{QStringLiteral("op"), QStringLiteral("add")},
              {QStringLiteral("kind"), kind},
              {QStringLiteral("fields"), fields}});
    }
    // One op, its keys in the order given ("op" first reads best; QJsonObject would sort them).
    void line(const std::vector<std::pair<QString, QJsonValue>> &op)
    {
        m_out += '{';
        for (const auto &[key, value] : op) {
            if (m_out.back() != '{')
                m_out += ',';
            const QByteArray pair = QJsonDocument(QJsonObject{{key, value}}).toJson(QJsonDocument::Compact);
            m_out += pair.mid(1, pair.size() - 2);
        }
        m_out += "}\n";
    }
    void comment(const QString &text) { m_out += "# " + text.toUtf8() + '\n'; }

    // Every object of kind T must have its own name (within its hall, for the kinds named
    // there), or an op could not name it.
    template <class T> QString duplicates() const
    {
        QSet<QString> seen;
        for (const T &e : m_doc.table<T>()) {
            QString key = e.name;
            if constexpr (kHallScoped<T>)
                key = QString::number(hallOfObject(m_doc, e).value) + QLatin1Char('/') + e.name;
            if (seen.contains(key))
                return QCoreApplication::translate("EditOps",
                                                   "several %1s are named \"%2\"%3; give each its own name before "
                                                   "writing the design as ops")
                    .arg(editKindWord<T>(), e.name,
                         kHallScoped<T> ? QCoreApplication::translate("EditOps", " in one hall") : QString());
            seen.insert(key);
        }
        return {};
    }
    // How an op names the object: its name, or "HALL/NAME" where other halls use the name too.
    template <class T> QJsonValue nameOf(decltype(T::id) id)
    {
        const T *e = m_doc.table<T>().find(id);
        if (!e)
            return QJsonValue();
        if constexpr (kHallScoped<T>) {
            QHash<QString, int> &counts = m_nameCounts[editKindWord<T>()];
            if (counts.isEmpty())
                for (const T &other : m_doc.table<T>())
                    ++counts[other.name];
            if (counts.value(e->name) > 1)
                return m_doc.halls().at(hallOfObject(m_doc, *e)).name + QLatin1Char('/') + e->name;
        }
        return e->name;
    }
    QString partNumber(PartId id) const { return m_doc.catalog().at(id).partNumber; }
    QString port(PortId id) const
    {
        const Port &p = m_doc.ports().at(id);
        return m_doc.devices().at(p.device).name + QLatin1Char(':') + p.name;
    }

    QByteArray take() { return std::move(m_out); }

private:
    const Document &m_doc;
    QByteArray m_out;
    QHash<QString, QHash<QString, int>> m_nameCounts; // kind -> name -> objects of that name
};

void writeFacility(OpsWriter &w, const Document &doc)
{
    for (const Hall &h : doc.halls())
        w.add(QStringLiteral("hall"), {{QStringLiteral("name"), h.name},
                                       {QStringLiteral("width_m"), h.widthM},
                                       {QStringLiteral("depth_m"), h.depthM},
                                       {QStringLiteral("floor_rating_kpa"), h.floorRatingKPa},
                                       {QStringLiteral("point_load_rating_kn"), h.pointLoadRatingKN},
                                       {QStringLiteral("utility_feed_w"), h.utilityFeedW},
                                       {QStringLiteral("pue"), h.pue},
                                       {QStringLiteral("supply_water_c"), h.supplyWaterC},
                                       {QStringLiteral("return_water_c"), h.returnWaterC},
                                       {QStringLiteral("air_cooling_w"), h.airCoolingW},
                                       {QStringLiteral("containment"), toToken(h.containment)}});
    for (const Column &c : doc.columns())
        w.add(QStringLiteral("column"), {{QStringLiteral("name"), c.name},
                                         {QStringLiteral("hall"), w.nameOf<Hall>(c.hall)},
                                         {QStringLiteral("x_m"), c.xM},
                                         {QStringLiteral("y_m"), c.yM},
                                         {QStringLiteral("width_m"), c.widthM},
                                         {QStringLiteral("depth_m"), c.depthM}});
    for (const KeepOut &k : doc.keepOuts())
        w.add(QStringLiteral("keepout"), {{QStringLiteral("name"), k.name},
                                          {QStringLiteral("hall"), w.nameOf<Hall>(k.hall)},
                                          {QStringLiteral("x_m"), k.xM},
                                          {QStringLiteral("y_m"), k.yM},
                                          {QStringLiteral("width_m"), k.widthM},
                                          {QStringLiteral("depth_m"), k.depthM},
                                          {QStringLiteral("reason"), k.reason}});
    for (const Row &r : doc.rows())
        w.add(QStringLiteral("row"),
              {{QStringLiteral("name"), r.name}, {QStringLiteral("hall"), w.nameOf<Hall>(r.hall)}});
    for (const PowerFeed &f : doc.feeds())
        w.add(QStringLiteral("feed"), {{QStringLiteral("name"), f.name},
                                       {QStringLiteral("hall"), w.nameOf<Hall>(f.hall)},
                                       {QStringLiteral("side"), toToken(f.side)},
                                       {QStringLiteral("capacity_w"), f.capacityW}});
    for (const Busway &b : doc.busways())
        w.add(QStringLiteral("busway"), {{QStringLiteral("name"), b.name},
                                         {QStringLiteral("hall"), w.nameOf<Hall>(b.hall)},
                                         {QStringLiteral("feed"), w.nameOf<PowerFeed>(b.feed)},
                                         {QStringLiteral("part"), w.partNumber(b.part)},
                                         {QStringLiteral("x1_m"), b.x1M},
                                         {QStringLiteral("y1_m"), b.y1M},
                                         {QStringLiteral("x2_m"), b.x2M},
                                         {QStringLiteral("y2_m"), b.y2M}});
    for (const Pdu &p : doc.pdus()) {
        QJsonObject fields{{QStringLiteral("name"), p.name},
                           {QStringLiteral("feed"), w.nameOf<PowerFeed>(p.feed)},
                           {QStringLiteral("part"), w.partNumber(p.part)},
                           {QStringLiteral("units"), p.units}};
        if (p.busway)
            fields.insert(QStringLiteral("busway"), w.nameOf<Busway>(p.busway));
        w.add(QStringLiteral("pdu"), fields);
    }
    for (const CoolingLoop &l : doc.loops())
        w.add(QStringLiteral("loop"), {{QStringLiteral("name"), l.name},
                                       {QStringLiteral("hall"), w.nameOf<Hall>(l.hall)},
                                       {QStringLiteral("delta_t_k"), l.deltaTK},
                                       {QStringLiteral("supply_c"), l.supplyC}});
    for (const Cdu &c : doc.cdus())
        w.add(QStringLiteral("cdu"), {{QStringLiteral("name"), c.name},
                                      {QStringLiteral("loop"), w.nameOf<CoolingLoop>(c.loop)},
                                      {QStringLiteral("part"), w.partNumber(c.part)},
                                      {QStringLiteral("x_m"), c.xM},
                                      {QStringLiteral("y_m"), c.yM},
                                      {QStringLiteral("rotation_deg"), c.rotationDeg}});
    for (const Network &n : doc.networks())
        w.add(QStringLiteral("network"), {{QStringLiteral("name"), n.name},
                                          {QStringLiteral("role"), toToken(n.role)},
                                          {QStringLiteral("technology"), toToken(n.technology)},
                                          {QStringLiteral("oversubscription"), n.oversubscription},
                                          {QStringLiteral("plane"), n.plane}});
}

void writeRacks(OpsWriter &w, const Document &doc)
{
    for (const Rack &r : doc.racks()) {
        QJsonObject fields{{QStringLiteral("name"), r.name},
                           {QStringLiteral("row"), w.nameOf<Row>(r.row)},
                           {QStringLiteral("part"), w.partNumber(r.part)},
                           {QStringLiteral("x_m"), r.xM},
                           {QStringLiteral("y_m"), r.yM},
                           {QStringLiteral("rotation_deg"), r.rotationDeg}};
        if (r.pduA)
            fields.insert(QStringLiteral("pdu_a"), w.nameOf<Pdu>(r.pduA));
        if (r.pduB)
            fields.insert(QStringLiteral("pdu_b"), w.nameOf<Pdu>(r.pduB));
        if (r.loop)
            fields.insert(QStringLiteral("loop"), w.nameOf<CoolingLoop>(r.loop));
        if (r.spreaderM2 > 0)
            fields.insert(QStringLiteral("spreader_m2"), r.spreaderM2);
        w.add(QStringLiteral("rack"), fields);
    }
    for (const Device &d : doc.devices()) {
        QJsonObject fields{{QStringLiteral("name"), d.name},
                           {QStringLiteral("rack"), w.nameOf<Rack>(d.rack)},
                           {QStringLiteral("part"), w.partNumber(d.part)}};
        if (d.uPosition > 0)
            fields.insert(QStringLiteral("u"), d.uPosition);
        if (d.network)
            fields.insert(QStringLiteral("network"), w.nameOf<Network>(d.network));
        if (d.tier != FabricTier::None)
            fields.insert(QStringLiteral("tier"), toToken(d.tier));
        if (d.su >= 0)
            fields.insert(QStringLiteral("su"), d.su + 1);
        if (d.rail >= 0)
            fields.insert(QStringLiteral("rail"), d.rail + 1);
        w.add(QStringLiteral("device"), fields);
    }
}

void writeCables(OpsWriter &w, const Document &doc)
{
    for (const Cable &c : doc.cables()) {
        // A label the site's template makes is made again when the cable is connected.
        const bool ownLabel = c.label != renderLabel(doc, doc.site().labelTemplate, c);
        if (c.lengthM == 0 && c.bundle.isEmpty() && !ownLabel) {
            std::vector<std::pair<QString, QJsonValue>> op{{QStringLiteral("op"), QStringLiteral("connect")},
                                                           {QStringLiteral("a"), w.port(c.a)},
                                                           {QStringLiteral("b"), w.port(c.b)}};
            if (c.medium != Medium::Auto)
                op.emplace_back(QStringLiteral("medium"), toToken(c.medium));
            w.line(op);
            continue;
        }
        QJsonObject fields{{QStringLiteral("a"), w.port(c.a)},
                           {QStringLiteral("b"), w.port(c.b)},
                           {QStringLiteral("medium"), toToken(c.medium)}};
        if (c.lengthM > 0)
            fields.insert(QStringLiteral("length_m"), c.lengthM);
        if (!c.bundle.isEmpty())
            fields.insert(QStringLiteral("bundle"), c.bundle);
        if (ownLabel)
            fields.insert(QStringLiteral("label"), c.label);
        w.add(QStringLiteral("cable"), fields);
    }
}

} // namespace

Result<QByteArray> writeEditOps(const Document &doc)
{
    OpsWriter w(doc);
    for (const QString &why : {w.duplicates<Hall>(), w.duplicates<Row>(), w.duplicates<PowerFeed>(), w.duplicates<Pdu>(),
                               w.duplicates<CoolingLoop>(), w.duplicates<Network>(), w.duplicates<Rack>(), w.duplicates<Device>(),
                               w.duplicates<Column>(), w.duplicates<KeepOut>(), w.duplicates<Busway>(), w.duplicates<Cdu>()})
        if (!why.isEmpty())
            return Result<QByteArray>::failure(why);
    w.comment(QCoreApplication::translate("EditOps",
                                          "Railyard edit ops: apply with railyard-cli edit DESIGN FILE (docs/CLI.md)"));
    writeFacility(w, doc);
    writeRacks(w, doc);
    writeCables(w, doc);
    return Result<QByteArray>(w.take());
}

} // namespace railyard
