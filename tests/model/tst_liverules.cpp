// The live rule checker (docs/RULES.md, "Live"): after any sequence of edits, undos and redos
// its list equals a whole check of the design; an edit re-checks only what it touched; the
// design-wide run reports progress and can be cancelled.

#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "rules/liverulechecker.h"

#include <QRandomGenerator>
#include <QSignalSpy>

using namespace railyard;

namespace {

// Every field a user sees, one line per problem, in a canonical order.
QStringList lines(const std::vector<Problem> &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << QStringList{p.code, toToken(p.severity), problemKey(p), p.objectNames, QString::number(p.measured, 'g', 12),
                           QString::number(p.limit, 'g', 12), p.message, p.fix, p.waived ? p.waiverReason : QStringLiteral("-")}
                   .join(QLatin1Char('|'));
    out.sort();
    return out;
}

template <class Table>
auto pick(QRandomGenerator &rng, const Table &table)
{
    auto it = table.begin();
    std::advance(it, rng.bounded(table.size()));
    return *it;
}

// Says which problems one list has and the other lacks; true when they are equal.
bool sameProblems(const QStringList &live, const QStringList &whole)
{
    for (const QString &l : whole)
        if (!live.contains(l))
            qWarning("missing: %s", qPrintable(l));
    for (const QString &l : live)
        if (!whole.contains(l))
            qWarning("extra: %s", qPrintable(l));
    return live == whole;
}

} // namespace

class TestLiveRules : public QObject {
    Q_OBJECT
private slots:
    // Random edits that break and mend every kind of rule; after each, the live list (local
    // rules re-run for what changed, design-wide rules on a snapshot) equals a whole check.
    void liveEqualsWholeCheck()
    {
        auto doc = test::generatedDocument(256);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        Editor ed(*doc);
        QRandomGenerator rng(5);
        QSet<QString> seen;
        int undos = 0;
        for (int step = 0; step < 400; ++step) {
            const int action = rng.bounded(14);
            if (action <= 1 && doc->undoStack()->canUndo()) {
                doc->undoStack()->undo();
                ++undos;
            } else if (action == 2 && doc->undoStack()->canRedo()) {
                doc->undoStack()->redo();
            } else if (action == 3) { // move a rack somewhere (overlap, outside the hall, aisle, reach)
                const Rack r = pick(rng, doc->racks()), other = pick(rng, doc->racks());
                if (rng.bounded(2))
                    ed.moveRack(r.id, other.xM + 0.3, other.yM + 0.2);
                else if (rng.bounded(2))
                    ed.moveRack(r.id, rng.bounded(600) / 10.0 - 5, rng.bounded(400) / 10.0 - 5); // refused off the floor
                else // off the floor as a file can hold it, past the Editor's gate
                    test::forceMove(*doc, r.id, rng.bounded(600) / 10.0 - 5, rng.bounded(400) / 10.0 - 5);
            } else if (action == 4 && doc->cables().size() > 1) { // exchange two cables' ends
                Cable x = pick(rng, doc->cables()), y = pick(rng, doc->cables());
                if (x.id == y.id)
                    continue;
                std::swap(x.a, y.a);
                doc->undoStack()->beginMacro(QStringLiteral("swap"));
                ed.update(x, Cable::kEnds, QStringLiteral("x"));
                ed.update(y, Cable::kEnds, QStringLiteral("y"));
                doc->undoStack()->endMacro();
            } else if (action == 5) { // re-plug one end anywhere (port used twice, speed, networks)
                Cable c = pick(rng, doc->cables());
                c.b = pick(rng, doc->ports()).id;
                if (c.b != c.a)
                    ed.update(c, Cable::kEnds, QStringLiteral("replug"));
            } else if (action == 6) { // a device mounted over another
                const Device d = pick(rng, doc->devices());
                ed.addDevice(Device{{}, d.rack, d.part, QStringLiteral("extra%1").arg(step), d.uPosition});
            } else if (action == 7) {
                ed.erase(Selection{.devices = {pick(rng, doc->devices()).id}});
            } else if (action == 8) {
                ed.erase(Selection{.cables = {pick(rng, doc->cables()).id}});
            } else if (action == 9) { // limits: feeds, PDUs, loops, halls
                PowerFeed f = pick(rng, doc->feeds());
                f.capacityW = rng.bounded(2) ? 1000 : 5e6;
                ed.update(f, PowerFeed::kCapacity, QStringLiteral("feed"));
                // A loop's capacity is its CDUs: take one away or add one.
                const CoolingLoop l = pick(rng, doc->loops());
                if (!doc->cdusOf(l.id).empty() && rng.bounded(2))
                    ed.erase(Selection{.cdus = {*doc->cdusOf(l.id).begin()}});
                else
                    ed.addCdu({{}, l.id, doc->catalog().parts(PartCategory::Cdu).front()->id, QStringLiteral("cdu%1").arg(step), 0.5, 0.5});
            } else if (action == 10) {
                Hall h = pick(rng, doc->halls());
                h.floorRatingKPa = rng.bounded(2) ? 5 : 20;
                h.utilityFeedW = rng.bounded(2) ? 1e5 : 5e7;
                h.airCoolingW = rng.bounded(2) ? 1e4 : 5e6;
                ed.update(h, Hall::kFloorRating | Hall::kUtilityFeed | Hall::kAirCooling, QStringLiteral("hall"));
            } else if (action == 11) { // a leaf or spine changes tier, rail or SU
                Device d = pick(rng, doc->devices());
                d.rail = int(rng.bounded(9)) - 1;
                d.su = int(rng.bounded(3)) - 1;
                d.tier = FabricTier(rng.bounded(4));
                ed.update(d, Device::kFabric, QStringLiteral("fabric"));
            } else if (action == 12) {
                Network n = pick(rng, doc->networks());
                n.oversubscription = rng.bounded(3) * 0.5;
                ed.update(n, Network::kOversubscription, QStringLiteral("target"));
            } else if (action == 13 && !checker.problems().empty()) {
                const Problem p = checker.problems()[rng.bounded(quint32(checker.problems().size()))];
                Site s = doc->site();
                s.waivers.push_back({p.code, problemKey(p), QStringLiteral("step %1").arg(step)});
                ed.setSite(s, Site::kWaivers);
            }
            checker.flush();
            QVERIFY(checker.waitForDesignCheck());
            QVERIFY(std::is_sorted(checker.problems().begin(), checker.problems().end(), problemOrder));
            const QStringList live = lines(checker.problems());
            if (!sameProblems(live, lines(checkDesign(*doc, engine))))
                QFAIL(qPrintable(QStringLiteral("step %1 (action %2): live list differs from a whole check").arg(step).arg(action)));
            for (const Problem &p : checker.problems())
                seen.insert(p.code);
        }
        QVERIFY(undos > 30);
        // The walk broke rules of every family, so the comparison covered them.
        for (const char *code : {"RACK_OVERLAP", "RACK_OUTSIDE_HALL", "DEVICE_U_OVERLAP", "PORT_USED_TWICE", "RAIL_SWAP",
                                 "FEED_OVERLOAD_ON_FAILOVER", "LOOP_OVER_CDU_CAPACITY", "FLOOR_LOAD_OVER_RATING",
                                 "HALL_POWER_OVER_UTILITY", "NETWORKS_SHARE_SWITCH", "OVERSUBSCRIPTION_ABOVE_TARGET"})
            QVERIFY2(seen.contains(QLatin1String(code)), code);
    }

    // Random building and facility edits — columns and keep-out areas under racks, busways and
    // their tap-offs, CDUs — with racks moved among them: after each, the live list equals a
    // whole check and the engine's figures a full recompute.
    void liveEqualsWholeCheckOnFacilityEdits()
    {
        auto doc = test::generatedDocument(256);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        Editor ed(*doc);
        QRandomGenerator rng(14);
        const HallId hall = doc->halls().begin()->id;
        const PartId buswayPart = doc->catalog().find(QStringLiteral("BUSWAY-TRACK-250A"))->id;
        const PartId cduPart = doc->cdus().begin()->part;
        QSet<QString> seen;
        for (int step = 0; step < 300; ++step) {
            const int action = rng.bounded(9);
            const Rack r = pick(rng, doc->racks());
            const double dx = (int(rng.bounded(11)) - 5) / 10.0;
            if (action == 0 && doc->undoStack()->canUndo()) {
                doc->undoStack()->undo();
            } else if (action == 1 && doc->undoStack()->canRedo()) {
                doc->undoStack()->redo();
            } else if (action == 2) {
                if (rng.bounded(4) == 0) { // under a CDU
                    const Cdu c = pick(rng, doc->cdus());
                    ed.addColumn({{}, hall, QStringLiteral("C%1").arg(step), c.xM + dx, c.yM, 0.4, 0.4});
                } else {
                    ed.addColumn({{}, hall, QStringLiteral("C%1").arg(step), r.xM + dx, r.yM, 0.4, 0.4});
                }
            } else if (action == 3) {
                ed.addKeepOut({{}, hall, QStringLiteral("K%1").arg(step), r.xM, r.yM + dx, 1.0, 0.5, QStringLiteral("exit")});
            } else if (action == 4 && (doc->columns().size() > 0 || doc->keepOuts().size() > 0)) {
                if (doc->columns().size() > 0 && (doc->keepOuts().size() == 0 || rng.bounded(2)))
                    ed.erase(Selection{.columns = {pick(rng, doc->columns()).id}});
                else
                    ed.erase(Selection{.keepOuts = {pick(rng, doc->keepOuts()).id}});
            } else if (action == 5) {
                ed.addBusway({{}, hall, pick(rng, doc->feeds()).id, buswayPart, QStringLiteral("BW%1").arg(step), 0, 1, 30, 1});
            } else if (action == 6 && doc->busways().size() > 0) { // hang a few PDUs on a busway, or take one off
                const Busway b = pick(rng, doc->busways());
                for (int i = 0, n = int(rng.bounded(6)); i < n; ++i)
                    ed.setPduBusway(pick(rng, doc->pdus()).id, rng.bounded(4) ? b.id : BuswayId());
                if (!doc->tapOffsOf(b.id).empty() && rng.bounded(3) == 0) { // a tap-off put on another feed by hand
                    Pdu p = doc->pdus().at(*doc->tapOffsOf(b.id).begin());
                    p.feed = pick(rng, doc->feeds()).id;
                    test::forceUpdate(*doc, p, Pdu::kFeed); // the Editor refuses it; a file can hold it
                }
            } else if (action == 7 && doc->busways().size() > 0) {
                if (rng.bounded(2)) {
                    ed.erase(Selection{.busways = {pick(rng, doc->busways()).id}});
                } else {
                    Busway b = pick(rng, doc->busways());
                    b.feed = pick(rng, doc->feeds()).id;
                    ed.updateBusway(b, Busway::kFeed);
                }
            } else if (action == 8) {
                if (rng.bounded(2))
                    ed.moveRack(r.id, r.xM + dx, r.yM);
                else
                    ed.addCdu({{}, pick(rng, doc->loops()).id, cduPart, QStringLiteral("CDU%1").arg(step), 1, 1, 0});
            }
            checker.flush();
            QVERIFY(checker.waitForDesignCheck());
            const QStringList live = lines(checker.problems());
            if (!sameProblems(live, lines(checkDesign(*doc, engine))))
                QFAIL(qPrintable(QStringLiteral("step %1 (action %2): live list differs from a whole check").arg(step).arg(action)));
            Engine fresh(*doc);
            QString where;
            if (!engine.sameFigures(fresh, &where))
                QFAIL(qPrintable(QStringLiteral("step %1 (action %2): %3 differ").arg(step).arg(action).arg(where)));
            for (const Problem &p : checker.problems())
                seen.insert(p.code);
        }
        for (const char *code : {"RACK_ON_COLUMN", "RACK_IN_KEEPOUT", "CDU_ON_COLUMN", "BUSWAY_OVERLOAD_ON_FAILOVER", "PDU_FEED_NOT_BUSWAY_FEED"})
            QVERIFY2(seen.contains(QLatin1String(code)), code);
    }

    // Moving a rack of nodes re-checks that rack, its cables and what they reach, not the design.
    void anEditChecksWhatItTouched()
    {
        auto doc = test::generatedDocument(1024);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        QVERIFY(checker.lastLocalCheck().full);
        const int64_t everything = checker.lastLocalCheck().objectsChecked;
        // A rack of nodes inside its row (not at an end, where a move changes the row's tray).
        const Device &node = *std::find_if(doc->devices().begin(), doc->devices().end(),
                                           [&](const Device &d) { return doc->catalog().at(d.part).gpus > 0; });
        const Row &row = doc->rows().at(doc->racks().at(node.rack).row);
        std::vector<RackId> racks(doc->racksOf(row.id).begin(), doc->racksOf(row.id).end());
        QVERIFY(racks.size() >= 3);
        const Rack r = doc->racks().at(racks[racks.size() / 2]);
        Editor(*doc).moveRack(r.id, r.xM + 0.01, r.yM);
        QVERIFY(engine.lastUpdate().rows <= 1);
        checker.flush();
        QVERIFY(!checker.lastLocalCheck().full);
        QVERIFY2(checker.lastLocalCheck().objectsChecked * 20 < everything,
                 qPrintable(QStringLiteral("%1 of %2").arg(checker.lastLocalCheck().objectsChecked).arg(everything)));
        QVERIFY(checker.lastLocalCheck().objectsChecked > 0);
    }

    // The design-wide run reports progress, and Cancel stops it and keeps the older results
    // marked out of date; an edit after that runs it again.
    void designCheckProgressAndCancel()
    {
        auto doc = test::generatedDocument(4096);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        QVERIFY(checker.designCheckRunning());
        std::vector<int> percents;
        connect(&checker, &LiveRuleChecker::designCheckStateChanged, this,
                [&] { percents.push_back(checker.designCheckPercent()); });
        QVERIFY(checker.waitForDesignCheck());
        QVERIFY(!checker.designCheckRunning());
        QVERIFY(!checker.designCheckStale());
        QVERIFY(std::any_of(percents.begin(), percents.end(), [](int p) { return p > 0 && p < 100; }));
        QCOMPARE(percents.back(), 100);

        // Crossed cables, then cancel before the design-wide run reports: no swap yet, stale.
        const Device &node = *std::find_if(doc->devices().begin(), doc->devices().end(),
                                           [&](const Device &d) { return doc->catalog().at(d.part).gpus > 0; });
        std::vector<Cable> compute;
        for (PortId p : doc->portsOf(node.id))
            if (doc->ports().at(p).role == PortRole::Compute && compute.size() < 2)
                compute.push_back(doc->cables().at(*doc->cablesAt(p).begin()));
        Cable x = compute[0], y = compute[1];
        PortId &xNode = doc->ports().at(x.a).device == node.id ? x.a : x.b;
        PortId &yNode = doc->ports().at(y.a).device == node.id ? y.a : y.b;
        std::swap(xNode, yNode);
        Editor ed(*doc);
        doc->undoStack()->beginMacro(QStringLiteral("swap"));
        ed.update(x, Cable::kEnds, QStringLiteral("x"));
        ed.update(y, Cable::kEnds, QStringLiteral("y"));
        doc->undoStack()->endMacro();
        checker.flush();
        QVERIFY(checker.designCheckRunning());
        checker.cancelDesignCheck();
        QVERIFY(!checker.designCheckRunning());
        QVERIFY(checker.designCheckStale());
        QTest::qWait(300); // longer than the pause before a run: nothing starts by itself
        QVERIFY(!checker.designCheckRunning());
        auto swaps = [&] {
            return std::count_if(checker.problems().begin(), checker.problems().end(),
                                 [](const Problem &p) { return p.code == QLatin1String("RAIL_SWAP"); });
        };
        QCOMPARE(swaps(), 0);
        checker.requestDesignCheck();
        QVERIFY(checker.waitForDesignCheck());
        QVERIFY(!checker.designCheckStale());
        QCOMPARE(swaps(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLiveRules)
#include "tst_liverules.moc"
