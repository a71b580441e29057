// The building and the facility's placed plant: columns, keep-out areas, busways with tap-off
// PDUs and CDUs as entities — their commands, file round trip and migration, engine figures and
// rules.
#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "engine/pducapacity.h"
#include "io/designstore.h"
#include "io/sqliteconnection.h"
#include "quote/bom.h"
#include "report/totalsreport.h"
#include "rules/liverulechecker.h"
#include "rules/ruleprovider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

std::vector<Problem> problemsOf(const Document &doc, const char *code)
{
    const Engine engine(doc);
    std::vector<Problem> out;
    for (const Problem &p : checkDesign(doc, engine))
        if (p.code == QLatin1String(code))
            out.push_back(p);
    return out;
}

// Every problem code and how often it is reported.
std::map<QString, int> codes(const Document &doc)
{
    const Engine engine(doc);
    std::map<QString, int> out;
    for (const Problem &p : checkDesign(doc, engine))
        ++out[p.code];
    return out;
}

const Rack &lowestRack(const Document &doc)
{
    const Rack *best = nullptr;
    for (const Rack &r : doc.racks())
        if (!best || r.id < best->id)
            best = &r;
    return *best;
}

PartId partNumbered(const Document &doc, const char *number)
{
    const Part *p = doc.catalog().find(QLatin1String(number));
    if (!p)
        qFatal("no part %s", number);
    return p->id;
}

// Whether `actual` holds every figure of `expected` (recursively; numbers to 1e-9 relative):
// figures added later may appear beside them. *where names the first difference.
bool holdsFigures(const QJsonValue &expected, const QJsonValue &actual, const QString &path, QString *where)
{
    if (expected.isObject()) {
        const QJsonObject e = expected.toObject(), a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it)
            if (!holdsFigures(it.value(), a.value(it.key()), path + QLatin1Char('.') + it.key(), where))
                return false;
        return true;
    }
    if (expected.isArray()) {
        const QJsonArray e = expected.toArray(), a = actual.toArray();
        if (e.size() != a.size()) {
            *where = QStringLiteral("%1: %2 entries, expected %3").arg(path).arg(a.size()).arg(e.size());
            return false;
        }
        for (qsizetype i = 0; i < e.size(); ++i)
            if (!holdsFigures(e[i], a[i], QStringLiteral("%1[%2]").arg(path).arg(i), where))
                return false;
        return true;
    }
    if (expected.isDouble()) {
        const double e = expected.toDouble(), a = actual.toDouble();
        if (actual.isDouble() && std::fabs(e - a) <= 1e-9 * std::max(1.0, std::fabs(e)))
            return true;
        *where = QStringLiteral("%1: %2, expected %3").arg(path, actual.toVariant().toString()).arg(e, 0, 'g', 17);
        return false;
    }
    if (expected == actual)
        return true;
    *where = QStringLiteral("%1: %2, expected %3").arg(path, actual.toVariant().toString(), expected.toVariant().toString());
    return false;
}

} // namespace

class TestFacility : public QObject {
    Q_OBJECT
private:
    // Applies an edit, then checks undo restores the design exactly and redo re-applies it.
    void checkUndoRedo(Document &doc, const std::function<void()> &edit, const char *what)
    {
        const QString before = dumpDesign(doc);
        const int depth = doc.undoStack()->index();
        edit();
        QVERIFY2(doc.undoStack()->index() == depth + 1, what);
        const QString after = dumpDesign(doc);
        QVERIFY2(after != before, what);
        doc.undoStack()->undo();
        QVERIFY2(dumpDesign(doc) == before, what);
        doc.undoStack()->redo();
        QVERIFY2(dumpDesign(doc) == after, what);
    }

    // A column of 0.4 × 0.4 m where the lowest rack stands, and the rack.
    static const Rack &columnOnFirstRack(Document &doc, HallId *hall = nullptr)
    {
        const Rack &r = lowestRack(doc);
        const HallId h = doc.hallOf(r.id);
        if (hall)
            *hall = h;
        Editor ed(doc);
        if (!ed.addColumn({{}, h, QStringLiteral("C1"), r.xM, r.yM, 0.4, 0.4}))
            qFatal("column refused");
        return doc.racks().at(r.id);
    }

private slots:
    // --- commands ---------------------------------------------------------------------------

    void eachKindInsertsErasesAndUndoes()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const HallId hall = doc->halls().begin()->id;
        const FeedId feed = doc->feeds().begin()->id;
        const LoopId loop = doc->loops().begin()->id;
        const PartId cduPart = doc->cdus().begin()->part;
        ColumnId column;
        KeepOutId keepOut;
        CduId cdu;
        checkUndoRedo(*doc, [&] { column = *ed.addColumn({{}, hall, QStringLiteral("C1"), 1, 1, 0.5, 0.5}); }, "add column");
        checkUndoRedo(*doc, [&] { keepOut = *ed.addKeepOut({{}, hall, QStringLiteral("K1"), 8, 9, 2, 1, QStringLiteral("fire exit")}); },
                      "add keep-out");
        checkUndoRedo(*doc, [&] { cdu = *ed.addCdu({{}, loop, cduPart, QStringLiteral("CDU-X"), 12, 1, 90}); }, "add CDU");
        QCOMPARE(doc->columns().at(column).name, QStringLiteral("C1"));
        QCOMPARE(doc->keepOuts().at(keepOut).reason, QStringLiteral("fire exit"));
        QCOMPARE(doc->cdus().at(cdu).loop, loop);
        QCOMPARE(doc->columnsOf(hall).size(), size_t(1));
        QCOMPARE(doc->keepOutsOf(hall).size(), size_t(1));
        Column moved = doc->columns().at(column);
        moved.xM = 3;
        checkUndoRedo(*doc, [&] { ed.update(moved, Column::kPosition, QStringLiteral("move column")); }, "move column");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.columns = {column}}); }, "erase column");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.keepOuts = {keepOut}}); }, "erase keep-out");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.cdus = {cdu}}); }, "erase CDU");
        // A busway needs a busway part: the small catalog has none, so it is refused with why.
        const auto refused = ed.addBusway({{}, hall, feed, cduPart, QStringLiteral("BW1"), 0, 0, 10, 0});
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QLatin1String("busway")), qPrintable(refused.error()));
        QCOMPARE(doc->busways().size(), 0);
    }

    // Each add names what is wrong and changes nothing.
    void badFacilityEditsAreRefused()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const QString before = dumpDesign(*doc);
        const HallId hall = doc->halls().begin()->id;
        QVERIFY(!ed.addColumn({{}, HallId(999), QStringLiteral("C"), 1, 1, 1, 1}).ok());
        QVERIFY(!ed.addColumn({{}, hall, QStringLiteral("C"), 1, 1, 0, 1}).ok());
        QVERIFY(!ed.addKeepOut({{}, hall, QStringLiteral("K"), qQNaN(), 1, 1, 1, {}}).ok());
        QVERIFY(!ed.addCdu({{}, LoopId(999), doc->cdus().begin()->part, QStringLiteral("X"), 1, 1, 0}).ok());
        const auto wrongPart = ed.addCdu({{}, doc->loops().begin()->id, doc->pdus().begin()->part, QStringLiteral("X"), 1, 1, 0});
        QVERIFY(!wrongPart.ok());
        QVERIFY2(wrongPart.error().contains(QLatin1String("CDU X")), qPrintable(wrongPart.error()));
        QCOMPARE(dumpDesign(*doc), before);
        QCOMPARE(doc->undoStack()->count(), 2);
    }

    // Erasing a loop takes its CDUs; a hall its columns, keep-out areas and busways; a feed its
    // busways. Undo brings every one back.
    void eraseCascades()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const HallId hall = doc->halls().begin()->id;
        const LoopId loop = doc->loops().begin()->id;
        QVERIFY(!doc->cdusOf(loop).empty());
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.loops = {loop}}); }, "erase loop");
        QCOMPARE(doc->cdus().size(), 0);
        doc->undoStack()->undo();
        QVERIFY(!doc->cdusOf(loop).empty());

        const FeedId feed = doc->feeds().begin()->id;
        const auto busway = ed.addBusway({{}, hall, feed, partNumbered(*doc, "BUSWAY-TRACK-400A"), QStringLiteral("BW1"), 2, 1, 20, 1});
        QVERIFY2(busway.ok(), qPrintable(busway.error()));
        QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C1"), 0.3, 0.3, 0.4, 0.4}).ok());
        QVERIFY(ed.addKeepOut({{}, hall, QStringLiteral("K1"), 1, 1, 1, 1, {}}).ok());
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.feeds = {feed}}); }, "erase feed");
        QCOMPARE(doc->busways().size(), 0);
        doc->undoStack()->undo();
        QCOMPARE(doc->busways().size(), 1);
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.halls = {hall}}); }, "erase hall");
        QCOMPARE(doc->columns().size(), 0);
        QCOMPARE(doc->keepOuts().size(), 0);
        QCOMPARE(doc->busways().size(), 0);
    }

    // A tap-off PDU outlives its busway: it keeps its feed and loses only the link, and undo
    // hangs it back on.
    void erasingBuswayClearsItsTapOffs()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Rack &r = lowestRack(*doc);
        const Pdu pdu = doc->pdus().at(r.pduA);
        const auto bw = ed.addBusway({{}, doc->hallOf(r.id), pdu.feed, partNumbered(*doc, "BUSWAY-TRACK-400A"), QStringLiteral("BW1"), 0, 1, 30, 1});
        QVERIFY(bw.ok());
        QVERIFY(ed.setPduBusway(pdu.id, *bw).wasApplied());
        QCOMPARE(doc->tapOffsOf(*bw).size(), size_t(1));
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.busways = {*bw}}); }, "erase busway");
        QVERIFY(doc->pdus().contains(pdu.id));
        QVERIFY(!doc->pdus().at(pdu.id).busway);
        QCOMPARE(doc->pdus().at(pdu.id).feed, pdu.feed);
        doc->undoStack()->undo();
        QCOMPARE(doc->pdus().at(pdu.id).busway, *bw);
    }

    // A busway moved to another feed takes its tap-offs along in one step; hanging a PDU on a
    // busway of the other feed moves the PDU to that feed.
    void tapOffsFollowTheirBuswaysFeed()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Rack &r = lowestRack(*doc);
        const PduId pdu = r.pduA;
        const FeedId feedA = doc->pdus().at(r.pduA).feed, feedB = doc->pdus().at(r.pduB).feed;
        QVERIFY(feedA != feedB);
        const HallId hall = doc->hallOf(r.id);
        const auto bw = ed.addBusway({{}, hall, feedB, partNumbered(*doc, "BUSWAY-TRACK-400A"), QStringLiteral("BW1"), 0, 1, 30, 1});
        QVERIFY(ed.setPduBusway(pdu, *bw).wasApplied());
        QCOMPARE(doc->pdus().at(pdu).feed, feedB);
        doc->undoStack()->undo();
        QCOMPARE(doc->pdus().at(pdu).feed, feedA);
        doc->undoStack()->redo();
        Busway moved = doc->busways().at(*bw);
        moved.feed = feedA;
        checkUndoRedo(*doc, [&] { QVERIFY(ed.updateBusway(moved, Busway::kFeed).wasApplied()); }, "busway to another feed");
        QCOMPARE(doc->pdus().at(pdu).feed, feedA);
        QVERIFY(codes(*doc).empty());
    }

    // --- file -------------------------------------------------------------------------------

    void newKindsRoundTrip()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Rack &r = lowestRack(*doc);
        const HallId hall = doc->hallOf(r.id);
        QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C1"), 0.5, 0.5, 0.6, 0.6}).ok());
        QVERIFY(ed.addKeepOut({{}, hall, QStringLiteral("Exit"), 1, 1.5, 1.2, 0.8, QStringLiteral("fire exit path")}).ok());
        const auto bw = ed.addBusway({{}, hall, doc->pdus().at(r.pduA).feed, partNumbered(*doc, "BUSWAY-TRACK-800A"), QStringLiteral("BW-A"),
                                      1.5, 2.25, 40.125, 2.25});
        QVERIFY(bw.ok());
        QVERIFY(ed.setPduBusway(r.pduA, *bw).wasApplied());
        CoolingLoop loop = *doc->loops().begin();
        loop.supplyC = 32.5;
        ed.update(loop, CoolingLoop::kSupply, QStringLiteral("supply"));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("facility.railyard"));
        const Status saved = DesignStore::save(*doc, file);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        Document back(Catalog{});
        const Status loaded = DesignStore::load(back, file);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
        QCOMPARE(dumpDesign(back), dumpDesign(*doc));
        QCOMPARE(back.tapOffsOf(*bw).size(), size_t(1));
        QCOMPARE(back.loops().at(loop.id).returnC(), 32.5 + loop.deltaTK);
        // New ids continue past the loaded ones.
        QVERIFY(Editor(back).addColumn({{}, hall, QStringLiteral("C2"), 3, 3, 0.5, 0.5}).value().value > 1);
    }

    // A file whose new rows refer to what is not there is refused naming the table, row and
    // column, and the open document is left alone.
    void danglingFacilityReferencesAreRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("where");
        QTest::newRow("busway feed") << QStringLiteral("UPDATE busway SET feed_id = 999") << QStringLiteral("table busway, row with id 1, column feed_id");
        QTest::newRow("cdu loop") << QStringLiteral("UPDATE cdu SET loop_id = 999 WHERE id = 2") << QStringLiteral("table cdu, row with id 2, column loop_id");
        QTest::newRow("pdu busway") << QStringLiteral("UPDATE pdu SET busway_id = 77 WHERE id = 1") << QStringLiteral("table pdu, row with id 1, column busway_id");
        QTest::newRow("column hall") << QStringLiteral("UPDATE building_column SET hall_id = 5") << QStringLiteral("table building_column, row with id 1, column hall_id");
        QTest::newRow("keepout size") << QStringLiteral("UPDATE keepout SET width_m = 'wide'") << QStringLiteral("table keepout, row with id 1, column width_m");
    }
    void danglingFacilityReferencesAreRefused()
    {
        QFETCH(QString, sql);
        QFETCH(QString, where);
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Rack &r = lowestRack(*doc);
        const HallId hall = doc->hallOf(r.id);
        QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C1"), 0.5, 0.5, 0.6, 0.6}).ok());
        QVERIFY(ed.addKeepOut({{}, hall, QStringLiteral("K1"), 1, 1.5, 1.2, 0.8, {}}).ok());
        QVERIFY(ed.addBusway({{}, hall, doc->pdus().at(r.pduA).feed, partNumbered(*doc, "BUSWAY-TRACK-400A"), QStringLiteral("BW"), 0, 1, 9, 1}).ok());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("bad.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        {
            SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QString error;
            QVERIFY2(conn.exec(sql, &error), qPrintable(error));
        }
        Document back(Catalog{});
        const Status s = DesignStore::load(back, file);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(where), qPrintable(s.error()));
        QCOMPARE(back.racks().size(), 0);
    }

    // A format-8 loop of N CDUs of one part opens as N CDU entities of that part in a line
    // against the hall's y = 0 wall, and the loop supplies at the hall's water temperature.
    void format8LoopBecomesCduEntities()
    {
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, QStringLiteral(RAILYARD_TEST_DATA "/format8/sample-format8.railyard"));
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(doc.loops().size(), 1);
        const CoolingLoop &loop = *doc.loops().begin();
        QCOMPARE(doc.cdus().size(), 5);
        QCOMPARE(doc.cdusOf(loop.id).size(), size_t(5));
        double x = 0;
        for (CduId id : doc.cdusOf(loop.id)) {
            const Cdu &c = doc.cdus().at(id);
            const Part &part = doc.catalog().at(c.part);
            QCOMPARE(part.partNumber, QStringLiteral("CDU-INROW-350KW"));
            QCOMPARE(c.xM, x + part.widthM / 2);
            QCOMPARE(c.yM, part.depthM / 2);
            x += part.widthM;
        }
        QCOMPARE(doc.cdus().at(*doc.cdusOf(loop.id).begin()).name, QStringLiteral("Loop 1 CDU 1"));
        QCOMPARE(loop.supplyC, doc.halls().at(loop.hall).supplyWaterC);
        // The next CDU gets a fresh id.
        const auto added = Editor(doc).addCdu({{}, loop.id, doc.cdus().begin()->part, QStringLiteral("extra"), 5, 0.6, 0});
        QVERIFY(added.ok());
        QCOMPARE(added.value().value, 6u);
    }

    // Every earlier fixture opens at the totals it had before format 9, the format-9 fixture at
    // those before format 10 (recorded with `railyard-cli totals --json` of the release before),
    // the format-10 one at those of format 11, which adds only a network's plane, the format-11
    // one at those of format 12, which adds only rack templates, the format-12 one at those of
    // format 13, which adds only a hall's containment (none, as they were solved):
    // CDU capacity, BOM-relevant counts, floor loads (no spreader plates) and every figure unchanged.
    void earlierFixturesKeepTheirTotals_data()
    {
        QTest::addColumn<int>("format");
        for (int f = 1; f <= 12; ++f)
            QTest::addRow("format%d", f) << f;
    }
    void earlierFixturesKeepTheirTotals()
    {
        QFETCH(int, format);
        const QString base = QStringLiteral(RAILYARD_TEST_DATA "/format%1/sample-format%1").arg(format);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, base + QStringLiteral(".railyard"));
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QFile golden(base + QStringLiteral(".totals.json"));
        QVERIFY(golden.open(QIODevice::ReadOnly));
        const QJsonObject expected = QJsonDocument::fromJson(golden.readAll()).object();
        QVERIFY(!expected.isEmpty());
        const Engine engine(doc);
        QString where;
        QVERIFY2(holdsFigures(expected, totalsJson(doc, engine), QStringLiteral("totals"), &where), qPrintable(where));
    }

    // --- engine and rules -------------------------------------------------------------------

    // A loop's CDU capacity is its CDU entities: N+1 carries the heat with the largest out.
    void loopCapacityIsItsCdus()
    {
        auto doc = generatedDocument(512);
        const Engine engine(*doc);
        const CoolingLoop &loop = *doc->loops().begin();
        const LoopFigures f = loopFigures(*doc, engine, loop.id);
        const int n = int(doc->cdusOf(loop.id).size());
        const double each = doc->catalog().at(doc->cdus().begin()->part).capacityW;
        QCOMPARE(f.cdusInstalled, n);
        QCOMPARE(f.installedCapacityW, n * each);
        QCOMPARE(f.usableCapacityW, (n - 1) * each);
        QVERIFY(!f.overCapacity);
        // One more, larger CDU: the usable capacity is the sum less the largest.
        Editor ed(*doc);
        QVERIFY(ed.addCdu({{}, loop.id, partNumbered(*doc, "CDU-FACILITY-1350KW"), QStringLiteral("big"), 30, 1, 0}).ok());
        const LoopFigures g = loopFigures(*doc, engine, loop.id);
        QCOMPARE(g.cdusInstalled, n + 1);
        QCOMPARE(g.usableCapacityW, n * each);
        QCOMPARE(g.cduCapacityW, 1350e3);
    }

    void buswayLoadIsItsTapOffs()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Engine engine(*doc);
        const Rack &r = lowestRack(*doc);
        const FeedId feed = doc->pdus().at(r.pduA).feed;
        const auto bw = ed.addBusway({{}, doc->hallOf(r.id), feed, partNumbered(*doc, "BUSWAY-TRACK-800A"), QStringLiteral("BW"), 0, 1, 30, 1});
        QVERIFY(bw.ok());
        PduLoad sum;
        int hung = 0;
        for (const Rack &k : doc->racks()) {
            if (hung == 3 || !k.pduA || doc->pdus().at(k.pduA).feed != feed)
                continue;
            QVERIFY(ed.setPduBusway(k.pduA, *bw).wasApplied());
            sum.normalMw += engine.pdu(k.pduA).normalMw;
            sum.failoverMw += engine.pdu(k.pduA).failoverMw;
            ++hung;
        }
        QCOMPARE(hung, 3);
        QVERIFY(sum.normalMw > 0);
        QCOMPARE(engine.busway(*bw), sum);
        QVERIFY(codes(*doc).empty());
    }

    // Tap-offs hung one by one on a 250 A busway: first its failover load passes 80 % of the
    // rating (BUSWAY_OVERLOAD_ON_FAILOVER), then its normal load (BUSWAY_OVERLOAD). Each once.
    void buswayOverloads()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Engine engine(*doc);
        const Rack &first = lowestRack(*doc);
        const FeedId feed = doc->pdus().at(first.pduA).feed;
        const PartId part = partNumbered(*doc, "BUSWAY-TRACK-250A");
        const MilliWatts continuous = toMilli(buswayContinuousW(doc->catalog().at(part)));
        const auto bw = ed.addBusway({{}, doc->hallOf(first.id), feed, part, QStringLiteral("BW"), 0, 1, 30, 1});
        QVERIFY(bw.ok());
        bool failoverSeen = false, normalSeen = false;
        for (const Rack &k : doc->racks()) {
            if (!k.pduA || doc->pdus().at(k.pduA).feed != feed || normalSeen)
                continue;
            QVERIFY(ed.setPduBusway(k.pduA, *bw).wasApplied());
            const PduLoad load = engine.busway(*bw);
            const auto found = codes(*doc);
            if (load.normalMw > continuous) {
                QCOMPARE(found, (std::map<QString, int>{{QStringLiteral("BUSWAY_OVERLOAD"), 1}}));
                const auto p = problemsOf(*doc, "BUSWAY_OVERLOAD");
                QVERIFY2(p.front().fix.contains(QLatin1String("BUSWAY-TRACK-")), qPrintable(p.front().fix));
                normalSeen = true;
            } else if (load.failoverMw > continuous) {
                QCOMPARE(found, (std::map<QString, int>{{QStringLiteral("BUSWAY_OVERLOAD_ON_FAILOVER"), 1}}));
                failoverSeen = true;
            } else {
                QVERIFY(found.empty());
            }
        }
        QVERIFY(failoverSeen);
        QVERIFY(normalSeen);
    }

    void pduOnAnotherFeedThanItsBusway()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Rack &r = lowestRack(*doc);
        const Pdu a = doc->pdus().at(r.pduA);
        const auto bw = ed.addBusway({{}, doc->hallOf(r.id), a.feed, partNumbered(*doc, "BUSWAY-TRACK-800A"), QStringLiteral("BW"), 0, 1, 30, 1});
        // Side B's PDU keeps its feed B but hangs on feed A's busway: the rack's sides stay on
        // two feeds (no RACK_SIDES_ON_ONE_FEED), only the PDU contradicts its busway.
        Pdu wrong = doc->pdus().at(r.pduB);
        wrong.busway = *bw;
        // The Editor refuses it (checkEdit); a file can hold it.
        QVERIFY(ed.update(wrong, Pdu::kBusway, QStringLiteral("x")).wasRefused());
        test::forceUpdate(*doc, wrong, Pdu::kBusway);
        QCOMPARE(codes(*doc), (std::map<QString, int>{{QStringLiteral("PDU_FEED_NOT_BUSWAY_FEED"), 1}}));
    }

    void rackOnColumn()
    {
        auto doc = generatedDocument(512);
        const Rack &r = columnOnFirstRack(*doc);
        QCOMPARE(codes(*doc), (std::map<QString, int>{{QStringLiteral("RACK_ON_COLUMN"), 1}}));
        const Problem p = problemsOf(*doc, "RACK_ON_COLUMN").front();
        QCOMPARE(p.objects.front().kind, EntityKind::Rack);
        QCOMPARE(p.objects.front().id, r.id.value);
        QCOMPARE(p.objects.back().kind, EntityKind::Column);
        QVERIFY2(p.fix.startsWith(QStringLiteral("Move %1 to ").arg(r.name)), qPrintable(p.fix));
        // The fix's position is clear of the column: moving there leaves no RACK_ON_COLUMN.
        const QStringList xy = p.fix.mid(QStringLiteral("Move %1 to ").arg(r.name).size()).section(QLatin1Char(' '), 0, 1).split(QStringLiteral(", "));
        QCOMPARE(xy.size(), 2);
        Editor(*doc).moveRack(r.id, xy[0].toDouble(), QString(xy[1]).remove(QLatin1Char(',')).toDouble());
        QCOMPARE(problemsOf(*doc, "RACK_ON_COLUMN").size(), size_t(0));
    }

    void rackInKeepOut()
    {
        auto doc = generatedDocument(512);
        const Rack &r = lowestRack(*doc);
        QVERIFY(Editor(*doc).addKeepOut({{}, doc->hallOf(r.id), QStringLiteral("Door"), r.xM + 0.1, r.yM, 0.3, 0.3, QStringLiteral("door swing")}).ok());
        QCOMPARE(codes(*doc), (std::map<QString, int>{{QStringLiteral("RACK_IN_KEEPOUT"), 1}}));
        const Problem p = problemsOf(*doc, "RACK_IN_KEEPOUT").front();
        QVERIFY2(p.message.contains(QLatin1String("door swing")), qPrintable(p.message));
        QVERIFY2(p.fix.startsWith(QStringLiteral("Move %1 to ").arg(r.name)), qPrintable(p.fix));
    }

    void cduOnColumnAndInKeepOut()
    {
        auto doc = generatedDocument(512);
        const Cdu cdu = *doc->cdus().begin();
        const HallId hall = doc->loops().at(cdu.loop).hall;
        Editor ed(*doc);
        QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C1"), cdu.xM, cdu.yM, 0.3, 0.3}).ok());
        QCOMPARE(codes(*doc), (std::map<QString, int>{{QStringLiteral("CDU_ON_COLUMN"), 1}}));
        const Problem p = problemsOf(*doc, "CDU_ON_COLUMN").front();
        QCOMPARE(p.objects.front().kind, EntityKind::Cdu);
        QVERIFY2(p.fix.startsWith(QStringLiteral("Move %1 to ").arg(cdu.name)), qPrintable(p.fix));
        doc->undoStack()->undo();
        QVERIFY(ed.addKeepOut({{}, hall, QStringLiteral("Valve"), cdu.xM, cdu.yM + 0.3, 0.2, 0.2, QStringLiteral("valve access")}).ok());
        QCOMPARE(codes(*doc), (std::map<QString, int>{{QStringLiteral("CDU_IN_KEEPOUT"), 1}}));
    }

    // The live checker follows column and busway edits as a full check would, undo included.
    void liveRulesFollowFacilityEdits()
    {
        auto doc = generatedDocument(512);
        Engine engine(*doc);
        LiveRuleChecker live(*doc, engine);
        auto same = [&](const char *what) {
            live.flush();
            QVERIFY(live.waitForDesignCheck());
            std::vector<Problem> full = checkDesign(*doc, engine);
            std::vector<QString> a, b;
            for (const Problem &p : live.problems())
                a.push_back(p.code + problemKey(p) + p.fix);
            for (const Problem &p : full)
                b.push_back(p.code + problemKey(p) + p.fix);
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            QVERIFY2(a == b, what);
        };
        columnOnFirstRack(*doc);
        same("column added");
        QCOMPARE(live.problems().size(), size_t(1));
        QCOMPARE(live.problems().front().code, QStringLiteral("RACK_ON_COLUMN"));
        doc->undoStack()->undo();
        same("column undone");
        QVERIFY(live.problems().empty());
        const Rack &r = lowestRack(*doc);
        Editor ed(*doc);
        const auto bw = ed.addBusway({{}, doc->hallOf(r.id), doc->pdus().at(r.pduA).feed, partNumbered(*doc, "BUSWAY-TRACK-250A"),
                                      QStringLiteral("BW"), 0, 1, 30, 1});
        for (const Rack &k : doc->racks())
            if (doc->pdus().at(k.pduA).feed == doc->busways().at(*bw).feed)
                ed.setPduBusway(k.pduA, *bw);
        same("tap-offs hung");
        QVERIFY(!live.problems().empty());
        Editor(*doc).moveRack(r.id, r.xM, r.yM + 0.01);
        same("rack moved");
        ed.erase(Selection{.busways = {*bw}});
        same("busway erased");
    }

    // The BOM prices CDUs from their entities and busways by the metre.
    void bomCountsCdusAndBusways()
    {
        auto doc = generatedDocument(512);
        Editor ed(*doc);
        const Rack &r = lowestRack(*doc);
        ed.addBusway({{}, doc->hallOf(r.id), doc->pdus().at(r.pduA).feed, partNumbered(*doc, "BUSWAY-TRACK-400A"), QStringLiteral("BW"), 0, 1, 12.5, 1});
        const Engine engine(*doc);
        const Result<Bom> bom = buildBom(*doc, engine);
        QVERIFY2(bom.ok(), qPrintable(bom.error()));
        int64_t cdus = 0, buswayMetres = 0;
        for (const BomLine &l : bom.value().lines) {
            if (l.spare)
                continue;
            if (l.partNumber == QLatin1String("BUSWAY-TRACK-400A"))
                buswayMetres += l.quantity;
            if (doc->catalog().find(l.partNumber) && doc->catalog().find(l.partNumber)->category == PartCategory::Cdu)
                cdus += l.quantity;
        }
        QCOMPARE(cdus, int64_t(doc->cdus().size()));
        QCOMPARE(buswayMetres, int64_t(13));
    }
};

QTEST_GUILESS_MAIN(TestFacility)
#include "tst_facility.moc"
