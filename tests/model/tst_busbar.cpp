#include "busbardesign.h"

#include "commands/editor.h"
#include "commands/fieldchecks.h"
#include "edit/opswriter.h"
#include "engine/engine.h"
#include "engine/pducapacity.h"
#include "engine/shelfcapacity.h"
#include "io/designstore.h"
#include "layout/rackpdu.h"
#include "quote/bom.h"
#include "report/designinfo.h"
#include "report/totalsreport.h"
#include "rules/liverulechecker.h"
#include "rules/ruleprovider.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <cmath>

using namespace railyard;
using namespace railyard::test;

namespace {

template <class T>
const T &named(const EntityTable<T> &table, const QString &name)
{
    for (const T &e : table)
        if (e.name == name)
            return e;
    qFatal("no %s", qPrintable(name));
}

std::map<QString, int> codes(const Document &doc)
{
    return test::problemCodes(doc);
}

std::vector<Problem> problemsOf(const Document &doc, const char *code)
{
    const Engine engine(doc);
    std::vector<Problem> out;
    for (const Problem &p : checkDesign(doc, engine))
        if (p.code == QLatin1String(code))
            out.push_back(p);
    return out;
}

QString show(const std::map<QString, int> &found)
{
    return test::showCodes(found);
}

#define EXPECT_ONLY(doc, code, count)                                                                                  \
    do {                                                                                                               \
        const auto found = codes(doc);                                                                                 \
        QVERIFY2(found == (std::map<QString, int>{{QStringLiteral(code), count}}), qPrintable(show(found)));           \
    } while (false)

} // namespace

// Busbar racks: DC power shelves as a rack's A and B supply (docs/ENGINE.md, "Power shelves";
// docs/RULES.md), and spreader plates under heavy racks (docs/ENGINE.md, "Floor load").
class TestBusbar : public QObject {
    Q_OBJECT
private slots:
    // A shelf side carries its whole DC output; an AC PDU still 80 % of its nameplate.
    void shelfSideIsNotDerated()
    {
        const Catalog cat = busbarCatalog();
        const Part &shelf = *cat.find(QStringLiteral("PWR-SHELF-33KW"));
        const Part &pdu = *cat.find(QStringLiteral("T-PDU-60A"));
        Pdu side;
        side.units = 4;
        QCOMPARE(pduContinuousW(shelf, side), 132000.0);
        QCOMPARE(pduContinuousW(pdu, side), 4 * 43100 * 0.8);
    }

    // 4 + 4 shelves of 33 kW: N+1 over all eight (231 kW) with both feeds up, 132 kW per side
    // after losing a feed; the shelves' own loss and weight counted once, from the mounted devices.
    void shelvesShareTheRackWithNPlus1()
    {
        auto doc = busbarDesign(4, 4, 1.5, true);
        const Engine engine(*doc);
        const Rack &r = named(doc->racks(), QStringLiteral("A01"));
        const LoadSums sums = engine.rack(r.id);
        QCOMPARE(sums.itMaxMw(), toMilli(120000 + 8 * 800));
        QCOMPARE(sums.weightG, toMilli(1360 + 8 * 25));
        const RackShelves s = rackShelves(*doc, engine, r.id);
        QCOMPARE(s.shelves, 8);
        QCOMPARE(s.installedW, 264000.0);
        QCOMPARE(s.redundantW, 231000.0);
        QVERIFY(!s.withoutRedundancy() && !s.mixed);
        // The shelves carry the busbar's DC load: the rack less their own 8 × 800 W loss.
        const MilliWatts dc = sums.itMaxMw() - toMilli(8 * 800);
        QCOMPARE(s.loadW, 120000.0);
        for (PduId side : {r.pduA, r.pduB}) {
            QCOMPARE(engine.pdu(side).normalMw, dc / 2);
            QCOMPARE(engine.pdu(side).failoverMw, dc);
        }
        QVERIFY2(codes(*doc).empty(), qPrintable(show(codes(*doc))));
        // The BOM counts each shelf once: the larger of the side entries (4 + 4) and the devices (8).
        const PartId shelf = doc->catalog().find(QStringLiteral("PWR-SHELF-33KW"))->id;
        int64_t inBom = 0;
        for (const InstalledPart &p : installedParts(*doc, engine))
            if (p.part == shelf)
                inBom += p.quantity;
        QCOMPARE(inBom, 8);
        // The totals name the side's kind and the rack's shelves.
        const QJsonObject totals = totalsJson(*doc, engine);
        const QJsonObject pdu = totals[QStringLiteral("pdus")].toArray().first().toObject();
        QCOMPARE(pdu[QStringLiteral("kind")].toString(), QStringLiteral("power_shelf"));
        QCOMPARE(pdu[QStringLiteral("continuous_w")].toDouble(), 132000.0);
        const QJsonObject rack = totals[QStringLiteral("racks_detail")].toArray().first().toObject();
        QCOMPARE(rack[QStringLiteral("power_shelves")].toInt(), 8);
        QCOMPARE(rack[QStringLiteral("shelves_usable_n1_w")].toDouble(), 231000.0);
        // `info` counts shelves apart from AC PDUs.
        const DesignInfo info = computeDesignInfo(*doc);
        QCOMPARE(info.powerShelves, 8);
        QCOMPARE(info.pdus, 0);
    }

    void aBusbarRackChecksClean()
    {
        auto doc = busbarDesign();
        QVERIFY2(codes(*doc).empty(), qPrintable(show(codes(*doc))));
    }

    // One shelf short on side B: after losing feed A, 3 shelves (99 kW) carry 120 kW. One problem,
    // in shelf words, with the shelves that would carry it.
    void aSideShortOfShelvesOverloadsOnFailover()
    {
        auto doc = busbarDesign(4, 3);
        EXPECT_ONLY(*doc, "PDU_OVERLOAD_ON_FAILOVER", 1);
        const Problem p = problemsOf(*doc, "PDU_OVERLOAD_ON_FAILOVER").front();
        QCOMPARE(p.measured, 120000.0);
        QCOMPARE(p.limit, 99000.0);
        QVERIFY2(p.message.contains(QLatin1String("3 power shelves of 33.0 kW")), qPrintable(p.message));
        QVERIFY2(p.message.contains(QLatin1String("A01-SHELF-B")), qPrintable(p.message));
        QVERIFY2(p.fix.contains(QLatin1String("4 power shelves of 33.0 kW")), qPrintable(p.fix));
    }

    // Shelves on one side only: they carry the rack (4 × 33 = 132 kW) but with one out the rest
    // give 99 kW, under the 120 kW load: a warning, with the count that restores N+1.
    void shelvesWithoutASpareAreAWarning()
    {
        auto doc = busbarDesign(4, 0);
        EXPECT_ONLY(*doc, "SHELF_NO_REDUNDANCY", 1);
        const Problem p = problemsOf(*doc, "SHELF_NO_REDUNDANCY").front();
        QCOMPARE(p.severity, Severity::Warning);
        QCOMPARE(p.measured, 120000.0);
        QCOMPARE(p.limit, 99000.0);
        QVERIFY2(p.fix.contains(QLatin1String("5 power shelves of 33.0 kW")), qPrintable(p.fix));
        // The fix applied: one more shelf on the side clears it.
        QVERIFY(apply(*doc, QStringLiteral(R"({"op":"set","kind":"pdu","name":"A01-SHELF-A","fields":{"units":5}})")).ok);
        QVERIFY2(codes(*doc).empty(), qPrintable(show(codes(*doc))));
    }

    // The live checker follows a side's shelf count: an edit of the PDU entry re-checks its rack.
    void liveCheckFollowsShelfEdits()
    {
        auto doc = busbarDesign(4, 0);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        const auto live = [&] {
            std::vector<QString> codes;
            for (const Problem &p : checker.problems())
                codes.push_back(p.code);
            return codes;
        };
        QVERIFY(checker.waitForDesignCheck());
        QCOMPARE(live(), std::vector<QString>{QStringLiteral("SHELF_NO_REDUNDANCY")});
        QVERIFY(apply(*doc, QStringLiteral(R"({"op":"set","kind":"pdu","name":"A01-SHELF-A","fields":{"units":5}})")).ok);
        checker.flush();
        QCOMPARE(live(), std::vector<QString>{});
        doc->undoStack()->undo();
        checker.flush();
        QCOMPARE(live(), std::vector<QString>{QStringLiteral("SHELF_NO_REDUNDANCY")});
    }

    // A shelf side beside an AC PDU side: one error naming both, its fix naming the shelf parts.
    void shelvesBesideAnAcPduAreAnError()
    {
        auto doc = busbarDesign();
        QVERIFY(apply(*doc, QStringLiteral(R"({"op":"set","kind":"pdu","name":"A01-SHELF-B","fields":{"part":"T-PDU-60A"}})")).ok);
        EXPECT_ONLY(*doc, "SHELF_MIXED_WITH_PDU", 1);
        const Problem p = problemsOf(*doc, "SHELF_MIXED_WITH_PDU").front();
        QCOMPARE(p.objects.size(), size_t(3));
        QVERIFY2(p.fix.contains(QLatin1String("PWR-SHELF-33KW")), qPrintable(p.fix));
    }

    // The editing paths accept a shelf part for a rack side: the pdu kind's check, and a drop of
    // a shelf part onto a rack from the palette (planRackPdu).
    void editingAcceptsShelves()
    {
        auto doc = busbarDesign(4, 0);
        const PartId shelf = doc->catalog().find(QStringLiteral("PWR-SHELF-33KW"))->id;
        Pdu side = named(doc->pdus(), QStringLiteral("A01-SHELF-A"));
        QCOMPARE(checkEdit(*doc, side), QString());
        side.part = doc->catalog().find(QStringLiteral("T-NVL72"))->id;
        QVERIFY(checkEdit(*doc, side).contains(QLatin1String("power shelf")));
        const RackId rack = named(doc->racks(), QStringLiteral("A01")).id;
        QVERIFY(apply(*doc, QStringLiteral(R"({"op":"add","kind":"feed","fields":{"name":"Feed B","hall":"H1","side":"B","capacity_w":0}})")).ok);
        const RackPduPlan plan = planRackPdu(*doc, rack, shelf);
        QVERIFY2(plan.ok(), qPrintable(plan.refusal));
        QCOMPARE(plan.side, FeedSide::B);
        QCOMPARE(plan.name, QStringLiteral("A01-SHELF-B"));
        Editor editor(*doc);
        QVERIFY(addRackPdu(editor, plan));
        QCOMPARE(doc->pdus().at(doc->racks().at(rack).pduB).part, shelf);
    }

    // --- spreader plates -------------------------------------------------------------------

    // 1,360 kg on 0.6 × 1.068 m is 2,122 kg/m², over a 12 kPa floor (1,224 kg/m²): the fix names
    // the plate that carries it (1,360 / 1,223.7 = 1.111 → 1.12 m²); that plate passes.
    void aPlateBringsAHeavyRackWithinTheFloorRating()
    {
        auto doc = busbarDesign(4, 4, 0);
        EXPECT_ONLY(*doc, "FLOOR_LOAD_OVER_RATING", 1);
        const Problem p = problemsOf(*doc, "FLOOR_LOAD_OVER_RATING").front();
        QVERIFY(qAbs(p.measured - 1360 / (0.6 * 1.068)) < 1e-9);
        QVERIFY2(p.fix.contains(QStringLiteral("1.12 m²")), qPrintable(p.fix));
        // A plate smaller than the footprint changes nothing.
        QVERIFY(apply(*doc, QStringLiteral(R"({"op":"set","kind":"rack","name":"A01","fields":{"spreader_m2":0.5}})")).ok);
        EXPECT_ONLY(*doc, "FLOOR_LOAD_OVER_RATING", 1);
        QVERIFY(apply(*doc, QStringLiteral(R"({"op":"set","kind":"rack","name":"A01","fields":{"spreader_m2":1.12}})")).ok);
        QVERIFY2(codes(*doc).empty(), qPrintable(show(codes(*doc))));
        const Engine engine(*doc);
        QVERIFY(qAbs(rackFloorLoad(*doc, engine, named(doc->racks(), QStringLiteral("A01")).id).kgPerM2 - 1360 / 1.12) < 1e-9);
    }

    // The plate is checked as every rack field is, in the inspector and in scripted edits.
    void plateIsValidated_data()
    {
        QTest::addColumn<double>("m2");
        QTest::addColumn<bool>("ok");
        QTest::newRow("none") << 0.0 << true;
        QTest::newRow("1.2") << 1.2 << true;
        QTest::newRow("10") << 10.0 << true;
        QTest::newRow("negative") << -0.1 << false;
        QTest::newRow("over 10") << 10.5 << false;
        QTest::newRow("NaN") << std::nan("") << false;
        QTest::newRow("infinite") << HUGE_VAL << false;
    }
    void plateIsValidated()
    {
        QFETCH(double, m2);
        QFETCH(bool, ok);
        auto doc = busbarDesign();
        Rack r = named(doc->racks(), QStringLiteral("A01"));
        r.spreaderM2 = m2;
        QCOMPARE(checkEdit(*doc, r).isEmpty(), ok);
        if (std::isfinite(m2)) {
            const EditOutcome out = apply(*doc, QStringLiteral(R"({"op":"set","kind":"rack","name":"A01","fields":{"spreader_m2":%1}})").arg(m2));
            QCOMPARE(out.ok, ok);
            if (!ok)
                QVERIFY2(out.error.contains(QLatin1String("spreader_m2")), qPrintable(out.error));
        }
    }

    // Format 10 stores the plate; `export ops` writes it, and the ops rebuild the same design.
    void plateIsSavedAndExported()
    {
        auto doc = busbarDesign(4, 4, 1.25);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("busbar.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document back(Catalog{});
        const Status s = DesignStore::load(back, file);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(named(back.racks(), QStringLiteral("A01")).spreaderM2, 1.25);
        QCOMPARE(named(back.pdus(), QStringLiteral("A01-SHELF-A")).units, 4);
        const auto ops = writeEditOps(*doc);
        QVERIFY(ops.ok());
        QVERIFY2(ops.value().contains("\"spreader_m2\":1.25"), ops.value().constData());
    }

    // A format-9 file opens with no plates: every rack on its footprint, as before.
    void format9OpensWithoutPlates()
    {
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, QStringLiteral(RAILYARD_TEST_DATA "/format9/sample-format9.railyard"));
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QVERIFY(doc.racks().size() > 0);
        for (const Rack &r : doc.racks())
            QCOMPARE(r.spreaderM2, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestBusbar)
#include "tst_busbar.moc"
