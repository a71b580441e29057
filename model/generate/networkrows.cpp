#include "generatorrun.h"

#include "fabricwiring.h"
#include "managementplan.h"

#include <QCoreApplication>

namespace railyard {

// A switch (or a storage node) in its hall's network row: each hall has its own network rows
// (racks and rows numbered across the site); a switch goes to the hall given, or to the central
// hall. A network rack takes switches while its U, its power and its PDU allow.
DeviceId GeneratorRun::placeInNetworkRow(const Part &p, const QString &name, NetworkId network, FabricTier tier, int hall)
{
    if (hall < 0)
        hall = split.central;
    NetFloor &n = netFloors[size_t(hall)];
    if (n.inRack >= kSwitchesPerNetworkRack || n.nextU + p.uHeight > netRackType->rackUnits - 2
        || (n.inRack > 0 && n.rackW + withOptics(p) * kPduMargin > netRackLimitW)) {
        if (n.racks % kRacksPerNetworkRow == 0)
            floors[size_t(hall)].newRow(QStringLiteral("NET%1").arg(++netRows));
        ++n.racks;
        ++netRacks;
        n.rack = floors[size_t(hall)].addRack(*netRackType, QStringLiteral("NET-%1").arg(netRacks, 3, 10, QLatin1Char('0')));
        n.oob = rackOob(n.rack, QStringLiteral("oob-net%1").arg(netRacks), netRackType->rackUnits - 1, hall);
        n.inRack = 0;
        n.nextU = 2;
        n.rackW = 0;
    }
    n.rackW += withOptics(p) * kPduMargin;
    const DeviceId d = b.addDevice({{}, n.rack, p.id, name, n.nextU, network, tier});
    n.nextU += p.uHeight + (p.category == PartCategory::Switch ? 1 : 0);
    if (const Port *m = b.port(d, PortRole::Oob, p.portCount(PortRole::Oob) - 1))
        connect(m->id, port(n.oob, PortRole::Oob, n.inRack));
    ++n.inRack;
    return d;
}

// Spines and cores above a set of leaves, wired as the plan says (fabricwiring.h). A
// three-tier pod's spines stand in its leaves' hall when they all stand in one; every other
// spine, and every core, in the central hall.
void GeneratorRun::buildUpperTiers(const Part &p, PortRole role, NetworkId network, const QString &prefix, const FabricPlan &plan,
                                   const std::vector<DeviceId> &leafIds, const std::vector<int> &leafHall)
{
    std::vector<DeviceId> spines, cores;
    auto spineHall = [&](int spine) {
        if (plan.tiers != 3 || leafHall.empty())
            return -1;
        const int pod = podOfSpine(plan, spine), first = pod * plan.podLeaves;
        const int last = std::min(plan.leaves, first + plan.podLeaves) - 1;
        const int hall = leafHall[size_t(first)];
        for (int l = first; l <= last; ++l)
            if (leafHall[size_t(l)] != hall)
                return -1;
        return hall;
    };
    for (int i = 0; i < plan.spines; ++i)
        spines.push_back(placeInNetworkRow(p, QStringLiteral("%1spine-%2").arg(prefix).arg(i + 1), network, FabricTier::Spine, spineHall(i)));
    for (int i = 0; i < plan.cores; ++i)
        cores.push_back(placeInNetworkRow(p, QStringLiteral("%1core-%2").arg(prefix).arg(i + 1), network, FabricTier::Core));
    for (const ClosLink &link : closLinks(plan)) {
        const DeviceId lower = link.toCore ? spines[size_t(link.lower)] : leafIds[size_t(link.lower)];
        const DeviceId upper = link.toCore ? cores[size_t(link.upper)] : spines[size_t(link.upper)];
        connect(port(lower, role, link.lowerPort), port(upper, role, link.upperPort));
    }
}

// Every compute plane's spines and cores above the leaves the SU rows hold.
void GeneratorRun::buildComputeUpperTiers()
{
    std::vector<int> leafHall(size_t(fp.leaves));
    for (size_t l = 0; l < leafHall.size(); ++l)
        leafHall[l] = split.hallOfSu[l / size_t(fp.leavesPerSu)];
    for (int p = 0; p < planes; ++p) {
        const std::vector<DeviceId> planeLeaves(leaves.begin() + long(p) * fp.leaves, leaves.begin() + long(p + 1) * fp.leaves);
        buildUpperTiers(*sw, PortRole::Compute, netPlanes[size_t(p)], planePrefix(p), fp, planeLeaves, leafHall);
    }
}

// Storage nodes, then fabric management and head nodes.
Status GeneratorRun::buildStorageAndManagement()
{
    // Storage nodes, then the three Ethernet networks as simple leaf-spine fabrics.
    for (int i = 0; i < storageNodes; ++i) {
        const DeviceId st = placeInNetworkRow(*storage, QStringLiteral("stor-%1").arg(i + 1, 3, 10, QLatin1Char('0')), {}, FabricTier::None);
        addEthernetEndpoints(st, split.central);
    }
    // Fabric management and head nodes as NVIDIA's reference architectures place them
    // (managementplan.h): UFM appliances on a free node slot of the InfiniBand compute fabric,
    // every one on in-band and out-of-band.
    {
        const Part *head = o.managementPart.isEmpty() ? nullptr : partOf(o.managementPart, PartCategory::Server);
        const Part *ufm = o.fabricManagerPart.isEmpty() || sw->technology != Technology::InfiniBand
                              ? nullptr
                              : partOf(o.fabricManagerPart, PartCategory::Server);
        if (ufm)
            for (const PortGroup &g : sw->ports)
                if (g.role == PortRole::Compute) {
                    ufm = fabricManagerFor(cat, *ufm, g.speedGbps);
                    break;
                }
        const bool headMissing = !o.managementPart.isEmpty() && !head;
        if (headMissing || (!o.fabricManagerPart.isEmpty() && sw->technology == Technology::InfiniBand && !ufm))
            return Status::failure(QCoreApplication::translate("Generator", "the catalog has no part '%1' of the right kind; see docs/CATALOG.md")
                                  .arg(headMissing ? o.managementPart : o.fabricManagerPart));
        const std::optional<FreeLeafSlot> slot = freeLeafSlot(fp, fabricNodes);
        // In the central hall; the UFM appliances in the hall of the SU whose free slot they take,
        // so their compute links stay within a hall's reach.
        auto place = [&](const Part &p, const QString &name, int hall) {
            const DeviceId d = placeInNetworkRow(p, name, {}, FabricTier::None, hall);
            addEthernetEndpoints(d, hall);
            return d;
        };
        const int ufmHall = slot ? split.hallOfSu[size_t(slot->su)] : split.central;
        // Each plane is a subnet of its own and gets its own appliances (ufm-p2-1 …).
        for (int p = 0; ufm && p < planes; ++p)
            for (int i = 0; i < kUfmAppliances; ++i) {
                const QString name = planes == 1 ? QStringLiteral("ufm-%1").arg(i + 1) : QStringLiteral("ufm-p%1-%2").arg(p + 1).arg(i + 1);
                const DeviceId d = place(*ufm, name, ufmHall);
                if (slot && i < fp.leavesPerSu)
                    connect(port(d, PortRole::Compute, 0),
                            port(leaves[size_t(p) * size_t(fp.leaves) + size_t(slot->su * fp.leavesPerSu + i)], PortRole::Compute, slot->port));
            }
        for (int i = 0; head && i < kManagementServers; ++i)
            place(*head, QStringLiteral("mgmt-%1").arg(i + 1), split.central);
        if (ufm)
            summary.notes << (slot ? QCoreApplication::translate("Generator", "Fabric management: %1 × %2 on port %3 of the rail 1-%4 leaves of SU %5")
                                         .arg(planes == 1 ? QString::number(kUfmAppliances)
                                                          : QCoreApplication::translate("Generator", "%1 planes × %2").arg(planes).arg(kUfmAppliances))
                                         .arg(ufm->model)
                                         .arg(slot->port + 1)
                                         .arg(std::min(kUfmAppliances, fp.leavesPerSu))
                                         .arg(slot->su + 1)
                                   : QCoreApplication::translate("Generator", "Warning: the compute fabric has no free leaf port for its %1 UFM appliances (placed on "
                                                                              "in-band and OOB only); NVIDIA's reference architecture gives one node slot to "
                                                                              "UFM: ask for one node fewer, or --reserved-per-su 1")
                                         .arg(kUfmAppliances));
    }
    return {};
}

} // namespace railyard
