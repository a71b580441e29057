// Laying out by hand (issue #14): names that follow the design's series, mounting a part at a
// U, adding racks to a row, copying racks and replicating a scalable unit, and wiring a node
// like its neighbours — each one undoable step.

#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "layout/naming.h"
#include "layout/pasteplace.h"
#include "layout/neighbourwiring.h"
#include "layout/loopcdu.h"
#include "layout/mountpart.h"
#include "layout/rackpdu.h"
#include "layout/rackplacement.h"
#include "layout/rackscalefill.h"
#include "generate/generator.h"
#include "layout/rackspace.h"
#include "layout/replicate.h"
#include "layout/rowfill.h"
#include "layout/rowline.h"
#include "layout/rowpower.h"
#include "rules/ruleprovider.h"

#include <QUndoStack>
#include <set>

using namespace railyard;

namespace {

const Rack *rackNamed(const Document &doc, const QString &name)
{
    for (const Rack &r : doc.racks())
        if (r.name == name)
            return &r;
    return nullptr;
}

const Device *deviceNamed(const Document &doc, const QString &name)
{
    for (const Device &d : doc.devices())
        if (d.name == name)
            return &d;
    return nullptr;
}

int countProblems(const Document &doc, const QString &prefix)
{
    const Engine engine(doc);
    int n = 0;
    for (const Problem &p : checkDesign(doc, engine))
        n += p.code.startsWith(prefix);
    return n;
}

// Far device of each cabled port of a device, by port name.
std::map<QString, QString> wiring(const Document &doc, DeviceId device)
{
    std::map<QString, QString> out;
    for (PortId p : doc.portsOf(device))
        for (CableId c : doc.cablesAt(p))
            out[doc.ports().at(p).name] = doc.devices().at(doc.ports().at(doc.otherEnd(doc.cables().at(c), p)).device).name;
    return out;
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void namesFollowTheSeries()
    {
        QStringList racks{QStringLiteral("SU01-N")};
        for (int i = 1; i <= 11; ++i)
            racks << QStringLiteral("SU01-R%1").arg(i, 2, 10, QLatin1Char('0'));
        QCOMPARE(nextInSeries(racks, QStringLiteral("SU01-R01")), QStringLiteral("SU01-R12"));
        QCOMPARE(nextInSeries({}, QStringLiteral("SU05-R01")), QStringLiteral("SU05-R01"));
        QCOMPARE(nextInSeries({QStringLiteral("A-R9")}, QStringLiteral("x")), QStringLiteral("A-R10"));

        QSet<QString> gpus;
        for (int i = 1; i <= 128; ++i)
            gpus.insert(QStringLiteral("gpu%1").arg(i, 5, 10, QLatin1Char('0')));
        QCOMPARE(uniqueName(QStringLiteral("gpu00001"), gpus), QStringLiteral("gpu00129"));
        QCOMPARE(uniqueName(QStringLiteral("gpu00200"), gpus), QStringLiteral("gpu00200"));
        QCOMPARE(uniqueName(QStringLiteral("head"), {QStringLiteral("head")}), QStringLiteral("head-2"));

        QCOMPARE(renameScalableUnit(QStringLiteral("leaf-su1-r3"), 1, 5), QStringLiteral("leaf-su5-r3"));
        QCOMPARE(renameScalableUnit(QStringLiteral("SU01-R03"), 1, 12), QStringLiteral("SU12-R03"));
        QCOMPARE(renameScalableUnit(QStringLiteral("su10-x"), 1, 5), QStringLiteral("su10-x")); // SU 10, not SU 1
        QCOMPARE(renameScalableUnit(QStringLiteral("gpu00001"), 1, 5), QStringLiteral("gpu00001"));
        QCOMPARE(renameScalableUnit(QStringLiteral("issue1"), 1, 5), QStringLiteral("issue1")); // "su" inside a word
    }

    void aPartMountsOnlyWhereItsUnitsAreFree()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Device *node = deviceNamed(*doc, QStringLiteral("gpu00001"));
        QVERIFY(node);
        const Rack *rack = doc->racks().find(node->rack);
        QVERIFY(rack);
        const int nodeU = doc->catalog().at(node->part).uHeight;
        // Take one other node out of the rack: its units are the free place.
        const Device *other = nullptr;
        for (DeviceId id : doc->devicesOf(rack->id))
            if (const Device &d = doc->devices().at(id); d.id != node->id && d.part == node->part)
                other = &d;
        QVERIFY(other);
        const int freedU = other->uPosition;
        Selection gone;
        gone.devices.push_back(other->id);
        QVERIFY(editor.erase(gone));

        const MountPlan onTop = planMount(*doc, rack->id, node->part, node->uPosition + 1);
        QVERIFY(!onTop.ok());
        QVERIFY2(onTop.refusal.contains(QStringLiteral("taken by gpu00001")), qPrintable(onTop.refusal));
        // Moving a device within its rack: its own units are free to it.
        QVERIFY(planMount(*doc, rack->id, node->part, node->uPosition, node->id).ok());

        const int units = doc->catalog().at(rack->part).rackUnits;
        const MountPlan tooHigh = planMount(*doc, rack->id, node->part, units - nodeU + 2);
        QVERIFY(!tooHigh.ok());
        QVERIFY2(tooHigh.refusal.contains(QStringLiteral("has U1–U%1").arg(units)), qPrintable(tooHigh.refusal));

        const MountPlan free = nearestFreeMount(*doc, rack->id, node->part, node->uPosition);
        QVERIFY2(free.ok(), qPrintable(free.refusal));
        QVERIFY(planMount(*doc, rack->id, node->part, free.u).ok());
        QVERIFY(free.u != node->uPosition);
        QVERIFY(qAbs(free.u - freedU) < nodeU); // the freed place (or one overlapping it)

        // Fill the rack, then nothing fits, and the refusal says so.
        for (MountPlan p = free; p.ok(); p = nearestFreeMount(*doc, rack->id, node->part, 1)) {
            Device d = *node;
            d.name = QStringLiteral("filler%1").arg(p.u);
            d.uPosition = p.u;
            QVERIFY(editor.addDevice(d));
        }
        const MountPlan full = nearestFreeMount(*doc, rack->id, node->part, 1);
        QVERIFY(!full.ok());
        QVERIFY2(full.refusal.contains(QStringLiteral("no %1 U free").arg(nodeU)), qPrintable(full.refusal));
        QCOMPARE(countProblems(*doc, QStringLiteral("DEVICE_U_")), 0);
    }

    void racksAddedToARowFollowItsLineAndNames()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        // The row's last compute rack, SU01-R<n>, along its line.
        const Rack *first = rackNamed(*doc, QStringLiteral("SU01-R01"));
        QVERIFY(first);
        const Rack *last = first;
        for (RackId id : doc->racksOf(first->row))
            if (doc->racks().at(id).xM > last->xM)
                last = &doc->racks().at(id);
        int highest = 0;
        for (RackId id : doc->racksOf(first->row))
            if (doc->racks().at(id).name.startsWith(QStringLiteral("SU01-R")))
                highest = std::max(highest, doc->racks().at(id).name.mid(6).toInt());
        QVERIFY(highest > 1);
        const Rack lastRack = *last;
        const size_t before = doc->racks().size();
        const RowFill fill = addRacksToRow(editor, lastRack.row, lastRack.part, 3);
        QVERIFY2(fill.refusal.isEmpty(), qPrintable(fill.refusal));
        QCOMPARE(fill.racks.size(), size_t(3));
        for (int i = 0; i < 3; ++i) {
            const Rack &r = doc->racks().at(fill.racks[size_t(i)]);
            QCOMPARE(r.name, QStringLiteral("SU01-R%1").arg(highest + 1 + i, 2, 10, QLatin1Char('0')));
            QVERIFY(qAbs(r.xM - (lastRack.xM + 0.6 * (i + 1))) < 1e-9);
            QCOMPARE(r.yM, lastRack.yM);
            QCOMPARE(r.rotationDeg, lastRack.rotationDeg);
        }
        QCOMPARE(countProblems(*doc, QStringLiteral("RACK_OVERLAP")), 0);
        doc->undoStack()->undo(); // one step
        QCOMPARE(doc->racks().size(), before);
        QVERIFY(!addRacksToRow(editor, lastRack.row, doc->catalog().at(deviceNamed(*doc, QStringLiteral("gpu00001"))->part).id, 1).refusal.isEmpty());
        // A row run past the hall's wall adds none, and says which rack would stand outside.
        const int steps = doc->undoStack()->count();
        const RowFill tooMany = addRacksToRow(editor, lastRack.row, lastRack.part, 1000);
        QVERIFY2(tooMany.refusal.contains(QStringLiteral("outside hall")), qPrintable(tooMany.refusal));
        QVERIFY(tooMany.racks.empty());
        QCOMPARE(doc->racks().size(), before);
        QCOMPARE(doc->undoStack()->count(), steps);
    }

    void copiedRacksKeepTheirDevicesAndInnerCables()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Rack *src = rackNamed(*doc, QStringLiteral("SU01-R01"));
        QVERIFY(src);
        const size_t devicesBefore = doc->devices().size(), cablesBefore = doc->cables().size();
        const auto inRackRange = doc->devicesOf(src->id);
        const size_t inRack = size_t(std::distance(inRackRange.begin(), inRackRange.end()));
        CopyOptions o;
        o.dyM = 30; // somewhere empty
        const CopyResult r = copyRacks(editor, {src->id}, o, QStringLiteral("Paste"));
        QVERIFY2(r.refusal.isEmpty(), qPrintable(r.refusal));
        QCOMPARE(r.racks.size(), size_t(1));
        const Rack &copy = doc->racks().at(r.racks.front());
        QCOMPARE(copy.row, src->row);
        QVERIFY(copy.name != src->name);
        QCOMPARE(doc->devices().size(), devicesBefore + inRack);
        // The nodes' OOB cables run to the rack's own management switch: inside the copy.
        QVERIFY(!r.cables.empty());
        QCOMPARE(doc->cables().size(), cablesBefore + r.cables.size());
        for (CableId c : r.cables) {
            const Cable &cable = doc->cables().at(c);
            QCOMPARE(doc->devices().at(doc->ports().at(cable.a).device).rack, copy.id);
            QCOMPARE(doc->devices().at(doc->ports().at(cable.b).device).rack, copy.id);
            QVERIFY(!cable.label.isEmpty());
        }
        QSet<QString> names;
        for (const Device &d : doc->devices()) {
            QVERIFY2(!names.contains(d.name), qPrintable(d.name));
            names.insert(d.name);
        }
        doc->undoStack()->undo();
        QCOMPARE(doc->devices().size(), devicesBefore);
        QCOMPARE(doc->cables().size(), cablesBefore);
    }

    void aReplicatedScalableUnitIsCabledLikeTheFirst()
    {
        // The last of four SUs is taken out, freeing its spine, storage and in-band ports; the
        // first is then replicated into its place and must be cabled as the first is.
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        int highest = -1;
        for (const Device &d : doc->devices())
            highest = std::max(highest, d.su);
        Selection last;
        std::set<RackId> lastRacks;
        for (const Device &d : doc->devices())
            if (d.su == highest && lastRacks.insert(d.rack).second)
                last.racks.push_back(d.rack);
        QVERIFY(editor.erase(last));
        const size_t devicesBefore = size_t(doc->devices().size()), racksBefore = size_t(doc->racks().size());
        const int railProblemsBefore = countProblems(*doc, QStringLiteral("RAIL_"));
        const int cageProblemsBefore = countProblems(*doc, QStringLiteral("CAGE_")) + countProblems(*doc, QStringLiteral("CABLE_SPLIT"));

        const CopyResult r = replicateScalableUnit(editor, 0);
        QVERIFY2(r.refusal.isEmpty(), qPrintable(r.refusal));
        qInfo("replicated SU 1 as SU %d: %zu racks, %zu cables, %d to switches outside the SU", highest + 1, r.racks.size(),
              r.cables.size(), r.outsideConnected);
        QVERIFY2(r.notConnected.isEmpty(), qPrintable(r.notConnected.join(QLatin1Char('\n'))));
        QCOMPARE(r.racks.size(), lastRacks.size());
        for (RackId id : r.racks)
            QVERIFY2(doc->racks().at(id).name.startsWith(QStringLiteral("SU%1").arg(highest + 1, 2, 10, QLatin1Char('0'))),
                     qPrintable(doc->racks().at(id).name));
        // Each new leaf reaches the same spines as the first SU's leaf of its rail, once each.
        int leaves = 0;
        for (const Device &d : doc->devices()) {
            if (d.su != highest || d.tier != FabricTier::Leaf)
                continue;
            ++leaves;
            const Device *first = deviceNamed(*doc, QStringLiteral("leaf-su1-r%1").arg(d.rail + 1));
            QVERIFY(first);
            auto spines = [&](DeviceId leaf) {
                std::multiset<QString> out;
                for (PortId p : doc->portsOf(leaf))
                    for (CableId c : doc->cablesAt(p)) {
                        const Device &far = doc->devices().at(doc->ports().at(doc->otherEnd(doc->cables().at(c), p)).device);
                        if (far.tier == FabricTier::Spine)
                            out.insert(far.name);
                    }
                return out;
            };
            QVERIFY(!spines(first->id).empty());
            QCOMPARE(spines(d.id), spines(first->id));
        }
        QVERIFY(leaves > 0);
        // Every NIC went to its rail's leaf of the new SU: no rail problem appears.
        QCOMPARE(countProblems(*doc, QStringLiteral("RAIL_")), railProblemsBefore);
        // Twin-port cages still carry one module and each twin cable runs to one far cage.
        QCOMPARE(countProblems(*doc, QStringLiteral("CAGE_")) + countProblems(*doc, QStringLiteral("CABLE_SPLIT")), cageProblemsBefore);
        QCOMPARE(countProblems(*doc, QStringLiteral("RACK_OVERLAP")), 0);
        doc->undoStack()->undo(); // one step
        QCOMPARE(size_t(doc->devices().size()), devicesBefore);
        QCOMPARE(size_t(doc->racks().size()), racksBefore);

        // With every spine port taken, the uplinks that cannot be made are named, not dropped.
        doc->undoStack()->undo(); // the SU is back
        const CopyResult full = replicateScalableUnit(editor, 0);
        QVERIFY(!full.notConnected.isEmpty());
        QVERIFY2(full.notConnected.front().contains(QStringLiteral("no free")), qPrintable(full.notConnected.front()));
    }

    void aNodeIsWiredLikeItsNeighbours()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Device *node = deviceNamed(*doc, QStringLiteral("gpu00002"));
        QVERIFY(node);
        const DeviceId id = node->id;
        const auto planned = wiring(*doc, id);
        QVERIFY(planned.size() >= 8);
        Selection cables;
        for (PortId p : doc->portsOf(id))
            for (CableId c : doc->cablesAt(p))
                cables.cables.push_back(c);
        QVERIFY(editor.erase(cables));
        QVERIFY(wiring(*doc, id).empty());

        const NeighbourWiring w = wireLikeNeighbours(editor, id);
        QVERIFY2(w.refusal.isEmpty(), qPrintable(w.refusal));
        QVERIFY2(w.notWired.isEmpty(), qPrintable(w.notWired.join(QLatin1Char('\n'))));
        QCOMPARE(wiring(*doc, id), planned); // each port to the same switch as planned
        QCOMPARE(countProblems(*doc, QStringLiteral("RAIL_")), 0);
        QVERIFY(!wireLikeNeighbours(editor, id).refusal.isEmpty()); // nothing left to wire
        doc->undoStack()->undo();
        QVERIFY(wiring(*doc, id).empty());
    }
    void aRackDroppedNearARowJoinsItsLineAndSeries()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Rack *first = rackNamed(*doc, QStringLiteral("SU01-R01"));
        QVERIFY(first);
        Rack last = *first;
        int highest = 0;
        for (RackId id : doc->racksOf(first->row)) {
            const Rack &r = doc->racks().at(id);
            if (r.xM > last.xM)
                last = r;
            if (r.name.startsWith(QStringLiteral("SU01-R")))
                highest = std::max(highest, r.name.mid(6).toInt());
        }
        const HallId hall = doc->hallOf(last.id);
        // Dropped a little past the row's end and off its line: snapped onto the next slot.
        const RackPlacement plan = planRackAt(*doc, hall, last.part, last.xM + 0.6 + 0.2, last.yM + 0.5);
        QVERIFY2(plan.ok(), qPrintable(plan.refusal));
        QCOMPARE(plan.row, last.row);
        QVERIFY(qAbs(plan.xM - (last.xM + 0.6)) < 1e-9);
        QCOMPARE(plan.yM, last.yM);
        QCOMPARE(plan.rotationDeg, last.rotationDeg);
        QCOMPARE(plan.name, QStringLiteral("SU01-R%1").arg(highest + 1, 2, 10, QLatin1Char('0')));
        const size_t racks = doc->racks().size(), rows = doc->rows().size();
        const RackId placed = placeRack(editor, plan);
        QVERIFY(placed);
        QCOMPARE(doc->racks().at(placed).name, plan.name);
        QCOMPARE(doc->rows().size(), rows);
        QCOMPARE(countProblems(*doc, QStringLiteral("RACK_OVERLAP")), 0);
        doc->undoStack()->undo(); // one step
        QCOMPARE(doc->racks().size(), racks);

        // Onto a rack that stands there: refused, naming it.
        const RackPlacement onto = planRackAt(*doc, hall, last.part, last.xM + 0.1, last.yM);
        QVERIFY(!onto.ok());
        QVERIFY2(onto.refusal.contains(last.name), qPrintable(onto.refusal));
        QVERIFY(!placeRack(editor, onto));
        QCOMPARE(doc->racks().size(), racks);
        // Outside the hall.
        const RackPlacement outside = planRackAt(*doc, hall, last.part, -5, -5);
        QVERIFY(!outside.ok());
        QVERIFY2(outside.refusal.contains(QStringLiteral("outside hall")), qPrintable(outside.refusal));
        // A node is not a rack type.
        QVERIFY(!planRackAt(*doc, hall, deviceNamed(*doc, QStringLiteral("gpu00001"))->part, last.xM + 0.6, last.yM).ok());
    }

    // A GB300 NVL72 placed by hand arrives whole, as the generator builds it: the same parts at
    // the same U, its shelves as both sides' PDUs on the hall's feeds, every tray, switch tray and
    // shelf on its management switch, the rack on the hall's loop — one undo step, and no
    // problem about a side, a loop or liquid on it.
    void aRackScaleSystemArrivesWhole()
    {
        GeneratorOptions o;
        o.gpus = 576;
        o.nodePart = QStringLiteral("GB300-NVL72");
        auto doc = test::generatedDocument(o);
        const Rack generated = *rackNamed(*doc, QStringLiteral("SU01-R01"));
        const auto contents = [&](RackId rack) {
            std::multiset<std::pair<QString, int>> out;
            for (DeviceId d : doc->devicesOf(rack))
                out.insert({doc->catalog().at(doc->devices().at(d).part).partNumber, doc->devices().at(d).uPosition});
            return out;
        };
        Editor editor(*doc);
        Hall bare;
        bare.name = QStringLiteral("H9");
        bare.widthM = 20;
        bare.depthM = 20;
        bare.utilityFeedW = 2e6;
        const HallId h9 = *editor.addHall(bare);
        const FeedId a = *editor.addFeed({{}, h9, QStringLiteral("H9-A"), FeedSide::A, 1e6});
        const FeedId b = *editor.addFeed({{}, h9, QStringLiteral("H9-B"), FeedSide::B, 1e6});
        CoolingLoop water;
        water.hall = h9;
        water.name = QStringLiteral("H9-LOOP1");
        const LoopId loop = *editor.addLoop(water);

        const RackPlacement plan = planRackAt(*doc, h9, generated.part, 5, 5);
        QVERIFY2(plan.ok(), qPrintable(plan.refusal));
        const int steps = doc->undoStack()->count();
        const int devices = doc->devices().size(), cables = doc->cables().size();
        const RackId placed = placeRack(editor, plan);
        QVERIFY(placed);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        // The generator's management switch stands at the same U: the whole rack matches.
        QCOMPARE(contents(placed), contents(generated.id));
        QCOMPARE(int(doc->devicesOf(placed).size()), 18 + 9 + 2 * doc->pdus().at(generated.pduA).units + 1);
        const Rack &r = doc->racks().at(placed);
        QCOMPARE(doc->pdus().at(r.pduA).feed, a);
        QCOMPARE(doc->pdus().at(r.pduB).feed, b);
        QCOMPARE(doc->pdus().at(r.pduA).part, doc->pdus().at(generated.pduA).part);
        QCOMPARE(doc->pdus().at(r.pduA).units, doc->pdus().at(generated.pduA).units);
        QCOMPARE(r.loop, loop);
        // Every device but the management switch is cabled to it.
        QCOMPARE(doc->cables().size() - cables, doc->devices().size() - devices - 1);
        const Engine engine(*doc);
        const std::vector<Problem> problems = checkDesign(*doc, engine);
        for (const Problem &p : problems)
            for (const ObjectRef &obj : p.objects)
                if (obj == ObjectRef{EntityKind::Rack, placed.value}) {
                    const bool side = p.code == QLatin1String("RACK_SIDE_UNFED"), liquid = p.code.startsWith(QLatin1String("LIQUID_"));
                    QVERIFY2(!side && !liquid, qPrintable(p.code + QStringLiteral(": ") + p.message));
                }
        doc->undoStack()->undo();
        QVERIFY(!doc->racks().contains(placed));
        QCOMPARE(doc->devices().size(), devices);
        QCOMPARE(doc->cables().size(), cables);
    }

    void aRackDroppedAwayFromRowsStartsARowOnTheTileGrid()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Rack like = *rackNamed(*doc, QStringLiteral("SU01-R01"));
        const HallId hallId = doc->hallOf(like.id);
        Hall hall = doc->halls().at(hallId);
        // Room beyond the racks: the hall made deeper.
        double deepest = 0;
        for (const Rack &r : doc->racks())
            deepest = std::max(deepest, r.yM);
        hall.depthM = deepest + 20;
        QVERIFY(editor.update(hall, Hall::kSize, QStringLiteral("deeper")));
        const RackPlacement plan = planRackAt(*doc, hallId, like.part, 3.77, deepest + 10.1);
        QVERIFY2(plan.ok(), qPrintable(plan.refusal));
        QVERIFY(!plan.row);
        QCOMPARE(plan.newRowName, QStringLiteral("ROW01"));
        QCOMPARE(plan.name, QStringLiteral("ROW01-R01"));
        // The footprint's edges on 600 mm tiles.
        const double left = plan.xM - plan.footprintM.width() / 2, top = plan.yM - plan.footprintM.height() / 2;
        QVERIFY(qAbs(left / kFloorGridM - std::round(left / kFloorGridM)) < 1e-9);
        QVERIFY(qAbs(top / kFloorGridM - std::round(top / kFloorGridM)) < 1e-9);
        QVERIFY(qAbs(plan.xM - 3.77) <= kFloorGridM / 2);
        const size_t rows = doc->rows().size(), steps = size_t(doc->undoStack()->count());
        const RackId placed = placeRack(editor, plan);
        QVERIFY(placed);
        QCOMPARE(doc->rows().size(), rows + 1);
        QCOMPARE(doc->rows().at(doc->racks().at(placed).row).name, QStringLiteral("ROW01"));
        QCOMPARE(size_t(doc->undoStack()->count()), steps + 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->rows().size(), rows);
    }

    void aMountedPartIsNamedAfterItsRackAndGetsItsPorts()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Device node = *deviceNamed(*doc, QStringLiteral("gpu00001"));
        const RackId rack = node.rack;
        // Free one node's units, then mount a node there.
        const Device *other = nullptr;
        for (DeviceId id : doc->devicesOf(rack))
            if (const Device &d = doc->devices().at(id); d.id != node.id && d.part == node.part)
                other = &d;
        QVERIFY(other);
        const int u = other->uPosition;
        Selection gone;
        gone.devices.push_back(other->id);
        QVERIFY(editor.erase(gone));
        int highest = 0;
        for (const Device &d : doc->devices())
            if (d.name.startsWith(QStringLiteral("gpu")))
                highest = std::max(highest, d.name.mid(3).toInt());

        // A CDU has rack units but cools the rack's loop rather than mounting at a U.
        const Part *cdu = doc->catalog().parts(PartCategory::Cdu).front();
        QVERIFY(!mountsInRack(*cdu));
        QVERIFY(mountsInRack(doc->catalog().at(node.part)));
        const Mounted notHere = mountPart(editor, rack, cdu->id, u);
        QVERIFY(!notHere.device);
        QVERIFY2(notHere.refusal.contains(QStringLiteral("does not mount at a U")), qPrintable(notHere.refusal));
        const Mounted taken = mountPart(editor, rack, node.part, node.uPosition);
        QVERIFY(!taken.device);
        QVERIFY2(taken.refusal.contains(QStringLiteral("taken by gpu00001")), qPrintable(taken.refusal));
        const size_t devices = doc->devices().size();
        const Mounted m = mountPart(editor, rack, node.part, u);
        QVERIFY2(m.device, qPrintable(m.refusal));
        QCOMPARE(doc->devices().size(), devices + 1);
        const Device &d = doc->devices().at(m.device);
        QCOMPARE(d.uPosition, u);
        QCOMPARE(d.rack, rack);
        // The rack's series (gpu0000n), never a name another device has.
        QVERIFY2(d.name.startsWith(QStringLiteral("gpu")) && d.name.size() == 8, qPrintable(d.name));
        QCOMPARE(std::count_if(doc->devices().begin(), doc->devices().end(), [&](const Device &x) { return x.name == d.name; }), 1);
        // A second one continues the series past the names the next racks use.
        if (const MountPlan room = nearestFreeMount(*doc, rack, node.part, 1); room.ok()) {
            const Mounted next = mountPart(editor, rack, node.part, room.u);
            QCOMPARE(next.name, QStringLiteral("gpu%1").arg(highest + 1, 5, 10, QLatin1Char('0')));
            doc->undoStack()->undo();
        }
        const auto ports = doc->portsOf(m.device);
        QCOMPARE(int(std::distance(ports.begin(), ports.end())), doc->catalog().at(node.part).portCount());
        QCOMPARE(countProblems(*doc, QStringLiteral("DEVICE_U_")), 0);
        doc->undoStack()->undo();
        QCOMPARE(doc->devices().size(), devices);
    }

    void aPduGoesToTheRacksFreeSideOnAFeedOfThatSide()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Rack like = *rackNamed(*doc, QStringLiteral("SU01-R01"));
        const HallId hall = doc->hallOf(like.id);
        const PartId pduPart = doc->catalog().parts(PartCategory::Pdu).front()->id;
        // A rack with both sides powered refuses a third.
        const RackPduPlan full = planRackPdu(*doc, like.id, pduPart);
        QVERIFY(!full.ok());
        QVERIFY2(full.refusal.contains(QStringLiteral("both sides")), qPrintable(full.refusal));

        Rack bare = like;
        bare.pduA = bare.pduB = {};
        QVERIFY(editor.update(bare, Rack::kPdu, QStringLiteral("unpowered")));
        const RackPduPlan a = planRackPdu(*doc, like.id, pduPart);
        QVERIFY2(a.ok(), qPrintable(a.refusal));
        QCOMPARE(a.side, FeedSide::A);
        QCOMPARE(doc->feeds().at(a.feed).side, FeedSide::A);
        QCOMPARE(doc->feeds().at(a.feed).hall, hall);
        const int steps = doc->undoStack()->count();
        const PduId pa = addRackPdu(editor, a);
        QVERIFY(pa);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->racks().at(like.id).pduA, pa);
        // The rack's old PDU keeps its name: the new one's is unique.
        QCOMPARE(doc->pdus().at(pa).name, QStringLiteral("SU01-R01-PDU-A-2"));
        const RackPduPlan b = planRackPdu(*doc, like.id, pduPart);
        QCOMPARE(b.side, FeedSide::B);
        QVERIFY(addRackPdu(editor, b));
        QVERIFY(doc->racks().at(like.id).pduB);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(!doc->racks().at(like.id).pduA);
        QVERIFY(!doc->pdus().contains(pa));

        // A hall with no feed refuses, naming the side.
        Hall empty;
        empty.name = QStringLiteral("H9");
        empty.widthM = 20;
        empty.depthM = 20;
        const HallId h9 = *editor.addHall(empty);
        const RackPlacement spot = planRackAt(*doc, h9, like.part, 5, 5);
        const RackId lone = placeRack(editor, spot);
        QVERIFY(lone);
        const RackPduPlan none = planRackPdu(*doc, lone, pduPart);
        QVERIFY(!none.ok());
        QVERIFY2(none.refusal.contains(QStringLiteral("no A-side feed")), qPrintable(none.refusal));

        // A CDU on a rack of a hall with no loop makes the hall's loop; the next joins it.
        PartId cduPart; // a floor-standing one
        for (const Part *p : doc->catalog().parts(PartCategory::Cdu))
            if (p->widthM > 0 && !cduPart)
                cduPart = p->id;
        QVERIFY(cduPart);
        const size_t loops = doc->loops().size();
        const LoopCduPlan cdu = planLoopCdu(*doc, lone, cduPart);
        QVERIFY2(cdu.ok(), qPrintable(cdu.refusal));
        QVERIFY(!cdu.loop);
        QVERIFY(addLoopCdu(editor, cdu));
        QCOMPARE(doc->loops().size(), loops + 1);
        const LoopId loop = doc->racks().at(lone).loop;
        QVERIFY(loop);
        QCOMPARE(int(doc->cdusOf(loop).size()), 1);
        // It stands beside the rack (the row's only one), clear of the rack's footprint.
        const Cdu first = doc->cdus().at(*doc->cdusOf(loop).begin()); // a copy: adding CDUs moves the table
        QCOMPARE(first.yM, doc->racks().at(lone).yM);
        QVERIFY(std::abs(first.xM - doc->racks().at(lone).xM) >= 0.59);
        QVERIFY(addLoopCdu(editor, planLoopCdu(*doc, lone, cduPart)));
        QCOMPARE(int(doc->cdusOf(loop).size()), 2);
        doc->undoStack()->undo();
        QCOMPARE(int(doc->cdusOf(loop).size()), 1);

        // A column where the CDU would stand refuses the drop, naming it.
        Column column;
        column.hall = h9;
        column.name = QStringLiteral("C-9");
        column.xM = first.xM;
        column.yM = first.yM;
        column.widthM = column.depthM = 0.5;
        QVERIFY(editor.addColumn(column).ok());
        const LoopCduPlan blocked = planLoopCdu(*doc, lone, cduPart);
        QVERIFY(!blocked.ok());
        QVERIFY2(blocked.refusal.contains(QStringLiteral("building column C-9")), qPrintable(blocked.refusal));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->loops().size(), loops);
        QVERIFY(!doc->racks().at(lone).loop);
    }
    void aRowTakesPdusACduAndABuswayInOneStepEach()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Rack first = *rackNamed(*doc, QStringLiteral("SU01-R01"));
        const RowId row = first.row;
        const HallId hall = doc->hallOf(first.id);
        const PartId pduPart = doc->catalog().parts(PartCategory::Pdu).front()->id;
        // Every rack powered on both sides: the row refuses, saying why.
        const RowPduPlan full = planRowPdus(*doc, row, pduPart);
        QVERIFY(!full.ok());
        QVERIFY2(full.refusal.contains(QStringLiteral("both sides")), qPrintable(full.refusal));

        // The row is found from a point on its line, not from one far across.
        const RowLine line = rowLine(*doc, row, 0.6);
        const QPointF onLine = line.alongX ? QPointF((line.first + line.last) / 2, line.across) : QPointF(line.across, (line.first + line.last) / 2);
        QCOMPARE(rowAt(*doc, hall, onLine).value_or(RowId{}), row);
        QVERIFY(rowAt(*doc, hall, onLine + QPointF(500, 500)) == std::nullopt);

        // Strip the row's A side: one drop gives each rack one A-side PDU, in one undo step.
        std::vector<RackId> racks(doc->racksOf(row).begin(), doc->racksOf(row).end());
        doc->undoStack()->beginMacro(QStringLiteral("unpower"));
        for (RackId id : racks) {
            Rack r = doc->racks().at(id);
            r.pduA = {};
            editor.update(r, Rack::kPdu, QStringLiteral("unpower"));
        }
        doc->undoStack()->endMacro();
        const RowPduPlan plan = planRowPdus(*doc, row, pduPart);
        QVERIFY2(plan.ok(), qPrintable(plan.refusal));
        QCOMPARE(plan.racks.size(), racks.size());
        const size_t pdus = doc->pdus().size();
        const int steps = doc->undoStack()->count();
        QCOMPARE(addRowPdus(editor, plan), int(racks.size()));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->pdus().size(), pdus + racks.size());
        for (RackId id : racks)
            QVERIFY(doc->racks().at(id).pduA);
        doc->undoStack()->undo();
        QCOMPARE(doc->pdus().size(), pdus);
        QVERIFY(!doc->racks().at(racks.front()).pduA);
        doc->undoStack()->redo();
        QVERIFY(doc->racks().at(racks.back()).pduA);

        // A busway over the row: from its first to its last rack, the A-side PDUs its tap-offs.
        const PartId buswayPart = doc->catalog().parts(PartCategory::Busway).front()->id;
        const RowBuswayPlan bw = planRowBusway(*doc, row, buswayPart);
        QVERIFY2(bw.ok(), qPrintable(bw.refusal));
        QCOMPARE(bw.side, FeedSide::A);
        QCOMPARE(bw.tapOffs.size(), racks.size());
        QCOMPARE(line.alongX ? bw.busway.x1M : bw.busway.y1M, line.first);
        QCOMPARE(line.alongX ? bw.busway.x2M : bw.busway.y2M, line.last);
        const BuswayId busway = addRowBusway(editor, bw);
        QVERIFY(busway);
        QCOMPARE(doc->undoStack()->count(), steps + 2);
        for (PduId p : bw.tapOffs) {
            QCOMPARE(doc->pdus().at(p).busway, busway);
            QCOMPARE(doc->pdus().at(p).feed, doc->busways().at(busway).feed);
        }
        QCOMPARE(doc->feeds().at(doc->busways().at(busway).feed).side, FeedSide::A);
        doc->undoStack()->undo();
        QVERIFY(!doc->busways().contains(busway));
        QVERIFY(!doc->pdus().at(bw.tapOffs.front()).busway);

        // A CDU for the row stands past its last rack, on the row's loop.
        PartId cduPart;
        for (const Part *p : doc->catalog().parts(PartCategory::Cdu))
            if (p->widthM > 0 && !cduPart)
                cduPart = p->id;
        const LoopCduPlan cdu = planRowCdu(*doc, row, cduPart);
        QVERIFY2(cdu.ok(), qPrintable(cdu.refusal));
        QCOMPARE(cdu.loop, first.loop);
        QVERIFY((line.alongX ? cdu.cdu.xM : cdu.cdu.yM) > line.last);

        // A hall without feeds refuses the busway, naming the hall.
        Hall empty;
        empty.name = QStringLiteral("H9");
        empty.widthM = empty.depthM = 20;
        const HallId h9 = *editor.addHall(empty);
        const RackId lone = placeRack(editor, planRackAt(*doc, h9, first.part, 5, 5));
        QVERIFY(lone);
        const RowBuswayPlan none = planRowBusway(*doc, doc->racks().at(lone).row, buswayPart);
        QVERIFY(!none.ok());
        QVERIFY2(none.refusal.contains(QStringLiteral("Hall H9 has no feed")), qPrintable(none.refusal));
    }
    void racksPasteAtAPointOfTheirHall()
    {
        auto doc = test::generatedDocument(1024);
        Editor editor(*doc);
        const Rack a = *rackNamed(*doc, QStringLiteral("SU01-R01"));
        const Rack b = *rackNamed(*doc, QStringLiteral("SU01-R02"));
        const HallId hall = doc->hallOf(a.id);
        const Rack &corner = a.xM < b.xM || (a.xM == b.xM && a.yM < b.yM) ? a : b;
        const Rack &other = &corner == &a ? b : a;
        const QPointF spot(3.0, doc->halls().at(hall).depthM - 2.0);
        const CopyResult r = pasteRacksAt(editor, {a.id, b.id}, hall, spot);
        QVERIFY2(r.refusal.isEmpty(), qPrintable(r.refusal));
        QCOMPARE(r.racks.size(), size_t(2));
        // The copies keep their spacing, the corner rack's copy at the point.
        const Rack &c0 = doc->racks().at(r.racks[&corner == &a ? 0 : 1]);
        const Rack &c1 = doc->racks().at(r.racks[&corner == &a ? 1 : 0]);
        QCOMPARE(QPointF(c0.xM, c0.yM), spot);
        QCOMPARE(c1.xM - c0.xM, other.xM - corner.xM);
        QCOMPARE(c1.yM - c0.yM, other.yM - corner.yM);
        QCOMPARE(doc->hallOf(c0.id), hall);
        doc->undoStack()->undo();
        QVERIFY(!doc->racks().contains(c0.id));
        // Copied racks that no longer exist: refused, saying so.
        QVERIFY(!pasteRacksAt(editor, {RackId(999999)}, hall, spot).refusal.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
