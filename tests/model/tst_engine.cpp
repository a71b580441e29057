#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "engine/physics.h"
#include "report/totalsreport.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <map>
#include <set>
#include "io/designstore.h"

using namespace railyard;
using namespace railyard::test;

namespace {

PartId part(const Document &doc, const char *number)
{
    const Part *p = doc.catalog().find(QLatin1String(number));
    if (!p)
        qFatal("no part %s", number);
    return p->id;
}

// A hall with one row; racks are added by the tests.
struct SmallHall {
    std::unique_ptr<Document> doc = std::make_unique<Document>(smallCatalog());
    HallId hall;
    RowId row;
    FeedId feedA, feedB;
    PduId pduA, pduB;
    LoopId loop;

    SmallHall()
    {
        FragmentBuilder b(*doc);
        Hall h;
        h.name = QStringLiteral("H");
        h.widthM = 20;
        h.depthM = 10;
        h.pue = 1.25;
        hall = b.addHall(h);
        row = b.addRow(hall, QStringLiteral("A"));
        feedA = b.addFeed({{}, hall, QStringLiteral("A"), FeedSide::A, 1e6});
        feedB = b.addFeed({{}, hall, QStringLiteral("B"), FeedSide::B, 1e6});
        pduA = b.addPdu({{}, feedA, part(*doc, "T-PDU"), QStringLiteral("PDU-A")});
        pduB = b.addPdu({{}, feedB, part(*doc, "T-PDU"), QStringLiteral("PDU-B")});
        loop = b.addLoop({{}, hall, QStringLiteral("L"), 10});
        b.addCdu({{}, loop, part(*doc, "T-CDU"), QStringLiteral("CDU-1"), 0.5, 0.5});
        b.addCdu({{}, loop, part(*doc, "T-CDU"), QStringLiteral("CDU-2"), 1.5, 0.5});
        Editor(*doc).insert(b.take(), QStringLiteral("hall"));
    }

    RackId addRack(const char *type, const QString &name, double x, int nodes, const char *node = "T-NODE-H100")
    {
        FragmentBuilder b(*doc);
        const RackId rack = b.addRack({{}, row, name, x, 3, 0, part(*doc, type), pduA, pduB, loop});
        for (int i = 0; i < nodes; ++i)
            b.addDevice({{}, rack, part(*doc, node), QStringLiteral("%1-n%2").arg(name).arg(i), 2 + i * 8});
        Editor(*doc).insert(b.take(), QStringLiteral("rack"));
        return rack;
    }

    PortId port(RackId rack, int device, PortRole role, int index) const
    {
        const DeviceId d = sortedDevices(rack)[size_t(device)];
        for (PortId p : doc->portsOf(d))
            if (doc->ports().at(p).role == role && doc->ports().at(p).index == index)
                return p;
        qFatal("no port");
    }

    std::vector<DeviceId> sortedDevices(RackId rack) const
    {
        std::vector<DeviceId> out(doc->devicesOf(rack).begin(), doc->devicesOf(rack).end());
        std::sort(out.begin(), out.end());
        return out;
    }

    // A cable with a fixed length (as if measured), so media tests control the length exactly.
    CableId cable(PortId a, PortId b, double lengthM, Medium medium = Medium::Auto)
    {
        FragmentBuilder builder(*doc);
        const CableId id = builder.addCable(a, b, medium);
        Fragment f = builder.take();
        f.cables.front().lengthM = lengthM;
        Editor(*doc).insert(std::move(f), QStringLiteral("cable"));
        return id;
    }
};

} // namespace

class TestEngine : public QObject {
    Q_OBJECT
private slots:
    // Four 10.2 kW nodes: 40.8 kW of IT load; facility = IT × PUE 1.25 = 51 kW.
    void rackOfFourNodes()
    {
        SmallHall h;
        Engine engine(*h.doc);
        const RackId r = h.addRack("T-RACK-AIR", QStringLiteral("R1"), 2, 4);
        QCOMPARE(engine.rack(r).itMaxMw(), MilliWatts(40'800'000));
        QCOMPARE(engine.rack(r).maxMw[size_t(PowerCategory::GpuServers)], MilliWatts(40'800'000));
        QCOMPARE(engine.rack(r).itTypMw(), MilliWatts(32'000'000));
        QCOMPARE(engine.rack(r).gpus, int64_t(32));
        QCOMPARE(hallFacilityW(*h.doc, engine, h.hall), 51'000.0);
        // Air rack: every watt goes to room air. Weight: 150 kg rack + 4 × 130 kg.
        QCOMPARE(engine.rack(r).airMw, MilliWatts(40'800'000));
        QCOMPARE(engine.rack(r).liquidMw, MilliWatts(0));
        QCOMPARE(engine.rack(r).weightG, Grams(670'000));
        const RackFloorLoad floor = rackFloorLoad(*h.doc, engine, r);
        QVERIFY(qAbs(floor.kgPerM2 - 670.0 / 0.72) < 1e-9);
        QVERIFY(qAbs(floor.pointLoadKN - 670.0 * 9.80665 / 4 / 1000) < 1e-9);
    }

    // With both feeds up each PDU carries half the rack; with one feed lost, the other all of it.
    void feedFailover()
    {
        SmallHall h;
        Engine engine(*h.doc);
        h.addRack("T-RACK-AIR", QStringLiteral("R1"), 2, 4);
        QCOMPARE(engine.pdu(h.pduA).normalMw, MilliWatts(20'400'000));
        QCOMPARE(engine.pdu(h.pduB).normalMw, MilliWatts(20'400'000));
        QCOMPARE(engine.pdu(h.pduA).failoverMw, MilliWatts(40'800'000));
        QCOMPARE(engine.feed(h.feedB).failoverMw, MilliWatts(40'800'000));
        QCOMPARE(engine.feed(h.feedA).normalMw, MilliWatts(20'400'000));
    }

    // Water at ΔT 10 K carries about 1.43 L/min per kW (brief; OCP guidance 1.5).
    void loopFlow()
    {
        QVERIFY(qAbs(requiredFlowLPerMin(1000, 10) - 1.43) < 0.01);
        SmallHall h;
        Engine engine(*h.doc);
        // DLC rack, two 12 kW nodes with 80 % to liquid: 19.2 kW to the loop, 4.8 kW to air.
        const RackId r = h.addRack("T-RACK-DLC", QStringLiteral("R1"), 2, 2, "T-NODE-DLC");
        QCOMPARE(engine.rack(r).liquidMw, MilliWatts(19'200'000));
        QCOMPARE(engine.rack(r).airMw, MilliWatts(4'800'000));
        const LoopFigures f = loopFigures(*h.doc, engine, h.loop);
        QCOMPARE(f.heatW, 19'200.0);
        QVERIFY(qAbs(f.flowLPerMin - 19.2 * 1.4377) < 0.01);
        QCOMPARE(f.cdusRequired, int64_t(2)); // one 400 kW CDU carries it, plus one spare
    }

    // Rear-door racks move heat into water up to the door's capacity; the rest stays in air.
    void rearDoorSplit()
    {
        SmallHall h;
        Engine engine(*h.doc);
        const RackId r = h.addRack("T-RACK-RD", QStringLiteral("R1"), 2, 6); // 61.2 kW, door 50 kW
        QCOMPARE(engine.rack(r).liquidMw, MilliWatts(50'000'000));
        QCOMPARE(engine.rack(r).airMw, MilliWatts(11'200'000));
    }

    // N+1: N = ceil(heat / capacity), exactly at the boundary and 1 mW past it.
    void cduBoundary()
    {
        const int64_t cap = 400'000'000; // 400 kW in mW
        QCOMPARE(cdusRequiredNPlus1(2 * cap, cap), int64_t(3));
        QCOMPARE(cdusRequiredNPlus1(2 * cap + 1, cap), int64_t(4));
        QCOMPARE(cdusRequiredNPlus1(1, cap), int64_t(2));
        QCOMPARE(cdusRequiredNPlus1(0, cap), int64_t(0));
    }

    // A cable exactly at the DAC's reach stays copper; 1 cm over needs fibre and transceivers.
    void mediumAtReachBoundary()
    {
        SmallHall h;
        Engine engine(*h.doc);
        const RackId r = h.addRack("T-RACK-AIR", QStringLiteral("R1"), 2, 2);
        const CableId atReach = h.cable(h.port(r, 0, PortRole::Compute, 0), h.port(r, 1, PortRole::Compute, 0), 2.00);
        const CableId over = h.cable(h.port(r, 0, PortRole::Compute, 2), h.port(r, 1, PortRole::Compute, 2), 2.01);
        QCOMPARE(engine.cable(atReach)->medium, Medium::Dac);
        QCOMPARE(engine.cable(atReach)->stockMm, Millimetres(2000));
        QVERIFY(!engine.cable(atReach)->overReach);
        QCOMPARE(engine.cable(over)->medium, Medium::Mmf);
        QCOMPARE(engine.cable(over)->stockMm, Millimetres(3000)); // next stock length up
        // Node ports share twin cages (8 ports in 4 cages): the twin module serves them.
        QCOMPARE(h.doc->catalog().at(engine.cable(over)->moduleA).partNumber, QStringLiteral("T-SR8-TWIN"));
        // Pinning DAC on the long cable keeps DAC and flags it over reach.
        Cable c = h.doc->cables().at(over);
        c.medium = Medium::Dac;
        Editor(*h.doc).update(c, Cable::kMedium, QStringLiteral("pin"));
        QCOMPARE(engine.cable(over)->medium, Medium::Dac);
        QVERIFY(engine.cable(over)->pinned);
        QVERIFY(engine.cable(over)->overReach);
        QCOMPARE(engine.overReachCables(), int64_t(1));
    }

    // A twin-port cage carries two links on one module: count modules per cage, not per link.
    void twinPortOptics()
    {
        SmallHall h;
        Engine engine(*h.doc);
        const RackId r = h.addRack("T-RACK-AIR", QStringLiteral("R1"), 2, 2);
        const PartId twin = part(*h.doc, "T-SR8-TWIN");
        // Ports C1 and C2 of node 0 share cage 0; so do C1 and C2 of node 1.
        const CableId c1 = h.cable(h.port(r, 0, PortRole::Compute, 0), h.port(r, 1, PortRole::Compute, 0), 5);
        QCOMPARE(engine.transceiversByPart()[twin], int64_t(2)); // one module at each end
        const CableId c2 = h.cable(h.port(r, 0, PortRole::Compute, 1), h.port(r, 1, PortRole::Compute, 1), 5);
        QCOMPARE(engine.transceiversByPart()[twin], int64_t(2)); // the second link rides the same modules
        QCOMPARE(engine.opticsMaxMw(), MilliWatts(30'000));     // 2 × 15 W
        QCOMPARE(engine.rack(r).maxMw[size_t(PowerCategory::Transceivers)], MilliWatts(30'000));
        Editor(*h.doc).erase(Selection{.cables = {c1}});
        QCOMPARE(engine.transceiversByPart()[twin], int64_t(2));
        Editor(*h.doc).erase(Selection{.cables = {c2}});
        QCOMPARE(engine.transceiversByPart().count(twin), size_t(0));
        QCOMPARE(engine.opticsMaxMw(), MilliWatts(0));
    }

    // Routed length: up to the tray, along the row, down, plus slack; inside a rack, vertical.
    void routedLength()
    {
        SmallHall h;
        Engine engine(*h.doc);
        const RackId r1 = h.addRack("T-RACK-AIR", QStringLiteral("R1"), 2.3, 1);
        const RackId r2 = h.addRack("T-RACK-AIR", QStringLiteral("R2"), 5.3, 1);
        FragmentBuilder b(*h.doc);
        const CableId id = b.addCable(h.port(r1, 0, PortRole::Oob, 0), h.port(r2, 0, PortRole::Oob, 0));
        Editor(*h.doc).insert(b.take(), QStringLiteral("c"));
        // Port at U2 of an 8U node: 0.1 + (1 + 4) × 0.04445 = 0.32225 m; 48U rack top:
        // 0.1 + 48 × 0.04445 + 0.05 = 2.2836 m; tray 0.3 m above. Up 2.26135 m at each end,
        // 3 m along the row, 1 m slack.
        const double expected = 2 * (2.2836 + 0.3 - 0.32225) + 3.0 + 1.0;
        QCOMPARE(engine.cable(id)->routedMm, toMilli(expected));
        QCOMPARE(engine.cable(id)->medium, Medium::Cat6);
        QCOMPARE(engine.cable(id)->stockMm, Millimetres(30000));
        // Moving the far rack 1 m further along its row lengthens the route by exactly 1 m.
        Editor(*h.doc).moveRack(r2, 6.3, 3);
        QCOMPARE(engine.cable(id)->routedMm, toMilli(expected + 1.0));
        // Out of the row by 2 m: the tray stays on R1's line (the lowest id's group on a tie) and
        // now ends at R1's edge; the route runs along it to its end, on to x = 6.3 and 2 m across.
        Editor(*h.doc).moveRack(r2, 6.3, 5);
        QCOMPARE(engine.rowGeometry(h.doc->racks().at(r1).row).lineM, 3.0);
        QCOMPARE(engine.cable(id)->routedMm, toMilli(expected + 4.0 - 3.0 + 2.0));
    }

    // Issue #19: a rack dragged out of its row made the tray follow it (re-centred on the rest)
    // and every route of the row shorter. The tray stays where the row's racks stand; the moved
    // rack's cables run over to it.
    void rackOutOfItsRowLeavesTheTray()
    {
        auto doc = generatedDocument(4096);
        Engine engine(*doc);
        std::map<uint32_t, Millimetres> before;
        for (const Cable &c : doc->cables())
            before[c.id.value] = engine.cable(c.id)->routedMm;
        std::map<uint32_t, RowGeometry> trays;
        for (const Row &r : doc->rows())
            trays[r.id.value] = engine.rowGeometry(r.id);
        // A GPU rack inside its row (not at an end of the tray), moved 3 m across the row's line.
        RackId moved;
        for (const Rack &r : doc->racks()) {
            const RowGeometry g = engine.rowGeometry(r.row);
            const double along = g.alongY ? r.yM : r.xM;
            if (engine.rack(r.id).gpus > 0 && along - 0.5 > g.startM && along + 0.5 < g.endM) {
                moved = r.id;
                break;
            }
        }
        QVERIFY(moved);
        const Rack rack = doc->racks().at(moved);
        const RowGeometry tray = engine.rowGeometry(rack.row);
        const Millimetres totalBefore = engine.totalRoutedMm();
        Editor(*doc).moveRack(moved, tray.alongY ? rack.xM + 3 : rack.xM, tray.alongY ? rack.yM : rack.yM + 3);
        for (const Row &r : doc->rows()) {
            const RowGeometry g = engine.rowGeometry(r.id), was = trays[r.id.value];
            QVERIFY2(g == was, qPrintable(QStringLiteral("%1: line %2 → %3, %4..%5 → %6..%7")
                                              .arg(r.name).arg(was.lineM).arg(g.lineM).arg(was.startM).arg(g.startM).arg(was.endM).arg(g.endM)));
        }
        std::set<uint32_t> own;
        for (DeviceId d : doc->devicesOf(moved))
            for (PortId p : doc->portsOf(d))
                for (CableId c : doc->cablesAt(p))
                    own.insert(c.value);
        QVERIFY(!own.empty());
        for (const Cable &c : doc->cables()) {
            const Millimetres now = engine.cable(c.id)->routedMm;
            if (!own.count(c.id.value)) {
                QCOMPARE(now, before[c.id.value]);
                continue;
            }
            const bool inside = doc->devices().at(doc->ports().at(c.a).device).rack == doc->devices().at(doc->ports().at(c.b).device).rack;
            QVERIFY(inside ? now == before[c.id.value] : now > before[c.id.value]);
        }
        QVERIFY(engine.totalRoutedMm() > totalBefore);
        qInfo("routed total %.0f m -> %.0f m", fromMilli(totalBefore), fromMilli(engine.totalRoutedMm()));
        Engine fresh(*doc);
        QString where;
        QVERIFY2(engine.sameFigures(fresh, &where), qPrintable(where));
    }

    // A rack move inside a row (not at an end) re-routes only that rack's cables.
    void rackMoveIsLocal()
    {
        auto doc = sampleDocument();
        Engine engine(*doc);
        const Rack *a02 = nullptr;
        for (const Rack &r : doc->racks())
            if (r.name == QLatin1String("A02"))
                a02 = &r;
        QVERIFY(a02);
        std::set<uint32_t> own;
        for (DeviceId d : doc->devicesOf(a02->id))
            for (PortId p : doc->portsOf(d))
                for (CableId c : doc->cablesAt(p))
                    own.insert(c.value);
        Editor(*doc).moveRack(a02->id, a02->xM + 0.05, a02->yM);
        QCOMPARE(engine.lastUpdate().full, false);
        QCOMPARE(engine.lastUpdate().cables, int64_t(own.size()));
        QVERIFY(engine.lastUpdate().cables < doc->cables().size() / 3);
        Engine fresh(*doc);
        QString where;
        QVERIFY2(engine.sameFigures(fresh, &where), qPrintable(where));
    }

    // Random edits and undos: after each, the incremental figures equal a full recompute.
    void incrementalEqualsFull()
    {
        auto doc = sampleDocument();
        Engine engine(*doc);
        Editor ed(*doc);
        QRandomGenerator rng(20261202);
        const PartId node = part(*doc, "T-NODE-H100");
        const PartId dlcRack = part(*doc, "T-RACK-DLC");
        auto pick = [&](const auto &table) {
            auto it = table.begin();
            std::advance(it, rng.bounded(table.size()));
            return *it;
        };
        int undos = 0;
        for (int step = 0; step < 1500; ++step) {
            const int action = rng.bounded(11);
            if (action <= 1 && doc->undoStack()->canUndo()) {
                doc->undoStack()->undo();
                ++undos;
            } else if (action == 2 && doc->undoStack()->canRedo()) {
                doc->undoStack()->redo();
            } else if (action == 3 && doc->racks().size() > 0) {
                const Rack r = pick(doc->racks());
                ed.moveRack(r.id, rng.bounded(160) / 10.0, rng.bounded(100) / 10.0);
            } else if (action == 4 && doc->racks().size() > 0) {
                Rack r = pick(doc->racks());
                r.rotationDeg = rng.bounded(4) * 90.0;
                r.part = rng.bounded(2) ? dlcRack : r.part;
                ed.update(r, Rack::kRotation | Rack::kPart, QStringLiteral("rack"));
            } else if (action == 5 && doc->cables().size() > 0) {
                Cable c = pick(doc->cables());
                c.medium = Medium(rng.bounded(8));
                c.lengthM = rng.bounded(3) == 0 ? rng.bounded(400) / 10.0 : 0;
                ed.update(c, Cable::kMedium | Cable::kLength, QStringLiteral("cable"));
            } else if (action == 6 && doc->devices().size() > 0) {
                ed.erase(Selection{.devices = {pick(doc->devices()).id}});
            } else if (action == 7 && doc->racks().size() > 0) {
                ed.addDevice(Device{{}, pick(doc->racks()).id, node, QStringLiteral("new"), int(rng.bounded(40)) + 1});
            } else if (action == 8 && doc->ports().size() > 1) {
                ed.connect(pick(doc->ports()).id, pick(doc->ports()).id);
            } else if (action == 9 && doc->racks().size() > 2) {
                Rack r = pick(doc->racks());
                const Rack other = pick(doc->racks());
                r.row = other.row;
                r.pduA = other.pduB;
                r.loop = rng.bounded(2) ? other.loop : LoopId();
                ed.update(r, Rack::kRow | Rack::kPdu | Rack::kLoop, QStringLiteral("reassign"));
            } else if (action == 10 && doc->racks().size() > 3) {
                ed.erase(Selection{.racks = {pick(doc->racks()).id}});
            }
            Engine fresh(*doc);
            QString where;
            if (!engine.sameFigures(fresh, &where))
                QFAIL(qPrintable(QStringLiteral("step %1 (action %2): %3 differ").arg(step).arg(action).arg(where)));
        }
        QVERIFY(undos > 100);
        // And the site routing settings change every route: a full recompute, still equal.
        Site s = doc->site();
        s.cableSlackM = 2.5;
        ed.setSite(s, Site::kRouting);
        QVERIFY(engine.lastUpdate().full);
        Engine fresh(*doc);
        QVERIFY(engine.sameFigures(fresh, nullptr));
    }

    void loadResetsFigures()
    {
        auto doc = sampleDocument();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document other(smallCatalog());
        Engine engine(other);
        QCOMPARE(engine.site().racks, int64_t(0));
        QVERIFY(DesignStore::load(other, file).ok());
        Engine fresh(*doc);
        QVERIFY(engine.sameFigures(fresh, nullptr));
        QCOMPARE(engine.site().gpus, int64_t(128));
    }

    // Each watt once (docs/ENGINE.md, "Each watt once: the 1,024-GPU H100 hand sum"): switches
    // count without the optics their datasheet maximum includes, and the modules the engine
    // chose are added once. The sum below is the one the document works by hand, to the watt.
    void itLoadEqualsTheHandSum()
    {
        auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = 1024;
        o.nodePart = QStringLiteral("DGX-H100");
        QVERIFY(generateDesign(*doc, o).ok());
        const Engine engine(*doc);
        std::map<QString, int64_t> devices, modules;
        for (const Device &d : doc->devices())
            ++devices[doc->catalog().at(d.part).partNumber];
        for (const auto &[part, n] : engine.transceiversByPart())
            modules[doc->catalog().at(part).partNumber] = n;
        const std::map<QString, int64_t> expectDevices = {
            {QStringLiteral("CDU-INROW-350KW"), 5},   {QStringLiteral("DGX-H100"), 128},
            {QStringLiteral("MGMT-HEAD-1U"), 5},      {QStringLiteral("MQM9700-NS2F"), 48},
            {QStringLiteral("PDU-3P-415V-32A"), 10},  {QStringLiteral("PDU-3P-415V-60A"), 110},
            {QStringLiteral("SN2201"), 36},           {QStringLiteral("SN4600C"), 18},
            {QStringLiteral("SN5600-2x400"), 9},      {QStringLiteral("STOR-NVME-2U"), 8},
            {QStringLiteral("UFM-APPLIANCE-3.1"), 4}};
        QCOMPARE(devices, expectDevices);
        const std::map<QString, int64_t> expectModules = {{QStringLiteral("MMA1B00-C100D"), 1184},
                                                          {QStringLiteral("MMA1Z00-NS400"), 272},
                                                          {QStringLiteral("MMA4Z00-NS"), 1672},
                                                          {QStringLiteral("MMA4Z00-NS-FLT"), 512}};
        QCOMPARE(modules, expectModules);
        const LoadSums &site = engine.site();
        auto watts = [&](PowerCategory c) { return site.maxMw[size_t(c)] / 1000; };
        QCOMPARE(watts(PowerCategory::GpuServers), int64_t(128 * 10200));
        // 48 x (1,720 - 544) + 36 x 200 + 18 x (800 - 224) + 9 x (2,400 - 1,152)
        QCOMPARE(watts(PowerCategory::Switches), int64_t(48 * 1176 + 36 * 200 + 18 * 576 + 9 * 1248));
        // 1,184 x 2.5 + 272 x 9 + 1,672 x 15 + 512 x 15 + 8 active copper cables x 3
        QCOMPARE(watts(PowerCategory::Transceivers), int64_t(2960 + 2448 + 25080 + 7680 + 24));
        QCOMPARE(watts(PowerCategory::Storage), int64_t(8 * 1800));
        QCOMPARE(watts(PowerCategory::Management), int64_t(5 * 800 + 4 * 600)); // head nodes, UFM appliances
        QCOMPARE(watts(PowerCategory::Other), int64_t(120 * 30));                 // PDU controllers; CDUs are plant
        QCOMPARE(site.itMaxMw(), int64_t(1453440) * 1000);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
