#include "neighbourwiring.h"

#include "cabling/cablelabels.h"
#include "commands/editor.h"

#include <QCoreApplication>
#include <QSet>
#include <cstdlib>
#include "core/trcontexts.h"

namespace railyard {

namespace {


bool cabled(const Document &doc, PortId port)
{
    const auto cables = doc.cablesAt(port);
    return cables.begin() != cables.end();
}

bool hasCables(const Document &doc, DeviceId device)
{
    for (PortId p : doc.portsOf(device))
        if (cabled(doc, p))
            return true;
    return false;
}

// How near a candidate neighbour is: same rack, then same SU, then same row (lower is nearer).
int distance(const Document &doc, const Device &node, const Device &other)
{
    if (other.rack == node.rack)
        return std::abs(other.uPosition - node.uPosition);
    if (node.su >= 0 && other.su == node.su)
        return 1000;
    const Rack *a = doc.racks().find(node.rack), *b = doc.racks().find(other.rack);
    if (a && b && a->row == b->row)
        return 2000;
    return -1; // not a neighbour
}

const Device *findNeighbour(const Document &doc, const Device &node)
{
    const Device *best = nullptr;
    int bestDistance = 0;
    for (const Device &d : doc.devices()) {
        if (d.id == node.id || d.part != node.part)
            continue;
        const int dist = distance(doc, node, d);
        if (dist < 0 || (best && dist >= bestDistance) || !hasCables(doc, d.id))
            continue;
        best = &d;
        bestDistance = dist;
    }
    return best;
}

// The switch the node's port goes to: the neighbour's own far switch, unless that switch serves
// the neighbour's rack only (its management switch) — then the node's rack's twin of it.
DeviceId farSwitchFor(const Document &doc, const Device &node, const Device &neighbour, const Device &far)
{
    if (far.rack != neighbour.rack || node.rack == neighbour.rack)
        return far.id;
    for (DeviceId id : doc.devicesOf(node.rack)) {
        const Device &d = doc.devices().at(id);
        if (d.part == far.part && d.network == far.network && d.id != node.id)
            return d.id;
    }
    return {};
}

PortId nearestFreePort(const Document &doc, DeviceId device, const Port &like, const QSet<uint32_t> &claimed)
{
    PortId best;
    int bestDistance = 0;
    for (PortId id : doc.portsOf(device)) {
        const Port &p = doc.ports().at(id);
        if (p.role != like.role || p.speedGbps != like.speedGbps || claimed.contains(id.value) || cabled(doc, id))
            continue;
        const int dist = std::abs(p.index - like.index);
        if (!best || dist < bestDistance) {
            best = id;
            bestDistance = dist;
        }
    }
    return best;
}

} // namespace

NeighbourWiring wireLikeNeighbours(Editor &editor, DeviceId nodeId)
{
    Document &doc = editor.document();
    NeighbourWiring out;
    const Device *node = doc.devices().find(nodeId);
    if (!node) {
        out.refusal = trctx::Layout::tr("The device no longer exists.");
        return out;
    }
    const Device *neighbour = findNeighbour(doc, *node);
    if (!neighbour) {
        out.refusal = trctx::Layout::tr("%1 has no cabled neighbour of the same part in its rack, scalable unit or row to wire like.").arg(node->name);
        return out;
    }
    out.neighbour = neighbour->id;

    FragmentBuilder b(doc);
    QSet<uint32_t> claimed;
    for (PortId theirs : doc.portsOf(neighbour->id)) {
        const Port &their = doc.ports().at(theirs);
        PortId mine;
        for (PortId p : doc.portsOf(node->id))
            if (doc.ports().at(p).role == their.role && doc.ports().at(p).index == their.index)
                mine = p;
        for (CableId cid : doc.cablesAt(theirs)) {
            const Cable &c = doc.cables().at(cid);
            const Port &farPort = doc.ports().at(doc.otherEnd(c, theirs));
            const Device &far = doc.devices().at(farPort.device);
            if (!mine || cabled(doc, mine) || claimed.contains(mine.value))
                continue;
            const DeviceId target = farSwitchFor(doc, *node, *neighbour, far);
            const PortId free = target ? nearestFreePort(doc, target, farPort, claimed) : PortId{};
            if (!free) {
                out.notWired << trctx::Layout::tr("%1 %2: %3 has no free port like %4").arg(node->name, doc.ports().at(mine).name,
                                                                             target ? doc.devices().at(target).name : trctx::Layout::tr("its rack's %1").arg(far.name),
                                                                             farPort.name);
                continue;
            }
            claimed.insert(free.value);
            claimed.insert(mine.value);
            out.cables.push_back(b.addCable(mine, free, c.medium));
        }
    }
    if (out.cables.empty()) {
        if (out.notWired.isEmpty())
            out.refusal = trctx::Layout::tr("%1's ports are already cabled like %2's.").arg(node->name, neighbour->name);
        return out;
    }
    const QString text = trctx::Layout::tr("Wire %1 like %2").arg(node->name, neighbour->name);
    doc.undoStack()->beginMacro(text);
    editor.insert(b.take(), text);
    labelCables(editor, out.cables);
    doc.undoStack()->endMacro();
    return out;
}

} // namespace railyard
