#include "connectcheck.h"

#include "rules/ruleprovider.h"

#include <QCoreApplication>
#include "core/trcontexts.h"

namespace railyard {

namespace {


// The network a port's cable belongs to: a switch's data ports carry the switch's network, its
// own management port and every other device's ports the network of their role.
PortRole carried(const Document &doc, const Port &port)
{
    const Device &device = doc.devices().at(port.device);
    const Network *network = doc.catalog().at(device.part).category == PartCategory::Switch ? doc.networks().find(device.network) : nullptr;
    if (!network || port.role == PortRole::Oob)
        return port.role;
    switch (network->role) {
    case NetworkRole::Compute: return PortRole::Compute;
    case NetworkRole::Storage: return PortRole::Storage;
    case NetworkRole::InBand: return PortRole::InBand;
    case NetworkRole::Oob: return PortRole::Oob;
    }
    return port.role;
}

QString roleName(PortRole role)
{
    switch (role) {
    case PortRole::Compute: return trctx::Layout::tr("compute");
    case PortRole::Storage: return trctx::Layout::tr("storage");
    case PortRole::InBand: return trctx::Layout::tr("in-band management");
    case PortRole::Oob: return trctx::Layout::tr("out-of-band management");
    case PortRole::Power: return trctx::Layout::tr("power");
    }
    return {};
}

// Why `port` cannot take another cable, or empty.
QString usedRefusal(const Document &doc, PortId port, CableId ignore)
{
    for (CableId c : doc.cablesAt(port)) {
        if (c == ignore)
            continue;
        const Cable &cable = doc.cables().at(c);
        return trctx::Layout::tr("%1 is already cabled to %2 (cable %3): delete that cable or re-plug it first.")
            .arg(portName(doc, port), portName(doc, doc.otherEnd(cable, port)), cable.label.isEmpty() ? QString::number(c.value) : cable.label);
    }
    return {};
}

} // namespace

QString connectRefusal(const Document &doc, PortId a, PortId b, Medium medium, CableId ignore)
{
    const Port *pa = doc.ports().find(a), *pb = doc.ports().find(b);
    if (!pa || !pb)
        return trctx::Layout::tr("The port %1 no longer exists.").arg(portName(doc, pa ? b : a));
    if (a == b)
        return trctx::Layout::tr("Both ends are %1: a cable joins two different ports.").arg(portName(doc, a));
    if (pa->device == pb->device)
        return trctx::Layout::tr("Both ends are on %1: a cable joins two devices.").arg(doc.devices().at(pa->device).name);
    for (const Port *p : {pa, pb})
        if (p->role == PortRole::Power)
            return trctx::Layout::tr("%1 is a power inlet: cables here join data ports.").arg(portName(doc, p->id));
    for (PortId p : {a, b})
        if (QString used = usedRefusal(doc, p, ignore); !used.isEmpty())
            return used;
    if (const PortRole ra = carried(doc, *pa), rb = carried(doc, *pb); ra != rb)
        return trctx::Layout::tr("%1 is on the %2 network and %3 on the %4 network: a cable stays within one network.")
            .arg(portName(doc, a), roleName(ra), portName(doc, b), roleName(rb));
    const bool rj45A = pa->cage == Cage::Rj45, rj45B = pb->cage == Cage::Rj45;
    if (rj45A != rj45B)
        return trctx::Layout::tr("%1 is an RJ45 port and %2 a %3 cage: no cable joins them.")
            .arg(portName(doc, rj45A ? a : b), portName(doc, rj45A ? b : a), toToken(rj45A ? pb->cage : pa->cage).toUpper());
    if (medium != Medium::Auto && (medium == Medium::Cat6) != rj45A)
        return trctx::Layout::tr("A %1 cable does not fit the %2 cages of %3 and %4.")
            .arg(toToken(medium).toUpper(), toToken(pa->cage).toUpper(), portName(doc, a), portName(doc, b));
    return {};
}

QString replugRefusal(const Document &doc, CableId cable, PortId end, PortId to)
{
    const Cable *c = doc.cables().find(cable);
    if (!c)
        return trctx::Layout::tr("The cable no longer exists.");
    if (c->a != end && c->b != end)
        return trctx::Layout::tr("%1 is not an end of cable %2.").arg(portName(doc, end), c->label);
    if (to == end)
        return trctx::Layout::tr("The cable is already plugged into %1.").arg(portName(doc, to));
    return connectRefusal(doc, doc.otherEnd(*c, end), to, c->medium, cable);
}

} // namespace railyard
