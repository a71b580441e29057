// Multi-plane compute fabrics (NVIDIA Spectrum-X twin-planar): each GPU's two 400GbE links on
// two fabrics that never share a switch. The generator against the published B300 Spectrum-X
// SuperPOD figures, designs that check clean, a plane crossing found by the rules and by verify.
#include "testsupport.h"

#include "commands/fieldchecks.h"
#include "engine/engine.h"
#include "generate/fabricplan.h"
#include "io/designstore.h"
#include "report/rankanalysis.h"
#include "topology/fabricplanes.h"
#include "verify/fabricdiff.h"

#include <QTemporaryDir>
#include <map>
#include <set>

using namespace railyard;

namespace {

GeneratorOptions spectrumX(int gpus, int reservedPerSu = 0)
{
    GeneratorOptions o;
    o.nodePart = QStringLiteral("DGX-B300-ETH");
    o.computeSwitchPart = QStringLiteral("SN5610");
    o.planes = 2;
    o.gpus = gpus;
    o.reservedPerSu = reservedPerSu;
    return o;
}

// Switch counts and cable counts of one plane (0: every plane), by tier, counted on the design.
struct Census {
    int leaves = 0, spines = 0, cores = 0;
    int nodeLeaf = 0, leafSpine = 0, spineCore = 0;
    int planeCrossings = 0; // cables between switches or a node and a switch of two planes
    // 800G leaf cages in use toward the nodes and toward the spines: what NVIDIA's table counts
    // as its cables (each twin-port cage carries two of our 400G links).
    int leafCagesDown = 0, leafCagesUp = 0;
};

Census census(const Document &doc, int plane)
{
    const FabricPlanes planes(doc);
    Census c;
    std::set<std::pair<uint32_t, int>> down, up; // (leaf, cage)
    auto planeOf = [&](const Device &d) { return FabricPlanes::planeOf(doc, d.network); };
    for (const Device &d : doc.devices())
        if (planeOf(d) > 0 && (plane == 0 || planeOf(d) == plane)) {
            c.leaves += d.tier == FabricTier::Leaf;
            c.spines += d.tier == FabricTier::Spine;
            c.cores += d.tier == FabricTier::Core;
        }
    for (const Cable &cable : doc.cables()) {
        const Port &pa = doc.ports().at(cable.a), &pb = doc.ports().at(cable.b);
        const Device &a = doc.devices().at(pa.device), &b = doc.devices().at(pb.device);
        const bool nodeA = doc.catalog().at(a.part).category == PartCategory::GpuServer;
        const bool nodeB = doc.catalog().at(b.part).category == PartCategory::GpuServer;
        const Port &nodePort = nodeA ? pa : pb;
        const int qa = nodeA ? planes.planeOfIndex(pa.index) : planeOf(a);
        const int qb = nodeB ? planes.planeOfIndex(pb.index) : planeOf(b);
        if (qa == 0 || qb == 0 || (nodeA && nodeB) || ((nodeA || nodeB) && nodePort.role != PortRole::Compute))
            continue;
        if (qa != qb) {
            ++c.planeCrossings;
            continue;
        }
        if (plane != 0 && qa != plane)
            continue;
        const FabricTier ta = nodeA ? FabricTier::None : a.tier, tb = nodeB ? FabricTier::None : b.tier;
        const auto [lo, hi] = std::minmax(ta, tb);
        c.nodeLeaf += lo == FabricTier::None && hi == FabricTier::Leaf;
        c.leafSpine += lo == FabricTier::Leaf && hi == FabricTier::Spine;
        c.spineCore += lo == FabricTier::Spine && hi == FabricTier::Core;
        if (hi == FabricTier::Leaf || (lo == FabricTier::Leaf && hi == FabricTier::Spine)) {
            const Port &leafPort = ta == FabricTier::Leaf ? pa : pb;
            (hi == FabricTier::Leaf ? down : up).insert({leafPort.device.value, leafPort.cageIndex});
        }
    }
    c.leafCagesDown = int(down.size());
    c.leafCagesUp = int(up.size());
    return c;
}

PortId leafEnd(const Document &doc, PortId nodePort)
{
    return doc.otherEnd(doc.cables().at(*doc.cablesAt(nodePort).begin()), nodePort);
}

} // namespace

class TestPlanes : public QObject {
    Q_OBJECT
private slots:
    // NVIDIA DGX SuperPOD DGX B300 + Spectrum-X (twin-planar; "each group of 64 nodes is
    // rail-aligned", SN5610 leaves and spines of 128 × 400GbE): per SU 8 leaves a plane, 16 in
    // all; spines half the leaves of a plane, 8 per SU in all; 512 node–leaf and 512 leaf–spine
    // cables a plane per SU. Two tiers to 16 SUs (1,024 nodes, 8,192 GPUs).
    void spectrumXTable_data()
    {
        QTest::addColumn<int>("sus");
        for (int sus : {1, 2, 4, 8, 16})
            QTest::addRow("%d SU", sus) << sus;
    }
    void spectrumXTable()
    {
        QFETCH(int, sus);
        GenerationSummary s;
        auto doc = test::generatedDocument(spectrumX(sus * 64 * 8), &s);
        QCOMPARE(s.planes, 2);
        QCOMPARE(s.compute.tiers, 2);
        QCOMPARE(s.compute.nodesPerSu, 64);
        const Census all = census(*doc, 0);
        QCOMPARE(all.leaves, 16 * sus);
        QCOMPARE(all.spines, 8 * sus);
        QCOMPARE(all.cores, 0);
        QCOMPARE(all.nodeLeaf, 1024 * sus);
        QCOMPARE(all.leafSpine, 1024 * sus);
        // NVIDIA's table (B300 RA, Table 3): 512 node–leaf and 512 leaf–spine per SU, counted
        // in 800G cages; each carries two of the 400G links above.
        QCOMPARE(all.leafCagesDown, 512 * sus);
        QCOMPARE(all.leafCagesUp, 512 * sus);
        QCOMPARE(all.planeCrossings, 0);
        for (int plane : {1, 2}) {
            const Census one = census(*doc, plane);
            QCOMPARE(one.leaves, 8 * sus);
            QCOMPARE(one.spines, 4 * sus);
            QCOMPARE(one.nodeLeaf, 512 * sus);
            QCOMPARE(one.leafSpine, 512 * sus);
        }
    }

    // The two-tier limit of one plane of 128-port switches: 128 leaves of 64 down, 8,192 endpoints
    // (1,024 eight-rail nodes); one node more takes three tiers.
    void twoTierLimitOfAPlane()
    {
        QCOMPARE(maxEndpointsTwoTier(128, 1), int64_t(8192));
        auto at = planComputeFabric({1024, 8, 128, 1, 0, 0, 1});
        QVERIFY(at.ok());
        QCOMPARE(at->tiers, 2);
        QCOMPARE(at->spines, 64);
        auto beyond = planComputeFabric({1025, 8, 128, 1, 0, 0, 1});
        QVERIFY(beyond.ok());
        QCOMPARE(beyond->tiers, 3);
    }

    // A port's plane and rail: ports alternate over the planes, so one ConnectX-8's two links
    // (one twin-port cage) are rail r of plane 1 and of plane 2.
    void portsAlternateOverThePlanes()
    {
        const FabricPlanes two(2), one(1);
        QCOMPARE(two.planeOfIndex(0), 1);
        QCOMPARE(two.planeOfIndex(1), 2);
        QCOMPARE(two.railOfIndex(1), 0);
        QCOMPARE(two.railOfIndex(14), 7);
        QCOMPARE(one.planeOfIndex(5), 0);
        QCOMPARE(one.railOfIndex(5), 5);
    }

    // Two-plane designs check clean: B300 on Spectrum-X, and GB300 NVL72 trays whose ConnectX-8
    // run as 2 × 400GbE, four SUs of them.
    void twoPlaneDesignsCheckClean_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("tray");
        QTest::addColumn<int>("gpus");
        QTest::newRow("DGX B300, 1 SU") << QStringLiteral("DGX-B300-ETH") << QString() << 512;
        QTest::newRow("GB300 NVL72, 4 SUs") << QStringLiteral("GB300-NVL72") << QStringLiteral("GB300-NVL72-TRAY-ETH") << 2304;
    }
    void twoPlaneDesignsCheckClean()
    {
        QFETCH(QString, node);
        QFETCH(QString, tray);
        QFETCH(int, gpus);
        GeneratorOptions o = spectrumX(gpus);
        o.nodePart = node;
        o.trayPart = tray;
        GenerationSummary s;
        auto doc = test::generatedDocument(o, &s);
        const auto found = test::problemCodes(*doc);
        QVERIFY2(found.empty(), qPrintable(test::showCodes(found) + QLatin1Char('\n') + s.notes.join(QLatin1Char('\n'))));
        QCOMPARE(census(*doc, 0).planeCrossings, 0);
        // Every switch-to-switch compute cable stays inside its plane's network.
        for (const Cable &c : doc->cables()) {
            const Port &pa = doc->ports().at(c.a), &pb = doc->ports().at(c.b);
            const Device &a = doc->devices().at(pa.device), &b = doc->devices().at(pb.device);
            if (a.tier != FabricTier::None && b.tier != FabricTier::None && pa.role == PortRole::Compute && pb.role == PortRole::Compute)
                QCOMPARE(a.network, b.network);
        }
    }

    // One crossing, one problem: a node's two rail-1 cables exchanged at the node (plane 1's
    // link on plane 2's leaf and back) is one PLANE_CROSSING whose fix exchanges them again; two
    // nodes' cables exchanged at the leaves likewise; one cable moved to the other plane's leaf
    // is one problem naming the leaf it belongs on. No rail problem in any of them.
    void planeCrossingIsOneProblem()
    {
        auto doc = test::generatedDocument(spectrumX(504, 1)); // a slot free per SU: spare leaf ports
        QVERIFY(test::problemCodes(*doc).empty());
        const std::map<QString, int> one{{QStringLiteral("PLANE_CROSSING"), 1}};

        test::crossFarEnds(*doc, test::computePort(*doc, QStringLiteral("gpu00001"), 0), test::computePort(*doc, QStringLiteral("gpu00001"), 1));
        QCOMPARE(test::problemCodes(*doc), one);
        {
            const Engine engine(*doc);
            const auto problems = checkDesign(*doc, engine);
            QVERIFY2(problems.front().fix.startsWith(QStringLiteral("At node gpu00001, exchange the cables in ports")), qPrintable(problems.front().fix));
        }
        doc->undoStack()->undo();
        QVERIFY(test::problemCodes(*doc).empty());

        test::crossFarEnds(*doc, test::computePort(*doc, QStringLiteral("gpu00001"), 0), test::computePort(*doc, QStringLiteral("gpu00002"), 1));
        QCOMPARE(test::problemCodes(*doc), one);
        doc->undoStack()->undo();

        // Moved: gpu00001's plane-1 rail-1 cable onto the free port of the plane-2 rail-1 leaf.
        const PortId nodePort = test::computePort(*doc, QStringLiteral("gpu00001"), 0);
        const PortId planeTwoEnd = leafEnd(*doc, test::computePort(*doc, QStringLiteral("gpu00001"), 1));
        const DeviceId planeTwoLeaf = doc->ports().at(planeTwoEnd).device;
        PortId freePort;
        for (PortId p : doc->portsOf(planeTwoLeaf))
            if (doc->ports().at(p).role == PortRole::Compute && doc->cablesAt(p).empty() && !freePort)
                freePort = p;
        QVERIFY(freePort);
        Cable moved = doc->cables().at(*doc->cablesAt(nodePort).begin());
        (moved.a == nodePort ? moved.b : moved.a) = freePort;
        Editor(*doc).update(moved, Cable::kEnds, QStringLiteral("move"));
        QCOMPARE(test::problemCodes(*doc), one);
        const Engine engine(*doc);
        const auto problems = checkDesign(*doc, engine);
        QVERIFY2(problems.front().fix.contains(QStringLiteral("p1-leaf-su1-r1 (plane 1)")), qPrintable(problems.front().fix));
        QCOMPARE(problems.front().limit, 1.0);
        QCOMPARE(problems.front().measured, 2.0);
    }

    // A node's plane-1 rail-1 port and plane-2 rail-2 port exchanged at the node: wrong in rail
    // and in plane, one problem of each, both fixed by exchanging them back.
    void railAndPlaneCrossedAtANode()
    {
        auto doc = test::generatedDocument(spectrumX(512));
        test::crossFarEnds(*doc, test::computePort(*doc, QStringLiteral("gpu00001"), 0), test::computePort(*doc, QStringLiteral("gpu00001"), 3));
        const std::map<QString, int> expected{{QStringLiteral("PLANE_CROSSING"), 1}, {QStringLiteral("RAIL_SWAP"), 1}};
        QCOMPARE(test::problemCodes(*doc), expected);
        const Engine engine(*doc);
        for (const Problem &p : checkDesign(*doc, engine))
            QVERIFY2(p.fix.startsWith(QStringLiteral("At node gpu00001, exchange the cables in ports C")), qPrintable(p.fix));
    }

    // Inside a rack-scale system on two planes (GB300 NVL72 trays, ConnectX-8 as 2 × 400GbE, 8
    // ranks of every domain to a SN5610 leaf): tray 1's rank-1 plane-1 cable and tray 3's rank-9
    // plane-2 cable exchanged at the leaves are one plane crossing and one rail swap, each fixed by
    // exchanging the leaf ends; the ranks are the domain's, not the tray's.
    void crossingInsideADomain()
    {
        GeneratorOptions o = spectrumX(576);
        o.nodePart = QStringLiteral("GB300-NVL72");
        o.trayPart = QStringLiteral("GB300-NVL72-TRAY-ETH");
        auto doc = test::generatedDocument(o);
        QVERIFY(test::problemCodes(*doc).empty());
        test::crossFarEnds(*doc, test::computePort(*doc, QStringLiteral("gpu00001"), 0), test::computePort(*doc, QStringLiteral("gpu00003"), 1));
        const std::map<QString, int> expected{{QStringLiteral("PLANE_CROSSING"), 1}, {QStringLiteral("RAIL_SWAP"), 1}};
        QCOMPARE(test::problemCodes(*doc), expected);
        const Engine engine(*doc);
        for (const Problem &p : checkDesign(*doc, engine))
            if (p.code == QLatin1String("PLANE_CROSSING"))
                QVERIFY2(p.fix.startsWith(QStringLiteral("Exchange the switch ends of the two cables")), qPrintable(p.fix));
        doc->undoStack()->undo();
        QVERIFY(test::problemCodes(*doc).empty());
        // A cable moved alone to the other plane's leaf of another rank group: one crossing,
        // whose fix names the leaf of its own plane and rank group (ranks 1–8 of plane 1).
        const PortId nodePort = test::computePort(*doc, QStringLiteral("gpu00001"), 0);
        PortId freePort;
        for (PortId p : doc->portsOf(test::namedDevice(*doc, QStringLiteral("p2-leaf-su1-r9-16")).id))
            if (doc->ports().at(p).role == PortRole::Compute && doc->cablesAt(p).empty() && !freePort)
                freePort = p;
        QVERIFY(!freePort); // a full SU: every leaf port is taken
        test::crossFarEnds(*doc, nodePort, test::computePort(*doc, QStringLiteral("gpu00003"), 3));
        QCOMPARE(test::problemCodes(*doc), expected); // ranks 1 and 10: the same two leaves, one exchange
        doc->undoStack()->undo();
    }

    // Two leaves' uplinks exchanged between the planes' spines: one PLANE_CROSSING fixed at the
    // spines (and each leaf, one link short to a spine of its plane, hashes unevenly).
    void uplinksCrossingPlanes()
    {
        auto doc = test::generatedDocument(spectrumX(512));
        test::crossFarEnds(*doc, test::computePort(*doc, QStringLiteral("p1-leaf-su1-r1"), 64),
                           test::computePort(*doc, QStringLiteral("p2-leaf-su1-r1"), 64));
        const std::map<QString, int> expected{{QStringLiteral("PLANE_CROSSING"), 1}};
        // (not NETWORKS_SHARE_SWITCH as well, nor an oversubscription: the uplink is still one;
        // nor uneven uplinks: one link fewer to one spine of the plane is one apart)
        QCOMPARE(test::problemCodes(*doc), expected);
        const Engine engine(*doc);
        for (const Problem &p : checkDesign(*doc, engine))
            if (p.code == QLatin1String("PLANE_CROSSING"))
                QVERIFY2(p.fix.startsWith(QStringLiteral("Exchange the upper ends of the two cables: p1-spine-1:") )
                             || p.fix.startsWith(QStringLiteral("Exchange the upper ends of the two cables: p2-spine-1:")),
                         qPrintable(p.fix));
    }

    // The ring report reads one plane: both planes carry the same rails, so a two-plane design
    // gives the same rings as its single-plane twin.
    void ranksReadOnePlane()
    {
        auto doc = test::generatedDocument(spectrumX(512));
        auto a = analyzeRanks(*doc, nullptr);
        QVERIFY2(a.ok(), qPrintable(a.error()));
        QVERIFY(a->pairs > 0);
        QCOMPARE(a->crossRail, int64_t(0));
        // Every leaf reached is a plane-1 leaf: plane 2 mirrors it.
        for (const RankAnalysis::Leaf &leaf : a->leaves)
            QVERIFY2(leaf.name.startsWith(QStringLiteral("p1-")), qPrintable(leaf.name));
    }

    // Verify over LLDP: the installed fabric as the switches report it, with one node's two
    // rail-1 cables exchanged, is one swap whose fix says it crosses the planes.
    void verifyFindsAPlaneCrossing()
    {
        auto doc = test::generatedDocument(spectrumX(512));
        const PortId c1 = test::computePort(*doc, QStringLiteral("gpu00007"), 0), c2 = test::computePort(*doc, QStringLiteral("gpu00007"), 1);
        const PortId l1 = leafEnd(*doc, c1), l2 = leafEnd(*doc, c2);
        AsBuilt found;
        found.source = AsBuilt::Source::Lldp;
        std::set<QString> reporters;
        auto end = [&](PortId p) {
            const Port &port = doc->ports().at(p);
            return FoundEnd{doc->devices().at(port.device).name, port.name, -1, -1};
        };
        for (const Cable &c : doc->cables()) {
            const Device &a = doc->devices().at(doc->ports().at(c.a).device), &b = doc->devices().at(doc->ports().at(c.b).device);
            // What each switch of the planes reports over LLDP, its own port first.
            const bool aReports = FabricPlanes::planeOf(*doc, a.network) > 0;
            const bool bReports = FabricPlanes::planeOf(*doc, b.network) > 0;
            if (!aReports && !bReports)
                continue;
            PortId x = aReports ? c.a : c.b, y = aReports ? c.b : c.a;
            if (x == l1 || y == l1)
                (x == l1 ? y : x) = c2;
            else if (x == l2 || y == l2)
                (x == l2 ? y : x) = c1;
            found.links.push_back({end(x), end(y), 0, 0, QStringLiteral("lldp.json"), int(found.links.size()) + 1});
            reporters.insert(doc->devices().at(doc->ports().at(x).device).name);
        }
        found.reporters.assign(reporters.begin(), reporters.end());
        const VerifyReport report = verifyFabric(*doc, found, {});
        QCOMPARE(int(report.findings.size()), 1);
        const Finding &f = report.findings.front();
        QCOMPARE(f.kind, FindingKind::Swap);
        QVERIFY2(f.fix.contains(QStringLiteral("cross between planes 1 and 2")), qPrintable(f.fix));
    }

    // Planes in the file: a generated two-plane design saves and opens with its planes, and
    // the inspector's checks refuse a second network on one plane.
    void planesRoundTrip()
    {
        auto doc = test::generatedDocument(spectrumX(512));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("planes.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document back(Catalog{});
        const Status s = DesignStore::load(back, file);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        std::map<int, QString> planes;
        for (const Network &n : back.networks())
            if (n.plane > 0)
                planes[n.plane] = n.name;
        QCOMPARE(planes.size(), size_t(2));
        QCOMPARE(FabricPlanes(back).count(), 2);
        Network second;
        for (const Network &n : back.networks())
            if (n.plane == 2)
                second = n;
        second.plane = 1;
        QVERIFY(!checkEdit(back, second).isEmpty());
        second.plane = 9;
        QVERIFY(!checkEdit(back, second).isEmpty());
        second.plane = 3; // a gap: plane 2 would be left without a network
        QVERIFY(!checkEdit(back, second).isEmpty());
        second.plane = 2;
        QVERIFY(checkEdit(back, second).isEmpty());
    }

    // A format-10 design (before planes) opens with no network on a plane: one fabric, as before.
    void format10OpensWithOnePlane()
    {
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, QStringLiteral(RAILYARD_TEST_DATA "/format10/sample-format10.railyard"));
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QVERIFY(doc.networks().size() > 0);
        for (const Network &n : doc.networks())
            QCOMPARE(n.plane, 0);
        QCOMPARE(FabricPlanes(doc).count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPlanes)
#include "tst_planes.moc"
