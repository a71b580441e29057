#include "syntheticdesign.h"

#include "catalog/catalogcsv.h"
#include "commands/editor.h"

#include <cmath>

namespace railyard::bench {
namespace {

const Part &need(const Catalog &c, const char *number)
{
    const Part *p = c.find(QLatin1String(number));
    if (!p)
        qFatal("bundled catalog has no %s", number);
    return *p;
}

} // namespace

std::unique_ptr<Document> buildSyntheticDesign(int gpus)
{
    auto catalog = bundledCatalog();
    if (!catalog)
        qFatal("%s", qPrintable(catalog.error()));
    auto doc = std::make_unique<Document>(std::move(*catalog));
    const Catalog &cat = doc->catalog();
    const Part &node = need(cat, "DGX-H100");
    const Part &ib = need(cat, "MQM9700-NS2F");
    const Part &oob = need(cat, "SN2201");
    const Part &rackPart = need(cat, "RACK-RDHX-A-48U");
    const Part &netRack = need(cat, "RACK-AIR-48U-600x1200-HAC");
    const Part &pdu = need(cat, "PDU-3P-415V-80A-HD");
    const Part &cdu = need(cat, "CDU-FACILITY-1350KW");

    const int nodes = gpus / 8;
    const int nodesPerSu = 32;
    const int sus = (nodes + nodesPerSu - 1) / nodesPerSu;
    const int leaves = sus * 8;
    const bool threeTier = leaves > 64; // a 64-port spine serves at most 64 leaves
    const int spines = threeTier ? leaves : leaves / 2;
    const int cores = threeTier ? leaves / 2 : 0;
    constexpr int kRacksPerRow = 20;
    constexpr double kPitch = 0.6;
    constexpr double kRowSpacing = 2.4;

    FragmentBuilder b(*doc);
    Hall hall;
    hall.name = QStringLiteral("H1");
    hall.widthM = kRacksPerRow * kPitch + 6;
    hall.pue = 1.3;
    hall.floorRatingKPa = 12;
    hall.pointLoadRatingKN = 4.5;
    const HallId h = b.addHall(hall);
    const NetworkId computeNet = b.addNetwork({{}, QStringLiteral("Compute"), NetworkRole::Compute, Technology::InfiniBand});
    const NetworkId oobNet = b.addNetwork({{}, QStringLiteral("OOB"), NetworkRole::Oob, Technology::Ethernet});
    const FeedId feedA = b.addFeed({{}, h, QStringLiteral("A"), FeedSide::A, 0});
    const FeedId feedB = b.addFeed({{}, h, QStringLiteral("B"), FeedSide::B, 0});
    const LoopId loop = b.addLoop({{}, h, QStringLiteral("Loop"), 10});
    b.addCdu({{}, loop, cdu.id, QStringLiteral("Loop CDU 1"), 0.5, 0.5});
    b.addCdu({{}, loop, cdu.id, QStringLiteral("Loop CDU 2"), 1.5, 0.5});

    int rackCount = 0;
    RowId row;
    auto nextRack = [&](const Part &type, bool liquid) {
        if (rackCount % kRacksPerRow == 0)
            row = b.addRow(h, QStringLiteral("R%1").arg(rackCount / kRacksPerRow + 1));
        const int slot = rackCount % kRacksPerRow;
        const int rowIndex = rackCount / kRacksPerRow;
        ++rackCount;
        Rack r;
        r.row = row;
        r.name = QStringLiteral("K%1").arg(rackCount, 5, 10, QLatin1Char('0'));
        r.xM = 3 + slot * kPitch + kPitch / 2;
        r.yM = 2 + rowIndex * kRowSpacing;
        r.rotationDeg = rowIndex % 2 ? 0 : 180;
        r.part = type.id;
        r.pduA = b.addPdu({{}, feedA, pdu.id, r.name + QStringLiteral("-A")});
        r.pduB = b.addPdu({{}, feedB, pdu.id, r.name + QStringLiteral("-B")});
        r.loop = liquid ? loop : LoopId();
        hall.depthM = r.yM + 3;
        return b.addRack(r);
    };

    // Switches first, sixteen to a network rack.
    std::vector<DeviceId> leafIds, spineIds, coreIds;
    RackId net;
    int inRack = 16;
    auto addSwitch = [&](const QString &name, FabricTier tier, int su, int rail) {
        if (inRack == 16) {
            net = nextRack(netRack, false);
            inRack = 0;
        }
        return b.addDevice({{}, net, ib.id, name, 2 + 2 * inRack++, computeNet, tier, su, rail});
    };
    for (int l = 0; l < leaves; ++l)
        leafIds.push_back(addSwitch(QStringLiteral("leaf-%1").arg(l), FabricTier::Leaf, l / 8, l % 8));
    for (int s = 0; s < spines; ++s)
        spineIds.push_back(addSwitch(QStringLiteral("spine-%1").arg(s), FabricTier::Spine, -1, -1));
    for (int c = 0; c < cores; ++c)
        coreIds.push_back(addSwitch(QStringLiteral("core-%1").arg(c), FabricTier::Core, -1, -1));

    auto port = [&](DeviceId d, PortRole role, int index) {
        const Port *p = b.port(d, role, index);
        if (!p)
            qFatal("synthetic design: no port %d", index);
        return p->id;
    };
    // Leaf up-links: 32 per leaf, spread over spines (two-tier) or the pod's spines (three-tier).
    for (int l = 0; l < leaves; ++l) {
        for (int k = 0; k < 32; ++k) {
            const int s = threeTier ? (l / 32) * 32 + k % 32 : k % spines;
            const int slot = threeTier ? l % 32 + 32 : l % 64;
            if (size_t(s) < spineIds.size())
                b.addCable(port(leafIds[size_t(l)], PortRole::Compute, 32 + k), port(spineIds[size_t(s)], PortRole::Compute, slot % 64));
        }
    }
    for (int s = 0; threeTier && s < spines; ++s)
        for (int k = 0; k < 32; ++k)
            b.addCable(port(spineIds[size_t(s)], PortRole::Compute, k), port(coreIds[size_t((s * 32 + k) % cores)], PortRole::Compute, (s / 2) % 64));

    // Compute racks: four nodes, an OOB switch; NIC i to the rail-i leaf of the node's SU.
    RackId rack;
    DeviceId rackOob;
    for (int n = 0; n < nodes; ++n) {
        if (n % 4 == 0) {
            rack = nextRack(rackPart, true);
            rackOob = b.addDevice({{}, rack, oob.id, QStringLiteral("oob-%1").arg(n / 4), 46, oobNet});
        }
        const DeviceId d = b.addDevice({{}, rack, node.id, QStringLiteral("gpu%1").arg(n, 5, 10, QLatin1Char('0')),
                                        2 + (n % 4) * 8, {}, FabricTier::None, n / nodesPerSu});
        const int su = n / nodesPerSu;
        for (int rail = 0; rail < 8; ++rail)
            b.addCable(port(d, PortRole::Compute, rail), port(leafIds[size_t(su * 8 + rail)], PortRole::Compute, n % nodesPerSu));
        b.addCable(port(d, PortRole::Oob, 0), port(rackOob, PortRole::Oob, n % 4));
    }
    Editor(*doc).insert(b.take(), QStringLiteral("synthetic"));
    doc->undoStack()->clear();
    return doc;
}

} // namespace railyard::bench
