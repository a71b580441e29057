#include "generatorrun.h"

#include "fabricwiring.h"

#include <QCoreApplication>

namespace railyard {

GeneratorRun::GeneratorRun(Document &document, const GeneratorOptions &options)
    : doc(document), o(options), cat(document.catalog()), optics(document.catalog()), b(document)
{
}

const Part *GeneratorRun::partOf(const QString &number, PartCategory category) const
{
    const Part *p = cat.find(number);
    return p && p->category == category ? p : nullptr;
}

PortId GeneratorRun::port(DeviceId d, PortRole role, int index)
{
    const Port *p = b.port(d, role, index);
    if (!p && missing.isEmpty())
        missing = QCoreApplication::translate("Generator", "device %1 has no %2 port %3").arg(d.value).arg(toToken(role)).arg(index + 1);
    return p ? p->id : PortId();
}

void GeneratorRun::connect(PortId a, PortId c)
{
    if (a && c)
        b.addCable(a, c);
}

// A rack's management switch; its uplink (the first port past the 48 copper ones) is an
// endpoint of the OOB aggregation, in the rack's hall.
DeviceId GeneratorRun::rackOob(RackId rack, const QString &name, int u, int hall)
{
    const DeviceId d = b.addDevice({{}, rack, oobSw->id, name, u, netOob, FabricTier::Leaf});
    oobUplinks.push_back(port(d, PortRole::Oob, 48));
    hallOfEndpoint[oobUplinks.back().value] = hall;
    return d;
}

void GeneratorRun::addEthernetEndpoints(DeviceId d, int hall)
{
    for (const Port &e : b.portsOf(d)) {
        std::vector<PortId> *list = e.role == PortRole::Storage ? &storageEndpoints : e.role == PortRole::InBand ? &inbandEndpoints : nullptr;
        if (!list)
            continue;
        list->push_back(e.id);
        hallOfEndpoint[e.id.value] = hall;
        endpointIndex[e.id.value] = e.index;
    }
}

// A plane's switches are named from its prefix: "p1-leaf-su1-r1", "p1-spine-1".
QString GeneratorRun::planePrefix(int plane) const
{
    return planes == 1 ? QString() : QStringLiteral("p%1-").arg(plane + 1);
}

// The halls, the networks, and the first hall's feeds and loop.
void GeneratorRun::beginSite()
{
    floors.reserve(size_t(split.halls));
    netFloors.assign(size_t(split.halls), NetFloor());
    for (int h = 0; h < split.halls; ++h) {
        Hall hall;
        hall.containment = o.containment;
        hall.name = hallName(o.hallName, h, split.halls);
        hall.pue = o.pue;
        hallIds.push_back(b.addHall(hall));
        floors.emplace_back(b, hallIds.back());
    }
    const HallId hallId = hallIds.front();
    // One compute network, or one per plane (fabricplanes.h): planes never share a switch.
    for (int p = 0; p < planes; ++p)
        netPlanes.push_back(b.addNetwork({{},
                                          planes == 1 ? QCoreApplication::translate("Generator", "Compute fabric")
                                                      : QCoreApplication::translate("Generator", "Compute fabric plane %1").arg(p + 1),
                                          NetworkRole::Compute,
                                          sw->technology,
                                          double(o.oversubscription),
                                          planes == 1 ? 0 : p + 1}));
    netStorage = b.addNetwork({{}, QCoreApplication::translate("Generator", "Storage fabric"), NetworkRole::Storage, Technology::Ethernet});
    netInband = b.addNetwork({{}, QCoreApplication::translate("Generator", "In-band management"), NetworkRole::InBand, Technology::Ethernet});
    netOob = b.addNetwork({{}, QCoreApplication::translate("Generator", "Out-of-band management"), NetworkRole::Oob, Technology::Ethernet});
    feedA = b.addFeed({{}, hallId, QStringLiteral("Feed A"), FeedSide::A, 0});
    feedB = o.dualFeed ? b.addFeed({{}, hallId, QStringLiteral("Feed B"), FeedSide::B, 0}) : FeedId();
    loop = b.addLoop({{}, hallId, QStringLiteral("Loop 1"), 10});
}

// One row per scalable unit: compute racks with the SU's rail leaves in the middle.
void GeneratorRun::buildScalableUnits()
{
    leaves.assign(size_t(fp.leaves) * size_t(planes), DeviceId());
    const int racksPerSu = divideRoundingUp(fp.nodesPerSu, nodesPerRack);
    const int netSlot = racksPerSu / 2; // middle of row; the end would lengthen the longest run
    summary.notes << QCoreApplication::translate("Generator", "Network rack in the middle of each SU row: longest node-to-leaf run %1 racks (at the row end: %2)")
                         .arg(std::max(netSlot, racksPerSu - netSlot))
                         .arg(racksPerSu);
    int nodeIndex = 0;
    const int railsPerLeaf = fp.railsPerLeaf, leavesPerSu = fp.leavesPerSu;
    int traysLeft = summary.nodes; // rack-scale: the last domain may be short of trays
    for (int su = 0; su < fp.sus; ++su) {
        const int suHall = split.hallOfSu[size_t(su)];
        HallBuilder &floor = floors[size_t(suHall)];
        floor.newRow(QStringLiteral("SU%1").arg(su + 1, 2, 10, QLatin1Char('0')));
        const int suNodes = std::min(fp.nodesPerSu, fabricNodes - su * fp.nodesPerSu);
        const int suRacks = divideRoundingUp(suNodes, nodesPerRack);
        int placed = 0;
        // The SU's rail leaves first (nodes cable to them), in network racks mid-row, plane by
        // plane, spread evenly over the racks (two planes in two racks keep apart). A leaf of a
        // rack-scale fabric serves `railsPerLeaf` consecutive ranks of every domain of the SU;
        // its `rail` is the first of them.
        const int mid = std::min(netSlot, suRacks);
        {
            const int perRack = divideRoundingUp(suLeaves, suNetRacks);
            RackId net;
            DeviceId oob;
            for (int k = 0; k < suLeaves; ++k) {
                const int p = k / leavesPerSu, l = k % leavesPerSu, inRack = k % perRack;
                if (inRack == 0) {
                    const int n = k / perRack;
                    const QString suffix = suNetRacks == 1 ? QString() : QString::number(n + 1);
                    net = floor.addRack(*netRackType, QStringLiteral("SU%1-N%2").arg(su + 1, 2, 10, QLatin1Char('0')).arg(suffix), mid + n);
                    oob = rackOob(net, QStringLiteral("oob-su%1-n%2").arg(su + 1).arg(suffix), netRackType->rackUnits - 1, suHall);
                }
                const int rail = l * railsPerLeaf;
                const QString name = planePrefix(p)
                                     + (railsPerLeaf == 1 ? QStringLiteral("leaf-su%1-r%2").arg(su + 1).arg(rail + 1)
                                                          : QStringLiteral("leaf-su%1-r%2-%3").arg(su + 1).arg(rail + 1).arg(rail + railsPerLeaf));
                const DeviceId leaf = b.addDevice({{}, net, sw->id, name, 2 + inRack * leafPitchU, netPlanes[size_t(p)], FabricTier::Leaf, su, rail});
                leaves[size_t(p) * size_t(fp.leaves) + size_t(su * leavesPerSu + l)] = leaf;
                connect(port(leaf, PortRole::Oob, 0), port(oob, PortRole::Oob, inRack));
            }
        }
        // A node's NIC of rank r lands on leaf r / g at port slot·g + r mod g: the g ports of one
        // node (one rack) are consecutive, so a twin-port cage serves one rack. On P planes port i
        // is rank i / P of plane i mod P.
        auto cableNode = [&](DeviceId n, int firstRank, int slotInSu) {
            for (int nic = 0; nic < nicsPerNode; ++nic) {
                const int p = nic % planes;
                const LeafPort at = railLeafPort(fp, su, slotInSu, firstRank + nic / planes);
                const DeviceId leaf = leaves[size_t(p) * size_t(fp.leaves) + size_t(at.leaf)];
                connect(port(n, PortRole::Compute, nic), port(leaf, PortRole::Compute, at.port));
            }
            addEthernetEndpoints(n, suHall);
        };
        for (int slot = 0; slot < suRacks + suNetRacks; ++slot) {
            if (slot >= mid && slot < mid + suNetRacks)
                continue;
            const int rackNo = slot < mid ? slot : slot - suNetRacks;
            const QString rackName = QStringLiteral("SU%1-R%2").arg(su + 1, 2, 10, QLatin1Char('0')).arg(rackNo + 1, 2, 10, QLatin1Char('0'));
            const RackId rack = floor.addRack(*rackType, rackName, slot);
            const DeviceId oob = rackOob(rack, QStringLiteral("oob-su%1-r%2").arg(su + 1).arg(rackNo + 1),
                                         rs ? layout.oobU : rackType->rackUnits - oobSw->uHeight + 1, suHall);
            if (rs) {
                // One NVLink domain: its trays in domain order (bottom-up), the NVLink switch trays
                // between them, the shelves below and above; every one on the rack's OOB switch.
                int oobPort = 0;
                auto mount = [&](const Part &p, const QString &name, int u) {
                    const DeviceId d = b.addDevice({{}, rack, p.id, name, u, {}, FabricTier::None, p.category == PartCategory::GpuServer ? su : -1});
                    connect(port(d, PortRole::Oob, 0), port(oob, PortRole::Oob, oobPort++));
                    return d;
                };
                std::vector<int> trayU = layout.lowerTrays;
                trayU.insert(trayU.end(), layout.upperTrays.begin(), layout.upperTrays.end());
                const int trays = std::min(rs->trays, traysLeft);
                for (int t = 0; t < trays; ++t, --traysLeft, ++nodeIndex)
                    cableNode(mount(*node, QStringLiteral("gpu%1").arg(nodeIndex + 1, 5, 10, QLatin1Char('0')), trayU[size_t(t)]), t * portsPerPlane, placed);
                for (size_t i = 0; i < layout.switchTrays.size(); ++i)
                    mount(*rs->switchTray, QStringLiteral("%1-NVSW%2").arg(rackName).arg(i + 1), layout.switchTrays[i]);
                for (size_t i = 0; i < layout.shelfA.size(); ++i) {
                    mount(*rs->shelf, QStringLiteral("%1-PS-A%2").arg(rackName).arg(i + 1), layout.shelfA[i]);
                    if (o.dualFeed)
                        mount(*rs->shelf, QStringLiteral("%1-PS-B%2").arg(rackName).arg(i + 1), layout.shelfB[i]);
                }
                ++placed;
                continue;
            }
            for (int k = 0; k < nodesPerRack && placed < suNodes; ++k, ++placed) {
                const DeviceId n = b.addDevice({{}, rack, node->id, QStringLiteral("gpu%1").arg(nodeIndex + 1, 5, 10, QLatin1Char('0')),
                                                2 + k * node->uHeight, {}, FabricTier::None, su});
                cableNode(n, 0, placed);
                connect(port(n, PortRole::Oob, 0), port(oob, PortRole::Oob, k));
                ++nodeIndex;
            }
        }
    }
}

} // namespace railyard
