// A site larger than one hall may hold is split into several halls, each within the site's
// limits, with the compute fabric spanning them over routed, reachable cables
// (docs/GENERATOR.md, "Several halls"; docs/ENGINE.md, "Between halls").

#include "testsupport.h"

#include "commands/editor.h"
#include "document/fragmentbuilder.h"
#include "engine/engine.h"
#include "engine/physics.h"
#include "engine/sitelayout.h"
#include "generate/hallsplit.h"
#include "rules/ruleprovider.h"

#include <QTest>
#include <cmath>
#include <map>
#include <set>

using namespace railyard;

namespace {

HallId hallOfDevice(const Document &doc, const Device &d)
{
    return doc.hallOf(d.rack);
}

} // namespace

class TestHalls : public QObject {
    Q_OBJECT
private slots:
    // The rack-to-rack route between two halls, by hand (docs/ENGINE.md, "Between halls").
    void routeAcrossTwoHallsIsTheHandComputedPath()
    {
        auto doc = std::make_unique<Document>(test::smallCatalog());
        FragmentBuilder b(*doc);
        Hall h1;
        h1.name = QStringLiteral("H1");
        h1.widthM = 20;
        h1.depthM = 10;
        Hall h2 = h1;
        h2.name = QStringLiteral("H2");
        h2.widthM = 30;
        const HallId hall1 = b.addHall(h1), hall2 = b.addHall(h2);
        const RowId row1 = b.addRow(hall1, QStringLiteral("A")), row2 = b.addRow(hall2, QStringLiteral("B"));
        const PartId rackType = doc->catalog().find(QStringLiteral("T-RACK-AIR"))->id;
        const PartId mgmt = doc->catalog().find(QStringLiteral("T-MGMT48"))->id;
        const RackId r1 = b.addRack({{}, row1, QStringLiteral("A01"), 5.3, 4, 0, rackType, {}, {}, {}});
        const RackId r2 = b.addRack({{}, row2, QStringLiteral("B01"), 20.3, 7, 0, rackType, {}, {}, {}});
        const DeviceId d1 = b.addDevice({{}, r1, mgmt, QStringLiteral("m1"), 40});
        const DeviceId d2 = b.addDevice({{}, r2, mgmt, QStringLiteral("m2"), 40});
        const CableId cable = b.addCable(b.port(d1, PortRole::Oob, 0)->id, b.port(d2, PortRole::Oob, 0)->id);
        Editor(*doc).insert(b.take(), QStringLiteral("two halls"));

        // Each end: port at U40 of a 48U rack, 0.1 + 39.5 × 0.04445 = 1.855775 m; tray at rack
        // top 0.1 + 48 × 0.04445 + 0.05 = 2.2836 m plus 0.3 m: up 0.727825 m.
        const double up = (0.1 + 48 * 0.04445 + 0.05 + 0.3) - (0.1 + 39.5 * 0.04445);
        // H1 (x 0–20 on the site): tray 5.0–5.6 m on y = 4; to the end at 5.6 (0.3), across to the
        // exit in the middle of the front wall (10, 0): 4.4 + 4 = 8.7 m.
        const double inH1 = 0.3 + 4.4 + 4;
        // H2 stands 6 m further (x 26–56): tray 20.0–20.6 on y = 7; to 20.0 (0.3), across to its
        // exit (15, 0): 5 + 7 = 12.3 m.
        const double inH2 = 0.3 + 5 + 7;
        // Out to the corridor's middle and back in (3 + 3 m), along it from x 10 to x 41: 31 m.
        const double corridor = 6 + 31;
        const double expected = up + inH1 + corridor + inH2 + up + 1.0; // 1 m slack
        QCOMPARE(expected, 60.45565);

        Engine engine(*doc);
        const CableFigures *f = engine.cable(cable);
        QVERIFY(f && f->routed);
        QVERIFY2(std::fabs(fromMilli(f->routedMm) - expected) < 0.001, qPrintable(QString::number(fromMilli(f->routedMm))));
        QCOMPARE(engine.unroutedCables(), int64_t(0));

        // A wider first hall moves the second hall 10 m away, and the route with it, as a fresh
        // computation of the whole design gives it.
        Hall wider = doc->halls().at(hall1);
        wider.widthM = 30;
        Editor(*doc).update(wider, Hall::kSize, QStringLiteral("wider"));
        // Exit at x 15; the end at 5.6 is 9.4 + 4 from it; H2 from x 36, exit at 51.
        const double after = up + (0.3 + 9.4 + 4) + (6 + 36) + inH2 + up + 1.0;
        QVERIFY2(std::fabs(fromMilli(engine.cable(cable)->routedMm) - after) < 0.001, qPrintable(QString::number(fromMilli(engine.cable(cable)->routedMm))));
        const Engine fresh(*doc);
        QString where;
        QVERIFY2(engine.sameFigures(fresh, &where), qPrintable(where));
        QCOMPARE(computeSiteLayout(*doc)[hall2.value].originXM, 36.0);

        // A rack moved in the far hall re-routes its cables between halls as a fresh
        // computation does: 2 m nearer its hall's front wall is 2 m shorter.
        Editor(*doc).moveRack(r2, 20.3, 5);
        QVERIFY2(std::fabs(fromMilli(engine.cable(cable)->routedMm) - (after - 2)) < 0.001, qPrintable(QString::number(fromMilli(engine.cable(cable)->routedMm))));
        QVERIFY2(engine.sameFigures(Engine(*doc), &where), qPrintable(where));
        doc->undoStack()->undo();
        QVERIFY2(std::fabs(fromMilli(engine.cable(cable)->routedMm) - after) < 0.001, qPrintable(QString::number(fromMilli(engine.cable(cable)->routedMm))));
    }

    // The split's arithmetic: whole groups while one fits, the central hall carrying the shared
    // load, at least ⌈IT / limit⌉ halls.
    void splitKeepsWholeGroupsWithinTheLimit()
    {
        HallSplitInput in;
        in.sus = 32;
        in.susPerGroup = 8;     // four pods
        in.suItW = 1e6;
        in.groupItW = 0.5e6;    // 8.5 MW a pod
        in.sharedItW = 4e6;
        in.suAreaM2 = 100;
        in.maxHallItW = 20e6;   // two pods a hall (17 MW), one in the central hall (8.5 + 4 MW)
        auto split = splitSite(in);
        QVERIFY(split.ok());
        QCOMPARE(split->estimatedItW, 38e6);
        QCOMPARE(split->halls, 3);
        QCOMPARE(split->central, 1);
        QVERIFY(split->wholeGroups);
        std::map<int, int> perHall;
        for (int su = 0; su < in.sus; ++su) {
            ++perHall[split->hallOfSu[size_t(su)]];
            QCOMPARE(split->hallOfSu[size_t(su)], split->hallOfSu[size_t(su / 8 * 8)]); // pods whole
            if (su > 0)
                QVERIFY(split->hallOfSu[size_t(su)] >= split->hallOfSu[size_t(su - 1)]); // consecutive
        }
        for (const auto &[hall, sus] : perHall)
            QVERIFY(sus * in.suItW + sus / 8 * in.groupItW + (hall == split->central ? in.sharedItW : 0) <= in.maxHallItW);
        // A pod beyond a hall is split by whole SUs; an SU beyond a hall is refused, with figures.
        in.maxHallItW = 5e6;
        split = splitSite(in);
        QVERIFY(split.ok());
        QVERIFY(!split->wholeGroups);
        in.maxHallItW = 0.9e6;
        split = splitSite(in);
        QVERIFY(!split.ok());
        QVERIFY2(split.error().contains(QLatin1String("1.1 MW")), qPrintable(split.error()));
    }

    // A split site is one undo step: undo leaves the design empty, redo brings every hall back
    // with the same figures.
    void splitSiteIsOneUndoStep()
    {
        auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = 4096;
        o.maxHallItW = 3e6;
        auto s = generateDesign(*doc, o);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(s->halls, 4);
        QCOMPARE(int(doc->halls().size()), 4);
        const Engine before(*doc);
        const int64_t itMw = before.site().itMaxMw();
        doc->undoStack()->undo();
        QCOMPARE(int(doc->halls().size()), 0);
        QCOMPARE(int(doc->racks().size()), 0);
        QCOMPARE(int(doc->cables().size()), 0);
        doc->undoStack()->redo();
        QCOMPARE(int(doc->halls().size()), 4);
        const Engine after(*doc);
        QCOMPARE(after.site().itMaxMw(), itMw);
        QString where;
        QVERIFY2(after.sameFigures(before, &where), qPrintable(where));
    }

    // 32,768 GPUs (HGX B200 liquid-cooled, 400G Ethernet on split SN5600s: three tiers, in pods)
    // on a site that allows 15 MW per hall: several halls (five), each within the site's IT and
    // floor-area limits, SUs and pods whole, every cable routed within its medium's reach, and no
    // problem reported: the split a 131,072-GPU site gets under the default 40 MW, a quarter the size.
    void largeSiteComesOutAsHallsWithinLimits()
    {
        auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = 32768;
        o.maxHallItW = 15e6;
        o.nodePart = QStringLiteral("HGX-B200-8GPU-DLC-4U");
        o.computeSwitchPart = QStringLiteral("SN5600-2x400");
        auto s = generateDesign(*doc, o);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        const Engine engine(*doc);
        const Site &site = doc->site();
        const double itW = fromMilli(engine.site().itMaxMw());
        // The documented count: at least ⌈IT / limit⌉, at most one more (whole pods, the central
        // hall's shared load).
        const int floorCount = int(std::ceil(itW / site.maxHallItW));
        QVERIFY2(s->halls >= floorCount && s->halls <= floorCount + 1, qPrintable(QStringLiteral("%1 halls for %2 MW").arg(s->halls).arg(itW / 1e6)));
        QCOMPARE(int(doc->halls().size()), s->halls);
        for (const Hall &h : doc->halls()) {
            const double hallIt = fromMilli(engine.hall(h.id).itMaxMw());
            QVERIFY2(hallIt > 0 && hallIt <= site.maxHallItW, qPrintable(QStringLiteral("%1: %2 MW").arg(h.name).arg(hallIt / 1e6)));
            QVERIFY2(h.widthM * h.depthM <= site.maxHallAreaM2, qPrintable(QStringLiteral("%1: %2 m²").arg(h.name).arg(h.widthM * h.depthM)));
            // Its own feeds and loops.
            QVERIFY(!doc->feedsOf(h.id).empty());
        }
        std::set<uint32_t> loopHalls;
        for (const CoolingLoop &l : doc->loops())
            loopHalls.insert(l.hall.value);
        QCOMPARE(int(loopHalls.size()), s->halls);
        for (const Rack &r : doc->racks())
            if (r.loop)
                QCOMPARE(doc->loops().at(r.loop).hall, doc->hallOf(r.id));
        for (const Rack &r : doc->racks())
            if (r.pduA)
                QCOMPARE(doc->feeds().at(doc->pdus().at(r.pduA).feed).hall, doc->hallOf(r.id));

        // Whole SUs in a hall, leaves with their SU, a pod's spines in its hall.
        std::map<int, std::set<uint32_t>> hallsOfSu;
        for (const Device &d : doc->devices())
            if (d.su >= 0)
                hallsOfSu[d.su].insert(hallOfDevice(*doc, d).value);
        for (const auto &[su, halls] : hallsOfSu)
            QVERIFY2(halls.size() == 1, qPrintable(QStringLiteral("SU %1 spans %2 halls").arg(su).arg(halls.size())));
        for (const Device &d : doc->devices()) {
            if (d.tier != FabricTier::Spine || doc->networks().at(d.network).role != NetworkRole::Compute)
                continue;
            for (PortId p : doc->portsOf(d.id))
                for (CableId c : doc->cablesAt(p)) {
                    const Cable &cable = doc->cables().at(c);
                    const Device &far = doc->devices().at(doc->ports().at(cable.a == p ? cable.b : cable.a).device);
                    if (far.tier == FabricTier::Leaf)
                        QCOMPARE(hallOfDevice(*doc, far), hallOfDevice(*doc, d));
                }
        }

        // Every cable has a positive routed length within its medium's reach.
        int64_t interHall = 0;
        for (const Cable &c : doc->cables()) {
            const CableFigures *f = engine.cable(c.id);
            QVERIFY(f && f->routed && f->routedMm > 0 && !f->overReach);
            const double lengthM = fromMilli(f->routedMm);
            const Part &medium = doc->catalog().at(f->cablePart);
            QVERIFY2(medium.reachM <= 0 || lengthM <= medium.reachM, qPrintable(medium.partNumber));
            for (PartId module : {f->moduleA, f->moduleB})
                if (module)
                    QVERIFY(lengthM <= doc->catalog().at(module).reachM);
            const HallId a = hallOfDevice(*doc, doc->devices().at(doc->ports().at(c.a).device));
            const HallId b = hallOfDevice(*doc, doc->devices().at(doc->ports().at(c.b).device));
            if (a != b) {
                ++interHall;
                // Nodes and their leaves stay in their hall: only links up to spines and cores
                // (of the compute fabric and the Ethernet ones) run between halls.
                auto upper = [&](PortId port) {
                    const FabricTier t = doc->devices().at(doc->ports().at(port).device).tier;
                    return t == FabricTier::Spine || t == FabricTier::Core;
                };
                QVERIFY2(upper(c.a) || upper(c.b), qPrintable(doc->devices().at(doc->ports().at(c.a).device).name + QLatin1Char(' ')
                                                               + doc->devices().at(doc->ports().at(c.b).device).name));
                QCOMPARE(f->medium, Medium::Smf); // beyond multimode's and copper's reach
            }
        }
        QCOMPARE(engine.unroutedCables(), int64_t(0));
        QCOMPARE(engine.overReachCables(), int64_t(0));
        QVERIFY(interHall > 0);
        const auto problems = test::problemsButInlets(*doc, engine);
        QVERIFY2(problems.empty(), qPrintable(problems.empty() ? QString() : problems.front().code + QLatin1Char(' ') + problems.front().message));
    }
};

QTEST_GUILESS_MAIN(TestHalls)
#include "tst_halls.moc"
