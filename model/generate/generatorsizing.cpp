#include "generatorrun.h"

#include "computeswitch.h"
#include "coolingfit.h"
#include "engine/physics.h"
#include "fabriccost.h"
#include "managementplan.h"
#include "pdusizing.h"

#include <QCoreApplication>
#include <cmath>

namespace railyard {

// The parts asked for, found in the catalog, and the compute fabric's plan for them.
Status GeneratorRun::chooseParts()
{
    // A rack-scale system (NVL72) is asked for by its frame; its compute tray is the GPU node.
    if (const Part *frame = cat.find(o.nodePart); frame && frame->category == PartCategory::RackSystem) {
        auto system = rackScaleSystem(cat, *frame, o.trayPart);
        if (!system)
            return Status::failure(system.error());
        rs = *system;
    }
    node = rs ? rs->tray : partOf(o.nodePart, PartCategory::GpuServer);
    sw = o.computeSwitchPart.isEmpty() ? (node ? defaultComputeSwitch(cat, *node) : nullptr) : partOf(o.computeSwitchPart, PartCategory::Switch);
    storSw = o.storageSwitchPart.isEmpty() ? nullptr : partOf(o.storageSwitchPart, PartCategory::Switch);
    inbSw = o.inbandSwitchPart.isEmpty() ? nullptr : partOf(o.inbandSwitchPart, PartCategory::Switch);
    oobSw = partOf(o.oobSwitchPart, PartCategory::Switch);
    storage = partOf(o.storagePart, PartCategory::Storage);
    if (node && !sw && o.computeSwitchPart.isEmpty())
        return Status::failure(QCoreApplication::translate("Generator", "the catalog has no compute switch at the speed of %1's NICs; give one with --switch")
                                   .arg(node->partNumber));
    struct Needed {
        const Part *part;
        QString number;
        bool byCostWhenEmpty; // storage and in-band switches not given are chosen by cost later
    };
    const Needed needed[] = {{node, o.nodePart, false},        {sw, o.computeSwitchPart, false},
                             {oobSw, o.oobSwitchPart, false},   {storage, o.storagePart, false},
                             {storSw, o.storageSwitchPart, true}, {inbSw, o.inbandSwitchPart, true}};
    for (const Needed &n : needed)
        if (!n.part && !(n.byCostWhenEmpty && n.number.isEmpty()))
            return Status::failure(QCoreApplication::translate("Generator", "the catalog has no part '%1' of the right kind; see docs/CATALOG.md").arg(n.number));
    if (node->gpus <= 0)
        return Status::failure(QCoreApplication::translate("Generator", "part %1 has no GPUs").arg(node->partNumber));
    if (o.gpus <= 0)
        return Status::failure(QCoreApplication::translate("Generator", "give a GPU count of at least %1 (one %2 node)").arg(node->gpus).arg(node->model));
    if (o.gpus % node->gpus != 0) {
        const int lower = o.gpus / node->gpus * node->gpus;
        return Status::failure(QCoreApplication::translate("Generator", "%1 GPUs is not a whole number of %2-GPU nodes; the nearest valid counts are %3 and %4")
                              .arg(o.gpus)
                              .arg(node->gpus)
                              .arg(lower > 0 ? lower : node->gpus)
                              .arg(lower + node->gpus));
    }
    summary.nodes = o.gpus / node->gpus;
    summary.gpus = o.gpus;
    // The compute fabric's node: a GPU server, or a whole NVLink domain (its trays' NICs are
    // its rails, rank by rank: tray t's NIC i is rail t·4 + i of an NVL72).
    nicsPerNode = node->portCount(PortRole::Compute);
    // A multi-plane fabric: the node's compute ports alternate over the planes (fabricplanes.h),
    // each plane a fabric of its own with ports-per-plane rails.
    planes = o.planes;
    if (planes < 1 || planes > kMaxPlanes)
        return Status::failure(QCoreApplication::translate("Generator", "a compute fabric has 1 to %1 planes (asked: %2)").arg(kMaxPlanes).arg(planes));
    if (nicsPerNode % planes != 0)
        return Status::failure(QCoreApplication::translate("Generator", "%1 has %2 compute ports, which do not divide into %3 planes; give a number of planes "
                                                                   "that divides them (2 for a node with two ports per GPU, such as DGX-B300-ETH)")
                              .arg(node->partNumber)
                              .arg(nicsPerNode)
                              .arg(planes));
    portsPerPlane = nicsPerNode / planes;
    summary.planes = planes;
    const int rails = rs ? rs->trays * portsPerPlane : portsPerPlane;
    fabricNodes = rs ? divideRoundingUp(summary.nodes, rs->trays) : summary.nodes;
    summary.domains = rs ? fabricNodes : 0;
    FabricInput fin{fabricNodes, rails, sw->portCount(PortRole::Compute), o.oversubscription,
                    o.suNodes > 0 || !rs ? o.suNodes : kRackScaleSuRacks, o.reservedPerSu, rs ? 0 : 1,
                    // the UFM appliances' ports on the last SU's first leaves (networkrows.cpp)
                    !o.fabricManagerPart.isEmpty() && sw->technology == Technology::InfiniBand ? kUfmAppliances : 0};
    auto plan = planComputeFabric(fin);
    if (!plan)
        return Status::failure(plan.error());
    fp = *plan;
    summary.compute = fp;
    // Just past two tiers, a third costs far more than the nodes it adds: say what fits in two.
    if (fp.tiers == 3)
        if (const auto two = largestTwoTierFabric(fin); two && fin.nodes - two->nodes <= std::max(1, fin.nodes / 20))
            summary.warnings << QCoreApplication::translate("Generator", "%1 fabric nodes need a third tier for %2 past the %3 that two tiers hold: "
                                                                         "%3 take %4 compute switches a plane, %1 take %5.")
                                    .arg(fin.nodes)
                                    .arg(fin.nodes - two->nodes)
                                    .arg(two->nodes)
                                    .arg(two->plan.leaves + two->plan.spines)
                                    .arg(fp.leaves + fp.spines + fp.cores);

    // Rack type from the cooling, and how many nodes a rack takes. A rack-scale system is its
    // own rack: its frame, cooled as the frame says.
    const CoolingType cooling = rs                               ? rs->frame->coolingType
                                : o.cooling != CoolingType::None ? o.cooling
                                : node->liquidFraction > 0       ? CoolingType::Dlc
                                                                 : CoolingType::RearDoor;
    if (Status fits = checkCoolingFits(cat, *node, cooling); !fits)
        return Status::failure(fits.error());
    rackType = rs ? rs->frame : nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack))
        if (!rs && p->coolingType == cooling && (!rackType || p->coolingCapacityW > rackType->coolingCapacityW))
            rackType = p;
    netRackType = nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack))
        if (p->coolingType == CoolingType::Air && (!netRackType || p->rackUnits > netRackType->rackUnits))
            netRackType = p;
    if (!rackType || !netRackType)
        return Status::failure(QCoreApplication::translate("Generator", "the catalog has no %1 rack type (and an air-cooled one for network racks)").arg(toToken(cooling)));
    return {};
}

// Nodes per rack from the rack's U, power, cooling, floor and PDUs; leaves per network rack.
Status GeneratorRun::sizeRacks()
{
    // A rack-scale system: one NVLink domain per rack, its shelves 2N by feed (each side's
    // shelves carry the whole rack's DC load: the trays and the NVLink switch trays).
    nodeW = withOptics(*node); // a fabric node: a server, or a whole domain
    if (rs) {
        const double dcW = rs->trays * withOptics(*node) + rs->switchTrays * withOptics(*rs->switchTray);
        shelvesPerSide = std::max(1, int(std::ceil(dcW / rs->shelf->capacityW)));
        layout = rackScaleLayout(*rs, shelvesPerSide, oobSw->uHeight);
        if (layout.topU > rackType->rackUnits)
            return Status::failure(QCoreApplication::translate("Generator", "%1 needs %2 U for its trays, switch trays, shelves and management switch; its frame has %3")
                                  .arg(rackType->partNumber)
                                  .arg(layout.topU)
                                  .arg(rackType->rackUnits));
        nodeW = dcW + 2 * shelvesPerSide * rs->shelf->ownMaxW();
        summary.notes << QCoreApplication::translate("Generator", "Rack-scale system %1: %2 × %3 and %4 × %5 per NVLink domain of %6 GPUs, "
                                                                  "%7 + %7 × %8 (2N by feed: one side's %9 kW carry the %10 kW of the trays)")
                             .arg(rackType->model)
                             .arg(rs->trays)
                             .arg(node->partNumber)
                             .arg(rs->switchTrays)
                             .arg(rs->switchTray->partNumber)
                             .arg(rackType->gpus)
                             .arg(shelvesPerSide)
                             .arg(rs->shelf->partNumber)
                             .arg(shelvesPerSide * rs->shelf->capacityW / 1000, 0, 'f', 0)
                             .arg(dcW / 1000, 0, 'f', 1);
        if (const int lastTrays = summary.nodes - (fabricNodes - 1) * rs->trays; lastTrays < rs->trays)
            summary.warnings << QCoreApplication::translate("Generator", "The last %1 holds %2 of its %3 trays (%4 GPUs): rack-scale systems ship whole; "
                                                                         "%5 or %6 GPUs fill whole racks.")
                                    .arg(rackType->model)
                                    .arg(lastTrays)
                                    .arg(rs->trays)
                                    .arg(lastTrays * node->gpus)
                                    .arg((fabricNodes - 1) * rackType->gpus)
                                    .arg(fabricNodes * rackType->gpus);
    }
    const int usableU = rackType->rackUnits - 2 - oobSw->uHeight; // plinth space and the rack's OOB switch
    const int byU = rs ? 1 : std::max(1, usableU / std::max(1, node->uHeight));
    const int byPower = rackType->capacityW > 0 ? int(rackType->capacityW / nodeW) : byU;
    const int byCooling = rackType->coolingCapacityW > 0 ? int(rackType->coolingCapacityW / nodeW) : byU;
    // The floor: the loaded rack over its footprint must stay within the hall's rating.
    const Hall defaults;
    const double floorKg = kPaToKgPerM2(defaults.floorRatingKPa) * rackType->widthM * rackType->depthM;
    const double spareKg = floorKg - rackType->weightKg - oobSw->weightKg;
    const int byFloor = node->weightKg > 0 ? std::max(1, int(spareKg / node->weightKg)) : byU;
    // One side's PDUs (up to kPdusPerRackSide) must carry the whole rack when the other feed is lost.
    rackSideW = largestRackSideW(cat);
    const int byPdu = std::max(1, int((rackSideW - oobSw->maxW) / nodeW));
    // More nodes than the rack has units for cannot be placed at all (the others below are
    // limits the design may be drawn past, and check then reports).
    if (!rs && o.nodesPerRack > byU)
        return Status::failure(QCoreApplication::translate("Generator", "%1 nodes of %2 U do not fit the %3 U a %4 rack has for them; choose %5 or fewer nodes per rack")
                              .arg(o.nodesPerRack)
                              .arg(node->uHeight)
                              .arg(usableU)
                              .arg(rackType->partNumber)
                              .arg(byU));
    nodesPerRack =
        rs ? 1 : o.nodesPerRack > 0 ? o.nodesPerRack : std::max(1, std::min({byU, byPower, byCooling, byFloor, byPdu}));
    if (!rs)
        summary.notes << QCoreApplication::translate("Generator", "Nodes per rack: %1 (U %2, rack power %3, cooling %4, floor %5, PDU %6 allow)")
                         .arg(nodesPerRack)
                         .arg(byU)
                         .arg(byPower)
                         .arg(byCooling)
                         .arg(byFloor)
                         .arg(byPdu);
    // Nodes per rack asked beyond a limit: the design would carry the problem from the start.
    if (o.nodesPerRack > 0 && !rs) {
        const std::pair<int, const char *> limits[] = {
            {byPower, QT_TRANSLATE_NOOP("Generator", "the rack's power rating")},
            {byCooling, QT_TRANSLATE_NOOP("Generator", "the rack's cooling")},
            {byFloor, QT_TRANSLATE_NOOP("Generator", "the floor rating")},
            {byPdu, QT_TRANSLATE_NOOP("Generator", "one rack side's PDUs on failover (up to three of the largest PDU at 80 %)")}};
        for (const auto &[allowed, what] : limits)
            if (o.nodesPerRack > allowed)
                summary.warnings << QCoreApplication::translate("Generator", "%1 nodes per rack exceed what %2 allows (%3): choose %3 or fewer.")
                                        .arg(o.nodesPerRack)
                                        .arg(QCoreApplication::translate("Generator", what))
                                        .arg(allowed);
    }
    if (planes > 1)
        summary.notes << QCoreApplication::translate("Generator", "Compute planes: %1, each GPU's ports alternating over them (port i on plane i mod %1 + 1); "
                                                                  "each plane is the fabric below; %2 leaves and %3 spines and cores in all")
                             .arg(planes)
                             .arg(planes * fp.leaves)
                             .arg(planes * (fp.spines + fp.cores));
    const int radix = sw->portCount(PortRole::Compute);
    const int64_t unused = int64_t(fp.leaves - fp.leavesPerSu) * fp.unusedPerLeaf
                           + int64_t(fp.managerLeaves) * (radix - fp.managerDownPerLeaf - fp.managerUpPerLeaf)
                           + int64_t(fp.leavesPerSu - fp.managerLeaves) * (radix - fp.lastSuDownPerLeaf - fp.lastSuUpPerLeaf);
    summary.notes << QCoreApplication::translate("Generator", "Compute fabric: %1 tiers, %2 leaves, %3 spines, %4 cores (%5 down / %6 up per leaf; "
                                                              "%7 node links over %8 uplinks: %9:1 connected; %10 leaf ports unused)")
                         .arg(fp.tiers)
                         .arg(fp.leaves)
                         .arg(fp.spines)
                         .arg(fp.cores)
                         .arg(fp.downPerLeaf)
                         .arg(fp.upPerLeaf)
                         .arg(fp.nodeLeafLinks)
                         .arg(fp.leafSpineLinks)
                         .arg(connectedRatio(fp), 0, 'f', 2)
                         .arg(unused);
    if (fp.lastSuUpPerLeaf != fp.upPerLeaf)
        summary.notes << QCoreApplication::translate("Generator", "The last SU holds %1 of its %2 node slots: its leaves have %3 ports down and %4 up")
                             .arg(fp.lastSuNodes)
                             .arg(fp.nodesPerSu)
                             .arg(fp.lastSuDownPerLeaf)
                             .arg(fp.lastSuUpPerLeaf);
    if (fp.managerLeaves > 0 && fp.managerUpPerLeaf != fp.lastSuUpPerLeaf)
        summary.notes << QCoreApplication::translate("Generator", "The last SU's first %1 leaves carry a fabric manager port each: %2 ports down and %3 up")
                             .arg(fp.managerLeaves)
                             .arg(fp.managerDownPerLeaf)
                             .arg(fp.managerUpPerLeaf);

    // A network rack takes switches while its U, its power, its cooling and its PDU allow. An
    // SU's leaves (of every plane) stand in as many network racks mid-row as they need.
    netRackLimitW = std::min({netRackType->capacityW > 0 ? netRackType->capacityW : INFINITY,
                                           netRackType->coolingCapacityW > 0 ? netRackType->coolingCapacityW : INFINITY,
                                           rackSideW}) - oobSw->maxW;
    leafPitchU = sw->uHeight + 1;
    const int leavesByU = std::max(1, (netRackType->rackUnits - 3 - sw->uHeight) / leafPitchU + 1); // U 2 up, below the OOB switch
    const int leavesByPower = std::max(1, int(netRackLimitW / (withOptics(*sw) * kPduMargin)));
    leavesPerNetRack = std::min(leavesByU, leavesByPower);
    suLeaves = planes * fp.leavesPerSu;
    suNetRacks = divideRoundingUp(suLeaves, leavesPerNetRack);
    if (suNetRacks > 1)
        summary.notes << QCoreApplication::translate("Generator", "Leaves: %1 per SU in %2 network racks mid-row (%3 to a rack: U allow %4, power %5)")
                             .arg(suLeaves)
                             .arg(suNetRacks)
                             .arg(leavesPerNetRack)
                             .arg(leavesByU)
                             .arg(leavesByPower);

    return {};
}

// The site: as many halls as its limits need, whole SUs (whole pods) in each.
Status GeneratorRun::splitIntoHalls()
{
    // One storage node per 128 GPUs (16 eight-GPU nodes), at least two.
    storageNodes = o.storageNodes >= 0 ? o.storageNodes : std::max(2, summary.gpus / 128);
    maxHallItW = o.maxHallItW > 0 ? o.maxHallItW : doc.site().maxHallItW;
    {
        // Estimates with the worst-case optics (as racks and PDUs are sized), so every hall's
        // real IT load, which the engine computes with the optics it chose, stays below them.
        double pduW = 0;
        for (const Part *p : cat.parts(PartCategory::Pdu))
            pduW = std::max(pduW, p->ownMaxW());
        const double rackMgmtW = withOptics(*oobSw) + (rs ? 0 : (o.dualFeed ? 2 : 1) * pduW); // shelves: in nodeW
        const double swW = withOptics(*sw);
        const Part &rackFoot = *rackType;
        const double rackAreaM2 = rackFoot.widthM * (rackFoot.depthM + kRowGapM) * 1.3; // aisles, row ends, margins
        const double netRackAreaM2 = netRackType->widthM * (netRackType->depthM + kRowGapM) * 1.3;
        const double perNetRack = kSwitchesPerNetworkRack;
        // An Ethernet fabric: its leaves stand with their endpoints, the tiers above centrally.
        auto ethernet = [&](const Part *p, PortRole role, const Part &endpoint, PortRole endpointRole, int64_t endpoints, int perOwner,
                            double *perOwnerW, double *sharedW) {
            if (!p) {
                // Chosen by cost once built (below): estimated with the switch that choice takes for
                // these endpoints, so the halls' load counts the Ethernet fabrics too.
                const std::vector<FabricCostOption> options = ethernetFabricOptions(cat, {int(endpoints), endpointSpeedGbps(endpoint, endpointRole)});
                if (options.empty())
                    return;
                p = options.front().part;
                role = options.front().role;
            }
            const int k = std::max(2, p->portCount(role));
            *perOwnerW += perOwner * withOptics(*p) / (k / 2);
            if (endpoints > k)
                if (auto plan = planComputeFabric({int(endpoints), 1, k, 1, k / 2, 0}))
                    *sharedW += (plan->spines + plan->cores) * withOptics(*p);
        };
        const int suRacks = divideRoundingUp(fp.nodesPerSu, nodesPerRack) + suNetRacks;
        const int64_t racks = int64_t(fp.sus) * suRacks;
        double perNodeW = 0, perRackW = 0, sharedW = 0;
        // Every storage and in-band port of a node is cabled (a DGX's two of each: both ports of
        // its BlueField-3 DPUs, as NVIDIA's reference architectures cable them).
        const int storPorts = node->portCount(PortRole::Storage), inbPorts = node->portCount(PortRole::InBand);
        ethernet(storSw, PortRole::Storage, *node, PortRole::Storage, int64_t(summary.nodes) * storPorts + storageNodes * storage->portCount(PortRole::Storage),
                 storPorts, &perNodeW, &sharedW);
        ethernet(inbSw, PortRole::InBand, *node, PortRole::InBand, int64_t(summary.nodes) * inbPorts + storageNodes * storage->portCount(PortRole::InBand),
                 inbPorts, &perNodeW, &sharedW);
        ethernet(inbSw, PortRole::InBand, *oobSw, PortRole::Oob, racks, 1, &perRackW, &sharedW);
        HallSplitInput in;
        in.sus = fp.sus;
        // Three tiers: a pod's spines stand with its leaves while the pod fits in a hall.
        const bool pods = fp.tiers == 3 && fp.podLeaves % fp.leavesPerSu == 0;
        in.susPerGroup = pods ? fp.podLeaves / fp.leavesPerSu : 1;
        const int endpointsPerNode = rs ? rs->trays : 1; // a domain's trays each have storage and in-band ports
        in.suItW = fp.nodesPerSu * (nodeW + endpointsPerNode * perNodeW) + planes * fp.leavesPerSu * swW + suRacks * (rackMgmtW + perRackW);
        in.suAreaM2 = suRacks * rackAreaM2 + planes * fp.leavesPerSu / perNetRack * netRackAreaM2;
        in.groupItW = pods ? planes * fp.upPerLeaf * swW * (1 + 1 / perNetRack) : 0;
        in.groupAreaM2 = pods ? planes * fp.upPerLeaf / perNetRack * netRackAreaM2 : 0;
        const int central = planes * (pods ? fp.cores : fp.spines + fp.cores);
        sharedW += central * swW + storageNodes * withOptics(*storage);
        in.sharedItW = sharedW * (1 + 1 / perNetRack);
        sharedItW = in.sharedItW;
        in.sharedAreaM2 = (sharedW / swW + storageNodes) / perNetRack * netRackAreaM2;
        in.maxHallItW = maxHallItW;
        in.maxHallAreaM2 = doc.site().maxHallAreaM2;
        auto result = splitSite(in);
        if (!result)
            return Status::failure(result.error());
        split = *result;
    }
    summary.halls = split.halls;
    if (split.halls > 1)
        summary.notes << QCoreApplication::translate("Generator", "Site: %1 halls for an estimated %2 MW of IT load within %3 MW and %4 m² per hall; "
                                                                  "%5 in each hall (%7 MW each; SUs to a unit: %8), cores, storage and the Ethernet fabrics' "
                                                                  "upper tiers in the central hall %6 (%9 MW)")
                             .arg(split.halls)
                             .arg(split.estimatedItW / 1e6, 0, 'f', 1)
                             .arg(maxHallItW / 1e6, 0, 'f', 1)
                             .arg(doc.site().maxHallAreaM2, 0, 'f', 0)
                             .arg(split.wholeGroups ? QCoreApplication::translate("Generator", "whole pods with their spines")
                                                    : QCoreApplication::translate("Generator", "whole SUs"))
                             .arg(hallName(o.hallName, split.central, split.halls))
                             .arg(split.unitItW / 1e6, 0, 'f', 2)
                             .arg(split.unitSus)
                             .arg(sharedItW / 1e6, 0, 'f', 2);
    return {};
}

} // namespace railyard
