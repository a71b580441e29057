#include "replicate.h"

#include "cabling/cablelabels.h"
#include "commands/editor.h"
#include "naming.h"
#include "pasteplace.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <algorithm>
#include <map>
#include <set>
#include "core/trcontexts.h"

namespace railyard {

namespace {


template <class Table>
QSet<QString> namesOf(const Table &table)
{
    QSet<QString> names;
    names.reserve(qsizetype(table.size()));
    for (const auto &e : table)
        names.insert(e.name);
    return names;
}

// Names of copies: the SU renumbered where the options say so, then the first free name of
// the series (a copy never takes a name that exists).
class Namer {
public:
    Namer(const CopyOptions &o) : m_options(o) {}
    QString operator()(const QString &source, QSet<QString> &taken) const
    {
        QString name = source;
        if (m_options.suFrom >= 0 && m_options.suTo >= 0)
            name = renameScalableUnit(source, m_options.suFrom + 1, m_options.suTo + 1);
        name = uniqueName(name, taken);
        taken.insert(name);
        return name;
    }

private:
    const CopyOptions &m_options;
};

// The first port of `device` of the same role as `like` that no cable uses (in the design or
// among `claimed`), preferring the same speed; invalid when every such port is taken.
PortId freePortLike(const Document &doc, DeviceId device, const Port &like, const QSet<uint32_t> &claimed)
{
    PortId sameRole;
    for (PortId id : doc.portsOf(device)) {
        const Port &p = doc.ports().at(id);
        if (p.role != like.role || claimed.contains(id.value) || doc.cablesAt(id).begin() != doc.cablesAt(id).end())
            continue;
        if (p.speedGbps == like.speedGbps)
            return id;
        if (!sameRole)
            sameRole = id;
    }
    return sameRole;
}

// A free port for a link that went to `far`: on the same device, else (a storage or in-band
// switch that is full) on another switch of the same part, network and tier. Spines are only
// ever themselves: a compute leaf's uplink pattern is fixed by the fabric plan.
PortId freePortNear(const Document &doc, const Port &far, const QSet<uint32_t> &claimed)
{
    if (const PortId same = freePortLike(doc, far.device, far, claimed))
        return same;
    const Device &device = doc.devices().at(far.device);
    if (!device.network || device.tier == FabricTier::Spine || device.tier == FabricTier::Core)
        return {};
    for (DeviceId peer : doc.devicesOn(device.network)) {
        const Device &d = doc.devices().at(peer);
        if (peer == device.id || d.part != device.part || d.tier != device.tier)
            continue;
        if (const PortId free = freePortLike(doc, peer, far, claimed))
            return free;
    }
    return {};
}

} // namespace

CopyResult copyRacks(Editor &editor, const std::vector<RackId> &racks, const CopyOptions &o, const QString &undoText)
{
    Document &doc = editor.document();
    CopyResult result;
    std::vector<const Rack *> sources;
    for (RackId id : racks)
        if (const Rack *r = doc.racks().find(id); r && std::none_of(sources.begin(), sources.end(), [&](const Rack *s) { return s->id == id; }))
            sources.push_back(r);
    if (sources.empty()) {
        result.refusal = trctx::Layout::tr("Nothing to copy: select one or more racks.");
        return result;
    }
    if (o.targetRow && !doc.rows().contains(o.targetRow)) {
        result.refusal = trctx::Layout::tr("The row to paste into no longer exists.");
        return result;
    }

    FragmentBuilder b(doc);
    const Namer name(o);
    QSet<QString> rowNames = namesOf(doc.rows()), rackNames = namesOf(doc.racks()), deviceNames = namesOf(doc.devices()),
                  pduNames = namesOf(doc.pdus());

    // Rows of the copies.
    std::map<RowId, RowId> rowOf; // source row -> row of its copies
    for (const Rack *r : sources) {
        if (rowOf.count(r->row))
            continue;
        if (!o.newRows) {
            rowOf[r->row] = o.targetRow ? o.targetRow : r->row;
            continue;
        }
        const Row &src = doc.rows().at(r->row);
        QString rowName = name(src.name, rowNames);
        rowOf[r->row] = b.addRow(src.hall, rowName);
    }
    auto hallOfRow = [&](RowId row) {
        if (const Row *r = doc.rows().find(row))
            return r->hall;
        for (const Row &r : b.fragment().rows)
            if (r.id == row)
                return r.hall;
        return HallId{};
    };

    // Racks, and a PDU for each PDU they hang on (feeds and loops belong to the hall: kept
    // where the copy stays in the hall, else left for the designer to choose).
    std::map<PduId, PduId> pduOf;
    std::map<RackId, RackId> rackOf;
    for (const Rack *src : sources) {
        Rack copy = *src;
        copy.row = rowOf[src->row];
        copy.name = name(src->name, rackNames);
        copy.xM += o.dxM;
        copy.yM += o.dyM;
        const bool sameHall = hallOfRow(copy.row) == doc.hallOf(src->id);
        for (PduId *pdu : {&copy.pduA, &copy.pduB}) {
            if (!*pdu || !sameHall) {
                *pdu = {};
                continue;
            }
            auto it = pduOf.find(*pdu);
            if (it == pduOf.end()) {
                Pdu p = doc.pdus().at(*pdu);
                p.name = name(p.name, pduNames);
                it = pduOf.emplace(*pdu, b.addPdu(p)).first;
            }
            *pdu = it->second;
        }
        if (!sameHall)
            copy.loop = {};
        rackOf[src->id] = b.addRack(copy);
        result.racks.push_back(rackOf[src->id]);
    }

    // Devices with their ports (the copy keeps the source's port names).
    std::map<DeviceId, DeviceId> deviceOf;
    std::vector<std::pair<PortId, QString>> portNames;
    for (const Rack *src : sources) {
        for (DeviceId id : doc.devicesOf(src->id)) {
            Device copy = doc.devices().at(id);
            copy.rack = rackOf[src->id];
            copy.name = name(copy.name, deviceNames);
            if (o.suFrom >= 0 && o.suTo >= 0 && copy.su == o.suFrom)
                copy.su = o.suTo;
            const DeviceId made = b.addDevice(copy);
            if (made)
                deviceOf[id] = made;
        }
    }
    auto copiedPort = [&](PortId source) -> PortId {
        const Port &p = doc.ports().at(source);
        const auto d = deviceOf.find(p.device);
        if (d == deviceOf.end())
            return {};
        const Port *made = b.port(d->second, p.role, p.index);
        return made ? made->id : PortId{};
    };

    // Cables: those between copied devices are copied; those to a device left behind are made
    // again to a free port of that device when asked.
    std::set<CableId> seen;
    QSet<uint32_t> claimed;
    for (const auto &[source, made] : deviceOf) {
        for (PortId port : doc.portsOf(source)) {
            const PortId here = copiedPort(port);
            if (!here)
                continue;
            portNames.emplace_back(here, doc.ports().at(port).name);
            for (CableId cid : doc.cablesAt(port)) {
                if (!seen.insert(cid).second)
                    continue;
                const Cable &c = doc.cables().at(cid);
                const PortId far = doc.otherEnd(c, port);
                if (const PortId there = copiedPort(far)) {
                    const CableId copy = b.addCable(port == c.a ? here : there, port == c.a ? there : here, c.medium);
                    result.cables.push_back(copy);
                    continue;
                }
                if (!o.reconnectOutside)
                    continue;
                const Port &farPort = doc.ports().at(far);
                const PortId free = freePortNear(doc, farPort, claimed);
                const QString what = QStringLiteral("%1 %2").arg(doc.devices().at(source).name, doc.ports().at(port).name);
                if (!free) {
                    result.notConnected << trctx::Layout::tr("%1 → %2: no free port there or on another switch of its network and tier")
                                               .arg(what, doc.devices().at(farPort.device).name);
                    continue;
                }
                claimed.insert(free.value);
                result.cables.push_back(b.addCable(here, free, c.medium));
                ++result.outsideConnected;
            }
        }
    }

    Fragment fragment = b.take();
    QHash<uint32_t, QString> nameOfPort;
    for (const auto &[id, portName] : portNames)
        nameOfPort.insert(id.value, portName);
    for (Port &p : fragment.ports)
        if (const auto it = nameOfPort.constFind(p.id.value); it != nameOfPort.constEnd())
            p.name = *it;

    doc.undoStack()->beginMacro(undoText);
    editor.insert(std::move(fragment), undoText);
    labelCables(editor, result.cables);
    doc.undoStack()->endMacro();
    return result;
}

CopyResult replicateScalableUnit(Editor &editor, int su)
{
    const Document &doc = editor.document();
    std::vector<RackId> racks;
    std::set<RackId> inSu;
    int highestSu = -1;
    for (const Device &d : doc.devices()) {
        highestSu = std::max(highestSu, d.su);
        if (d.su == su && d.rack && inSu.insert(d.rack).second)
            racks.push_back(d.rack);
    }
    if (racks.empty()) {
        CopyResult r;
        r.refusal = trctx::Layout::tr("No device belongs to scalable unit %1.").arg(su + 1);
        return r;
    }
    std::sort(racks.begin(), racks.end());

    // Beside the last row of the hall, one row pitch further, keeping the SU's own row spacing.
    CopyOptions o;
    o.newRows = true;
    o.dyM = offsetBeyondLastRow(doc, racks);
    o.suFrom = su;
    o.suTo = highestSu + 1;
    o.reconnectOutside = true;
    return copyRacks(editor, racks, o, trctx::Layout::tr("Replicate SU %1 as SU %2").arg(su + 1).arg(o.suTo + 1));
}

} // namespace railyard
