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
