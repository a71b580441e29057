#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "io/designstore.h"
#include "rules/ruleprovider.h"

#include <map>

using namespace railyard;

namespace {

std::map<QString, int> codes(const Document &doc)
{
    return test::problemCodes(doc);
}

QString show(const std::map<QString, int> &c)
{
    QStringList parts;
    for (const auto &[code, n] : c)
        parts << QStringLiteral("%1×%2").arg(n).arg(code);
    return parts.join(QStringLiteral(", "));
}

std::vector<Problem> problems(const Document &doc)
{
    const Engine engine(doc);
    return checkDesign(doc, engine);
}

const Device &device(const Document &doc, const QString &name)
{
    for (const Device &d : doc.devices())
        if (d.name == name)
            return d;
    qFatal("no device %s", qPrintable(name));
}

PortId port(const Document &doc, const QString &deviceName, PortRole role, int index)
{
    for (PortId p : doc.portsOf(device(doc, deviceName).id))
        if (doc.ports().at(p).role == role && doc.ports().at(p).index == index)
            return p;
    qFatal("no port");
}

CableId cableAt(const Document &doc, PortId p)
{
    return *doc.cablesAt(p).begin();
}

// Moves end `whichEnd` (0 = a, 1 = b) of a cable to another port.
void moveEnd(Document &doc, CableId id, PortId to, bool endA)
{
    Cable c = doc.cables().at(id);
    (endA ? c.a : c.b) = to;
    Editor(doc).update(c, Cable::kEnds, QStringLiteral("move"));
}

// The two cables of a twin-port cage (ports index and index + 1), lower id first.
std::pair<Cable, Cable> cageMates(const Document &doc, const QString &deviceName, int index)
{
    Cable x = doc.cables().at(cableAt(doc, port(doc, deviceName, PortRole::Compute, index)));
    Cable y = doc.cables().at(cableAt(doc, port(doc, deviceName, PortRole::Compute, index + 1)));
    if (y.id.value < x.id.value)
        std::swap(x, y);
    return {x, y};
}

bool isNodeEnd(const Document &doc, PortId p)
{
    return doc.catalog().at(doc.devices().at(doc.ports().at(p).device).part).gpus > 0;
}

} // namespace

// These two, and a partial SU's leaf gaining a down link over the uplinks sized for its nodes.
#define EXPECT_WITH_OVERSUBSCRIPTION(doc, code)                                                                        \
    do {                                                                                                               \
        const auto found = codes(doc);                                                                                 \
        QVERIFY2(found == (std::map<QString, int>{{QStringLiteral(code), 1}, {QStringLiteral("OVERSUBSCRIPTION_ABOVE_TARGET"), 1}}), \
                 qPrintable(show(found)));                                                                             \
    } while (false)

#define EXPECT_ONLY(doc, code, count)                                                                                  \
    do {                                                                                                               \
        const auto found = codes(doc);                                                                                 \
        QVERIFY2(found == (std::map<QString, int>{{QStringLiteral(code), count}}), qPrintable(show(found)));           \
    } while (false)

class TestRules : public QObject {
    Q_OBJECT
private slots:
    // No false positives: every generated reference design checks clean.
    void generatedDesignsCheckClean_data()
    {
        QTest::addColumn<int>("gpus");
        for (int g : {512, 1024, 4096, 16384})
            QTest::newRow(qPrintable(QString::number(g))) << g;
    }
    void generatedDesignsCheckClean()
    {
        QFETCH(int, gpus);
        auto doc = test::generatedDocument(gpus);
        const auto found = codes(*doc);
        QVERIFY2(found.empty(), qPrintable(show(found)));
    }

    // Two cables of one node exchanged: ONE swap problem naming both, with the fix.
    void transpositionIsOneSwap()
    {
        auto doc = test::generatedDocument(512);
        const PortId c3 = port(*doc, QStringLiteral("gpu00005"), PortRole::Compute, 2);
        const PortId c4 = port(*doc, QStringLiteral("gpu00005"), PortRole::Compute, 3);
        const CableId x = cableAt(*doc, c3), y = cableAt(*doc, c4);
        const bool xa = doc->cables().at(x).a == c3, ya = doc->cables().at(y).a == c4;
        moveEnd(*doc, x, c4, xa);
        moveEnd(*doc, y, c3, ya);
        EXPECT_ONLY(*doc, "RAIL_SWAP", 1);
        const Problem p = problems(*doc).front();
        QCOMPARE(p.objects.size(), size_t(2));
        QVERIFY(p.fix.contains(QLatin1String("gpu00005")));
        QVERIFY2(p.fix.contains(QLatin1String("C3")) && p.fix.contains(QLatin1String("C4")), qPrintable(p.fix));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(codes(*doc).empty());
    }

    // Three cables rotated on one node: ONE rotation problem.
    void rotationIsOneProblem()
    {
        auto doc = test::generatedDocument(512);
        std::vector<PortId> ports;
        std::vector<CableId> cables;
        for (int i : {0, 1, 2}) {
            ports.push_back(port(*doc, QStringLiteral("gpu00007"), PortRole::Compute, i));
            cables.push_back(cableAt(*doc, ports.back()));
        }
        std::vector<bool> endA;
        for (int i = 0; i < 3; ++i)
            endA.push_back(doc->cables().at(cables[size_t(i)]).a == ports[size_t(i)]);
        for (int i = 0; i < 3; ++i)
            moveEnd(*doc, cables[size_t(i)], ports[size_t((i + 1) % 3)], endA[size_t(i)]);
        EXPECT_ONLY(*doc, "RAIL_ROTATION", 1);
        QCOMPARE(problems(*doc).front().objects.size(), size_t(3));
    }

    // The leaf ends of two nodes' cables crossed (NIC 1 of one on rail 2, NIC 2 of another on rail 1).
    void crossedLeafEndsAreOneSwap()
    {
        auto doc = test::generatedDocument(512);
        const PortId a = port(*doc, QStringLiteral("gpu00003"), PortRole::Compute, 0);
        const PortId b = port(*doc, QStringLiteral("gpu00009"), PortRole::Compute, 1);
        const CableId ca = cableAt(*doc, a), cb = cableAt(*doc, b);
        const PortId leafA = doc->otherEnd(doc->cables().at(ca), a), leafB = doc->otherEnd(doc->cables().at(cb), b);
        moveEnd(*doc, ca, leafB, doc->cables().at(ca).a == leafA);
        moveEnd(*doc, cb, leafA, doc->cables().at(cb).a == leafB);
        EXPECT_ONLY(*doc, "RAIL_SWAP", 1);
        QVERIFY(problems(*doc).front().fix.contains(QLatin1String("leaf")));
    }

    // 504 GPUs leave port 32 of every SU-2 leaf free; the UFM appliances take it on rails 1-4
    // (docs/GENERATOR.md), so rails 5-8 have room to miswire without doubling a port. Their 31
    // uplinks are sized for the 31 nodes, so a cable more there is over 1:1 as well.
    void wrongLeafAndOtherSu()
    {
        auto doc = test::generatedDocument(504);
        const PortId nic = port(*doc, QStringLiteral("gpu00040"), PortRole::Compute, 4); // SU 2, rail 5
        const CableId c = cableAt(*doc, nic);
        const PortId free = port(*doc, QStringLiteral("leaf-su2-r6"), PortRole::Compute, 31);
        moveEnd(*doc, c, free, !isNodeEnd(*doc, doc->cables().at(c).a));
        EXPECT_WITH_OVERSUBSCRIPTION(*doc, "RAIL_WRONG_LEAF");
        doc->undoStack()->undo();
        const PortId su1nic = port(*doc, QStringLiteral("gpu00001"), PortRole::Compute, 4);
        const CableId c1 = cableAt(*doc, su1nic);
        moveEnd(*doc, c1, port(*doc, QStringLiteral("leaf-su2-r5"), PortRole::Compute, 31), !isNodeEnd(*doc, doc->cables().at(c1).a));
        EXPECT_WITH_OVERSUBSCRIPTION(*doc, "NODE_IN_OTHER_SU");
    }

    void portUsedTwice()
    {
        auto doc = test::generatedDocument(504);
        Editor(*doc).connect(port(*doc, QStringLiteral("gpu00040"), PortRole::Compute, 4),
                             port(*doc, QStringLiteral("leaf-su2-r5"), PortRole::Compute, 31));
        EXPECT_WITH_OVERSUBSCRIPTION(*doc, "PORT_USED_TWICE");
    }

    void networksShareSwitch()
    {
        auto doc = test::generatedDocument(504);
        // A node's second storage port taken off the storage network and cabled into a compute leaf.
        const PortId second = port(*doc, QStringLiteral("gpu00040"), PortRole::Storage, 1);
        Editor(*doc).erase(Selection{.cables = {cableAt(*doc, second)}});
        Editor(*doc).connect(second, port(*doc, QStringLiteral("leaf-su2-r5"), PortRole::Compute, 31));
        EXPECT_WITH_OVERSUBSCRIPTION(*doc, "NETWORKS_SHARE_SWITCH");
    }

    void cableOverReach()
    {
        auto doc = test::generatedDocument(512);
        // Pinned copper on a leaf's uplink pair to one spine cage: one twin-port cable carries both
        // links of the cage, so both are over reach.
        Cable c = doc->cables().at(cableAt(*doc, port(*doc, QStringLiteral("leaf-su1-r1"), PortRole::Compute, 32)));
        c.medium = Medium::Dac;
        Editor(*doc).update(c, Cable::kMedium, QStringLiteral("pin"));
        EXPECT_ONLY(*doc, "CABLE_OVER_REACH", 2);
    }

    // --- one cage, one module (docs/RULES.md, "Cages"): each fault reported once ---

    void twinCableSplitAcrossCages()
    {
        auto doc = test::generatedDocument(512);
        // A node's cage C1 serves rails 1 and 2 (two leaves): one copper cable cannot do that.
        Cable c = doc->cables().at(cableAt(*doc, port(*doc, QStringLiteral("gpu00001"), PortRole::Compute, 0)));
        c.medium = Medium::Dac;
        c.lengthM = 1.0; // short enough for copper: only the split is wrong
        Editor(*doc).update(c, Cable::kMedium | Cable::kLength, QStringLiteral("pin"));
        EXPECT_ONLY(*doc, "CABLE_SPLIT_ACROSS_CAGES", 1);
    }

    void fibreTypesMixedInOneModule()
    {
        auto doc = test::generatedDocument(512);
        auto [first, second] = cageMates(*doc, QStringLiteral("gpu00001"), 0);
        first.medium = Medium::Smf;
        second.medium = Medium::Mmf;
        Editor(*doc).update(first, Cable::kMedium, QStringLiteral("pin"));
        Editor(*doc).update(second, Cable::kMedium, QStringLiteral("pin"));
        EXPECT_ONLY(*doc, "CAGE_FIBRE_MISMATCH", 1);
        const auto found = problems(*doc);
        QCOMPARE(found.front().objects.front().id, second.id.value);
        // One pin alone is followed by every link sharing its cages: no problem.
        second.medium = Medium::Auto;
        Editor(*doc).update(second, Cable::kMedium, QStringLiteral("unpin"));
        QVERIFY2(codes(*doc).empty(), qPrintable(show(codes(*doc))));
    }

    void copperAndModuleInOneCage()
    {
        auto doc = test::generatedDocument(512);
        // A leaf's uplink cage pairs with one spine cage: copper would fit, but not beside optics.
        auto [first, second] = cageMates(*doc, QStringLiteral("leaf-su1-r1"), 32);
        first.medium = Medium::Mmf;
        second.medium = Medium::Dac;
        second.lengthM = 1.0;
        Editor(*doc).update(first, Cable::kMedium, QStringLiteral("pin"));
        Editor(*doc).update(second, Cable::kMedium | Cable::kLength, QStringLiteral("pin"));
        EXPECT_ONLY(*doc, "CAGE_MIXED_MODULES", 1);
    }

    void moduleDoesNotFitCage()
    {
        auto doc = test::generatedDocument(512);
        // A leaf port whose cage takes only QSFP28 modules, its 400G cable pinned to single-mode.
        Port p = doc->ports().at(port(*doc, QStringLiteral("leaf-su1-r1"), PortRole::Compute, 0));
        p.cage = Cage::Qsfp56;
        Editor(*doc).update(p, Port::kCage, QStringLiteral("cage"));
        Cable c = doc->cables().at(cableAt(*doc, p.id));
        c.medium = Medium::Smf;
        Editor(*doc).update(c, Cable::kMedium, QStringLiteral("pin"));
        EXPECT_ONLY(*doc, "MODULE_CAGE_MISMATCH", 1);
    }

    void unevenUplinks()
    {
        auto doc = test::generatedDocument(512);
        // Each leaf has 4 links to each of 8 spines. One fewer is as even as 31 links over 8
        // spines can be (4 and 3), but 32 down over 31 up exceeds 1:1.
        const PortId up = port(*doc, QStringLiteral("leaf-su1-r1"), PortRole::Compute, 32);
        Editor(*doc).erase(Selection{.cables = {cableAt(*doc, up)}});
        QVERIFY2(codes(*doc) == (std::map<QString, int>{{QStringLiteral("OVERSUBSCRIPTION_ABOVE_TARGET"), 1}}), qPrintable(show(codes(*doc))));
        // Two fewer to the same spine: 2 against 4 could be spread evenly; traffic hashes unevenly.
        const PortId second = port(*doc, QStringLiteral("leaf-su1-r1"), PortRole::Compute, 33);
        Editor(*doc).erase(Selection{.cables = {cableAt(*doc, second)}});
        const auto found = codes(*doc);
        QVERIFY2(found == (std::map<QString, int>{{QStringLiteral("UNEVEN_UPLINKS"), 1},
                                                  {QStringLiteral("OVERSUBSCRIPTION_ABOVE_TARGET"), 1}}),
                 qPrintable(show(found)));
        // A 3:1 design with all its uplinks is within its own target.
        auto doc3 = std::make_unique<Document>(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = 512;
        o.oversubscription = 3;
        QVERIFY(generateDesign(*doc3, o).ok());
        QVERIFY(codes(*doc3).empty());
    }

    void deviceOverlap()
    {
        auto doc = test::generatedDocument(512);
        Device d = device(*doc, QStringLiteral("gpu00002"));
        d.uPosition = device(*doc, QStringLiteral("gpu00001")).uPosition + 2;
        test::forceUpdate(*doc, d, Device::kPlacement); // the Editor refuses it; a file can hold it
        EXPECT_ONLY(*doc, "DEVICE_U_OVERLAP", 1);
    }

    void rackPlacementOnTheFloor()
    {
        auto doc = test::generatedDocument(512);
        const Device &n1 = device(*doc, QStringLiteral("gpu00001"));
        const Rack r = doc->racks().at(n1.rack);
        test::forceMove(*doc, r.id, -3, r.yM); // the Editor refuses it; a file can hold it
        EXPECT_ONLY(*doc, "RACK_OUTSIDE_HALL", 1);
        doc->undoStack()->undo();
        // Onto its neighbour's spot (half a rack over).
        Editor(*doc).moveRack(r.id, r.xM + 0.3, r.yM);
        EXPECT_ONLY(*doc, "RACK_OVERLAP", 1); // half over its neighbour
        // Issue #19: a stored waiver of a physical impossibility is ignored (a file written
        // before the rule, or by hand), and the reason says why.
        {
            const Engine engine(*doc);
            const Problem overlap = checkDesign(*doc, engine).front();
            Site site = doc->site();
            site.waivers.push_back({overlap.code, problemKey(overlap), QStringLiteral("we know")});
            Editor(*doc).setSite(site, Site::kWaivers);
            QVERIFY(!checkDesign(*doc, engine).front().waived);
            QVERIFY(!whyNotWaivable(overlap.code).isEmpty());
            QVERIFY(whyNotWaivable(QStringLiteral("FEED_OVERLOAD_ON_FAILOVER")).isEmpty());
            doc->undoStack()->undo();
        }
        doc->undoStack()->undo();
        // Pulled 0.5 m out of its row toward a facing row: the 1.2 m aisle shrinks to 0.7 m.
        const Rack &rr = doc->racks().at(r.id);
        double best = 0;
        for (double dy : {0.5, -0.5}) {
            Editor(*doc).moveRack(r.id, rr.xM, r.yM + dy);
            const auto found = codes(*doc);
            doc->undoStack()->undo();
            if (found == std::map<QString, int>{{QStringLiteral("RACK_BLOCKS_AISLE"), 1}})
                best = dy;
        }
        QVERIFY2(best != 0, "moving a rack half a metre into an aisle toward a facing row is reported, and only that");
        QVERIFY(codes(*doc).empty());
    }

    // In-rack CDUs cool their own rack: a loop of several racks cannot pool them (the 1,024-GPU
    // default design once put 20 of them in one network rack). The generator pools floor-standing
    // CDUs only.
    void inRackCdusAreNotPooled()
    {
        auto doc = test::generatedDocument(1024);
        const CoolingLoop loop = *doc->loops().begin();
        for (CduId c : doc->cdusOf(loop.id))
            QVERIFY(doc->catalog().at(doc->cdus().at(c).part).uHeight == 0);
        FragmentBuilder b(*doc);
        for (int i = 0; i < 20; ++i)
            b.addCdu({{}, loop.id, doc->catalog().find(QStringLiteral("CDU-INRACK-100KW"))->id, QStringLiteral("in-rack %1").arg(i), 0.3, 0.3});
        Editor(*doc).insert(b.take(), QStringLiteral("in-rack CDUs"));
        EXPECT_ONLY(*doc, "LOOP_POOLS_IN_RACK_CDUS", 1);
    }

    // Equipment and site limits: one feed is one switchgear lineup, one loop one cooling plant,
    // a hall within the site's IT and floor-area limits. Each fault reported once.
    void equipmentAndSiteLimits()
    {
        auto doc = test::generatedDocument(512);
        Editor ed(*doc);
        PowerFeed feed = *doc->feeds().begin();
        feed.capacityW = 6e6; // beyond the catalog's largest lineup (4.5 MW)
        ed.update(feed, PowerFeed::kCapacity, QStringLiteral("x"));
        EXPECT_ONLY(*doc, "FEED_BEYOND_SWITCHGEAR", 1);
        doc->undoStack()->undo();

        Site site = doc->site();
        site.maxHallItW = 0.5e6;
        ed.setSite(site, Site::kLimits);
        EXPECT_ONLY(*doc, "HALL_IT_OVER_SITE_LIMIT", 1);
        doc->undoStack()->undo();
        site = doc->site();
        site.maxHallAreaM2 = 100;
        ed.setSite(site, Site::kLimits);
        EXPECT_ONLY(*doc, "HALL_AREA_OVER_SITE_LIMIT", 1);
        doc->undoStack()->undo();
        QVERIFY(codes(*doc).empty());

        // 16,384 GPUs come out as several loops within the 10 MW plant; one loop for all is beyond it.
        auto large = test::generatedDocument(16384);
        QVERIFY(large->loops().size() >= 2);
        QVERIFY(codes(*large).empty());
        const LoopId first = large->loops().begin()->id;
        std::vector<Rack> moved;
        for (const Rack &r : large->racks())
            if (r.loop && r.loop != first)
                moved.push_back(r);
        large->undoStack()->beginMacro(QStringLiteral("one loop"));
        for (Rack &r : moved) {
            r.loop = first;
            Editor(*large).update(r, Rack::kLoop, QStringLiteral("loop"));
        }
        large->undoStack()->endMacro();
        QCOMPARE(codes(*large)[QStringLiteral("LOOP_BEYOND_PLANT")], 1);
    }

    // Issue #19, defect 4: a liquid-cooled node in a rack without a liquid manifold used to send
    // its cold plates' heat to air without a word.
    void liquidNodeWithoutLiquid()
    {
        Document doc(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = 256;
        o.nodePart = QStringLiteral("HGX-B200-8GPU-DLC-4U");
        QVERIFY(generateDesign(doc, o).ok());
        QVERIFY2(codes(doc).empty(), qPrintable(show(codes(doc))));
        Rack rack = doc.racks().at(device(doc, QStringLiteral("gpu00001")).rack);
        rack.part = doc.catalog().find(QStringLiteral("RACK-RDHX-A-48U"))->id;
        Editor(doc).update(rack, Rack::kPart, QStringLiteral("rear door"));
        QCOMPARE(codes(doc)[QStringLiteral("LIQUID_NODE_WITHOUT_LIQUID")], 1); // (the wider door also narrows the aisle)
        Problem p;
        for (const Problem &found : problems(doc))
            if (found.code == QLatin1String("LIQUID_NODE_WITHOUT_LIQUID"))
                p = found;
        int nodes = 0;
        for (const ObjectRef &ref : p.objects)
            nodes += ref.kind == EntityKind::Device;
        QVERIFY(nodes > 0);
        QVERIFY2(p.message.contains(QStringLiteral("gpu00001")), qPrintable(p.message));
        QVERIFY2(p.fix.contains(QStringLiteral("RACK-DLC-48U-MANIFOLD")), qPrintable(p.fix));
        QVERIFY(p.measured > 0);
        doc.undoStack()->undo();
        QVERIFY(codes(doc).empty());
    }

    void facilityLimits()
    {
        auto doc = test::generatedDocument(512);
        Editor ed(*doc);
        PowerFeed feed = *doc->feeds().begin();
        feed.capacityW = 10e3;
        ed.update(feed, PowerFeed::kCapacity, QStringLiteral("x"));
        EXPECT_ONLY(*doc, "FEED_OVERLOAD_ON_FAILOVER", 1);
        doc->undoStack()->undo();

        Hall h = *doc->halls().begin();
        h.utilityFeedW = 100e3;
        ed.update(h, Hall::kUtilityFeed, QStringLiteral("x"));
        EXPECT_ONLY(*doc, "HALL_POWER_OVER_UTILITY", 1);
        doc->undoStack()->undo();

        h = *doc->halls().begin();
        h.airCoolingW = 10e3;
        ed.update(h, Hall::kAirCooling, QStringLiteral("x"));
        EXPECT_ONLY(*doc, "HALL_AIR_OVER_CAPACITY", 1);
        doc->undoStack()->undo();

        h = *doc->halls().begin();
        h.pointLoadRatingKN = 0.5;
        ed.update(h, Hall::kFloorRating, QStringLiteral("x"));
        const auto points = codes(*doc);
        QCOMPARE(points.size(), size_t(1));
        QCOMPARE(points.begin()->first, QStringLiteral("POINT_LOAD_OVER_RATING"));
        QCOMPARE(points.begin()->second, doc->racks().size()); // every rack, nothing else
        doc->undoStack()->undo();

        // One CDU left on the loop: no N+1.
        const auto loopCdus = doc->cdusOf(doc->loops().begin()->id);
        Selection allButOne;
        allButOne.cdus.assign(std::next(loopCdus.begin()), loopCdus.end());
        QVERIFY(!allButOne.cdus.empty());
        ed.erase(allButOne);
        EXPECT_ONLY(*doc, "LOOP_OVER_CDU_CAPACITY", 1);
        doc->undoStack()->undo();

        // The smallest PDU on one rack side.
        const Part *small = nullptr;
        for (const Part *p : doc->catalog().parts(PartCategory::Pdu))
            if (!small || p->capacityW < small->capacityW)
                small = p;
        Pdu pdu = doc->pdus().at(doc->racks().at(device(*doc, QStringLiteral("gpu00001")).rack).pduA);
        pdu.part = small->id;
        ed.update(pdu, Pdu::kPart, QStringLiteral("x"));
        EXPECT_ONLY(*doc, "PDU_OVERLOAD_ON_FAILOVER", 1);
    }

    // Issue #33: what a hand-drawn design forgets, each reported once and nothing else, with
    // its fix: a rack side with no PDU or a PDU with no feed, both sides on one feed, liquid heat
    // with no loop or another hall's, a loop with no CDU, CDUs on CDUs, on racks or outside the
    // hall, a hall with load and no utility feed.
    void handDesignFaultsEachReportedOnce()
    {
        auto doc = test::generatedDocument(512); // rear-door racks on a loop with CDUs
        Editor ed(*doc);
        QVERIFY2(codes(*doc).empty(), qPrintable(show(codes(*doc))));
        const Rack rack = doc->racks().at(device(*doc, QStringLiteral("gpu00001")).rack);
        auto only = [&](const char *code) -> Problem {
            const std::vector<Problem> found = test::problemsButInlets(*doc, Engine(*doc));
            if (found.size() != 1 || found.front().code != QLatin1String(code))
                qWarning("%s", qPrintable(show(codes(*doc))));
            return found.size() == 1 && found.front().code == QLatin1String(code) ? found.front() : Problem{};
        };

        Rack r = rack;
        r.pduB = {};
        QVERIFY(ed.update(r, Rack::kPdu, QStringLiteral("x")));
        Problem p = only("RACK_SIDE_UNFED");
        QVERIFY2(p.message.contains(QStringLiteral("side B")) && p.message.contains(QStringLiteral("gpu00001")), qPrintable(p.message));
        r.pduA = {};
        QVERIFY(ed.update(r, Rack::kPdu, QStringLiteral("x")));
        p = only("RACK_SIDE_UNFED");
        QVERIFY2(p.message.contains(QStringLiteral("either side")), qPrintable(p.message));
        doc->undoStack()->undo();
        doc->undoStack()->undo();

        Pdu pdu = doc->pdus().at(rack.pduA);
        pdu.feed = {};
        test::forceUpdate(*doc, pdu, Pdu::kFeed); // the Editor refuses it; a file can hold it
        p = only("RACK_SIDE_UNFED");
        QVERIFY2(p.message.contains(pdu.name) && p.message.contains(QStringLiteral("no feed")), qPrintable(p.message));
        doc->undoStack()->undo();

        pdu = doc->pdus().at(rack.pduB);
        pdu.feed = doc->pdus().at(rack.pduA).feed;
        QVERIFY(ed.update(pdu, Pdu::kFeed, QStringLiteral("x")));
        p = only("RACK_SIDES_ON_ONE_FEED");
        QVERIFY2(p.fix.contains(rack.name), qPrintable(p.fix));
        doc->undoStack()->undo();

        r = rack;
        r.loop = {};
        QVERIFY(ed.update(r, Rack::kLoop, QStringLiteral("x")));
        p = only("LIQUID_RACK_WITHOUT_LOOP");
        QVERIFY(p.measured > 0);
        QVERIFY2(p.fix.contains(doc->loops().at(rack.loop).name), qPrintable(p.fix));
        doc->undoStack()->undo();

        const CoolingLoop loop = doc->loops().at(rack.loop);
        Selection cdus;
        for (CduId c : doc->cdusOf(loop.id))
            cdus.cdus.push_back(c);
        QVERIFY(cdus.cdus.size() >= 2);
        QVERIFY(ed.erase(cdus));
        p = only("LOOP_WITHOUT_CDU"); // and not LOOP_OVER_CDU_CAPACITY as well
        QVERIFY2(p.message.contains(loop.name), qPrintable(p.message));
        doc->undoStack()->undo();

        // CDUs stand in the hall, clear of each other and of the racks.
        const Cdu first = doc->cdus().at(cdus.cdus[0]), second = doc->cdus().at(cdus.cdus[1]);
        Cdu moved = second;
        moved.xM = first.xM + 0.1;
        moved.yM = first.yM;
        QVERIFY(ed.update(moved, Cdu::kPosition, QStringLiteral("x")));
        p = only("CDU_OVERLAP");
        QVERIFY2(p.message.contains(first.name) && p.message.contains(second.name), qPrintable(p.message));
        doc->undoStack()->undo();
        moved.xM = rack.xM;
        moved.yM = rack.yM;
        QVERIFY(ed.update(moved, Cdu::kPosition, QStringLiteral("x")));
        p = only("CDU_OVERLAP");
        QVERIFY2(p.message.contains(rack.name), qPrintable(p.message));
        QVERIFY(!whyNotWaivable(p.code).isEmpty());
        doc->undoStack()->undo();
        const Hall &hall = doc->halls().at(loop.hall);
        moved.xM = hall.widthM + 3;
        moved.yM = second.yM;
        QVERIFY(ed.update(moved, Cdu::kPosition, QStringLiteral("x")));
        p = only("CDU_OUTSIDE_HALL");
        QVERIFY2(p.measured > 3, qPrintable(QString::number(p.measured)));
        doc->undoStack()->undo();

        Hall h = hall;
        h.utilityFeedW = 0;
        QVERIFY(ed.update(h, Hall::kUtilityFeed, QStringLiteral("x")));
        p = only("HALL_WITHOUT_UTILITY");
        QVERIFY2(p.fix.contains(QStringLiteral(" kW")), qPrintable(p.fix));
        doc->undoStack()->undo();
        QVERIFY2(codes(*doc).empty(), qPrintable(show(codes(*doc))));
    }

    // The generator's designs of every family stand in their halls and are fed and cooled: none
    // of the hand-design rules fires on them (nor anything else).
    void generatedFamiliesCheckClean_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("computeSwitch");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("planes");
        QTest::addColumn<bool>("dualFeed");
        QTest::newRow("GB300 NVL72, XDR") << QStringLiteral("GB300-NVL72") << QStringLiteral("Q3400-RA") << 2304 << 1 << true;
        QTest::newRow("HGX B200 DLC") << QStringLiteral("HGX-B200-8GPU-DLC-4U") << QString() << 256 << 1 << true;
        QTest::newRow("DGX B300, XDR") << QStringLiteral("DGX-B300") << QStringLiteral("Q3400-RA") << 1024 << 1 << true;
        QTest::newRow("DGX B300 two Spectrum-X planes") << QStringLiteral("DGX-B300-ETH") << QStringLiteral("SN5610") << 1024 << 2 << true;
        QTest::newRow("DGX B200, A feed only") << QStringLiteral("DGX-B200") << QString() << 512 << 1 << false;
    }
    void generatedFamiliesCheckClean()
    {
        QFETCH(QString, node);
        QFETCH(QString, computeSwitch);
        QFETCH(int, gpus);
        QFETCH(int, planes);
        QFETCH(bool, dualFeed);
        GeneratorOptions o;
        o.gpus = gpus;
        o.nodePart = node;
        if (!computeSwitch.isEmpty())
            o.computeSwitchPart = computeSwitch;
        o.planes = planes;
        o.dualFeed = dualFeed;
        auto doc = test::generatedDocument(o);
        const auto found = codes(*doc);
        QVERIFY2(found.empty(), qPrintable(show(found)));
        for (const Cdu &c : doc->cdus()) {
            const Hall &h = doc->halls().at(doc->loops().at(c.loop).hall);
            QVERIFY(c.xM > 0 && c.xM < h.widthM && c.yM > 0 && c.yM < h.depthM);
        }
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
