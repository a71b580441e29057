#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "engine/pducapacity.h"
#include "engine/physics.h"
#include "generate/computeswitch.h"
#include "generate/generator.h"
#include "report/designinfo.h"
#include "rules/ruleprovider.h"

#include <QCryptographicHash>
#include <QMap>

#include <set>

using namespace railyard;

Q_DECLARE_METATYPE(railyard::GeneratorOptions)

namespace {

std::unique_ptr<Document> generated(const GeneratorOptions &o, GenerationSummary *summary = nullptr)
{
    auto catalog = bundledCatalog();
    auto doc = std::make_unique<Document>(std::move(*catalog));
    auto s = generateDesign(*doc, o);
    if (!s)
        qFatal("%s", qPrintable(s.error()));
    if (summary)
        *summary = *s;
    return doc;
}

GeneratorOptions superPod(int gpus)
{
    GeneratorOptions o;
    o.gpus = gpus;
    o.nodePart = QStringLiteral("DGX-B200");
    return o;
}

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT
private slots:
    // NVIDIA DGX B200 SuperPOD (8 GPUs/node, 32-node SU, 64-port switches, 1:1).
    void matchesSuperPodTable_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("nodeLeaf");
        QTest::addColumn<int>("leafSpine");
        QTest::addColumn<int>("spineCore");
        QTest::newRow("2 SU") << 512 << 16 << 8 << 0 << 512 << 512 << 0;
        QTest::newRow("4 SU") << 1024 << 32 << 16 << 0 << 1024 << 1024 << 0;
        QTest::newRow("16 SU") << 4096 << 128 << 128 << 64 << 4096 << 4096 << 4096;
    }
    void matchesSuperPodTable()
    {
        QFETCH(int, gpus);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, nodeLeaf);
        QFETCH(int, leafSpine);
        QFETCH(int, spineCore);
        auto doc = generated(superPod(gpus));
        const DesignInfo info = computeDesignInfo(*doc);
        QCOMPARE(info.gpus, gpus);
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("leaf")), leaves);
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("spine")), spines);
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("core")), cores);
        QCOMPARE(info.cablesByTier.at(QStringLiteral("node_leaf")), nodeLeaf);
        QCOMPARE(info.cablesByTier.at(QStringLiteral("leaf_spine")), leafSpine);
        QCOMPARE(info.cablesByTier.at(QStringLiteral("spine_core")), spineCore);
    }

    // NVIDIA DGX SuperPOD with DGX B300 + Quantum-X800 (XDR) InfiniBand, RA-11339-001, "DGX
    // SuperPOD Architecture", Table 3 (docs.nvidia.com/dgx-superpod/reference-architecture/
    // scalable-infrastructure-b300-xdr/latest/dgx-superpod-architecture.html): 72-node SU, one
    // 144-port Q3400 leaf per rail (72 down, 72 up at 800G). The 18-SU row prints 9,216 GPUs,
    // a typo for 1,296 x 8 = 10,368, which its cable columns carry.
    void matchesB300XdrTable_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cables"); // node-leaf and leaf-spine alike
        QTest::newRow("1 SU") << 72 << 8 << 4 << 576;
        QTest::newRow("2 SU") << 144 << 16 << 8 << 1152;
        QTest::newRow("4 SU") << 288 << 32 << 18 << 2304;
        QTest::newRow("8 SU") << 576 << 64 << 36 << 4608;
        QTest::newRow("18 SU") << 1296 << 144 << 72 << 10368;
    }
    void matchesB300XdrTable()
    {
        QFETCH(int, nodes);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cables);
        GeneratorOptions o;
        o.gpus = nodes * 8;
        o.nodePart = QStringLiteral("DGX-B300");
        o.computeSwitchPart = QStringLiteral("Q3400-RA");
        GenerationSummary s;
        auto doc = generated(o, &s);
        QCOMPARE(s.compute.tiers, 2);
        QCOMPARE(s.compute.downPerLeaf, 72);
        const DesignInfo info = computeDesignInfo(*doc);
        QCOMPARE(info.gpus, nodes * 8);
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("leaf")), leaves);
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("spine")), spines);
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("core")), 0);
        QCOMPARE(info.cablesByTier.at(QStringLiteral("node_leaf")), cables);
        QCOMPARE(info.cablesByTier.at(QStringLiteral("leaf_spine")), cables);
        QCOMPARE(info.cablesByTier.at(QStringLiteral("spine_core")), 0);
    }

    // Two tiers of 144-port Q3400s hold 144 x 72 = 10,368 endpoints (the 18-SU row uses every
    // port); one node more, 10,376 GPUs, needs a third tier.
    void q3400TwoTierLimit()
    {
        QCOMPARE(maxEndpointsTwoTier(144, 1), int64_t(10368));
        GeneratorOptions o;
        o.gpus = 10376;
        o.nodePart = QStringLiteral("DGX-B300");
        o.computeSwitchPart = QStringLiteral("Q3400-RA");
        GenerationSummary s;
        auto doc = generated(o, &s);
        QCOMPARE(s.compute.tiers, 3);
        QVERIFY(s.compute.cores > 0);
        QCOMPARE(computeDesignInfo(*doc).cablesByTier.at(QStringLiteral("node_leaf")), 10376);
    }

    // Two tiers hold k²/2 = 2,048 endpoints at k = 64 (not 4,096); one more node needs three.
    void twoTierLimit()
    {
        QCOMPARE(maxEndpointsTwoTier(64, 1), int64_t(2048));
        QCOMPARE(maxEndpointsThreeTier(64, 1), int64_t(65536));
        auto at = planComputeFabric({256, 8, 64, 1, 32, 0});
        QVERIFY(at.ok());
        QCOMPARE(at->tiers, 2);
        QCOMPARE(at->spines, 32);
        auto past = planComputeFabric({257, 8, 64, 1, 32, 0});
        QVERIFY(past.ok());
        QCOMPARE(past->tiers, 3);
        auto beyond = planComputeFabric({8193, 8, 64, 1, 32, 0});
        QVERIFY(!beyond.ok());
        QVERIFY2(beyond.error().contains(QLatin1String("65536")), qPrintable(beyond.error()));
    }

    // The rail rule by construction: NIC i of every node lands on the rail-i leaf of its SU,
    // every leaf has the same number of links to every spine.
    void railAlignedAndEven()
    {
        auto doc = generated(superPod(1024));
        int checked = 0;
        std::map<std::pair<uint32_t, uint32_t>, int> leafSpineLinks;
        for (const Cable &c : doc->cables()) {
            const Port &pa = doc->ports().at(c.a), &pb = doc->ports().at(c.b);
            const Device &a = doc->devices().at(pa.device), &b = doc->devices().at(pb.device);
            if (pa.role != PortRole::Compute)
                continue;
            if (doc->catalog().at(a.part).gpus > 0) {
                QCOMPARE(b.tier, FabricTier::Leaf);
                QCOMPARE(b.rail, pa.index);
                QCOMPARE(b.su, a.su);
                ++checked;
            } else if (a.tier == FabricTier::Leaf && b.tier == FabricTier::Spine
                       && doc->networks().at(a.network).role == NetworkRole::Compute) { // not the storage fabric's
                ++leafSpineLinks[{a.id.value, b.id.value}];
            }
        }
        QCOMPARE(checked, 1024);
        QCOMPARE(leafSpineLinks.size(), size_t(32 * 16));
        for (const auto &[pair, n] : leafSpineLinks)
            QCOMPARE(n, 2);
    }

    // The out-of-band network reaches every BMC, switch management port and PDU controller.
    void oobReachesEveryEndpoint()
    {
        auto doc = generated(superPod(1024));
        int endpoints = 0;
        for (const Device &d : doc->devices()) {
            const Part &part = doc->catalog().at(d.part);
            const bool managed = part.category == PartCategory::GpuServer || part.category == PartCategory::Storage
                                 || part.category == PartCategory::Pdu || part.category == PartCategory::Cdu
                                 || part.category == PartCategory::Switch;
            if (!managed)
                continue;
            // The device's own management port: its only OOB port, or a switch's lone M1.
            PortId mgmt;
            for (PortId p : doc->portsOf(d.id)) {
                const Port &port = doc->ports().at(p);
                if (port.role == PortRole::Oob && (port.name == QLatin1String("M1")))
                    mgmt = p;
            }
            const Network *net = doc->networks().find(d.network);
            if (!mgmt || (net && net->role == NetworkRole::Oob))
                continue; // OOB switches themselves are the network
            ++endpoints;
            QVERIFY2(!doc->cablesAt(mgmt).empty(), qPrintable(d.name));
            const Cable &c = doc->cables().at(*doc->cablesAt(mgmt).begin());
            const Device &far = doc->devices().at(doc->ports().at(doc->otherEnd(c, mgmt)).device);
            QCOMPARE(doc->networks().at(far.network).role, NetworkRole::Oob);
        }
        QVERIFY(endpoints > 128 + 2 * 24); // nodes, PDUs (two per rack), switches, CDUs
        int cdus = 0;
        for (const Device &d : doc->devices())
            cdus += doc->catalog().at(d.part).category == PartCategory::Cdu;
        QCOMPARE(size_t(cdus), doc->cdusOf(doc->loops().begin()->id).size()); // every CDU of the loop is managed
    }

    void deterministic()
    {
        auto a = generated(superPod(512));
        auto b = generated(superPod(512));
        QCOMPARE(dumpDesign(*a), dumpDesign(*b));
    }

    // A generated design sits within its own facility limits.
    void designFitsItsLimits()
    {
        GeneratorOptions o = superPod(1024);
        o.nodePart = QStringLiteral("HGX-B200-8GPU-DLC-4U");
        auto doc = generated(o);
        Engine engine(*doc);
        QCOMPARE(engine.overReachCables(), int64_t(0));
        QCOMPARE(engine.unroutedCables(), int64_t(0));
        for (const Rack &r : doc->racks()) {
            const Part &type = doc->catalog().at(r.part);
            const LoadSums s = engine.rack(r.id);
            QVERIFY2(s.itMaxMw() <= toMilli(type.capacityW), qPrintable(r.name));
            // The side's PDUs together, at 80 % continuous (docs/ENGINE.md, "PDU derating").
            const Pdu &side = doc->pdus().at(r.pduA);
            QVERIFY2(engine.pdu(r.pduA).failoverMw <= toMilli(pduContinuousW(doc->catalog().at(side.part), side)), qPrintable(r.name));
        }
        for (const PowerFeed &f : doc->feeds())
            QVERIFY(engine.feed(f.id).failoverMw <= toMilli(f.capacityW));
        for (const CoolingLoop &l : doc->loops()) {
            const int64_t heat = engine.loop(l.id).liquidMw;
            int64_t sum = 0, largest = 0;
            for (CduId c : doc->cdusOf(l.id)) {
                const int64_t cap = toMilli(doc->catalog().at(doc->cdus().at(c).part).capacityW);
                sum += cap;
                largest = std::max(largest, cap);
            }
            QVERIFY(heat <= sum - largest); // N+1
        }
        // Every network on its own switches: no switch carries cables of two networks.
        for (const Device &d : doc->devices()) {
            if (doc->catalog().at(d.part).category != PartCategory::Switch)
                continue;
            QVERIFY(d.network);
        }
    }

    void badInputNamesTheConstraint_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("oversubscription");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not whole nodes") << 1001 << 1 << QStringLiteral("1000 and 1008");
        QTest::newRow("oversubscription") << 512 << 64 << QStringLiteral("give a ratio from 1 to 63");
        QTest::newRow("beyond three tiers") << 65544 << 1 << QStringLiteral("65536");
        QTest::newRow("zero") << 0 << 1 << QStringLiteral("at least 8");
    }
    void badInputNamesTheConstraint()
    {
        QFETCH(int, gpus);
        QFETCH(int, oversubscription);
        QFETCH(QString, expected);
        auto catalog = bundledCatalog();
        Document doc(std::move(*catalog));
        GeneratorOptions o = superPod(gpus);
        o.oversubscription = oversubscription;
        auto s = generateDesign(doc, o);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(expected), qPrintable(s.error()));
        QCOMPARE(doc.racks().size(), 0); // nothing half-built
    }

    // Issue #19, defect 4: DLC racks for an air-cooled node came out with 0 kW to liquid and no
    // CDUs, and a liquid-cooled node in air racks sent its heat to air; both are refused with the
    // nodes that fit. More nodes per rack than a limit allows are built, with a warning.
    void coolingMustFitTheNode()
    {
        Document doc(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = 256;
        o.nodePart = QStringLiteral("DGX-B200");
        o.cooling = CoolingType::Dlc;
        auto air = generateDesign(doc, o);
        QVERIFY(!air.ok());
        QVERIFY2(air.error().contains(QStringLiteral("DGX-B200 is air-cooled")) && air.error().contains(QStringLiteral("HGX-B200-8GPU-DLC-4U")),
                 qPrintable(air.error()));
        QCOMPARE(doc.racks().size(), 0);
        o.nodePart = QStringLiteral("HGX-B200-8GPU-DLC-4U");
        for (CoolingType c : {CoolingType::Air, CoolingType::RearDoor}) {
            o.cooling = c;
            auto liquid = generateDesign(doc, o);
            QVERIFY(!liquid.ok());
            QVERIFY2(liquid.error().contains(QStringLiteral("needs direct liquid cooling")) && liquid.error().contains(QStringLiteral("DGX-B200")),
                     qPrintable(liquid.error()));
        }
        QCOMPARE(doc.racks().size(), 0);

        o.cooling = CoolingType::Dlc;
        auto fits = generateDesign(doc, o);
        QVERIFY(fits.ok());
        QVERIFY(fits->warnings.isEmpty());
        // Up to three PDUs per side carry ten 13 kW nodes; the 12 kPa floor stops them at six.
        o.nodesPerRack = 7;
        Document dense(std::move(*bundledCatalog()));
        auto over = generateDesign(dense, o);
        QVERIFY(over.ok());
        QCOMPARE(over->warnings.size(), 1);
        QVERIFY2(over->warnings.front().contains(QStringLiteral("floor rating")) && over->warnings.front().contains(QStringLiteral("(6)")),
                 qPrintable(over->warnings.front()));
    }

    // A hall a building can have: 16,384 H100 GPUs came out as 16 × 183 m with 10 of 23 CDUs
    // past its side. Now the rows stand in blocks with cross aisles so the hall's long side is at
    // most twice its short one (editable), and every CDU stands in the hall with its footprint.
    void hallsKeepABuildableAspect()
    {
        GeneratorOptions o = superPod(16384);
        o.nodePart = QStringLiteral("DGX-H100");
        auto doc = generated(o);
        auto within = [](const Document &d, double aspect) {
            for (const Hall &h : d.halls())
                if (std::max(h.widthM, h.depthM) > aspect * std::min(h.widthM, h.depthM))
                    return false;
            return true;
        };
        QCOMPARE(int(doc->halls().size()), 1);
        const Hall &hall = *doc->halls().begin();
        QVERIFY2(within(*doc, 2), qPrintable(QStringLiteral("%1 x %2 m").arg(hall.widthM).arg(hall.depthM)));
        QCOMPARE(int(doc->cdus().size()), 23);
        for (const Cdu &c : doc->cdus()) {
            const Part &p = doc->catalog().at(c.part);
            QVERIFY2(c.xM - p.widthM / 2 >= 0 && c.xM + p.widthM / 2 <= hall.widthM && c.yM - p.depthM / 2 >= 0 && c.yM + p.depthM / 2 <= hall.depthM,
                     qPrintable(c.name));
        }
        const Engine engine(*doc);
        const auto problems = test::problemsButInlets(*doc, engine);
        QVERIFY2(problems.empty(), qPrintable(problems.empty() ? QString() : problems.front().message));
        // A squarer hall asked: more blocks.
        o.maxHallAspect = 1.3;
        auto square = generated(o);
        QVERIFY(within(*square, 1.3));
        QVERIFY(square->halls().begin()->widthM > hall.widthM);
        o.maxHallAspect = 0.5;
        Document refused(std::move(*bundledCatalog()));
        auto no = generateDesign(refused, o);
        QVERIFY(!no.ok());
        QVERIFY2(no.error().contains(QLatin1String("long side over its short side")), qPrintable(no.error()));
    }

    // A deep stack of rows is laid out in blocks side by side: the hall comes out about square,
    // every rack stands on its floor, and the design clears every rule (reach included).
    void largeHallsLayOutInBlocks()
    {
        // 32,768 B200 GPUs draw 65 MW: two halls within the 40 MW a hall may hold by default,
        // one hall within a site that allows 80 MW per hall.
        {
            GenerationSummary s;
            auto split = generated(superPod(32768), &s);
            QCOMPARE(s.halls, 2);
            QCOMPARE(int(split->halls().size()), 2);
            const Engine engine(*split);
            const auto problems = test::problemsButInlets(*split, engine);
            QVERIFY2(problems.empty(), qPrintable(problems.empty() ? QString() : problems.front().message));
        }
        GeneratorOptions o = superPod(32768);
        o.maxHallItW = 80e6;
        auto doc = generated(o);
        QCOMPARE(doc->site().maxHallItW, 80e6);
        QCOMPARE(int(doc->halls().size()), 1);
        {
            // That one hall, as a design made before sites were split (or under a larger limit),
            // is still reported against a 40 MW limit.
            Site site = doc->site();
            site.maxHallItW = 40e6;
            Editor(*doc).setSite(site, Site::kLimits);
            const Engine engine(*doc);
            const auto problems = test::problemsButInlets(*doc, engine);
            QCOMPARE(problems.size(), size_t(1));
            QCOMPARE(problems.front().code, QStringLiteral("HALL_IT_OVER_SITE_LIMIT"));
            doc->undoStack()->undo();
        }
        const Hall &hall = *doc->halls().begin();
        QVERIFY2(hall.depthM <= 310, qPrintable(QString::number(hall.depthM)));
        QVERIFY2(hall.widthM > 2 * 16 && hall.widthM < 3 * hall.depthM, qPrintable(QStringLiteral("%1 x %2").arg(hall.widthM).arg(hall.depthM)));
        for (const Rack &r : doc->racks())
            QVERIFY(r.xM > 0 && r.xM < hall.widthM && r.yM > 0 && r.yM < hall.depthM);
        const Engine engine(*doc);
        const auto problems = test::problemsButInlets(*doc, engine);
        QVERIFY2(problems.empty(), qPrintable(problems.empty() ? QString() : problems.front().message));
        // Smaller designs keep one stack of rows.
        auto small = generated(superPod(1024));
        QCOMPARE(small->halls().begin()->widthM, std::ceil(small->halls().begin()->widthM));
        double maxX = 0;
        for (const Rack &r : small->racks())
            maxX = std::max(maxX, r.xM);
        QVERIFY(maxX < 20);
    }

    void singleFeedAndHallSize()
    {
        GeneratorOptions o = superPod(512);
        o.dualFeed = false;
        o.hallWidthM = 40;
        o.hallDepthM = 30;
        auto doc = generated(o);
        QCOMPARE(doc->feeds().size(), 1);
        for (const Rack &r : doc->racks())
            QVERIFY(r.pduA && !r.pduB);
        QCOMPARE(doc->halls().begin()->widthM, 40.0);
        auto catalog = bundledCatalog();
        Document small(std::move(*catalog));
        o.hallWidthM = 5;
        auto s = generateDesign(small, o);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(QLatin1String("the layout needs a hall of")), qPrintable(s.error()));
    }

    // Oversubscription r:1 of the links connected: of the SU sizes up to the one that fills a
    // leaf at the ratio, the one with the fewest switches; a given SU size gets ⌈slots / r⌉
    // uplinks and leaves the rest of the leaf unused, stated.
    void oversubscribedLeaves()
    {
        auto plan = planComputeFabric({64, 8, 64, 3, 0, 0});
        QVERIFY(plan.ok());
        auto filled = planComputeFabric({64, 8, 64, 3, 48, 0});
        QVERIFY(filled.ok());
        const auto switches = [](const FabricPlan &p) { return p.leaves + p.spines + p.cores; };
        // 48-node SUs: 16 leaves and 4 spines (16 uplinks divide as 4); 45 nodes: 15 uplinks on 3.
        QCOMPARE(switches(*filled), 16 + 4);
        QCOMPARE(plan->downPerLeaf, 45);
        QCOMPARE(plan->upPerLeaf, 15);
        QCOMPARE(switches(*plan), 16 + 3);
        auto two = planComputeFabric({84, 8, 64, 2, 0, 0}); // refused before: 2 does not divide 64 ports
        QVERIFY2(two.ok(), qPrintable(two.error()));
        QCOMPARE(two->downPerLeaf, 42);
        QCOMPARE(two->upPerLeaf, 21);
        QCOMPARE(two->unusedPerLeaf, 1);
        auto su32 = planComputeFabric({64, 8, 64, 3, 32, 0}); // 3:1 asked with 32-node SUs
        QVERIFY(su32.ok());
        QCOMPARE(su32->downPerLeaf, 32);
        QCOMPARE(su32->upPerLeaf, 11); // 2.9:1, never the 2:1 of 48 down / 16 up ports with 32 used
        QCOMPARE(su32->unusedPerLeaf, 21);
        auto tooMany = planComputeFabric({64, 8, 64, 2, 48, 0});
        QVERIFY(!tooMany.ok());
        QVERIFY2(tooMany.error().contains(QLatin1String("at most 42 nodes per SU")), qPrintable(tooMany.error()));
    }

    // A taper never costs switches, and the ratio connected is the one asked within one cable
    // per leaf, counted on the cables the generator made (1,024 GPUs at 2:1 connected 1.52:1
    // on 53 switches against 48 at 1:1 before: leaves cabled up in full whatever they carried).
    void taperNeverAddsSwitches_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("ratio");
        for (int gpus : {256, 1024, 2048, 4096})
            for (int ratio : {2, 3})
                QTest::newRow(qPrintable(QStringLiteral("%1 GPUs %2:1").arg(gpus).arg(ratio))) << gpus << ratio;
    }
    void taperNeverAddsSwitches()
    {
        QFETCH(int, gpus);
        QFETCH(int, ratio);
        auto count = [](const Document &doc, int64_t *down, int64_t *up) {
            int switches = 0, leaves = 0;
            for (const Device &d : doc.devices()) {
                if (d.tier == FabricTier::None || doc.networks().at(d.network).role != NetworkRole::Compute)
                    continue;
                ++switches;
                if (d.tier != FabricTier::Leaf)
                    continue;
                ++leaves;
                for (PortId p : doc.portsOf(d.id))
                    for (CableId c : doc.cablesAt(p)) {
                        const Cable &cable = doc.cables().at(c);
                        const Device &far = doc.devices().at(doc.ports().at(cable.a == p ? cable.b : cable.a).device);
                        if (doc.ports().at(p).role == PortRole::Compute)
                            (far.tier == FabricTier::Spine ? *up : *down) += 1; // down: nodes and UFM appliances
                    }
            }
            return std::pair(switches, leaves);
        };
        int64_t down1 = 0, up1 = 0, down = 0, up = 0;
        const auto [flat, flatLeaves] = count(*generated(superPod(gpus)), &down1, &up1);
        GeneratorOptions o = superPod(gpus);
        o.oversubscription = ratio;
        GenerationSummary s;
        auto doc = generated(o, &s);
        const auto [tapered, leaves] = count(*doc, &down, &up);
        QVERIFY2(tapered <= flat, qPrintable(QStringLiteral("%1 switches at %2:1, %3 at 1:1").arg(tapered).arg(ratio).arg(flat)));
        QVERIFY(down >= gpus);
        QVERIFY2(std::abs(double(up) - double(down) / ratio) <= leaves,
                 qPrintable(QStringLiteral("%1 node links over %2 uplinks on %3 leaves").arg(down).arg(up).arg(leaves)));
        // What new prints is that connected figure.
        QCOMPARE(s.compute.leafSpineLinks, up);
        QVERIFY(s.notes.join(QLatin1Char('\n')).contains(QStringLiteral("%1 node links over %2 uplinks: %3:1 connected")
                                                             .arg(gpus).arg(up).arg(double(gpus) / double(up), 0, 'f', 2)));
        QVERIFY2(test::problemCodes(*doc).empty(), qPrintable(test::showCodes(test::problemCodes(*doc))));
    }

    // No port the reference architecture cables is left dark: both storage and both in-band
    // ports of every DGX (its BlueField-3 DPUs' two ports each) are cabled, each pair on two
    // leaves, so one leaf lost takes one of a node's two links (one of each was cabled before).
    void everyNodePortIsCabled()
    {
        auto doc = generated(superPod(512));
        int nodes = 0;
        for (const Device &d : doc->devices()) {
            if (doc->catalog().at(d.part).category != PartCategory::GpuServer)
                continue;
            ++nodes;
            for (PortRole role : {PortRole::Storage, PortRole::InBand}) {
                std::set<uint32_t> leaves;
                int ports = 0;
                for (PortId p : doc->portsOf(d.id)) {
                    if (doc->ports().at(p).role != role)
                        continue;
                    ++ports;
                    int cables = 0;
                    for (CableId id : doc->cablesAt(p)) {
                        ++cables;
                        leaves.insert(doc->ports().at(doc->otherEnd(doc->cables().at(id), p)).device.value);
                    }
                    QCOMPARE(cables, 1);
                }
                QCOMPARE(ports, 2);
                QVERIFY2(leaves.size() == 2, qPrintable(d.name));
            }
        }
        QCOMPARE(nodes, 64);
    }

    // A partial SU's leaves get the uplinks their nodes need, never a full SU's: at 1:1 no leaf
    // has more cables up than down. 800 GPUs: 3 SUs of 32 nodes and one of 4 (with the UFM
    // appliances' slot: 5 down, 5 up).
    void partialSuUplinksFollowTheirNodes()
    {
        GenerationSummary s;
        auto doc = generated(superPod(800), &s);
        QCOMPARE(s.compute.lastSuNodes, 4);
        QCOMPARE(s.compute.lastSuUpPerLeaf, 4);
        QCOMPARE(s.compute.managerUpPerLeaf, 5); // the rail 1-4 leaves carry a UFM port each
        QCOMPARE(s.compute.leafSpineLinks, int64_t(24 * 32 + 4 * 5 + 4 * 4));
        for (const Device &leaf : doc->devices()) {
            if (leaf.tier != FabricTier::Leaf || doc->networks().at(leaf.network).role != NetworkRole::Compute)
                continue;
            int down = 0, up = 0;
            for (PortId p : doc->portsOf(leaf.id))
                for (CableId c : doc->cablesAt(p)) {
                    const Cable &cable = doc->cables().at(c);
                    const Device &far = doc->devices().at(doc->ports().at(cable.a == p ? cable.b : cable.a).device);
                    if (doc->ports().at(p).role == PortRole::Compute)
                        (far.tier == FabricTier::Spine ? up : down) += 1;
                }
            QVERIFY2(up <= down, qPrintable(QStringLiteral("%1: %2 down, %3 up").arg(leaf.name).arg(down).arg(up)));
        }
        QVERIFY2(test::problemCodes(*doc).empty(), qPrintable(test::showCodes(test::problemCodes(*doc))));
    }

    // A partial third-tier pod gets the spines its leaves' uplinks need (docs/GENERATOR.md, the
    // hand count): 1,297 DGX B300 on Q3400 are 18 full SUs and one node (1 down and 1 up on
    // each of its 8 leaves, 2 and 2 on the rail 1-4 leaves with their UFM appliance). 152
    // leaves; pods of 72 leaves: two full pods of 72 spines and a last pod of 8 leaves whose 12
    // uplinks take 2 spines; 72 planes of 2 cores
    // (a plane takes 144 links from the full pods and one more from the last). 442 switches,
    // not the 512 of full spines for the last pod; and the generator says that 1,296 nodes fit
    // two tiers on 216.
    void partialPodHandCount()
    {
        GeneratorOptions o = superPod(10376);
        o.nodePart = QStringLiteral("DGX-B300");
        GenerationSummary s;
        auto doc = generated(o, &s);
        QCOMPARE(s.compute.tiers, 3);
        QCOMPARE(s.compute.leaves, 152);
        QCOMPARE(s.compute.spines, 2 * 72 + 2);
        QCOMPARE(s.compute.cores, 72 * 2);
        QCOMPARE(s.compute.managerDownPerLeaf, 2);
        QCOMPARE(s.compute.managerUpPerLeaf, 2);
        QCOMPARE(s.compute.lastSuUpPerLeaf, 1);
        QVERIFY2(s.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("1296 take 216 compute switches")), qPrintable(s.warnings.join(QLatin1Char(' '))));
        int switches = 0;
        for (const Device &d : doc->devices())
            switches += d.tier != FabricTier::None && doc->networks().at(d.network).role == NetworkRole::Compute;
        QCOMPARE(switches, 152 + 146 + 144);
        // 131,072 GPUs: the last pod of 24 leaves (16 full, 8 of the 40-node SU) on 24 spines, so
        // as many spines as leaves, not 1,872 for 1,824.
        auto big = planComputeFabric({16384, 8, 144, 1, 0, 0, 1, 4});
        QVERIFY(big.ok());
        QCOMPARE(big->leaves, 1824);
        QCOMPARE(big->spines, 25 * 72 + 24);
    }

    // Feeds and the utility come from the engine's IT load of what was built, not from the
    // worst-case optics estimate that sizes racks and PDUs.
    void siteSizedFromTheEngine()
    {
        GenerationSummary s;
        auto doc = generated(superPod(1024), &s);
        const Engine engine(*doc);
        const Hall &h = *doc->halls().begin();
        const double itW = fromMilli(engine.hall(h.id).itMaxMw());
        QCOMPARE(h.utilityFeedW, std::ceil(itW * h.pue * 1.15 / 500e3) * 500e3);
        for (const PowerFeed &f : doc->feeds())
            QCOMPARE(f.capacityW, std::ceil(itW * 1.1 / 100e3) * 100e3);
        QVERIFY(s.notes.join(QLatin1Char(' ')).contains(QStringLiteral("IT load %1 MW with the optics chosen").arg(itW / 1e6, 0, 'f', 3)));
        QCOMPARE(doc->undoStack()->count(), 1); // still one undo step
    }

    // The ratio a design has is the one asked for, counted on the cables the generator made:
    // every compute leaf's links to nodes over its links to spines.
    void connectedRatioIsTheRequestedOne_data()
    {
        QTest::addColumn<int>("ratio");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("unused");
        QTest::newRow("1:1") << 1 << 1024 << 0; // 4 SUs of 32 nodes
        QTest::newRow("2:1") << 2 << 1344 << 1; // 4 SUs of 42 nodes: 42 down, 21 up, 1 port unused
        QTest::newRow("3:1") << 3 << 1536 << 0; // 4 SUs of 48 nodes
    }
    void connectedRatioIsTheRequestedOne()
    {
        QFETCH(int, ratio);
        QFETCH(int, gpus);
        QFETCH(int, unused);
        GeneratorOptions o = superPod(gpus);
        o.oversubscription = ratio;
        GenerationSummary s;
        auto doc = generated(o, &s);
        QCOMPARE(s.compute.unusedPerLeaf, unused);
        QVERIFY(s.notes.join(QLatin1Char('\n')).contains(QStringLiteral("%1 leaf ports unused").arg(int64_t(unused) * s.compute.leaves)));
        int64_t down = 0, up = 0;
        for (const Device &leaf : doc->devices()) {
            if (leaf.tier != FabricTier::Leaf || doc->networks().at(leaf.network).role != NetworkRole::Compute)
                continue;
            for (PortId p : doc->portsOf(leaf.id))
                for (CableId c : doc->cablesAt(p)) {
                    const Cable &cable = doc->cables().at(c);
                    const Device &far = doc->devices().at(doc->ports().at(cable.a == p ? cable.b : cable.a).device);
                    if (doc->ports().at(p).role != PortRole::Compute)
                        continue;
                    (far.tier == FabricTier::Spine ? up : down) += 1;
                }
        }
        QVERIFY(up > 0);
        const double connected = double(down) / double(up);
        QVERIFY2(std::abs(connected - ratio) <= 0.02 * ratio, qPrintable(QStringLiteral("%1:1 connected").arg(connected)));
    }

    // 131,072 GPUs on SN5600s split to 128 × 400G: leaves filled at 1:1 (64-node SUs) need
    // 2,048 leaves, 2,048 spines and 1,024 cores — the minimum for that SU size — where leaves of
    // 32 nodes with 64 uplinks each built twice as many.
    void splitLeavesAreNotDoubled()
    {
        auto plan = planComputeFabric({16384, 8, 128, 1, 0, 0});
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QCOMPARE(plan->nodesPerSu, 64);
        const int minimum = 2048 + 2048 + 1024;
        QVERIFY(plan->leaves + plan->spines + plan->cores <= minimum * 105 / 100);
        // 32-node SUs asked for: uplinks follow the 32 nodes, not the 64 free ports.
        auto su32 = planComputeFabric({16384, 8, 128, 1, 32, 0});
        QVERIFY(su32.ok());
        QCOMPARE(su32->upPerLeaf, 32);
        QCOMPARE(su32->unusedPerLeaf, 64);
    }

    // Split ports: an SN5600 used as 128 × 400G has radix 128, so two tiers hold 128²/2 = 8,192.
    void splitPortSwitch()
    {
        GeneratorOptions o = superPod(8192);
        o.computeSwitchPart = QStringLiteral("SN5600-2x400");
        o.suNodes = 64;
        GenerationSummary s;
        auto doc = generated(o, &s);
        QCOMPARE(s.compute.tiers, 2);
        QCOMPARE(s.compute.leaves, 128);
        QCOMPARE(s.compute.spines, 64);
        QCOMPARE(maxEndpointsTwoTier(128, 1), int64_t(8192));
        QCOMPARE(doc->networks().begin()->technology, Technology::Ethernet); // RoCE fabric
    }

    // One reserved slot per SU (a fabric manager): 127 nodes fill four SUs.
    void reservedSlots()
    {
        auto plan = planComputeFabric({127, 8, 64, 1, 32, 1});
        QVERIFY(plan.ok());
        QCOMPARE(plan->sus, 5); // 31 usable slots per SU: 127 nodes need 5
        auto four = planComputeFabric({124, 8, 64, 1, 32, 1});
        QCOMPARE(four->sus, 4);
    }

    // Without --switch the compute switch follows the node's NICs (issue #27): XDR Quantum-X800
    // for ConnectX-8 (GB300 NVL72, whose 131,072 GPUs an NDR default refused as beyond three
    // tiers), NDR Quantum-2 for ConnectX-7, Spectrum-X Ethernet for a two-ports-per-GPU node.
    void defaultSwitchFollowsTheNics()
    {
        const Catalog catalogValue = std::move(*bundledCatalog());
        const Catalog *catalog = &catalogValue;
        auto pick = [&](const char *node) {
            const Part *sw = defaultComputeSwitch(*catalog, *catalog->find(QLatin1String(node)));
            return sw ? sw->partNumber : QString();
        };
        QCOMPARE(pick("GB300-NVL72-TRAY"), QStringLiteral("Q3400-RA"));
        QCOMPARE(pick("DGX-B300"), QStringLiteral("Q3400-RA"));
        QCOMPARE(pick("DGX-B200"), QStringLiteral("MQM9700-NS2F"));
        QCOMPARE(pick("DGX-H100"), QStringLiteral("MQM9700-NS2F"));
        QCOMPARE(catalog->find(pick("DGX-B300-ETH"))->technology, Technology::Ethernet);
        GeneratorOptions o;
        o.gpus = 1152;
        o.nodePart = QStringLiteral("GB300-NVL72");
        GenerationSummary s;
        auto doc = generated(o, &s);
        for (const Device &d : doc->devices())
            if (d.tier == FabricTier::Leaf && doc->networks().at(d.network).role == NetworkRole::Compute)
                QCOMPARE(doc->catalog().at(d.part).partNumber, QStringLiteral("Q3400-RA"));
        // 131,072 GB300 GPUs plan within three tiers of it (the plan only: the design is large).
        FabricInput in{131072 / 72, 72, 144, 1, 8, 0, 0};
        auto plan = planComputeFabric(in);
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QCOMPARE(plan->tiers, 3);
    }

    // The generator's output, byte for byte, over its families and sizes: a change to how it is
    // built (its phases, its files) must leave every design as it was. A deliberate change to a
    // design regenerates tests/data/generator-golden.txt: RAILYARD_UPDATE_GOLDEN=1 tst_generator
    // outputUnchanged, then review the notes' diff of what changed and why.
    void outputUnchanged_data()
    {
        QTest::addColumn<GeneratorOptions>("options");
        auto with = [](int gpus, const char *node, const char *sw) {
            GeneratorOptions o = superPod(gpus);
            o.nodePart = QLatin1String(node);
            o.computeSwitchPart = QLatin1String(sw);
            return o;
        };
        QTest::newRow("B200 IB 512") << with(512, "DGX-B200", "MQM9700-NS2F");
        GeneratorOptions h100 = with(2048, "DGX-H100", "MQM9700-NS2F");
        h100.oversubscription = 2;
        h100.dualFeed = false;
        h100.cooling = CoolingType::Air;
        QTest::newRow("H100 IB 2:1 single feed air") << h100;
        QTest::newRow("B300 XDR 1024") << with(1024, "DGX-B300", "Q3400-RA");
        GeneratorOptions planes = with(2048, "DGX-B300-ETH", "SN5610");
        planes.planes = 2;
        QTest::newRow("B300 Spectrum-X two planes") << planes;
        QTest::newRow("GB300 NVL72 XDR 1152") << with(1152, "GB300-NVL72", "Q3400-RA");
        GeneratorOptions halls = with(8192, "HGX-B200-8GPU-DLC-4U", "SN5600-2x400");
        halls.maxHallItW = 4e6;
        QTest::newRow("HGX B200 Ethernet, halls of 4 MW") << halls;
        QTest::newRow("B200 IB three tiers 32768") << with(32768, "DGX-B200", "MQM9700-NS2F");
        GeneratorOptions sized = with(256, "HGX-H100-8GPU-DLC-4U", "MQM9700-NS2F");
        sized.hallWidthM = 60;
        sized.hallDepthM = 40;
        sized.storageNodes = 0;
        sized.managementPart.clear();
        QTest::newRow("HGX H100 liquid, hall given, no storage") << sized;
    }
    void outputUnchanged()
    {
        QFETCH(GeneratorOptions, options);
        GenerationSummary summary;
        auto doc = generated(options, &summary);
        const QByteArray text = dumpDesign(*doc).toUtf8() + summary.notes.join(QLatin1Char('\n')).toUtf8() + summary.warnings.join(QLatin1Char('\n')).toUtf8();
        const QByteArray hash = QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex();
        const QString goldenPath = QStringLiteral(RAILYARD_TEST_DATA "/generator-golden.txt");
        const QString name = QString::fromLatin1(QTest::currentDataTag());
        QFile golden(goldenPath);
        QMap<QString, QByteArray> known;
        if (golden.open(QIODevice::ReadOnly))
            for (const QByteArray &line : golden.readAll().split('\n'))
                if (const qsizetype tab = line.indexOf('\t'); tab > 0)
                    known.insert(QString::fromUtf8(line.left(tab)), line.mid(tab + 1));
        golden.close();
        if (qEnvironmentVariableIsSet("RAILYARD_UPDATE_GOLDEN")) {
            known.insert(name, hash);
            QVERIFY(golden.open(QIODevice::WriteOnly | QIODevice::Truncate));
            for (auto it = known.cbegin(); it != known.cend(); ++it)
                golden.write(it.key().toUtf8() + '\t' + it.value() + '\n');
            return;
        }
        QVERIFY2(known.contains(name), qPrintable(QStringLiteral("no golden hash for '%1' in %2").arg(name, goldenPath)));
        QVERIFY2(known.value(name) == hash,
                 qPrintable(QStringLiteral("the generator's output for '%1' changed (%2 racks, %3 devices); if meant, regenerate %4 "
                                           "with RAILYARD_UPDATE_GOLDEN=1")
                                .arg(name)
                                .arg(doc->racks().size())
                                .arg(doc->devices().size())
                                .arg(goldenPath)));
    }
};

QTEST_GUILESS_MAIN(TestGenerator)
#include "tst_generator.moc"
