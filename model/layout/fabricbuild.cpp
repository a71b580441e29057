#include "fabricbuild.h"

#include "commands/editor.h"
#include "core/trcontexts.h"
#include "document/fragmentbuilder.h"
#include "engine/cablerouter.h"
#include "engine/engine.h"
#include "generate/computeswitch.h"
#include "generate/fabricwiring.h"
#include "generate/opticsestimate.h"
#include "generate/pdusizing.h"
#include "generate/rackscale.h"
#include "rackplacement.h"
#include "switchracks.h"
#include "topology/nvlinkdomain.h"

#include <QCoreApplication>
#include <algorithm>
#include <set>

namespace railyard {
namespace {

using Tr = trctx::FabricBuild;

// One node of the compute fabric: a GPU server, or a rack-scale system's domain (its trays).
struct FabricNode {
    RackId rack;
    std::vector<DeviceId> members;        // a domain's trays in domain order; a server alone
    std::vector<std::vector<PortId>> nics; // each member's compute ports by index (computePorts)
};

// The nodes of the chosen racks, and the chosen racks that hold none (for the switches).
struct ChosenRacks {
    std::vector<FabricNode> nodes;
    std::vector<RackId> empty;
    const Part *memberPart = nullptr;
    int membersPerNode = 1; // a full domain's trays; 1 for servers
    QString refusal;
};

// The compute ports of a device by index (NIC i is rank i of a server).
std::vector<PortId> computePorts(const Document &doc, DeviceId device)
{
    std::vector<std::pair<int, PortId>> ports;
    for (PortId p : doc.portsOf(device))
        if (doc.ports().at(p).role == PortRole::Compute)
            ports.push_back({doc.ports().at(p).index, p});
    std::sort(ports.begin(), ports.end());
    std::vector<PortId> out;
    for (const auto &[index, id] : ports)
        out.push_back(id);
    return out;
}

ChosenRacks sortOut(const Document &doc, std::vector<RackId> racks)
{
    ChosenRacks out;
    const Catalog &cat = doc.catalog();
    std::sort(racks.begin(), racks.end(), [&](RackId x, RackId y) { return doc.racks().at(x).name < doc.racks().at(y).name; });
    racks.erase(std::unique(racks.begin(), racks.end()), racks.end());
    QString firstKindRack;
    auto sameKind = [&](const Rack &rack, const Part &part) {
        if (!out.memberPart) {
            out.memberPart = &part;
            firstKindRack = rack.name;
            return true;
        }
        if (out.memberPart == &part)
            return true;
        out.refusal = Tr::tr("Build fabric takes one kind of GPU node: rack %1 holds %2, rack %3 holds %4; choose racks of one kind")
                          .arg(firstKindRack, out.memberPart->partNumber, rack.name, part.partNumber);
        return false;
    };
    for (RackId id : racks) {
        const Rack &rack = doc.racks().at(id);
        if (isRackScale(doc, id)) {
            const std::vector<DeviceId> trays = domainTrays(doc, id);
            if (trays.empty())
                continue; // an empty frame holds neither nodes nor switches
            const Part &tray = cat.at(doc.devices().at(trays.front()).part);
            for (DeviceId t : trays)
                if (!sameKind(rack, cat.at(doc.devices().at(t).part)))
                    return out;
            const Part &frame = cat.at(rack.part);
            out.membersPerNode = std::max(1, frame.gpus / std::max(1, tray.gpus));
            FabricNode node{id, trays, {}};
            for (DeviceId t : trays)
                node.nics.push_back(computePorts(doc, t));
            out.nodes.push_back(std::move(node));
            continue;
        }
        std::vector<const Device *> servers;
        for (DeviceId d : doc.devicesOf(id)) {
            const Device &dev = doc.devices().at(d);
            if (cat.at(dev.part).category == PartCategory::GpuServer && cat.at(dev.part).portCount(PortRole::Compute) > 0)
                servers.push_back(&dev);
        }
        if (servers.empty()) {
            if (cat.at(rack.part).category == PartCategory::Rack)
                out.empty.push_back(id);
            continue;
        }
        std::sort(servers.begin(), servers.end(), [](const Device *x, const Device *y) { return x->uPosition < y->uPosition; });
        for (const Device *s : servers) {
            if (!sameKind(rack, cat.at(s->part)))
                return out;
            out.nodes.push_back({id, {s->id}, {computePorts(doc, s->id)}});
        }
    }
    if (out.nodes.empty())
        out.refusal = Tr::tr("The racks chosen hold no GPU nodes: choose racks with GPU servers or rack-scale systems (an NVL72) in them");
    return out;
}

QString uniqueNetworkName(const Document &doc, const QString &base)
{
    std::set<QString> taken;
    for (const Network &n : doc.networks())
        taken.insert(n.name);
    QString name = base;
    for (int k = 2; taken.count(name); ++k)
        name = QStringLiteral("%1 %2").arg(base).arg(k);
    return name;
}

// The prefix that keeps every switch name new in the design: none, then "f2-", "f3-"…
QString uniqueSwitchPrefix(const Document &doc, const QStringList &names)
{
    std::set<QString> taken;
    for (const Device &d : doc.devices())
        taken.insert(d.name);
    for (int k = 1;; ++k) {
        const QString prefix = k == 1 ? QString() : QStringLiteral("f%1-").arg(k);
        if (std::none_of(names.begin(), names.end(), [&](const QString &n) { return taken.count(prefix + n) > 0; }))
            return prefix;
    }
}

} // namespace

Result<FabricBuild> planFabricBuild(Document &doc, const std::vector<RackId> &racks, const FabricBuildOptions &options)
{
    using R = Result<FabricBuild>;
    const Catalog &cat = doc.catalog();
    for (RackId id : racks)
        if (!doc.racks().contains(id))
            return R::failure(Tr::tr("rack %1 is not in the design").arg(id.value));
    const ChosenRacks chosen = sortOut(doc, racks);
    if (!chosen.refusal.isEmpty())
        return R::failure(chosen.refusal);
    const Part &member = *chosen.memberPart;
    const bool rackScale = isRackScale(doc, chosen.nodes.front().rack);

    const Part *sw = options.switchPart.isEmpty() ? defaultComputeSwitch(cat, member) : cat.find(options.switchPart);
    if (!sw)
        return R::failure(options.switchPart.isEmpty()
                              ? Tr::tr("the catalog has no compute switch at the speed of %1's NICs; give a switch part").arg(member.partNumber)
                              : Tr::tr("the catalog has no part '%1'; see docs/CATALOG.md").arg(options.switchPart));
    if (sw->category != PartCategory::Switch || sw->portCount(PortRole::Compute) < 2)
        return R::failure(Tr::tr("%1 is not a compute switch; choose a switch with compute ports").arg(sw->partNumber));
    const int nics = member.portCount(PortRole::Compute);
    const int planes = options.planes;
    if (planes < 1 || planes > kMaxPlanes || nics % planes != 0)
        return R::failure(Tr::tr("%1 has %2 compute ports, which do not divide into %3 planes").arg(member.partNumber).arg(nics).arg(planes));
    const int portsPerPlane = nics / planes;

    // Every compute port of every node is still free: the build cables them all.
    for (const FabricNode &n : chosen.nodes)
        for (size_t t = 0; t < n.members.size(); ++t)
            for (PortId p : n.nics[t])
                for (CableId c : doc.cablesAt(p)) {
                    const DeviceId d = n.members[t];
                    const PortId far = doc.otherEnd(doc.cables().at(c), p);
                    const Port &farPort = doc.ports().at(far);
                    return R::failure(Tr::tr("%1:%2 is already cabled to %3:%4; delete the node's compute cables first, or leave rack %5 out")
                                          .arg(doc.devices().at(d).name, doc.ports().at(p).name, doc.devices().at(farPort.device).name, farPort.name,
                                               doc.racks().at(n.rack).name));
                }

    FabricInput in;
    in.nodes = int(chosen.nodes.size());
    in.rails = chosen.membersPerNode * portsPerPlane;
    in.radix = sw->portCount(PortRole::Compute);
    in.oversubscription = options.oversubscription;
    // Whole SUs as the generator builds them (8 NVL72 racks, or as many servers as fill a leaf);
    // fewer nodes than that make one SU of their own size, not a full SU's switches for a few.
    const int fullSu = rackScale ? kRackScaleSuRacks : fillingSuNodes(in.radix, std::max(1, options.oversubscription));
    in.suNodes = std::min(fullSu, in.nodes);
    in.railsPerLeaf = rackScale ? 0 : 1;
    const auto planned = planComputeFabric(in);
    if (!planned)
        return R::failure(planned.error());
    const FabricPlan &plan = *planned;

    FabricBuild build;
    FabricBuildPreview &pv = build.preview;
    pv.fabricNodes = in.nodes;
    for (const FabricNode &n : chosen.nodes)
        pv.gpus += int(n.members.size()) * member.gpus;
    pv.planes = planes;
    pv.plan = plan;
    pv.switchPart = sw->partNumber;
    pv.leaves = planes * plan.leaves;
    pv.spines = planes * plan.spines;
    pv.cores = planes * plan.cores;

    // The switches' names, plane by plane (as the generator names them), kept new in the design.
    const auto planePrefix = [&](int p) { return planes == 1 ? QString() : QStringLiteral("p%1-").arg(p + 1); };
    const size_t planeCount = static_cast<size_t>(planes);
    std::vector<QStringList> leafNames(planeCount), spineNames(planeCount), coreNames(planeCount);
    QStringList all;
    for (int p = 0; p < planes; ++p) {
        for (int l = 0; l < plan.leaves; ++l) {
            const int su = l / plan.leavesPerSu, rail = l % plan.leavesPerSu * plan.railsPerLeaf;
            leafNames[size_t(p)] << planePrefix(p)
                                        + (plan.railsPerLeaf == 1 ? QStringLiteral("leaf-su%1-r%2").arg(su + 1).arg(rail + 1)
                                                                  : QStringLiteral("leaf-su%1-r%2-%3").arg(su + 1).arg(rail + 1).arg(rail + plan.railsPerLeaf));
        }
        for (int i = 0; i < plan.spines; ++i)
            spineNames[size_t(p)] << planePrefix(p) + QStringLiteral("spine-%1").arg(i + 1);
        for (int i = 0; i < plan.cores; ++i)
            coreNames[size_t(p)] << planePrefix(p) + QStringLiteral("core-%1").arg(i + 1);
        all << leafNames[size_t(p)] << spineNames[size_t(p)] << coreNames[size_t(p)];
    }
    const QString prefix = uniqueSwitchPrefix(doc, all);

    // Where the switches stand: the chosen racks without nodes, then network racks at the end of
    // the first node row.
    const int switches = pv.leaves + pv.spines + pv.cores;
    FragmentBuilder b(doc);
    auto racked = placeSwitchRacks(doc, b, chosen.empty, doc.racks().at(chosen.nodes.front().rack).row, *sw, switches);
    if (!racked)
        return R::failure(racked.error());
    const SwitchRacks &spots = *racked;
    pv.newRacks = spots.newRacks;
    pv.rackedInChosen = spots.inChosen;

    const QString base = options.networkName.isEmpty() ? Tr::tr("Compute fabric") : options.networkName;
    std::vector<NetworkId> networks;
    for (int p = 0; p < planes; ++p)
        networks.push_back(b.addNetwork({{},
                                         uniqueNetworkName(doc, planes == 1 ? base : Tr::tr("%1 plane %2").arg(base).arg(p + 1)),
                                         NetworkRole::Compute,
                                         sw->technology,
                                         double(options.oversubscription),
                                         planes == 1 ? 0 : p + 1}));
    size_t spot = 0;
    auto mount = [&](const QString &name, NetworkId network, FabricTier tier, int su, int rail) {
        const SwitchSpot &s = spots.spots[spot++];
        const DeviceId d = b.addDevice({{}, s.rack, sw->id, prefix + name, s.u, network, tier, su, rail});
        if (s.managementPort) {
            if (const Port *m = b.port(d, PortRole::Oob, sw->portCount(PortRole::Oob) - 1)) {
                b.addCable(m->id, s.managementPort);
                ++pv.managementCables;
            }
        }
        return d;
    };
    auto port = [&](DeviceId d, int index) {
        const Port *p = b.port(d, PortRole::Compute, index);
        return p ? p->id : PortId();
    };
    auto cable = [&](PortId x, PortId y) {
        if (x && y) {
            b.addCable(x, y);
            ++pv.fabricCables;
        }
    };
    for (int p = 0; p < planes; ++p) {
        std::vector<DeviceId> leaves, spines, cores;
        for (int l = 0; l < plan.leaves; ++l)
            leaves.push_back(mount(leafNames[size_t(p)][l], networks[size_t(p)], FabricTier::Leaf, l / plan.leavesPerSu,
                                   l % plan.leavesPerSu * plan.railsPerLeaf));
        for (int i = 0; i < plan.spines; ++i)
            spines.push_back(mount(spineNames[size_t(p)][i], networks[size_t(p)], FabricTier::Spine, -1, -1));
        for (int i = 0; i < plan.cores; ++i)
            cores.push_back(mount(coreNames[size_t(p)][i], networks[size_t(p)], FabricTier::Core, -1, -1));
        // Node i of the build is slot i mod (nodes per SU) of SU i div it; a domain's tray t
        // carries ranks t·(ports per plane) on.
        for (size_t i = 0; i < chosen.nodes.size(); ++i) {
            const int su = int(i) / plan.nodesPerSu, slot = int(i) % plan.nodesPerSu;
            const FabricNode &n = chosen.nodes[i];
            for (size_t t = 0; t < n.members.size(); ++t) {
                const std::vector<PortId> &nicPorts = n.nics[t];
                for (int nic = p; nic < int(nicPorts.size()); nic += planes) {
                    const LeafPort at = railLeafPort(plan, su, slot, int(t) * portsPerPlane + nic / planes);
                    cable(nicPorts[size_t(nic)], port(leaves[size_t(at.leaf)], at.port));
                    ++pv.nodeLinks;
                }
            }
        }
        for (const ClosLink &link : closLinks(plan)) {
            const DeviceId lower = link.toCore ? spines[size_t(link.lower)] : leaves[size_t(link.lower)];
            const DeviceId upper = link.toCore ? cores[size_t(link.upper)] : spines[size_t(link.upper)];
            cable(port(lower, link.lowerPort), port(upper, link.upperPort));
        }
    }
    for (size_t i = 0; i < chosen.nodes.size(); ++i)
        for (DeviceId d : chosen.nodes[i].members) {
            Device node = doc.devices().at(d);
            node.su = int(i) / plan.nodesPerSu;
            build.nodesWithSu.push_back(node);
        }
    pv.notes << Tr::tr("%1 %2 in %3 SU(s): %4 tiers, %5 leaves, %6 spines, %7 cores of %8 (%9:1 connected)")
                    .arg(pv.fabricNodes)
                    .arg(rackScale ? Tr::tr("NVLink domains") : Tr::tr("nodes"))
                    .arg(plan.sus)
                    .arg(plan.tiers)
                    .arg(pv.leaves)
                    .arg(pv.spines)
                    .arg(pv.cores)
                    .arg(sw->partNumber)
                    .arg(connectedRatio(plan), 0, 'f', 2);
    if (in.nodes < fullSu)
        pv.notes << Tr::tr("One SU sized to the %1 %2 chosen (a full SU takes %3)").arg(in.nodes).arg(rackScale ? Tr::tr("NVLink domains") : Tr::tr("nodes")).arg(fullSu);
    pv.notes << spots.notes;
    build.fragment = b.take();
    build.text = Tr::tr("Build fabric for %1 GPUs").arg(pv.gpus);
    return build;
}

void previewOnCopy(const Document &doc, FabricBuild &build)
{
    const std::unique_ptr<Document> copy = doc.workingCopy();
    auto figures = [](const Document &d) {
        const Engine engine(d);
        int64_t modules = 0;
        for (const auto &[part, n] : engine.transceiversByPart())
            modules += n;
        return std::make_tuple(modules, engine.cablesByMedium(Medium::Dac) + engine.cablesByMedium(Medium::Acc), fromMilli(engine.site().itMaxMw()));
    };
    const auto [modules0, copper0, it0] = figures(*copy);
    Editor editor(*copy);
    if (!applyFabricBuild(editor, build))
        return;
    const auto [modules1, copper1, it1] = figures(*copy);
    build.preview.transceivers = modules1 - modules0;
    build.preview.copperCables = copper1 - copper0;
    build.preview.itW = it1 - it0;
}

QStringList previewLines(const FabricBuildPreview &pv)
{
    QStringList lines;
    if (!pv.notes.isEmpty())
        lines << pv.notes.front();
    lines << Tr::tr("Switches: %1 %2 (%3 leaves, %4 spines, %5 cores), %6 new network rack(s), %7 in racks chosen")
                 .arg(pv.leaves + pv.spines + pv.cores)
                 .arg(pv.switchPart)
                 .arg(pv.leaves)
                 .arg(pv.spines)
                 .arg(pv.cores)
                 .arg(pv.newRacks)
                 .arg(pv.rackedInChosen);
    lines << Tr::tr("Cables: %1 fabric links (%2 node to leaf), %3 management")
                 .arg(pv.fabricCables)
                 .arg(pv.nodeLinks)
                 .arg(pv.managementCables);
    lines << Tr::tr("Optics: %1 transceiver(s); %2 copper cable(s); IT load +%3 kW (the engine's figures for the design with the fabric)")
                 .arg(pv.transceivers)
                 .arg(pv.copperCables)
                 .arg(pv.itW / 1000, 0, 'f', 1);
    for (qsizetype i = 1; i < pv.notes.size(); ++i)
        lines << pv.notes.at(i);
    return lines;
}

Status applyFabricBuild(Editor &editor, const FabricBuild &build)
{
    Document &doc = editor.document();
    for (const Device &node : build.nodesWithSu)
        if (QString why = checkEdit(doc, node); !why.isEmpty())
            return Status::failure(why);
    doc.undoStack()->beginMacro(build.text);
    editor.insert(build.fragment, build.text);
    editor.updateAll(build.nodesWithSu, Device::kFabric, build.text);
    doc.undoStack()->endMacro();
    return {};
}

} // namespace railyard
