// The Quote tab's BOM table, quote number, logo and break-even flag; variants with what differs
// coloured; a medium pinned from the cables table (docs/GUI.md, docs/QUOTE.md, docs/CABLING.md).

#include "../model/testsupport.h"

#include "bomtablemodel.h"
#include "cabletablemodel.h"
#include "commands/editor.h"
#include "engine/engine.h"
#include "io/csv.h"
#include "quote/scenarioset.h"
#include "quotepanel.h"
#include "rules/ruleprovider.h"
#include "scenariopanel.h"

#include <QAbstractItemModelTester>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>
#include <map>

using namespace railyard;

namespace {
QString lastEdit(Document &doc)
{
    return doc.undoStack()->text(doc.undoStack()->index() - 1);
}

bool reachProblemOn(const Document &doc, const Engine &engine, CableId cable)
{
    for (const Problem &p : checkDesign(doc, engine))
        if (p.code == QLatin1String("CABLE_OVER_REACH"))
            for (const ObjectRef &o : p.objects)
                if (o.kind == EntityKind::Cable && o.id == cable.value)
                    return true;
    return false;
}
} // namespace

class TestQuoteHabits : public QObject {
    Q_OBJECT
private slots:
    // The table shows exactly the lines the BOM export writes, in its order, and sorts numbers
    // as numbers; cable lines carry their medium and length.
    void bomTableEqualsTheExportedBom()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        QuotePanel panel(*doc, engine);
        panel.refreshNow();
        BomTableModel *model = panel.bomModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTemporaryDir dir;
        const QString csvPath = dir.filePath(QStringLiteral("bom.csv"));
        QString error;
        QVERIFY2(panel.exportTo(QStringLiteral("bom"), csvPath, &error), qPrintable(error));
        QFile f(csvPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto csv = parseCsv(QString::fromUtf8(f.readAll()), csvPath);
        QVERIFY(csv.ok());
        QCOMPARE(model->rowCount(), int(csv->size()) - 1);
        QVERIFY(model->rowCount() > 10);
        bool cableWithLength = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QStringList &line = csv->at(size_t(r) + 1).fields;
            auto cell = [&](int column) { return model->index(r, column).data(Qt::EditRole); };
            QCOMPARE(cell(BomTableModel::kPartNumber).toString(), line.at(1));
            QCOMPARE(cell(BomTableModel::kDescription).toString(), line.at(2));
            QCOMPARE(cell(BomTableModel::kQuantity).toLongLong(), line.at(3).toLongLong());
            QCOMPARE(QString::number(cell(BomTableModel::kUnitPrice).toDouble(), 'f', 2), line.at(4));
            QCOMPARE(QString::number(cell(BomTableModel::kExtended).toDouble(), 'f', 2), line.at(5));
            QCOMPARE(cell(BomTableModel::kSpare).toBool(), line.at(6) == QLatin1String("yes"));
            if (line.at(0) == toText(BomCategory::Cables))
                cableWithLength |= model->index(r, BomTableModel::kMedium).data().toString().endsWith(QLatin1String(" m"));
        }
        QVERIFY(cableWithLength);

        auto *proxy = static_cast<QSortFilterProxyModel *>(panel.bomTable()->model());
        panel.bomTable()->sortByColumn(BomTableModel::kExtended, Qt::DescendingOrder);
        double previous = std::numeric_limits<double>::max();
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const double v = proxy->index(r, BomTableModel::kExtended).data(Qt::EditRole).toDouble();
            QVERIFY(v <= previous);
            previous = v;
        }
    }

    // The quote number and the logo are named, undoable edits from the tab; a break-even above
    // 100 % is flagged there in red.
    void quoteNumberLogoAndBreakEvenInTheTab()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        QuotePanel panel(*doc, engine);
        auto *number = panel.findChild<QLineEdit *>(QStringLiteral("quote_number"));
        QVERIFY(number);
        number->setText(QStringLiteral("Q-2026-0042"));
        emit number->editingFinished();
        QCOMPARE(lastEdit(*doc), QStringLiteral("Set quote number to Q-2026-0042"));
        QCOMPARE(doc->site().priceBook.terms.quoteNumber, QStringLiteral("Q-2026-0042"));

        QTemporaryDir dir;
        const QString logo = dir.filePath(QStringLiteral("acme.png"));
        QImage image(64, 32, QImage::Format_RGB32);
        image.fill(Qt::darkBlue);
        QVERIFY(image.save(logo));
        QString error;
        QVERIFY2(panel.setLogoFromFile(logo, &error), qPrintable(error));
        QCOMPARE(lastEdit(*doc), QStringLiteral("Set quote logo to acme.png"));
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("logo_name"))->text().startsWith(QLatin1String("acme.png")));
        QVERIFY(!panel.setLogoFromFile(dir.filePath(QStringLiteral("missing.png")), &error));
        doc->undoStack()->undo();
        QVERIFY(doc->site().priceBook.terms.logo.isEmpty());

        Site site = doc->site();
        site.priceBook.tco.rentUsdPerGpuHour = 10;
        Editor(*doc).setSite(site, Site::kPrices);
        panel.refreshNow();
        QVERIFY2(panel.figure(QStringLiteral("tco_warning")).isEmpty(), qPrintable(panel.figure(QStringLiteral("tco_warning"))));
        site.priceBook.tco.rentUsdPerGpuHour = 0.05;
        Editor(*doc).setSite(site, Site::kPrices);
        panel.refreshNow();
        QVERIFY2(panel.figure(QStringLiteral("tco_warning")).contains(QLatin1String("above 100 %")), qPrintable(panel.figure(QStringLiteral("tco_warning"))));
    }

    // Air and liquid variants side by side: racks, cooling and heat to liquid are coloured as
    // differing, the GPU count is not.
    void variantsColourWhatDiffers()
    {
        auto air = test::generatedVariant(*bundledCatalog(), QStringLiteral("DGX-B200"), CoolingType::Air);
        auto liquid = test::generatedVariant(*bundledCatalog(), QStringLiteral("HGX-B200-8GPU-DLC-4U"), CoolingType::Dlc);
        auto stored = captureScenario(*liquid, QStringLiteral("liquid"));
        QVERIFY(stored.ok());
        QVERIFY(addScenario(*air, *stored).ok());
        const Engine engine(*air);
        ScenarioPanel panel(*air, engine);
        panel.refreshNow();
        QTableWidget *table = panel.table();
        QCOMPARE(table->columnCount(), 2);
        auto rowOf = [&](const QString &label) {
            for (int r = 0; r < table->rowCount(); ++r)
                if (table->verticalHeaderItem(r)->text() == label)
                    return r;
            return -1;
        };
        for (const QString &label : {QStringLiteral("Racks"), QStringLiteral("Cooling type"), QStringLiteral("Heat to liquid (kW)")}) {
            const int r = rowOf(label);
            QVERIFY2(r >= 0, qPrintable(label));
            QVERIFY2(table->item(r, 1)->background().style() != Qt::NoBrush, qPrintable(label));
            QCOMPARE(table->item(r, 0)->background().style(), Qt::NoBrush);
        }
        QCOMPARE(table->item(rowOf(QStringLiteral("Cooling type")), 1)->text(), QStringLiteral("dlc"));
        QCOMPARE(table->item(rowOf(QStringLiteral("GPUs")), 1)->background().style(), Qt::NoBrush);
        QVERIFY(rowOf(QStringLiteral("Floor area (m²)")) >= 0);
    }

    // Pinning an AOC on a leaf uplink longer than any AOC reaches, from the cables table,
    // produces today's reach problem; undo removes it. One undoable, named edit each way.
    void pinningAnAocOverItsReachIsAProblem()
    {
        // An AOC whose ends fit any cage, so the uplink can take it.
        Catalog catalog = *bundledCatalog();
        Part aoc = *catalog.find(QStringLiteral("AOC-400G-QSFP112-30M"));
        aoc.partNumber = QStringLiteral("T-AOC-400G-ANY-30M");
        aoc.ports.clear();
        catalog.add(aoc);
        auto doc = test::generatedVariant(std::move(catalog), QStringLiteral("DGX-B200"), CoolingType::None);
        const Engine engine(*doc);
        CableId uplink;
        for (const Cable &c : doc->cables()) {
            const Device &a = doc->devices().at(doc->ports().at(c.a).device), &b = doc->devices().at(doc->ports().at(c.b).device);
            if (a.tier == FabricTier::Leaf && b.tier == FabricTier::Spine) {
                uplink = c.id;
                break;
            }
        }
        QVERIFY(uplink);
        Cable longer = doc->cables().at(uplink);
        longer.lengthM = 60; // a run of 60 m: optics reach it, no 30 m AOC does
        QVERIFY(Editor(*doc).update(longer, Cable::kLength, QStringLiteral("length")));
        QVERIFY(!reachProblemOn(*doc, engine, uplink));

        CableTableModel model(*doc, engine);
        const int row = model.rowOf(uplink.value);
        const QModelIndex pin = model.index(row, CableTableModel::kPin);
        QVERIFY(model.flags(pin) & Qt::ItemIsEditable);
        QVERIFY(model.setData(pin, QStringLiteral("aoc"), Qt::EditRole));
        QCOMPARE(doc->cables().at(uplink).medium, Medium::Aoc);
        QVERIFY(lastEdit(*doc).startsWith(QLatin1String("Pin cable")) && lastEdit(*doc).endsWith(QLatin1String("to AOC")));
        QCOMPARE(model.index(row, CableTableModel::kPin).data().toString(), QStringLiteral("AOC"));
        QCOMPARE(engine.cable(uplink)->medium, Medium::Aoc);
        QVERIFY(reachProblemOn(*doc, engine, uplink));

        doc->undoStack()->undo();
        QCOMPARE(doc->cables().at(uplink).medium, Medium::Auto);
        QVERIFY(!reachProblemOn(*doc, engine, uplink));
        QVERIFY(model.index(row, CableTableModel::kPin).data().toString().isEmpty());
    }
};

QTEST_MAIN(TestQuoteHabits)
#include "tst_quotehabits.moc"
