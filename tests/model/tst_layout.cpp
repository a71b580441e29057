// Laying out by hand (issue #14): names that follow the design's series, mounting a part at a
// U, adding racks to a row, copying racks and replicating a scalable unit, and wiring a node
// like its neighbours — each one undoable step.

#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "layout/naming.h"
#include "layout/neighbourwiring.h"
#include "layout/rackspace.h"
#include "layout/replicate.h"
#include "layout/rowfill.h"
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
};

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
