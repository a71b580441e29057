#include "racktemplates.h"

#include "core/trcontexts.h"
#include "document/fragmentbuilder.h"
#include "generate/computeswitch.h"
#include "generate/opticsestimate.h"
#include "generate/pdusizing.h"
#include "rackscalefill.h"

#include <QHash>
#include <algorithm>

namespace railyard {

namespace {

using Tr = trctx::RackTemplates;

RackTemplateSide sideOf(const Document &doc, PduId pdu)
{
    const Pdu *p = doc.pdus().find(pdu);
    return p ? RackTemplateSide{doc.catalog().at(p->part).partNumber, p->units} : RackTemplateSide{};
}

// Builds a built-in template: devices from U 2 up, a management switch at the top cabled to
// each device's first out-of-band port, and PDUs for what it holds.
class TemplateBuilder {
public:
    TemplateBuilder(const Catalog &cat, QString name, const Part &frame, bool cooled = false) : m_cat(cat)
    {
        m_tpl.cooled = cooled;
        m_tpl.name = std::move(name);
        m_tpl.frame = frame.partNumber;
        m_top = frame.rackUnits;
    }
    void mount(const Part &part, const QString &suffix, int u, bool onNetwork, NetworkRole role, FabricTier tier)
    {
        RackTemplateDevice d;
        d.suffix = suffix;
        d.part = part.partNumber;
        d.uPosition = u;
        d.onNetwork = onNetwork;
        d.networkRole = role;
        d.tier = tier;
        m_tpl.devices.push_back(d);
        m_loadW += OpticsEstimate(m_cat).withOptics(part);
    }
    // The management switch at the top, each device's BMC on one of its copper ports, and the
    // sides' PDUs; nothing when the catalog lacks the parts.
    std::optional<RackTemplate> finish(const Part &management)
    {
        const std::vector<Port> ports = portsForPart(management, {});
        std::vector<QString> copper;
        for (const Port &p : ports)
            if (p.role == PortRole::Oob && p.cage == Cage::Rj45)
                copper.push_back(p.name);
        const int devices = int(m_tpl.devices.size());
        mount(management, QStringLiteral("-OOB"), m_top - management.uHeight + 1, true, NetworkRole::Oob, FabricTier::Leaf);
        for (int i = 0; i < devices && size_t(i) < copper.size(); ++i) {
            const Part &p = *m_cat.find(m_tpl.devices[size_t(i)].part);
            for (const Port &port : portsForPart(p, {}))
                if (port.role == PortRole::Oob) {
                    m_tpl.cables.push_back({i, devices, port.name, copper[size_t(i)], Medium::Auto});
                    break;
                }
        }
        const PduChoice pdu = choosePdus(m_cat, m_loadW);
        if (!pdu.part)
            return std::nullopt;
        m_tpl.sideA = m_tpl.sideB = {pdu.part->partNumber, pdu.units};
        return m_tpl;
    }

private:
    const Catalog &m_cat;
    RackTemplate m_tpl;
    int m_top = 0;
    double m_loadW = 0;
};

// The leaf switch of the design's compute fabric: its leaves' part, else the default for its
// first GPU node, else for a DGX B300.
const Part *leafSwitch(const Document &doc)
{
    const Catalog &cat = doc.catalog();
    const Part *node = nullptr;
    for (const Device &d : doc.devices()) {
        const Part &p = cat.at(d.part);
        const Network *n = doc.networks().find(d.network);
        if (d.tier == FabricTier::Leaf && n && n->role == NetworkRole::Compute && p.category == PartCategory::Switch)
            return &p;
        if (!node && p.category == PartCategory::GpuServer)
            node = &p;
    }
    if (!node)
        node = cat.find(QStringLiteral("DGX-B300"));
    return node ? defaultComputeSwitch(cat, *node) : nullptr;
}

std::optional<RackTemplate> networkRack(const Document &doc)
{
    const Catalog &cat = doc.catalog();
    const Part *frame = nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack))
        if (p->coolingType == CoolingType::Air && (!frame || p->rackUnits > frame->rackUnits))
            frame = p;
    const Part *leaf = leafSwitch(doc);
    const Part *management = managementSwitchPart(cat);
    if (!frame || !leaf || !management || 2 + 2 * (leaf->uHeight + 1) + management->uHeight > frame->rackUnits)
        return std::nullopt;
    TemplateBuilder b(cat, Tr::tr("Network rack with 2 leaves"), *frame);
    for (int i = 0; i < 2; ++i)
        b.mount(*leaf, QStringLiteral("-L%1").arg(i + 1), 2 + i * (leaf->uHeight + 1), true, NetworkRole::Compute, FabricTier::Leaf);
    return b.finish(*management);
}

std::optional<RackTemplate> dgxRack(const Catalog &cat)
{
    const Part *node = cat.find(QStringLiteral("DGX-B300"));
    const Part *management = managementSwitchPart(cat);
    if (!node || !management || node->category != PartCategory::GpuServer)
        return std::nullopt;
    constexpr int kNodes = 4;
    const double loadW = kNodes * node->maxW + management->maxW;
    const Part *frame = nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack)) {
        const bool aired = p->coolingType == CoolingType::Air || p->coolingType == CoolingType::RearDoor;
        const bool holds = aired && p->rackUnits >= 1 + kNodes * node->uHeight + management->uHeight
                           && (p->capacityW <= 0 || p->capacityW >= loadW) && (p->coolingCapacityW <= 0 || p->coolingCapacityW >= loadW);
        if (holds && (!frame || std::pair(p->rackUnits, p->capacityW) < std::pair(frame->rackUnits, frame->capacityW)))
            frame = p;
    }
    if (!frame)
        return std::nullopt;
    // A rear-door rack rejects the nodes' heat to the loop, as the generator's B300 racks do.
    TemplateBuilder b(cat, Tr::tr("DGX B300 4-node rack"), *frame, frame->coolingType == CoolingType::RearDoor);
    for (int i = 0; i < kNodes; ++i)
        b.mount(*node, QStringLiteral("-N%1").arg(i + 1), 2 + i * node->uHeight, false, NetworkRole::Compute, FabricTier::None);
    return b.finish(*management);
}

} // namespace

Result<RackTemplate> rackTemplateOf(const Document &doc, RackId id, const QString &name)
{
    const Rack *rack = doc.racks().find(id);
    if (!rack)
        return Result<RackTemplate>::failure(Tr::tr("The rack no longer exists."));
    const Catalog &cat = doc.catalog();
    RackTemplate t;
    t.name = name;
    t.frame = cat.at(rack->part).partNumber;
    t.sideA = sideOf(doc, rack->pduA);
    t.sideB = sideOf(doc, rack->pduB);
    t.cooled = rack->loop.isValid();
    t.spreaderM2 = rack->spreaderM2;
    QHash<uint32_t, int> index; // device id -> its place in t.devices
    std::vector<DeviceId> devices(doc.devicesOf(id).begin(), doc.devicesOf(id).end());
    for (DeviceId d : devices) {
        const Device &dev = doc.devices().at(d);
        RackTemplateDevice td;
        // "A07-CT01" in rack A07 keeps "-CT01"; a name that does not start with the rack's
        // keeps its whole self after a dash.
        td.suffix = dev.name.startsWith(rack->name) && dev.name.size() > rack->name.size() ? dev.name.mid(rack->name.size())
                                                                                          : QLatin1Char('-') + dev.name;
        td.part = cat.at(dev.part).partNumber;
        td.uPosition = dev.uPosition;
        if (const Network *n = doc.networks().find(dev.network)) {
            td.onNetwork = true;
            td.networkRole = n->role;
            td.plane = n->plane;
        }
        td.tier = dev.tier;
        td.rail = dev.rail;
        index.insert(d.value, int(t.devices.size()));
        t.devices.push_back(td);
    }
    if (t.devices.empty())
        return Result<RackTemplate>::failure(Tr::tr("Rack %1 holds nothing to keep as a template; mount its devices first.").arg(rack->name));
    for (DeviceId d : devices)
        for (PortId p : doc.portsOf(d))
            for (CableId c : doc.cablesAt(p)) {
                const Cable &cable = doc.cables().at(c);
                if (cable.a != p) // each cable once, from its A end
                    continue;
                const Port &a = doc.ports().at(cable.a);
                const Port &b = doc.ports().at(cable.b);
                const auto far = index.constFind(b.device.value);
                if (far == index.constEnd())
                    continue; // it leaves the rack
                t.cables.push_back({index.value(a.device.value), *far, a.name, b.name, cable.medium});
            }
    return t;
}

std::vector<RackTemplate> builtInRackTemplates(const Document &doc)
{
    std::vector<RackTemplate> out;
    if (std::optional<RackTemplate> t = networkRack(doc))
        out.push_back(std::move(*t));
    if (std::optional<RackTemplate> t = dgxRack(doc.catalog()))
        out.push_back(std::move(*t));
    return out;
}

std::vector<RackTemplate> rackTemplatesOf(const Document &doc)
{
    std::vector<RackTemplate> out = doc.site().rackTemplates;
    for (RackTemplate &t : builtInRackTemplates(doc))
        if (std::none_of(out.begin(), out.end(), [&](const RackTemplate &o) { return o.name == t.name; }))
            out.push_back(std::move(t));
    return out;
}

std::optional<RackTemplate> findRackTemplate(const Document &doc, const QString &name)
{
    for (const RackTemplate &t : doc.site().rackTemplates)
        if (t.name == name)
            return t;
    for (RackTemplate &t : builtInRackTemplates(doc))
        if (t.name == name)
            return std::move(t);
    return std::nullopt;
}

} // namespace railyard
