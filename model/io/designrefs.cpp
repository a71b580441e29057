#include "designrefs.h"

#include "idremap.h"
#include "tablereader.h"

#include "core/limits.h"

#include <QCoreApplication>
#include <QStringList>

namespace railyard {
namespace {

// One table's id map, built from its rows.
template <class T>
bool buildIds(const std::vector<T> &rows, const char *table, IdRemap *ids, QString *error)
{
    std::vector<uint32_t> values;
    values.reserve(rows.size());
    for (const T &v : rows)
        values.push_back(v.id.value);
    if (const auto dup = ids->build(std::move(values))) {
        *error = damagedDesign(QCoreApplication::translate("DesignStore", "table %1, column id: id %2 appears twice. Ports are numbered "
                                                                          "from each device's first_port_id and listed in table port; "
                                                                          "no two may share an id")
                                   .arg(QLatin1String(table))
                                   .arg(*dup));
        return false;
    }
    return true;
}

// Maps the references of one table's rows, then the rows' own ids.
class Resolver {
public:
    Resolver(const char *table, QString *error) : m_table(table), m_error(error) {}

    // Maps `ref` in place; an unresolved one (or a missing required one) fails.
    template <class IdT>
    bool ref(IdT &ref, const IdRemap &target, bool optional, uint32_t row, const char *column, const char *targetTable)
    {
        if (optional && !ref)
            return true;
        if (const auto mapped = target.map(ref.value)) {
            ref = IdT(*mapped);
            return true;
        }
        *m_error = damagedDesign(QCoreApplication::translate("DesignStore", "table %1, row with id %2, column %3: refers to %4 %5, which is not in the file")
                                     .arg(QLatin1String(m_table))
                                     .arg(row)
                                     .arg(QLatin1String(column), QLatin1String(targetTable))
                                     .arg(ref.value));
        return false;
    }

private:
    const char *m_table;
    QString *m_error;
};

template <class T>
void mapIds(std::vector<T> &rows, const IdRemap &ids)
{
    if (!ids.renumbered())
        return;
    for (T &v : rows)
        v.id = decltype(v.id)(*ids.map(v.id.value));
}

// "kind:id,kind:id" with the ids of renumbered kinds mapped; an object no longer in the file
// keeps its old id (the waiver then matches nothing, as it did).
QString mapWaiverObjects(const QString &objects, const std::array<const IdRemap *, kEntityKindCount> &maps)
{
    QStringList out;
    for (const QString &item : objects.split(QLatin1Char(','))) {
        const qsizetype colon = item.indexOf(QLatin1Char(':'));
        bool ok = false;
        const uint32_t id = colon < 0 ? 0 : item.mid(colon + 1).toUInt(&ok);
        const IdRemap *map = nullptr;
        for (int k = 0; k < kEntityKindCount && ok; ++k)
            if (item.left(colon) == QLatin1String(kindToken(EntityKind(k))))
                map = maps[size_t(k)];
        const auto mapped = map && map->renumbered() ? map->map(id) : std::nullopt;
        out << (mapped ? QStringLiteral("%1:%2").arg(item.left(colon)).arg(*mapped) : item);
    }
    return out.join(QLatin1Char(','));
}

} // namespace

bool resolveReferences(DesignContent *content, const IdRemap &partIds, const std::array<uint32_t, kEntityKindCount> &storedCounters,
                       QString *error)
{
    Fragment &f = content->fragment;
    IdRemap halls, rows, feeds, pdus, loops, networks, racks, devices, ports, cables, columns, keepOuts, busways, cdus;
    if (!buildIds(f.halls, "hall", &halls, error) || !buildIds(f.rows, "hall_row", &rows, error) || !buildIds(f.feeds, "power_feed", &feeds, error)
        || !buildIds(f.pdus, "pdu", &pdus, error) || !buildIds(f.loops, "cooling_loop", &loops, error)
        || !buildIds(f.networks, "network", &networks, error) || !buildIds(f.racks, "rack", &racks, error)
        || !buildIds(f.devices, "device", &devices, error) || !buildIds(f.ports, "port", &ports, error)
        || !buildIds(f.cables, "cable", &cables, error) || !buildIds(f.columns, "building_column", &columns, error)
        || !buildIds(f.keepOuts, "keepout", &keepOuts, error) || !buildIds(f.busways, "busway", &busways, error)
        || !buildIds(f.cdus, "cdu", &cdus, error))
        return false;

    for (Row &v : f.rows)
        if (!Resolver("hall_row", error).ref(v.hall, halls, false, v.id.value, "hall_id", "hall"))
            return false;
    for (PowerFeed &v : f.feeds)
        if (!Resolver("power_feed", error).ref(v.hall, halls, false, v.id.value, "hall_id", "hall"))
            return false;
    for (Pdu &v : f.pdus) {
        Resolver r("pdu", error);
        if (!r.ref(v.feed, feeds, true, v.id.value, "feed_id", "power feed") || !r.ref(v.part, partIds, true, v.id.value, "part_id", "catalog part")
            || !r.ref(v.busway, busways, true, v.id.value, "busway_id", "busway"))
            return false;
    }
    for (CoolingLoop &v : f.loops)
        if (!Resolver("cooling_loop", error).ref(v.hall, halls, false, v.id.value, "hall_id", "hall"))
            return false;
    for (Column &v : f.columns)
        if (!Resolver("building_column", error).ref(v.hall, halls, false, v.id.value, "hall_id", "hall"))
            return false;
    for (KeepOut &v : f.keepOuts)
        if (!Resolver("keepout", error).ref(v.hall, halls, false, v.id.value, "hall_id", "hall"))
            return false;
    for (Busway &v : f.busways) {
        Resolver r("busway", error);
        if (!r.ref(v.hall, halls, false, v.id.value, "hall_id", "hall") || !r.ref(v.feed, feeds, false, v.id.value, "feed_id", "power feed")
            || !r.ref(v.part, partIds, true, v.id.value, "part_id", "catalog part"))
            return false;
    }
    for (Cdu &v : f.cdus) {
        Resolver r("cdu", error);
        if (!r.ref(v.loop, loops, false, v.id.value, "loop_id", "cooling loop") || !r.ref(v.part, partIds, true, v.id.value, "part_id", "catalog part"))
            return false;
    }
    for (Rack &v : f.racks) {
        Resolver r("rack", error);
        const uint32_t id = v.id.value;
        if (!r.ref(v.row, rows, false, id, "row_id", "row") || !r.ref(v.part, partIds, true, id, "part_id", "catalog part")
            || !r.ref(v.pduA, pdus, true, id, "pdu_a_id", "PDU") || !r.ref(v.pduB, pdus, true, id, "pdu_b_id", "PDU")
            || !r.ref(v.loop, loops, true, id, "loop_id", "cooling loop"))
            return false;
    }
    for (Device &v : f.devices) {
        Resolver r("device", error);
        const uint32_t id = v.id.value;
        if (!r.ref(v.rack, racks, true, id, "rack_id", "rack") || !r.ref(v.part, partIds, false, id, "part_id", "catalog part")
            || !r.ref(v.network, networks, true, id, "network_id", "network"))
            return false;
    }
    for (Port &v : f.ports)
        if (!Resolver("port", error).ref(v.device, devices, false, v.id.value, "device_id", "device"))
            return false;
    for (Cable &v : f.cables) {
        Resolver r("cable", error);
        if (!r.ref(v.a, ports, false, v.id.value, "port_a_id", "port") || !r.ref(v.b, ports, false, v.id.value, "port_b_id", "port"))
            return false;
    }
    mapIds(f.halls, halls);
    mapIds(f.rows, rows);
    mapIds(f.feeds, feeds);
    mapIds(f.pdus, pdus);
    mapIds(f.loops, loops);
    mapIds(f.networks, networks);
    mapIds(f.racks, racks);
    mapIds(f.devices, devices);
    mapIds(f.ports, ports);
    mapIds(f.cables, cables);
    mapIds(f.columns, columns);
    mapIds(f.keepOuts, keepOuts);
    mapIds(f.busways, busways);
    mapIds(f.cdus, cdus);

    std::array<const IdRemap *, kEntityKindCount> maps{};
    maps[size_t(EntityKind::Hall)] = &halls;
    maps[size_t(EntityKind::Row)] = &rows;
    maps[size_t(EntityKind::Feed)] = &feeds;
    maps[size_t(EntityKind::Pdu)] = &pdus;
    maps[size_t(EntityKind::Loop)] = &loops;
    maps[size_t(EntityKind::Network)] = &networks;
    maps[size_t(EntityKind::Rack)] = &racks;
    maps[size_t(EntityKind::Device)] = &devices;
    maps[size_t(EntityKind::Port)] = &ports;
    maps[size_t(EntityKind::Cable)] = &cables;
    maps[size_t(EntityKind::Part)] = &partIds;
    maps[size_t(EntityKind::Column)] = &columns;
    maps[size_t(EntityKind::KeepOut)] = &keepOuts;
    maps[size_t(EntityKind::Busway)] = &busways;
    maps[size_t(EntityKind::Cdu)] = &cdus;
    for (int k = 0; k < kEntityKindCount; ++k) {
        const IdRemap *map = maps[size_t(k)];
        // Kinds without a table here (site, part) keep their counter when it is small.
        content->counters[size_t(k)] = map && k != int(EntityKind::Part) ? map->nextId(storedCounters[size_t(k)])
                                                                         : std::min(storedCounters[size_t(k)], limits::kIdSlack);
    }
    for (Waiver &w : content->site.waivers)
        w.objects = mapWaiverObjects(w.objects, maps);
    return true;
}

} // namespace railyard
