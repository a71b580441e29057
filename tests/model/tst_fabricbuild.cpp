// Build fabric on nodes placed by hand (layout/fabricbuild.h): a GB300 NVL72 hall laid out as
// a designer lays it out — hall, feeds, a loop with CDUs, a management network, racks dropped
// whole — gets the generator's rail-optimized fabric, checks clean, and is undone in one step.
#include "testsupport.h"

#include "layout/fabricbuild.h"
#include "layout/rackplacement.h"
#include "topology/nvlinkdomain.h"

#include <QUndoStack>
#include <set>

using namespace railyard;

namespace {

struct HandHall {
    std::unique_ptr<Document> doc;
    HallId hall;
    std::vector<RackId> racks;
};

// `count` racks of `part` dropped in one row of a hall with A/B feeds, a loop with N+1 CDUs
// for them and an out-of-band network, through the same calls the window's gestures make.
HandHall handHall(const QString &part, int count)
{
    HandHall h;
    h.doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    Document &doc = *h.doc;
    Editor editor(doc);
    Hall hall;
    hall.name = QStringLiteral("H1");
    hall.widthM = 30;
    hall.depthM = 16;
    hall.utilityFeedW = 3e6;
    hall.airCoolingW = 500e3;
    hall.floorRatingKPa = 24; // a slab floor: a loaded NVL72 puts ~2,100 kg/m² on its footprint
    h.hall = *editor.addHall(hall);
    editor.addFeed({{}, h.hall, QStringLiteral("Feed A"), FeedSide::A, 2e6});
    editor.addFeed({{}, h.hall, QStringLiteral("Feed B"), FeedSide::B, 2e6});
    CoolingLoop water;
    water.hall = h.hall;
    water.name = QStringLiteral("Loop 1");
    const LoopId loop = *editor.addLoop(water);
    const Part *cdu = doc.catalog().find(QStringLiteral("CDU-INROW-600KW"));
    for (int i = 0; i < 3; ++i) {
        Cdu c;
        c.loop = loop;
        c.part = cdu->id;
        c.name = QStringLiteral("CDU %1").arg(i + 1);
        c.xM = 2 + i * 1.0;
        c.yM = 1;
        if (auto added = editor.addCdu(c); !added)
            qFatal("%s", qPrintable(added.error()));
    }
    editor.addNetwork({{}, QStringLiteral("Management"), NetworkRole::Oob, Technology::Ethernet});
    const std::vector<RackPlacement> plans = planRacksAt(doc, h.hall, doc.catalog().find(part)->id, 4, 8, count);
    h.racks = placeRacks(editor, plans);
    if (int(h.racks.size()) != count)
        qFatal("placed %d of %d racks: %s", int(h.racks.size()), count, qPrintable(plans.front().refusal));
    return h;
}

} // namespace

class TestFabricBuild : public QObject {
    Q_OBJECT
private slots:
    // Eight GB300 NVL72 racks (one SU, 576 GPUs): the XDR switch the trays' ConnectX-8 NICs
    // take, 72 rails over 8 leaves of 9 rails, two tiers; every tray NIC on its rail's leaf; the
    // design checks clean; undo takes it all back.
    void handPlacedNvl72HallGetsACleanFabric()
    {
        HandHall h = handHall(QStringLiteral("GB300-NVL72"), 8);
        Document &doc = *h.doc;
        const QStringList before = test::problemLines(doc);
        QVERIFY2(before.isEmpty(), qPrintable(before.join(QLatin1Char('\n'))));
        const QString dump = dumpDesign(doc);
        const int steps = doc.undoStack()->count();

        auto build = planFabricBuild(doc, h.racks, {});
        QVERIFY2(build.ok(), qPrintable(build.error()));
        const FabricBuildPreview &pv = build->preview;
        QCOMPARE(pv.switchPart, QStringLiteral("Q3400-RA"));
        QCOMPARE(pv.fabricNodes, 8);
        QCOMPARE(pv.gpus, 576);
        QCOMPARE(pv.plan.tiers, 2);
        QCOMPARE(pv.leaves, 8);                // 72 rails, 9 per 144-port leaf
        QCOMPARE(pv.plan.railsPerLeaf, 9);
        QCOMPARE(pv.fabricCables, 576 + 8 * pv.plan.upPerLeaf);
        QVERIFY(pv.newRacks >= 1);
        previewOnCopy(doc, *build);
        QCOMPARE(dumpDesign(doc), dump); // the preview leaves the design alone
        QVERIFY(build->preview.transceivers > 0);
        QVERIFY(build->preview.itW > 0);

        Editor editor(doc);
        QVERIFY(applyFabricBuild(editor, *build));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // What the preview said is what the design now has.
        const Engine engine(doc);
        int64_t modules = 0;
        for (const auto &[part, n] : engine.transceiversByPart())
            modules += n;
        QCOMPARE(modules, build->preview.transceivers);
        // Tray t's NIC i of every rack lands on the leaf of rail t·4 + i.
        const DomainRanks ranks(doc);
        int railed = 0;
        for (const Device &d : doc.devices()) {
            if (doc.catalog().at(d.part).category != PartCategory::GpuServer)
                continue;
            QCOMPARE(d.su, 0);
            for (PortId p : doc.portsOf(d.id)) {
                const Port &port = doc.ports().at(p);
                if (port.role != PortRole::Compute)
                    continue;
                QCOMPARE(int(doc.cablesAt(p).size()), 1);
                const Device &leaf = doc.devices().at(doc.ports().at(doc.otherEnd(doc.cables().at(*doc.cablesAt(p).begin()), p)).device);
                const int rank = ranks.rankOf(d, port);
                QCOMPARE(leaf.rail, rank - rank % 9);
                ++railed;
            }
        }
        QCOMPARE(railed, 576);
        const QStringList after = test::problemLines(doc);
        QVERIFY2(after.isEmpty(), qPrintable(after.join(QLatin1Char('\n'))));

        doc.undoStack()->undo();
        QCOMPARE(dumpDesign(doc), dump);
        doc.undoStack()->redo();
        QVERIFY(test::problemLines(doc).isEmpty());
    }

    // What cannot be built is refused with the object named, and nothing changes.
    void refusals()
    {
        HandHall h = handHall(QStringLiteral("GB300-NVL72"), 2);
        Document &doc = *h.doc;
        const Rack empty = doc.racks().at(h.racks.front());
        auto wrong = planFabricBuild(doc, h.racks, {QStringLiteral("SN2201"), 1, 1, {}});
        QVERIFY(!wrong.ok());
        QVERIFY2(wrong.error().contains(QLatin1String("SN2201")), qPrintable(wrong.error()));
        FabricBuildOptions bogus;
        bogus.switchPart = QStringLiteral("NO-SUCH-SWITCH");
        QVERIFY(planFabricBuild(doc, h.racks, bogus).error().contains(QLatin1String("NO-SUCH-SWITCH")));
        // A node already cabled is named with its far end.
        auto first = planFabricBuild(doc, h.racks, {});
        QVERIFY(first.ok());
        Editor editor(doc);
        QVERIFY(applyFabricBuild(editor, *first));
        auto again = planFabricBuild(doc, h.racks, {});
        QVERIFY(!again.ok());
        QVERIFY2(again.error().contains(QLatin1String("already cabled")) && again.error().contains(empty.name), qPrintable(again.error()));
        // Racks with no nodes: nothing to build.
        std::vector<RackId> network;
        for (const Rack &r : doc.racks())
            if (r.name.contains(QLatin1String("-N")))
                network.push_back(r.id);
        QVERIFY(!network.empty());
        QVERIFY(planFabricBuild(doc, network, {}).error().contains(QLatin1String("no GPU nodes")));
    }

    // Eight-GPU servers in ordinary racks, switches in an empty rack the designer chose: one
    // leaf per rail, the chosen rack used before any network rack is added.
    void serversWithAChosenSwitchRack()
    {
        auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
        Editor editor(*doc);
        Hall hall;
        hall.name = QStringLiteral("H1");
        hall.widthM = 20;
        hall.depthM = 12;
        hall.utilityFeedW = 1e6;
        hall.airCoolingW = 600e3;
        const HallId h = *editor.addHall(hall);
        editor.addFeed({{}, h, QStringLiteral("Feed A"), FeedSide::A, 800e3});
        editor.addFeed({{}, h, QStringLiteral("Feed B"), FeedSide::B, 800e3});
        const Part *rackPart = doc->catalog().find(QStringLiteral("RACK-AIR-48U-600x1200-HAC"));
        QVERIFY(rackPart);
        std::vector<RackId> racks = placeRacks(editor, planRacksAt(*doc, h, rackPart->id, 4, 6, 3));
        QCOMPARE(racks.size(), size_t(3));
        const Part *node = doc->catalog().find(QStringLiteral("DGX-B200"));
        for (int r = 0; r < 2; ++r)
            for (int k = 0; k < 2; ++k)
                editor.addDevice({{}, racks[size_t(r)], node->id, QStringLiteral("gpu%1").arg(r * 2 + k + 1), 2 + k * node->uHeight, {}, FabricTier::None});
        auto build = planFabricBuild(*doc, racks, {});
        QVERIFY2(build.ok(), qPrintable(build.error()));
        QCOMPARE(build->preview.switchPart, QStringLiteral("MQM9700-NS2F")); // the B200's ConnectX-7 NDR
        QCOMPARE(build->preview.leaves, 8);
        QCOMPARE(build->preview.newRacks, 0);
        QCOMPARE(build->preview.rackedInChosen, build->preview.leaves + build->preview.spines + build->preview.cores);
        QVERIFY(applyFabricBuild(editor, *build));
        for (const Device &d : doc->devices())
            if (d.tier == FabricTier::Leaf)
                QCOMPARE(d.rack, racks[2]);
        // gpu3's NIC 5 is on the rail-5 leaf.
        for (const Device &d : doc->devices())
            if (d.name == QLatin1String("gpu3"))
                for (PortId p : doc->portsOf(d.id))
                    if (doc->ports().at(p).role == PortRole::Compute && doc->ports().at(p).index == 4) {
                        const Device &leaf = doc->devices().at(doc->ports().at(doc->otherEnd(doc->cables().at(*doc->cablesAt(p).begin()), p)).device);
                        QCOMPARE(leaf.name, QStringLiteral("leaf-su1-r5"));
                    }
    }
};

QTEST_GUILESS_MAIN(TestFabricBuild)
#include "tst_fabricbuild.moc"
