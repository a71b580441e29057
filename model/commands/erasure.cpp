#include "erasure.h"

#include <algorithm>
#include <unordered_set>

namespace railyard {
namespace {

template <class IdT>
class IdSet {
public:
    bool add(IdT id) { return id && m_set.insert(id.value).second; }
    bool has(IdT id) const { return m_set.count(id.value) != 0; }
    std::vector<IdT> sorted() const
    {
        std::vector<IdT> out;
        out.reserve(m_set.size());
        for (uint32_t v : m_set)
            out.push_back(IdT(v));
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    std::unordered_set<uint32_t> m_set;
};

template <class T, class IdT>
std::vector<T> values(const EntityTable<T> &table, const IdSet<IdT> &ids)
{
    std::vector<T> out;
    for (IdT id : ids.sorted())
        if (const T *v = table.find(id))
            out.push_back(*v);
    return out;
}

} // namespace

ErasePlan planErase(const Document &doc, const Selection &sel)
{
    IdSet<HallId> halls;
    IdSet<RowId> rows;
    IdSet<FeedId> feeds;
    IdSet<PduId> pdus;
    IdSet<LoopId> loops;
    IdSet<NetworkId> networks;
    IdSet<RackId> racks;
    IdSet<DeviceId> devices;
    IdSet<PortId> ports;
    IdSet<CableId> cables;
    IdSet<ColumnId> columns;
    IdSet<KeepOutId> keepOuts;
    IdSet<BuswayId> busways;
    IdSet<CduId> cdus;

    for (HallId h : sel.halls) {
        if (!doc.halls().contains(h) || !halls.add(h))
            continue;
        for (RowId r : doc.rowsOf(h)) rows.add(r);
        for (FeedId f : doc.feedsOf(h)) feeds.add(f);
        for (LoopId l : doc.loopsOf(h)) loops.add(l);
        for (ColumnId c : doc.columnsOf(h)) columns.add(c);
        for (KeepOutId k : doc.keepOutsOf(h)) keepOuts.add(k);
        for (BuswayId b : doc.buswaysOf(h)) busways.add(b);
    }
    for (ColumnId c : sel.columns) if (doc.columns().contains(c)) columns.add(c);
    for (KeepOutId k : sel.keepOuts) if (doc.keepOuts().contains(k)) keepOuts.add(k);
    for (BuswayId b : sel.busways) if (doc.busways().contains(b)) busways.add(b);
    for (CduId c : sel.cdus) if (doc.cdus().contains(c)) cdus.add(c);
    for (RowId r : sel.rows) if (doc.rows().contains(r)) rows.add(r);
    for (FeedId f : sel.feeds) if (doc.feeds().contains(f)) feeds.add(f);
    for (LoopId l : sel.loops) if (doc.loops().contains(l)) loops.add(l);
    for (NetworkId n : sel.networks) if (doc.networks().contains(n)) networks.add(n);
    for (PduId p : sel.pdus) if (doc.pdus().contains(p)) pdus.add(p);
    for (FeedId f : feeds.sorted()) {
        for (PduId p : doc.pdusOf(f)) pdus.add(p);
        for (BuswayId b : doc.buswaysOn(f)) busways.add(b);
    }
    for (LoopId l : loops.sorted())
        for (CduId c : doc.cdusOf(l)) cdus.add(c);
    for (RowId r : rows.sorted())
        for (RackId k : doc.racksOf(r)) racks.add(k);
    for (RackId k : sel.racks) if (doc.racks().contains(k)) racks.add(k);
    for (RackId k : racks.sorted())
        for (DeviceId d : doc.devicesOf(k)) devices.add(d);
    for (DeviceId d : sel.devices) if (doc.devices().contains(d)) devices.add(d);
    for (DeviceId d : devices.sorted())
        for (PortId p : doc.portsOf(d)) ports.add(p);
    for (PortId p : ports.sorted())
        for (CableId c : doc.cablesAt(p)) cables.add(c);
    for (CableId c : sel.cables) if (doc.cables().contains(c)) cables.add(c);

    ErasePlan plan;
    Fragment &f = plan.removed;
    f.halls = values(doc.halls(), halls);
    f.rows = values(doc.rows(), rows);
    f.feeds = values(doc.feeds(), feeds);
    f.pdus = values(doc.pdus(), pdus);
    f.loops = values(doc.loops(), loops);
    f.networks = values(doc.networks(), networks);
    f.racks = values(doc.racks(), racks);
    f.devices = values(doc.devices(), devices);
    f.ports = values(doc.ports(), ports);
    f.cables = values(doc.cables(), cables);
    f.columns = values(doc.columns(), columns);
    f.keepOuts = values(doc.keepOuts(), keepOuts);
    f.busways = values(doc.busways(), busways);
    f.cdus = values(doc.cdus(), cdus);

    IdSet<RackId> patchedRacks;
    auto patchRack = [&](RackId id) {
        if (!racks.has(id) && patchedRacks.add(id))
            plan.racksBefore.push_back(doc.racks().at(id));
    };
    for (PduId p : pdus.sorted())
        for (RackId k : doc.racksOnPdu(p)) patchRack(k);
    for (LoopId l : loops.sorted())
        for (RackId k : doc.racksOnLoop(l)) patchRack(k);
    for (BuswayId b : busways.sorted())
        for (PduId p : doc.tapOffsOf(b))
            if (!pdus.has(p))
                plan.pdusBefore.push_back(doc.pdus().at(p));
    for (NetworkId n : networks.sorted())
        for (DeviceId d : doc.devicesOn(n))
            if (!devices.has(d))
                plan.devicesBefore.push_back(doc.devices().at(d));
    return plan;
}

} // namespace railyard

namespace railyard {

Selection selectionOf(const Document &doc, const std::vector<ObjectRef> &objects)
{
    Selection s;
    for (const ObjectRef &o : objects) {
        switch (o.kind) {
        case EntityKind::Hall: s.halls.push_back(HallId(o.id)); break;
        case EntityKind::Row: s.rows.push_back(RowId(o.id)); break;
        case EntityKind::Rack: s.racks.push_back(RackId(o.id)); break;
        case EntityKind::Device: s.devices.push_back(DeviceId(o.id)); break;
        case EntityKind::Port:
            for (CableId c : doc.cablesAt(PortId(o.id)))
                s.cables.push_back(c);
            break;
        case EntityKind::Cable: s.cables.push_back(CableId(o.id)); break;
        case EntityKind::Feed: s.feeds.push_back(FeedId(o.id)); break;
        case EntityKind::Pdu: s.pdus.push_back(PduId(o.id)); break;
        case EntityKind::Loop: s.loops.push_back(LoopId(o.id)); break;
        case EntityKind::Network: s.networks.push_back(NetworkId(o.id)); break;
        case EntityKind::Column: s.columns.push_back(ColumnId(o.id)); break;
        case EntityKind::KeepOut: s.keepOuts.push_back(KeepOutId(o.id)); break;
        case EntityKind::Busway: s.busways.push_back(BuswayId(o.id)); break;
        case EntityKind::Cdu: s.cdus.push_back(CduId(o.id)); break;
        case EntityKind::Site:
        case EntityKind::Part: break;
        }
    }
    return s;
}

namespace {

// How many of `removed` were not asked for (a sorted copy of `asked`: a selection of thousands).
template <class T, class IdT>
int notAsked(const std::vector<T> &removed, std::vector<IdT> asked)
{
    std::sort(asked.begin(), asked.end());
    int n = 0;
    for (const T &x : removed)
        n += !std::binary_search(asked.begin(), asked.end(), x.id);
    return n;
}

} // namespace

EraseReach eraseReach(const Selection &asked, const ErasePlan &plan)
{
    EraseReach r;
    const Fragment &f = plan.removed;
    const std::vector<PortId> noPorts;
    auto set = [&r](EntityKind k, int n) { r.beyond[size_t(k)] = n; };
    set(EntityKind::Hall, notAsked(f.halls, asked.halls));
    set(EntityKind::Row, notAsked(f.rows, asked.rows));
    set(EntityKind::Rack, notAsked(f.racks, asked.racks));
    set(EntityKind::Device, notAsked(f.devices, asked.devices));
    set(EntityKind::Port, notAsked(f.ports, noPorts));
    set(EntityKind::Cable, notAsked(f.cables, asked.cables));
    set(EntityKind::Feed, notAsked(f.feeds, asked.feeds));
    set(EntityKind::Pdu, notAsked(f.pdus, asked.pdus));
    set(EntityKind::Loop, notAsked(f.loops, asked.loops));
    set(EntityKind::Network, notAsked(f.networks, asked.networks));
    set(EntityKind::Column, notAsked(f.columns, asked.columns));
    set(EntityKind::KeepOut, notAsked(f.keepOuts, asked.keepOuts));
    set(EntityKind::Busway, notAsked(f.busways, asked.busways));
    set(EntityKind::Cdu, notAsked(f.cdus, asked.cdus));
    r.racksUnlinked = int(plan.racksBefore.size());
    r.devicesUnlinked = int(plan.devicesBefore.size());
    r.pdusUnlinked = int(plan.pdusBefore.size());
    return r;
}

bool EraseReach::needsConfirmation() const
{
    if (racksUnlinked || devicesUnlinked || pdusUnlinked)
        return true;
    for (int k = 0; k < kEntityKindCount; ++k) {
        const auto kind = EntityKind(k);
        const bool contents = kind == EntityKind::Device || kind == EntityKind::Port || kind == EntityKind::Cable;
        if (!contents && beyond[size_t(k)] > 0)
            return true;
    }
    return false;
}

} // namespace railyard
