#include "samplebuilder.h"

#include "generate/cduplacement.h"

#include "commands/editor.h"
#include "document/fragmentbuilder.h"

#include <QCoreApplication>
#include <functional>

namespace railyard {
namespace {


const Part *pick(const Catalog &catalog, PartCategory category, const std::function<bool(const Part &)> &fits)
{
    for (const Part *p : catalog.parts(category))
        if (fits(*p))
            return p;
    return nullptr;
}


constexpr int kNodes = 16;
constexpr int kNodesPerRack = 4;
constexpr int kRails = 8;
constexpr int kSpines = 4;
constexpr double kRackPitchM = 0.6;
constexpr int kOobCopperPorts = 48;
constexpr double kLoopHeatW = 200e3;

} // namespace

Status buildSampleDesign(Document &doc)
{
    const Catalog &cat = doc.catalog();
    const Part *node = pick(cat, PartCategory::GpuServer, [](const Part &p) {
        return p.gpus == 8 && p.model.contains(QLatin1String("H100"), Qt::CaseInsensitive) && p.liquidFraction == 0
               && p.portCount(PortRole::Compute) == 8;
    });
    const Part *ibSwitch = pick(cat, PartCategory::Switch, [](const Part &p) {
        return p.technology == Technology::InfiniBand && p.portCount(PortRole::Compute) >= 64;
    });
    const Part *storageSwitch = pick(cat, PartCategory::Switch,
                                     [](const Part &p) { return p.portCount(PortRole::Storage) >= 16; });
    const Part *oobSwitch = pick(cat, PartCategory::Switch, [](const Part &p) { return p.portCount(PortRole::Oob) > kOobCopperPorts + 4; });
    // The rear-door type that rejects the most heat: four 10.2 kW nodes need more than 40 kW.
    const Part *rearDoorRack = nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack))
        if (p->coolingType == CoolingType::RearDoor && (!rearDoorRack || p->coolingCapacityW > rearDoorRack->coolingCapacityW))
            rearDoorRack = p;
    const Part *airRack = pick(cat, PartCategory::Rack, [](const Part &p) { return p.coolingType == CoolingType::Air; });
    const Part *pdu = nullptr;
    for (const Part *p : cat.parts(PartCategory::Pdu))
        if (!pdu || p->capacityW > pdu->capacityW)
            pdu = p;
    // The smallest CDU that carries the compute row's ~170 kW alone, so two give N+1.
    const Part *cdu = nullptr;
    for (const Part *p : cat.parts(PartCategory::Cdu))
        if (p->capacityW >= kLoopHeatW && (!cdu || p->capacityW < cdu->capacityW))
            cdu = p;
    const Part *storage = pick(cat, PartCategory::Storage, [](const Part &) { return true; });

    const std::pair<const Part *, const char *> needed[] = {
        {node, "an 8-GPU H100 server with 8 compute ports"},
        {ibSwitch, "an InfiniBand switch with 64 compute ports"},
        {storageSwitch, "a switch with 16 or more storage ports"},
        {oobSwitch, "a switch with 48 or more out-of-band ports"},
        {rearDoorRack, "a rear-door rack"},
        {airRack, "an air-cooled rack"},
        {pdu, "a PDU"},
        {cdu, "a CDU"},
        {storage, "a storage node"},
    };
    for (const auto &[part, what] : needed)
        if (!part)
            return Status::failure(QCoreApplication::translate("SampleBuilder", "The catalog has no %1, which the sample design needs.").arg(QLatin1String(what)));

    FragmentBuilder b(doc);
    Hall hall;
    hall.name = QStringLiteral("H1");
    hall.widthM = 16;
    hall.depthM = 10;
    hall.floorRatingKPa = 12;
    hall.pointLoadRatingKN = 4.5;
    hall.utilityFeedW = 600e3;
    hall.pue = 1.25;
    hall.supplyWaterC = 30;
    hall.returnWaterC = 40;
    hall.airCoolingW = 150e3;
    const HallId h = b.addHall(hall);

    const NetworkId compute = b.addNetwork({{}, QCoreApplication::translate("SampleBuilder", "Compute fabric"), NetworkRole::Compute, Technology::InfiniBand});
    const NetworkId storageNet = b.addNetwork({{}, QCoreApplication::translate("SampleBuilder", "Storage fabric"), NetworkRole::Storage, Technology::Ethernet});
    const NetworkId oob = b.addNetwork({{}, QCoreApplication::translate("SampleBuilder", "Out-of-band management"), NetworkRole::Oob, Technology::Ethernet});

    const FeedId feedA = b.addFeed({{}, h, QStringLiteral("Feed A"), FeedSide::A, 600e3});
    const FeedId feedB = b.addFeed({{}, h, QStringLiteral("Feed B"), FeedSide::B, 600e3});
    const LoopId loop = b.addLoop({{}, h, QStringLiteral("Loop 1"), 10, hall.supplyWaterC});
    double cduX = 0;
    for (int i = 1; i <= 2; ++i) // N+1: either CDU carries the row alone
        b.addCdu(cduAgainstWall(loop, *cdu, QStringLiteral("Loop 1 CDU %1").arg(i), cduX));

    const RowId rowA = b.addRow(h, QStringLiteral("A"));
    const RowId rowB = b.addRow(h, QStringLiteral("B"));

    // Row A faces -y, row B faces +y: their backs share the hot aisle between y = 3.6 and 4.8.
    auto addRack = [&](RowId row, const QString &name, int slot, const Part *type, bool liquid) {
        Rack r;
        r.row = row;
        r.name = name;
        r.xM = 2.0 + kRackPitchM / 2 + slot * kRackPitchM;
        r.yM = row == rowA ? 3.0 : 5.4;
        r.rotationDeg = row == rowA ? 180 : 0;
        r.part = type->id;
        r.pduA = b.addPdu({{}, feedA, pdu->id, name + QStringLiteral("-PDU-A")});
        r.pduB = b.addPdu({{}, feedB, pdu->id, name + QStringLiteral("-PDU-B")});
        r.loop = liquid ? loop : LoopId();
        return b.addRack(r);
    };
    auto addDevice = [&](RackId rack, const Part *part, int u, const QString &name, NetworkId net = {},
                         FabricTier tier = FabricTier::None, int su = -1, int rail = -1) {
        return b.addDevice({{}, rack, part->id, name, u, net, tier, su, rail});
    };

    QString missing;
    auto connect = [&](const Port *x, const Port *y, const char *what) {
        if (x && y)
            b.addCable(x->id, y->id);
        else if (missing.isEmpty())
            missing = QLatin1String(what);
    };

    // Network row: rail leaves and spines, storage leaf and the fabric's OOB switch.
    const RackId net = addRack(rowB, QStringLiteral("B01"), 0, airRack, false);
    std::vector<DeviceId> leaves, spines;
    for (int rail = 0; rail < kRails; ++rail)
        leaves.push_back(addDevice(net, ibSwitch, 10 + rail * ibSwitch->uHeight,
                                   QStringLiteral("ib-leaf-su1-r%1").arg(rail + 1), compute, FabricTier::Leaf, 0, rail));
    for (int s = 0; s < kSpines; ++s)
        spines.push_back(addDevice(net, ibSwitch, 30 + s * ibSwitch->uHeight, QStringLiteral("ib-spine-%1").arg(s + 1),
                                   compute, FabricTier::Spine));
    const DeviceId storLeaf = addDevice(net, storageSwitch, 40, QStringLiteral("stor-leaf-1"), storageNet, FabricTier::Leaf);
    const DeviceId netOob = addDevice(net, oobSwitch, 42, QStringLiteral("oob-B01"), oob, FabricTier::Leaf);
    const RackId storRack = addRack(rowB, QStringLiteral("B02"), 1, airRack, false);
    std::vector<DeviceId> storageNodes;
    for (int i = 0; i < 2; ++i)
        storageNodes.push_back(addDevice(storRack, storage, 10 + i * std::max(1, storage->uHeight),
                                         QStringLiteral("stor-%1").arg(i + 1)));

    // Leaf uplinks: every leaf has kPerSpine links to every spine (same count to each spine).
    const int downPorts = kNodes;
    const int perSpine = kNodes / kSpines;
    for (int l = 0; l < kRails; ++l)
        for (int s = 0; s < kSpines; ++s)
            for (int k = 0; k < perSpine; ++k) {
                connect(b.port(leaves[size_t(l)], PortRole::Compute, downPorts + s * perSpine + k),
                        b.port(spines[size_t(s)], PortRole::Compute, l * perSpine + k), "leaf to spine");
            }

    // Compute row: NIC i of every node lands on the rail-i leaf, in the port numbered by node.
    int storagePort = 0;
    int oobPort = 0;
    for (int r = 0; r < kNodes / kNodesPerRack; ++r) {
        const QString rackName = QStringLiteral("A%1").arg(r + 1, 2, 10, QLatin1Char('0'));
        const RackId rack = addRack(rowA, rackName, r, rearDoorRack, true);
        const DeviceId rackOob = addDevice(rack, oobSwitch, 42, QStringLiteral("oob-%1").arg(rackName), oob, FabricTier::Leaf);
        int rackOobPort = 0;
        for (int n = 0; n < kNodesPerRack; ++n) {
            const int index = r * kNodesPerRack + n;
            const DeviceId dev = addDevice(rack, node, 2 + n * node->uHeight,
                                           QStringLiteral("gpu%1").arg(index + 1, 3, 10, QLatin1Char('0')), {},
                                           FabricTier::None, 0);
            for (int rail = 0; rail < kRails; ++rail)
                connect(b.port(dev, PortRole::Compute, rail), b.port(leaves[size_t(rail)], PortRole::Compute, index),
                        "node to leaf");
            if (const Port *s = b.port(dev, PortRole::Storage, 0))
                connect(s, b.port(storLeaf, PortRole::Storage, storagePort++), "node to storage leaf");
            if (const Port *m = b.port(dev, PortRole::Oob, 0))
                connect(m, b.port(rackOob, PortRole::Oob, rackOobPort++), "BMC to management switch");
        }
        // The rack's management switch uplinks to the network rack's OOB switch.
        // The rack's management switch uplinks over its first port past the 48 copper ones.
        connect(b.port(rackOob, PortRole::Oob, kOobCopperPorts), b.port(netOob, PortRole::Oob, kOobCopperPorts + r),
                "management uplink");
    }
    for (const auto &group : {leaves, spines})
        for (DeviceId sw : group)
            connect(b.port(sw, PortRole::Oob, ibSwitch->portCount(PortRole::Oob) - 1),
                    b.port(netOob, PortRole::Oob, oobPort++), "switch management port");
    for (DeviceId st : storageNodes) {
        if (const Port *s = b.port(st, PortRole::Storage, 0))
            connect(s, b.port(storLeaf, PortRole::Storage, storagePort++), "storage node to storage leaf");
        if (const Port *m = b.port(st, PortRole::Oob, 0))
            connect(m, b.port(netOob, PortRole::Oob, oobPort++), "storage BMC to management switch");
    }
    if (!missing.isEmpty())
        return Status::failure(QCoreApplication::translate("SampleBuilder", "The catalog's parts have too few ports for the sample design (%1).").arg(missing));

    Site site = doc.site();
    site.name = QCoreApplication::translate("SampleBuilder", "Sample AI hall");
    Editor editor(doc);
    editor.insert(b.take(), QCoreApplication::translate("SampleBuilder", "Create sample design"));
    editor.setSite(site, Site::kName);
    return {};
}

} // namespace railyard
