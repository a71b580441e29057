#include "document.h"

namespace railyard {

Document::Document(Catalog catalog, QObject *parent) : QObject(parent), m_catalog(std::move(catalog))
{
    m_next.fill(1);
    qRegisterMetaType<railyard::ChangeSet>();
}

Document::~Document()
{
    // Commands reference the document; drop them before the tables go.
    m_undo.clear();
}

std::shared_ptr<const Document> Document::snapshot() const
{
    return workingCopy();
}

std::unique_ptr<Document> Document::workingCopy() const
{
    auto copy = std::make_unique<Document>(m_catalog);
    copy->m_site = m_site;
    copy->m_halls = m_halls;
    copy->m_rows = m_rows;
    copy->m_racks = m_racks;
    copy->m_devices = m_devices;
    copy->m_ports = m_ports;
    copy->m_cables = m_cables;
    copy->m_feeds = m_feeds;
    copy->m_pdus = m_pdus;
    copy->m_loops = m_loops;
    copy->m_networks = m_networks;
    copy->m_columns = m_columns;
    copy->m_keepOuts = m_keepOuts;
    copy->m_busways = m_busways;
    copy->m_cdus = m_cdus;
    copy->m_hallRows = m_hallRows;
    copy->m_hallFeeds = m_hallFeeds;
    copy->m_hallLoops = m_hallLoops;
    copy->m_rowRacks = m_rowRacks;
    copy->m_rackDevices = m_rackDevices;
    copy->m_devicePorts = m_devicePorts;
    copy->m_portCablesA = m_portCablesA;
    copy->m_portCablesB = m_portCablesB;
    copy->m_feedPdus = m_feedPdus;
    copy->m_pduRacksA = m_pduRacksA;
    copy->m_pduRacksB = m_pduRacksB;
    copy->m_loopRacks = m_loopRacks;
    copy->m_networkDevices = m_networkDevices;
    copy->m_hallColumns = m_hallColumns;
    copy->m_hallKeepOuts = m_hallKeepOuts;
    copy->m_hallBusways = m_hallBusways;
    copy->m_feedBusways = m_feedBusways;
    copy->m_buswayPdus = m_buswayPdus;
    copy->m_loopCdus = m_loopCdus;
    copy->m_next = m_next;
    copy->m_filePath = m_filePath;
    return copy;
}

void Document::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

void Document::startNew(Catalog catalog)
{
    std::array<uint32_t, kEntityKindCount> counters;
    counters.fill(1);
    reset(MutationKey(), std::move(catalog), Site(), Fragment(), counters);
    setFilePath(QString());
}

HallId Document::hallOf(RackId rack) const
{
    const Rack *r = m_racks.find(rack);
    if (!r)
        return {};
    const Row *row = m_rows.find(r->row);
    return row ? row->hall : HallId();
}

// --- adjacency upkeep -------------------------------------------------------------------

void Document::link(const Hall &) {}
void Document::unlink(const Hall &) {}
void Document::link(const Row &v) { m_hallRows.add(v.hall, v.id); }
void Document::unlink(const Row &v) { m_hallRows.remove(v.hall, v.id); }
void Document::link(const Rack &v)
{
    m_rowRacks.add(v.row, v.id);
    m_pduRacksA.add(v.pduA, v.id);
    m_pduRacksB.add(v.pduB, v.id);
    m_loopRacks.add(v.loop, v.id);
}
void Document::unlink(const Rack &v)
{
    m_rowRacks.remove(v.row, v.id);
    m_pduRacksA.remove(v.pduA, v.id);
    m_pduRacksB.remove(v.pduB, v.id);
    m_loopRacks.remove(v.loop, v.id);
}
void Document::link(const Device &v)
{
    m_rackDevices.add(v.rack, v.id);
    m_networkDevices.add(v.network, v.id);
}
void Document::unlink(const Device &v)
{
    m_rackDevices.remove(v.rack, v.id);
    m_networkDevices.remove(v.network, v.id);
}
void Document::link(const Port &v) { m_devicePorts.add(v.device, v.id); }
void Document::unlink(const Port &v) { m_devicePorts.remove(v.device, v.id); }
void Document::link(const Cable &v)
{
    m_portCablesA.add(v.a, v.id);
    m_portCablesB.add(v.b, v.id);
}
void Document::unlink(const Cable &v)
{
    m_portCablesA.remove(v.a, v.id);
    m_portCablesB.remove(v.b, v.id);
}
void Document::link(const PowerFeed &v) { m_hallFeeds.add(v.hall, v.id); }
void Document::unlink(const PowerFeed &v) { m_hallFeeds.remove(v.hall, v.id); }
void Document::link(const Pdu &v)
{
    m_feedPdus.add(v.feed, v.id);
    m_buswayPdus.add(v.busway, v.id);
}
void Document::unlink(const Pdu &v)
{
    m_feedPdus.remove(v.feed, v.id);
    m_buswayPdus.remove(v.busway, v.id);
}
void Document::link(const CoolingLoop &v) { m_hallLoops.add(v.hall, v.id); }
void Document::unlink(const CoolingLoop &v) { m_hallLoops.remove(v.hall, v.id); }
void Document::link(const Network &) {}
void Document::unlink(const Network &) {}
void Document::link(const Column &v) { m_hallColumns.add(v.hall, v.id); }
void Document::unlink(const Column &v) { m_hallColumns.remove(v.hall, v.id); }
void Document::link(const KeepOut &v) { m_hallKeepOuts.add(v.hall, v.id); }
void Document::unlink(const KeepOut &v) { m_hallKeepOuts.remove(v.hall, v.id); }
void Document::link(const Busway &v)
{
    m_hallBusways.add(v.hall, v.id);
    m_feedBusways.add(v.feed, v.id);
}
void Document::unlink(const Busway &v)
{
    m_hallBusways.remove(v.hall, v.id);
    m_feedBusways.remove(v.feed, v.id);
}
void Document::link(const Cdu &v) { m_loopCdus.add(v.loop, v.id); }
void Document::unlink(const Cdu &v) { m_loopCdus.remove(v.loop, v.id); }

// --- generic table access ------------------------------------------------------------------

template <class T>
constexpr EntityKind Document::kindOf()
{
    if constexpr (std::is_same_v<T, Hall>) return EntityKind::Hall;
    else if constexpr (std::is_same_v<T, Row>) return EntityKind::Row;
    else if constexpr (std::is_same_v<T, Rack>) return EntityKind::Rack;
    else if constexpr (std::is_same_v<T, Device>) return EntityKind::Device;
    else if constexpr (std::is_same_v<T, Port>) return EntityKind::Port;
    else if constexpr (std::is_same_v<T, Cable>) return EntityKind::Cable;
    else if constexpr (std::is_same_v<T, PowerFeed>) return EntityKind::Feed;
    else if constexpr (std::is_same_v<T, Pdu>) return EntityKind::Pdu;
    else if constexpr (std::is_same_v<T, CoolingLoop>) return EntityKind::Loop;
    else if constexpr (std::is_same_v<T, Column>) return EntityKind::Column;
    else if constexpr (std::is_same_v<T, KeepOut>) return EntityKind::KeepOut;
    else if constexpr (std::is_same_v<T, Busway>) return EntityKind::Busway;
    else if constexpr (std::is_same_v<T, Cdu>) return EntityKind::Cdu;
    else return EntityKind::Network;
}

template <class T>
void Document::insertOne(const T &entity)
{
    mutableTable<T>().insert(entity);
    link(entity);
    uint32_t &next = m_next[size_t(kindOf<T>())];
    next = std::max(next, entity.id.value + 1);
    m_pending.add(kindOf<T>(), ChangeType::Added, entity.id.value);
}

template <class T>
T Document::takeOne(decltype(T::id) id)
{
    T removed = mutableTable<T>().take(id);
    unlink(removed);
    m_pending.add(kindOf<T>(), ChangeType::Removed, id.value);
    return removed;
}

template <class T>
void Document::replaceOne(const T &value, uint32_t fields)
{
    ChangeBatch batch(*this, MutationKey());
    T &current = mutableTable<T>().at(value.id);
    unlink(current);
    current = value;
    link(current);
    m_pending.add(kindOf<T>(), ChangeType::Modified, value.id.value, fields);
}

// --- batching ------------------------------------------------------------------------------

void Document::beginChanges(MutationKey)
{
    ++m_batchDepth;
}

void Document::endChanges(MutationKey)
{
    if (--m_batchDepth > 0)
        return;
    ChangeSet done = std::move(m_pending);
    m_pending = ChangeSet();
    if (!done.empty())
        emit changed(done);
}

// --- mutations -----------------------------------------------------------------------------

void Document::insert(MutationKey key, const Fragment &f)
{
    ChangeBatch batch(*this, key);
    for (const auto &v : f.halls) insertOne(v);
    for (const auto &v : f.rows) insertOne(v);
    for (const auto &v : f.columns) insertOne(v);
    for (const auto &v : f.keepOuts) insertOne(v);
    for (const auto &v : f.feeds) insertOne(v);
    for (const auto &v : f.busways) insertOne(v);
    for (const auto &v : f.pdus) insertOne(v);
    for (const auto &v : f.loops) insertOne(v);
    for (const auto &v : f.cdus) insertOne(v);
    for (const auto &v : f.networks) insertOne(v);
    for (const auto &v : f.racks) insertOne(v);
    for (const auto &v : f.devices) insertOne(v);
    for (const auto &v : f.ports) insertOne(v);
    for (const auto &v : f.cables) insertOne(v);
}

Fragment Document::take(MutationKey key, const Fragment &which)
{
    ChangeBatch batch(*this, key);
    Fragment out;
    // Children first, each list in reverse so a later re-insert restores the same order.
    auto takeAll = [this](const auto &list, auto &into) {
        using T = typename std::decay_t<decltype(list)>::value_type;
        into.resize(list.size());
        for (size_t i = list.size(); i-- > 0;)
            into[i] = takeOne<T>(list[i].id);
    };
    takeAll(which.cables, out.cables);
    takeAll(which.ports, out.ports);
    takeAll(which.devices, out.devices);
    takeAll(which.racks, out.racks);
    takeAll(which.networks, out.networks);
    takeAll(which.cdus, out.cdus);
    takeAll(which.loops, out.loops);
    takeAll(which.pdus, out.pdus);
    takeAll(which.busways, out.busways);
    takeAll(which.feeds, out.feeds);
    takeAll(which.keepOuts, out.keepOuts);
    takeAll(which.columns, out.columns);
    takeAll(which.rows, out.rows);
    takeAll(which.halls, out.halls);
    return out;
}

void Document::replace(MutationKey, const Hall &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Row &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Rack &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Device &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Port &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Cable &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const PowerFeed &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Pdu &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const CoolingLoop &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Network &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Column &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const KeepOut &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Busway &v, uint32_t f) { replaceOne(v, f); }
void Document::replace(MutationKey, const Cdu &v, uint32_t f) { replaceOne(v, f); }

void Document::setSite(MutationKey key, const Site &site, uint32_t fields)
{
    ChangeBatch batch(*this, key);
    m_site = site;
    m_pending.add(EntityKind::Site, ChangeType::Modified, 0, fields);
}

void Document::clearContent()
{
    m_halls.clear();
    m_rows.clear();
    m_racks.clear();
    m_devices.clear();
    m_ports.clear();
    m_cables.clear();
    m_feeds.clear();
    m_pdus.clear();
    m_loops.clear();
    m_networks.clear();
    m_columns.clear();
    m_keepOuts.clear();
    m_busways.clear();
    m_cdus.clear();
    m_hallRows.clear();
    m_hallFeeds.clear();
    m_hallLoops.clear();
    m_rowRacks.clear();
    m_rackDevices.clear();
    m_devicePorts.clear();
    m_portCablesA.clear();
    m_portCablesB.clear();
    m_feedPdus.clear();
    m_pduRacksA.clear();
    m_pduRacksB.clear();
    m_loopRacks.clear();
    m_networkDevices.clear();
    m_hallColumns.clear();
    m_hallKeepOuts.clear();
    m_hallBusways.clear();
    m_feedBusways.clear();
    m_buswayPdus.clear();
    m_loopCdus.clear();
}

void Document::reset(MutationKey key, Catalog catalog, Site site, const Fragment &content,
                     const std::array<uint32_t, kEntityKindCount> &counters)
{
    m_undo.clear();
    clearContent();
    m_catalog = std::move(catalog);
    m_site = std::move(site);
    m_next = counters;
    beginChanges(key);
    auto limit = [&](EntityKind k) { return counters[size_t(k)]; };
    m_halls.reserve(content.halls.size(), limit(EntityKind::Hall));
    m_rows.reserve(content.rows.size(), limit(EntityKind::Row));
    m_racks.reserve(content.racks.size(), limit(EntityKind::Rack));
    m_devices.reserve(content.devices.size(), limit(EntityKind::Device));
    m_ports.reserve(content.ports.size(), limit(EntityKind::Port));
    m_cables.reserve(content.cables.size(), limit(EntityKind::Cable));
    m_rackDevices.reserve(limit(EntityKind::Rack), limit(EntityKind::Device));
    m_devicePorts.reserve(limit(EntityKind::Device), limit(EntityKind::Port));
    m_portCablesA.reserve(limit(EntityKind::Port), limit(EntityKind::Cable));
    m_portCablesB.reserve(limit(EntityKind::Port), limit(EntityKind::Cable));
    m_networkDevices.reserve(limit(EntityKind::Network), limit(EntityKind::Device));
    insert(key, content);
    // A load replaces everything: listeners rebuild rather than replay every insert.
    m_pending = ChangeSet();
    m_pending.markReset();
    endChanges(key);
    m_undo.setClean();
}

} // namespace railyard
