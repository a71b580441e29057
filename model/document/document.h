#pragma once

#include "catalog/catalog.h"
#include "changeset.h"
#include "core/entitytable.h"
#include "entities/site.h"
#include "fragment.h"

#include <QObject>
#include <QUndoStack>
#include <array>
#include <memory>
#include <span>

namespace railyard {

class Document;

// Only commands (and the file loader) may mutate a Document: they hold this key. Views and
// tools go through the Editor facade, so every edit is undoable and emits one ChangeSet.
class MutationKey {
    friend class DocumentCommand;
    friend class DesignStore;
    friend class Document;
    MutationKey() = default;
};

// The design in memory: the source of truth. Entities live in contiguous tables keyed by
// stable IDs; the adjacency indexes below are kept up to date on every mutation so an edit
// touches only what it affects.
class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(Catalog catalog, QObject *parent = nullptr);
    ~Document() override;

    const Catalog &catalog() const { return m_catalog; }
    const Site &site() const { return m_site; }

    const EntityTable<Hall> &halls() const { return m_halls; }
    const EntityTable<Row> &rows() const { return m_rows; }
    const EntityTable<Rack> &racks() const { return m_racks; }
    const EntityTable<Device> &devices() const { return m_devices; }
    const EntityTable<Port> &ports() const { return m_ports; }
    const EntityTable<Cable> &cables() const { return m_cables; }
    const EntityTable<PowerFeed> &feeds() const { return m_feeds; }
    const EntityTable<Pdu> &pdus() const { return m_pdus; }
    const EntityTable<CoolingLoop> &loops() const { return m_loops; }
    const EntityTable<Network> &networks() const { return m_networks; }
    const EntityTable<Column> &columns() const { return m_columns; }
    const EntityTable<KeepOut> &keepOuts() const { return m_keepOuts; }
    const EntityTable<Busway> &busways() const { return m_busways; }
    const EntityTable<Cdu> &cdus() const { return m_cdus; }

    // The table of an entity type, for code generic over entity kinds.
    template <class T>
    const EntityTable<T> &table() const
    {
        return const_cast<Document *>(this)->mutableTable<T>();
    }

    // Adjacency: children of a parent, in insertion order.
    ChildIndex<HallId, RowId>::Range rowsOf(HallId h) const { return m_hallRows.children(h); }
    ChildIndex<HallId, FeedId>::Range feedsOf(HallId h) const { return m_hallFeeds.children(h); }
    ChildIndex<HallId, LoopId>::Range loopsOf(HallId h) const { return m_hallLoops.children(h); }
    ChildIndex<RowId, RackId>::Range racksOf(RowId r) const { return m_rowRacks.children(r); }
    ChildIndex<RackId, DeviceId>::Range devicesOf(RackId r) const { return m_rackDevices.children(r); }
    ChildIndex<DeviceId, PortId>::Range portsOf(DeviceId d) const { return m_devicePorts.children(d); }
    JoinedRange<ChildIndex<PortId, CableId>::Range> cablesAt(PortId p) const
    {
        return {m_portCablesA.children(p), m_portCablesB.children(p)};
    }
    ChildIndex<FeedId, PduId>::Range pdusOf(FeedId f) const { return m_feedPdus.children(f); }
    JoinedRange<ChildIndex<PduId, RackId>::Range> racksOnPdu(PduId p) const
    {
        return {m_pduRacksA.children(p), m_pduRacksB.children(p)};
    }
    ChildIndex<LoopId, RackId>::Range racksOnLoop(LoopId l) const { return m_loopRacks.children(l); }
    ChildIndex<NetworkId, DeviceId>::Range devicesOn(NetworkId n) const { return m_networkDevices.children(n); }
    ChildIndex<HallId, ColumnId>::Range columnsOf(HallId h) const { return m_hallColumns.children(h); }
    ChildIndex<HallId, KeepOutId>::Range keepOutsOf(HallId h) const { return m_hallKeepOuts.children(h); }
    ChildIndex<HallId, BuswayId>::Range buswaysOf(HallId h) const { return m_hallBusways.children(h); }
    ChildIndex<FeedId, BuswayId>::Range buswaysOn(FeedId f) const { return m_feedBusways.children(f); }
    ChildIndex<BuswayId, PduId>::Range tapOffsOf(BuswayId b) const { return m_buswayPdus.children(b); }
    ChildIndex<LoopId, CduId>::Range cdusOf(LoopId l) const { return m_loopCdus.children(l); }

    // The hall a rack stands in (through its row).
    HallId hallOf(RackId rack) const;
    // The device at the far end of a cable, seen from one of its ports.
    PortId otherEnd(const Cable &cable, PortId from) const { return cable.a == from ? cable.b : cable.a; }

    // A new, never used ID of the given kind.
    template <class IdT>
    IdT allocate();
    // The next ID value of each kind (saved in the file so IDs are never reused).
    std::array<uint32_t, kEntityKindCount> idCounters() const { return m_next; }

    QUndoStack *undoStack() { return &m_undo; }

    // A read-only copy of the content (not the undo history) for work on another thread: the
    // tables are copied, strings shared. Make it on the document's thread.
    std::shared_ptr<const Document> snapshot() const;
    // The same copy, to edit: a what-if worked out on the copy (through its own Editor and undo
    // stack) and thrown away, the document untouched (a preview before a commit).
    std::unique_ptr<Document> workingCopy() const;

    // Replaces the content with an empty design on `catalog`, forgetting the file path and the
    // undo history (File > New).
    void startNew(Catalog catalog);

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);

    // --- Mutation primitives: commands and the loader only (see MutationKey). ---
    void beginChanges(MutationKey);
    void endChanges(MutationKey);
    void insert(MutationKey, const Fragment &fragment); // parents first
    Fragment take(MutationKey, const Fragment &which);  // children first; returns the values removed
    void replace(MutationKey, const Hall &v, uint32_t fields);
    void replace(MutationKey, const Row &v, uint32_t fields);
    void replace(MutationKey, const Rack &v, uint32_t fields);
    void replace(MutationKey, const Device &v, uint32_t fields);
    void replace(MutationKey, const Port &v, uint32_t fields);
    void replace(MutationKey, const Cable &v, uint32_t fields);
    void replace(MutationKey, const PowerFeed &v, uint32_t fields);
    void replace(MutationKey, const Pdu &v, uint32_t fields);
    void replace(MutationKey, const CoolingLoop &v, uint32_t fields);
    void replace(MutationKey, const Network &v, uint32_t fields);
    void replace(MutationKey, const Column &v, uint32_t fields);
    void replace(MutationKey, const KeepOut &v, uint32_t fields);
    void replace(MutationKey, const Busway &v, uint32_t fields);
    void replace(MutationKey, const Cdu &v, uint32_t fields);
    void setSite(MutationKey, const Site &site, uint32_t fields);
    // Replaces the whole content (loading a file). Clears undo history.
    void reset(MutationKey, Catalog catalog, Site site, const Fragment &content,
               const std::array<uint32_t, kEntityKindCount> &counters);

signals:
    // Emitted once per edit (redo, undo or load) with everything it touched.
    void changed(const railyard::ChangeSet &changes);
    void filePathChanged(const QString &path);

private:
    void link(const Hall &);
    void unlink(const Hall &);
    void link(const Row &);
    void unlink(const Row &);
    void link(const Rack &);
    void unlink(const Rack &);
    void link(const Device &);
    void unlink(const Device &);
    void link(const Port &);
    void unlink(const Port &);
    void link(const Cable &);
    void unlink(const Cable &);
    void link(const PowerFeed &);
    void unlink(const PowerFeed &);
    void link(const Pdu &);
    void unlink(const Pdu &);
    void link(const CoolingLoop &);
    void unlink(const CoolingLoop &);
    void link(const Network &);
    void unlink(const Network &);
    void link(const Column &);
    void unlink(const Column &);
    void link(const KeepOut &);
    void unlink(const KeepOut &);
    void link(const Busway &);
    void unlink(const Busway &);
    void link(const Cdu &);
    void unlink(const Cdu &);

    template <class T>
    EntityTable<T> &mutableTable()
    {
        if constexpr (std::is_same_v<T, Hall>) return m_halls;
        else if constexpr (std::is_same_v<T, Row>) return m_rows;
        else if constexpr (std::is_same_v<T, Rack>) return m_racks;
        else if constexpr (std::is_same_v<T, Device>) return m_devices;
        else if constexpr (std::is_same_v<T, Port>) return m_ports;
        else if constexpr (std::is_same_v<T, Cable>) return m_cables;
        else if constexpr (std::is_same_v<T, PowerFeed>) return m_feeds;
        else if constexpr (std::is_same_v<T, Pdu>) return m_pdus;
        else if constexpr (std::is_same_v<T, CoolingLoop>) return m_loops;
        else if constexpr (std::is_same_v<T, Network>) return m_networks;
        else if constexpr (std::is_same_v<T, Column>) return m_columns;
        else if constexpr (std::is_same_v<T, KeepOut>) return m_keepOuts;
        else if constexpr (std::is_same_v<T, Busway>) return m_busways;
        else if constexpr (std::is_same_v<T, Cdu>) return m_cdus;
        else static_assert(sizeof(T) == 0, "not an entity type");
    }
    template <class T>
    static constexpr EntityKind kindOf();
    template <class T>
    void insertOne(const T &entity);
    template <class T>
    T takeOne(decltype(T::id) id);
    template <class T>
    void replaceOne(const T &value, uint32_t fields);
    void clearContent();

    Catalog m_catalog;
    Site m_site;
    EntityTable<Hall> m_halls;
    EntityTable<Row> m_rows;
    EntityTable<Rack> m_racks;
    EntityTable<Device> m_devices;
    EntityTable<Port> m_ports;
    EntityTable<Cable> m_cables;
    EntityTable<PowerFeed> m_feeds;
    EntityTable<Pdu> m_pdus;
    EntityTable<CoolingLoop> m_loops;
    EntityTable<Network> m_networks;
    EntityTable<Column> m_columns;
    EntityTable<KeepOut> m_keepOuts;
    EntityTable<Busway> m_busways;
    EntityTable<Cdu> m_cdus;

    ChildIndex<HallId, RowId> m_hallRows;
    ChildIndex<HallId, FeedId> m_hallFeeds;
    ChildIndex<HallId, LoopId> m_hallLoops;
    ChildIndex<RowId, RackId> m_rowRacks;
    ChildIndex<RackId, DeviceId> m_rackDevices;
    ChildIndex<DeviceId, PortId> m_devicePorts;
    ChildIndex<PortId, CableId> m_portCablesA; // by end A
    ChildIndex<PortId, CableId> m_portCablesB; // by end B
    ChildIndex<FeedId, PduId> m_feedPdus;
    ChildIndex<PduId, RackId> m_pduRacksA;
    ChildIndex<PduId, RackId> m_pduRacksB;
    ChildIndex<LoopId, RackId> m_loopRacks;
    ChildIndex<NetworkId, DeviceId> m_networkDevices;
    ChildIndex<HallId, ColumnId> m_hallColumns;
    ChildIndex<HallId, KeepOutId> m_hallKeepOuts;
    ChildIndex<HallId, BuswayId> m_hallBusways;
    ChildIndex<FeedId, BuswayId> m_feedBusways;
    ChildIndex<BuswayId, PduId> m_buswayPdus;
    ChildIndex<LoopId, CduId> m_loopCdus;

    std::array<uint32_t, kEntityKindCount> m_next{};
    int m_batchDepth = 0;
    ChangeSet m_pending;
    QUndoStack m_undo;
    QString m_filePath;
};

template <class IdT>
IdT Document::allocate()
{
    EntityKind kind;
    if constexpr (std::is_same_v<IdT, HallId>) kind = EntityKind::Hall;
    else if constexpr (std::is_same_v<IdT, RowId>) kind = EntityKind::Row;
    else if constexpr (std::is_same_v<IdT, RackId>) kind = EntityKind::Rack;
    else if constexpr (std::is_same_v<IdT, DeviceId>) kind = EntityKind::Device;
    else if constexpr (std::is_same_v<IdT, PortId>) kind = EntityKind::Port;
    else if constexpr (std::is_same_v<IdT, CableId>) kind = EntityKind::Cable;
    else if constexpr (std::is_same_v<IdT, FeedId>) kind = EntityKind::Feed;
    else if constexpr (std::is_same_v<IdT, PduId>) kind = EntityKind::Pdu;
    else if constexpr (std::is_same_v<IdT, LoopId>) kind = EntityKind::Loop;
    else if constexpr (std::is_same_v<IdT, NetworkId>) kind = EntityKind::Network;
    else if constexpr (std::is_same_v<IdT, ColumnId>) kind = EntityKind::Column;
    else if constexpr (std::is_same_v<IdT, KeepOutId>) kind = EntityKind::KeepOut;
    else if constexpr (std::is_same_v<IdT, BuswayId>) kind = EntityKind::Busway;
    else if constexpr (std::is_same_v<IdT, CduId>) kind = EntityKind::Cdu;
    else static_assert(sizeof(IdT) == 0, "not an entity id");
    return IdT(m_next[size_t(kind)]++);
}

// Groups several mutations into one ChangeSet (RAII).
class ChangeBatch {
public:
    ChangeBatch(Document &doc, MutationKey key) : m_doc(doc), m_key(key) { m_doc.beginChanges(m_key); }
    ~ChangeBatch() { m_doc.endChanges(m_key); }
    ChangeBatch(const ChangeBatch &) = delete;
    ChangeBatch &operator=(const ChangeBatch &) = delete;

private:
    Document &m_doc;
    MutationKey m_key;
};

} // namespace railyard
