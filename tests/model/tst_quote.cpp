// Quotes (docs/QUOTE.md): BOM quantities from the design, totals, spares, TCO and break-even.

#include "testsupport.h"

#include "commands/editor.h"
#include "io/designstore.h"
#include "engine/engine.h"
#include "io/csv.h"
#include "quote/pricebookcsv.h"
#include "quote/quote.h"
#include "quote/quotelayout.h"
#include "quote/quotexlsx.h"
#include "quote/scenario.h"
#include "quote/scenarioset.h"
#include "quote/tco.h"

#include <QFontMetrics>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>

#include <QTemporaryDir>

using namespace railyard;

namespace {
int64_t quantity(const Bom &bom, BomCategory c, bool spare = false)
{
    int64_t n = 0;
    for (const BomLine &l : bom.lines)
        if (l.category == c && l.spare == spare)
            n += l.quantity;
    return n;
}
// A generated 1,024-GPU design with the given leaf oversubscription.
std::unique_ptr<Document> generated1024(int oversubscription)
{
    auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    GeneratorOptions o;
    o.gpus = 1024;
    o.oversubscription = oversubscription;
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}
// The text of a PDF as pdftotext lays it out (poppler-utils, scripts/install-deps.sh).
QString pdfText(const QString &pdf)
{
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!text.waitForFinished(30000) || text.exitCode() != 0)
        return {};
    return QString::fromUtf8(text.readAllStandardOutput());
}
} // namespace

class TestQuote : public QObject {
    Q_OBJECT
private slots:
    // Quantities are the design's counts: nodes, fabric switches, racks, the engine's optics.
    void bomQuantitiesEqualTheDesign()
    {
        auto doc = test::generatedDocument(1024);
        const Engine engine(*doc);
        auto bom = buildBom(*doc, engine);
        QVERIFY2(bom.ok(), qPrintable(bom.error()));
        int64_t nodes = 0, fabric = 0;
        for (const Device &d : doc->devices()) {
            nodes += doc->catalog().at(d.part).category == PartCategory::GpuServer;
            const Network *n = doc->networks().find(d.network);
            fabric += doc->catalog().at(d.part).category == PartCategory::Switch && n && n->role == NetworkRole::Compute;
        }
        QCOMPARE(quantity(*bom, BomCategory::Compute), nodes);
        QCOMPARE(quantity(*bom, BomCategory::ComputeFabric), fabric);
        int64_t modules = 0;
        for (const auto &[part, n] : engine.transceiversByPart())
            modules += n;
        QCOMPARE(quantity(*bom, BomCategory::Optics), modules);
        QVERIFY(quantity(*bom, BomCategory::RacksAndPdus) >= int64_t(doc->racks().size()));
        QVERIFY(quantity(*bom, BomCategory::Cables) > 0);
        QVERIFY(quantity(*bom, BomCategory::Compute, true) >= 1); // spares are their own lines

        // Totals are the sum of the lines; the category subtotals add up to it.
        double lines = 0, subtotals = 0;
        for (const BomLine &l : bom->lines)
            lines += double(l.quantity) * l.unitPriceUsd;
        for (int c = 0; c < kBomCategoryCount; ++c)
            subtotals += bom->subtotalUsd(BomCategory(c));
        QCOMPARE(bom->totalUsd(), lines);
        QVERIFY(std::abs(subtotals - lines) < 1e-6 * lines);
        // A rack without a catalog part (a file may hold one) is left out, not a crash.
        Rack bare = *doc->racks().begin();
        bare.id = {};
        bare.part = {};
        bare.name = QStringLiteral("bare");
        Editor(*doc).addRack(bare);
        const Engine again(*doc);
        QVERIFY(buildBom(*doc, again).ok());
        // The switch vs optics split is there to show.
        QVERIFY(bom->subtotalUsd(BomCategory::Optics) > 0 && bom->subtotalUsd(BomCategory::ComputeFabric) > 0);
    }

    // The workbook carries formulas: a customer edits a quantity and every total moves.
    void bomWorkbookHasFormulas()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        auto bom = buildBom(*doc, engine);
        QVERIFY(bom.ok());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.xlsx"));
        QVERIFY(writeBomXlsx(*bom, QStringLiteral("test"), path).ok());
        QProcess unzip;
        unzip.start(QStringLiteral("python3"), {QStringLiteral("-c"),
                    QStringLiteral("import sys,zipfile; print(zipfile.ZipFile(sys.argv[1]).read('xl/worksheets/sheet1.xml').decode())"), path});
        QVERIFY(unzip.waitForFinished(30000) && unzip.exitCode() == 0);
        const QString xml = QString::fromUtf8(unzip.readAllStandardOutput());
        QVERIFY(xml.contains(QLatin1String("<f>D4*E4*(1-F4)</f>")));
        QVERIFY(xml.contains(QLatin1String("<f>SUM(G4:")));
        QSet<int> categories;
        for (const BomLine &l : bom->lines)
            categories.insert(int(l.category));
        // One formula per line, one subtotal per category present, one total.
        QCOMPARE(int(xml.count(QLatin1String("<f>"))), int(bom->lines.size()) + int(categories.size()) + 1);
    }

    // The price book stored in the design overrides the catalog's price, its discount applies
    // to the category, and it survives save and load; a part only the book prices is quoted.
    void priceBookPricesTheQuote()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        const Bom before = *buildBom(*doc, engine);
        Site site = doc->site();
        site.priceBook.prices.push_back({QStringLiteral("MQM9700-NS2F"), 24000, 84, QStringLiteral("quote Q-1234")});
        site.priceBook.discounts[size_t(BomCategory::Optics)] = 0.25;
        Editor(*doc).setSite(site, Site::kPrices);
        const Bom after = *buildBom(*doc, engine);
        QCOMPARE(after.subtotalUsd(BomCategory::Optics), before.subtotalUsd(BomCategory::Optics) * 0.75);
        const BomLine &sw = *std::find_if(after.lines.begin(), after.lines.end(),
                                          [](const BomLine &l) { return l.partNumber == QLatin1String("MQM9700-NS2F"); });
        QCOMPARE(sw.unitPriceUsd, 24000.0);
        QCOMPARE(sw.leadTimeDays, 84);

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("priced.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document loaded(Catalog{});
        QVERIFY(DesignStore::load(loaded, file).ok());
        QCOMPARE(loaded.site().priceBook, doc->site().priceBook);
        QCOMPARE(buildBom(loaded, Engine(loaded))->totalUsd(), after.totalUsd());
    }

    // The price book as CSV: export, read back equal; bad rows name their row.
    void priceBookCsvRoundTrip()
    {
        auto doc = test::generatedDocument(512);
        PriceBook book;
        book.currency = QStringLiteral("EUR");
        book.discounts[size_t(BomCategory::Cables)] = 0.1;
        book.prices.push_back({QStringLiteral("DGX-B200"), 480000, 120, QStringLiteral("quote, Q-77")});
        book.spares[size_t(BomCategory::Optics)] = {0.03, 10, 0.5, 8};
        const QString text = priceBookCsv(book);
        QVERIFY(text.contains(QLatin1String("spare_minimum,optics,8,,")));
        auto back = readPriceBookCsv(doc->catalog(), text, QStringLiteral("prices.csv"));
        QVERIFY2(back.ok(), qPrintable(back.error()));
        QCOMPARE(*back, book);
        QCOMPARE(priceBookCsv(*back), text);
        const QString header = QStringLiteral("kind,key,value,lead_time_days,source\n");
        for (const auto &[row, expected] : {std::pair{"price,NOPE,1,,", "prices.csv:2: part \"NOPE\" is not in the catalog"},
                                            std::pair{"discount,optics,1.5,,", "prices.csv:2: discount \"1.5\""},
                                            std::pair{"price,DGX-B200,-1,,", "prices.csv:2: price \"-1\""},
                                            std::pair{"rebate,x,1,,", "prices.csv:2: unknown kind \"rebate\""},
                                            std::pair{"spare_minimum,optics,2.5,,", "prices.csv:2: spare_minimum \"2.5\""},
                                            std::pair{"spare_afr,nowhere,0.1,,", "prices.csv:2: unknown category \"nowhere\""}}) {
            auto bad = readPriceBookCsv(doc->catalog(), header + QLatin1String(row), QStringLiteral("prices.csv"));
            QVERIFY(!bad.ok());
            QVERIFY2(bad.error().startsWith(QLatin1String(expected)), qPrintable(bad.error()));
        }
    }

    // The design's spares policy drives the spares lines; it is one undoable edit and saved.
    void sparesPolicyFromTheDesign()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        const int64_t optics = quantity(*buildBom(*doc, engine), BomCategory::Optics);
        const int64_t before = quantity(*buildBom(*doc, engine), BomCategory::Optics, true);
        QVERIFY(optics > 0 && before > 0);
        Site site = doc->site();
        site.priceBook.spares[size_t(BomCategory::Optics)] = {0.0, 30, 0.2, 25}; // no failures: the minimum per part
        Editor(*doc).setSite(site, Site::kPrices);
        int opticParts = 0;
        const Bom minimumOnly = *buildBom(*doc, engine);
        for (const BomLine &l : minimumOnly.lines)
            if (l.category == BomCategory::Optics && l.spare) {
                QCOMPARE(l.quantity, int64_t(25));
                ++opticParts;
            }
        QVERIFY(opticParts > 0);
        site.priceBook.spares[size_t(BomCategory::Optics)] = {0.1, 365, 0.95, 0}; // a tenth fail a year, a year to repair
        Editor(*doc).setSite(site, Site::kPrices);
        int64_t expected = 0;
        const Bom tenth = *buildBom(*doc, engine);
        for (const BomLine &l : tenth.lines)
            if (l.category == BomCategory::Optics && !l.spare)
                expected += poissonQuantile(0.1 * double(l.quantity), 0.95);
        QCOMPARE(quantity(*buildBom(*doc, engine), BomCategory::Optics, true), expected);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(quantity(*buildBom(*doc, engine), BomCategory::Optics, true), before);
        doc->undoStack()->redo();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("spares.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document loaded(Catalog{});
        QVERIFY(DesignStore::load(loaded, file).ok());
        QCOMPARE(loaded.site().priceBook.spares, doc->site().priceBook.spares);
    }

    // Services from the design's terms, margin on hardware and services, tax on the price with
    // margin; the PDF carries the totals, validity and page numbers.
    void quoteWithServicesAndTerms()
    {
        auto doc = test::generatedDocument(512);
        Site site = doc->site();
        site.customer = QStringLiteral("Example Labs");
        QuoteTerms &t = site.priceBook.terms;
        t.project = QStringLiteral("Phase 1");
        t.validDays = 45;
        t.installPerCable = 10;
        t.installPerRack = 500;
        t.installPerNode = 1000;
        t.shipping = 5000;
        t.margin = 0.1;
        t.tax = 0.2;
        Editor(*doc).setSite(site, Site::kPrices | Site::kCustomer);
        const Engine engine(*doc);
        auto q = buildQuote(*doc, engine, QDate(2026, 12, 2));
        QVERIFY2(q.ok(), qPrintable(q.error()));
        QCOMPARE(q->services.size(), size_t(4));
        const double services = 10.0 * double(doc->cables().size()) + 500.0 * double(doc->racks().size()) + 1000.0 * 64 + 5000;
        QCOMPARE(q->serviceTotal, services);
        QCOMPARE(q->hardware, q->bom.totalUsd());
        QVERIFY(std::abs(q->total - (q->hardware + services) * 1.1 * 1.2) < 1e-6 * q->total);
        QCOMPARE(q->validUntil, QDate(2027, 1, 16));
        QVERIFY(q->spares > 0);

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QVERIFY(writeQuotePdf(*q, pdf).ok());
        const QString out = pdfText(pdf);
        QVERIFY(!out.isEmpty());
        QVERIFY(out.contains(QLatin1String("Example Labs")) && out.contains(QLatin1String("Phase 1")));
        QVERIFY(out.contains(QLatin1String("valid until 2027-01-16")));
        QVERIFY(out.contains(QLatin1String("Installation per cable")));
        QVERIFY(out.contains(QLatin1String("page 1 of")));

        // The terms survive save and load.
        const QString file = dir.filePath(QStringLiteral("terms.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document loaded(Catalog{});
        QVERIFY(DesignStore::load(loaded, file).ok());
        QCOMPARE(loaded.site().priceBook.terms, t);
    }

    // Issue #19, defect 7: the quote PDF cut part numbers and descriptions with "…", so spares
    // lines of cables could not be told apart. Every part number and every word a buyer orders
    // by is printed whole.
    void quotePdfPrintsEveryPartWhole()
    {
        auto doc = test::generatedDocument(1024);
        const Engine engine(*doc);
        auto q = buildQuote(*doc, engine, QDate(2026, 12, 3));
        QVERIFY2(q.ok(), qPrintable(q.error()));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QVERIFY(writeQuotePdf(*q, pdf).ok());
        const QString text = pdfText(pdf);
        QVERIFY(!text.isEmpty());
        // The PDF's fonts join "fi" into one glyph (U+FB01); compatibility form splits it again.
        const QString out = text.normalized(QString::NormalizationForm_KC);
        QVERIFY(!out.contains(QChar(0x2026))); // no ellipsis anywhere
        // Words of the page as pdftotext sees them (columns are apart by spaces).
        QSet<QString> words;
        for (const QString &w : out.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
            words.insert(w);
        int spares = 0;
        for (const BomLine &l : q->bom.lines) {
            QVERIFY2(words.contains(l.partNumber), qPrintable(l.partNumber));
            // Descriptions wrap between words and after a hyphen or slash: every piece is there.
            for (const QString &w : l.description.split(QRegularExpression(QStringLiteral("\\s+|(?<=[-/,])")), Qt::SkipEmptyParts))
                QVERIFY2(out.contains(w), qPrintable(QStringLiteral("%1: %2").arg(l.partNumber, w)));
            spares += l.spare;
        }
        QVERIFY(spares > 0);
        QCOMPARE(int(out.count(QStringLiteral("spares:"))), spares);
    }

    // The quote's cells wrap between words and keep every character.
    void quoteCellsWrapBetweenWords()
    {
        const QFont font(QStringLiteral("DejaVu Sans"), 8);
        const QFontMetrics metrics(font);
        const QString text = QStringLiteral("  spares: Twin-port 800G OSFP SR8 multimode transceiver, finned top, for switch cages");
        const int width = metrics.horizontalAdvance(QStringLiteral("Twin-port 800G OSFP SR8"));
        const QStringList lines = wrapText(text, metrics, width);
        QVERIFY(lines.size() > 2);
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= width, qPrintable(line));
        QString joined;
        for (const QString &line : lines)
            joined += line.trimmed() + QLatin1Char(' ');
        QCOMPARE(joined.simplified().remove(QLatin1Char(' ')), text.simplified().remove(QLatin1Char(' ')));
        // A word wider than the column alone is split, never dropped.
        const QStringList split = wrapText(QStringLiteral("MMA4Z00-NS400MMA4Z00NS400"), metrics, metrics.horizontalAdvance(QStringLiteral("MMA4Z")));
        QCOMPARE(split.join(QString()).remove(QLatin1Char(' ')), QStringLiteral("MMA4Z00-NS400MMA4Z00NS400"));
    }

    // Two generated variants compare with the expected signs: 3:1 has fewer switches, fewer
    // optics, less optics power and a lower capex than 1:1 for the same GPUs.
    void scenariosCompareWithExpectedSigns()
    {
        auto variant = [](int oversubscription) {
            auto doc = generated1024(oversubscription);
            const Engine engine(*doc);
            return *scenarioFigures(*doc, engine, QStringLiteral("%1:1").arg(oversubscription), TcoInputs{});
        };
        const ScenarioFigures full = variant(1), tapered = variant(3);
        QCOMPARE(full.gpus, tapered.gpus);
        QVERIFY(tapered.switches < full.switches);
        QVERIFY(tapered.optics < full.optics);
        QVERIFY(tapered.opticsKw < full.opticsKw);
        QVERIFY(tapered.capexUsd < full.capexUsd);
        QVERIFY(tapered.costPerGpuHourUsd < full.costPerGpuHourUsd);
        auto csv = parseCsv(scenarioCsv({full, tapered}), QStringLiteral("compare.csv"));
        QCOMPARE(csv->size(), size_t(3));
        QCOMPARE(csv->at(2).fields.at(0), QStringLiteral("3:1"));
    }

    // Variants kept in one file: stored, compared like for like, made current and back.
    void variantsInOneFile()
    {
        auto doc = generated1024(1);
        auto tapered = generated1024(3);
        const int tapered3Switches = [&] {
            int n = 0;
            for (const Device &d : tapered->devices())
                n += tapered->catalog().at(d.part).category == PartCategory::Switch;
            return n;
        }();
        QVERIFY(renameCurrentScenario(*doc, QStringLiteral("1:1")).ok());
        auto stored = captureScenario(*tapered, QStringLiteral("3:1"), QStringLiteral("tapered leaves"));
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QVERIFY(addScenario(*doc, *stored).ok());
        // Names are unique, the current design's included.
        QVERIFY(!addScenario(*doc, {QStringLiteral("3:1"), {}, stored->design}).ok());
        QVERIFY(!addScenario(*doc, {QStringLiteral("1:1"), {}, stored->design}).ok());
        QVERIFY(!addScenario(*doc, {QStringLiteral("  "), {}, stored->design}).ok());

        const Engine engine(*doc);
        auto figures = compareScenarios(*doc, engine);
        QVERIFY2(figures.ok(), qPrintable(figures.error()));
        QCOMPARE(figures->size(), size_t(2));
        const ScenarioFigures &full = figures->at(0), &taper = figures->at(1);
        QCOMPARE(full.name, QStringLiteral("1:1"));
        QCOMPARE(taper.name, QStringLiteral("3:1"));
        QCOMPARE(taper.switches, int64_t(tapered3Switches)); // the stored variant's own counts
        QVERIFY(taper.switches < full.switches);
        QVERIFY(taper.optics < full.optics);
        QVERIFY(taper.capexUsd < full.capexUsd);
        QCOMPARE(taper.gpus, full.gpus);

        // Adding is one undoable edit.
        doc->undoStack()->undo();
        QVERIFY(doc->site().scenarios.empty());
        doc->undoStack()->redo();
        QCOMPARE(doc->site().scenarios.size(), size_t(1));

        // Making 3:1 current keeps 1:1 stored in its place, unchanged, and keeps the shared TCO
        // assumptions in use.
        Site withRent = doc->site();
        withRent.priceBook.tco.rentUsdPerGpuHour = 3.25;
        Editor(*doc).setSite(withRent, Site::kPrices);
        const int fullCables = int(doc->cables().size());
        QVERIFY(activateScenario(*doc, QStringLiteral("3:1")).ok());
        QCOMPARE(doc->site().scenarioName, QStringLiteral("3:1"));
        QCOMPARE(doc->site().priceBook.tco.rentUsdPerGpuHour, 3.25);
        QCOMPARE(int(doc->cables().size()), int(tapered->cables().size()));
        QCOMPARE(doc->site().scenarios.size(), size_t(1));
        QCOMPARE(doc->site().scenarios.front().name, QStringLiteral("1:1"));
        QVERIFY(!doc->undoStack()->isClean()); // the switch is not saved yet
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(activateScenario(*doc, QStringLiteral("1:1")).ok());
        QCOMPARE(int(doc->cables().size()), fullCables);
        QVERIFY(!activateScenario(*doc, QStringLiteral("2:1")).ok());

        QVERIFY(removeScenario(*doc, QStringLiteral("3:1")).ok());
        QVERIFY(doc->site().scenarios.empty());
    }

    // The fewest spares s with P(failures during the turnaround ≤ s) ≥ the service level, the
    // failures Poisson with mean AFR × installed × turnaround / 365; at least the minimum.
    // Poisson(1): P(≤0) = 0.368, P(≤1) = 0.736, P(≤2) = 0.920, P(≤3) = 0.981, P(≤4) = 0.996.
    void sparesAtAServiceLevel()
    {
        QCOMPARE(sparesFor({1.0, 365, 0.90, 0}, 1), int64_t(2));
        QCOMPARE(sparesFor({1.0, 365, 0.95, 0}, 1), int64_t(3));
        QCOMPARE(sparesFor({1.0, 365, 0.99, 0}, 1), int64_t(4));
        QCOMPARE(sparesFor({0.5, 730, 0.95, 0}, 1), int64_t(3));       // the same mean another way
        QCOMPARE(sparesFor({1.0, 365, 2 * std::exp(-1.0), 0}, 1), int64_t(1)); // exactly P(≤1)
        QCOMPARE(sparesFor({1.0, 365, 2 * std::exp(-1.0) + 1e-6, 0}, 1), int64_t(2));
        QCOMPARE(sparesFor({0.02, 30, 0.99, 4}, 100), int64_t(4)); // mean 0.16: 2 cover 99 %, the minimum is 4
        QCOMPARE(sparesFor({0.02, 30, 0.99, 4}, 0), int64_t(0));   // nothing installed, nothing spare
        QCOMPARE(sparesFor({0.05, 30, 0, 0}, 100), int64_t(0));    // no service asked, no spares
        // The mean plus a margin was not a quantile: at a mean of 1, "ceil(1 × 1.2) = 2" ran out
        // in 8 % of turnarounds; 95 % needs 3.
        // Large means: a normal approximation above 1,000, continuous with the exact sum.
        const int64_t exact = poissonQuantile(kPoissonExactMean, 0.95), approx = poissonQuantile(kPoissonExactMean + 1e-6, 0.95);
        QVERIFY2(std::abs(exact - approx) <= 1, qPrintable(QStringLiteral("%1 / %2").arg(exact).arg(approx)));
        QVERIFY(exact >= 1052 && exact <= 1053); // 1,000 + 1.645 × √1,000 = 1,052.0
        QCOMPARE(poissonQuantile(4.0e6, 0.95), int64_t(std::ceil(4.0e6 + 1.6448536 * 2000 - 0.5)));
    }

    // On a generated design every spares line is the quantile of its own part's failures at its
    // category's service level, checked against a direct sum of the Poisson terms.
    void generatedDesignSparesMeetTheirServiceLevel()
    {
        auto doc = test::generatedDocument(1024);
        const Engine engine(*doc);
        auto bom = buildBom(*doc, engine);
        QVERIFY(bom.ok());
        std::map<QString, int64_t> installed;
        for (const BomLine &l : bom->lines)
            if (!l.spare)
                installed[l.partNumber] = l.quantity;
        int checked = 0;
        for (const BomLine &l : bom->lines) {
            if (!l.spare)
                continue;
            const SparePolicy &p = doc->site().priceBook.spares[size_t(l.category)];
            const double mean = p.annualFailureRate * double(installed.at(l.partNumber)) * p.turnaroundDays / 365.0;
            auto cdf = [&](int64_t s) {
                double term = std::exp(-mean), sum = 0;
                for (int64_t k = 0; k <= s; ++k) {
                    sum += term;
                    term *= mean / double(k + 1);
                }
                return sum;
            };
            if (l.quantity > p.minimum) {
                QVERIFY2(cdf(l.quantity) >= p.serviceLevel - 1e-12, qPrintable(l.partNumber));
                QVERIFY2(cdf(l.quantity - 1) < p.serviceLevel, qPrintable(l.partNumber));
                ++checked;
            } else {
                QVERIFY2(cdf(p.minimum) >= p.serviceLevel - 1e-12, qPrintable(l.partNumber));
            }
        }
        QVERIFY(checked > 0);
    }

    // Against numbers worked by hand.
    void tcoAndBreakEven()
    {
        TcoInputs in;
        in.years = 5;
        in.energyUsdPerKWh = 0.1;
        in.loadFactor = 0.5;
        in.maintenancePerYear = 0.1;
        in.spaceUsdPerRackMonth = 1000;
        in.utilization = 0.5;
        in.rentUsdPerGpuHour = 2;
        const Tco t = computeTco(1'000'000, 100, 8, 2, in);
        QCOMPARE(t.annualCapexUsd, 200'000.0);
        QCOMPARE(t.annualEnergyUsd, 43'800.0);   // 0.1 × 100 kW × 8,760 h × 0.5
        QCOMPARE(t.annualMaintenanceUsd, 100'000.0);
        QCOMPARE(t.annualSpaceUsd, 24'000.0);    // 2 racks × 12 × 1,000
        QCOMPARE(t.annualTotalUsd, 367'800.0);
        QVERIFY(std::abs(t.costPerGpuHourUsd - 367'800.0 / 35'040.0) < 1e-9);   // 8 GPUs × 8,760 h × 0.5
        QVERIFY(std::abs(t.breakEvenUtilization - 367'800.0 / 140'160.0) < 1e-9); // $2 × 8,760 h × 8 GPUs
        const QJsonObject j = tcoJson(t, in);
        QVERIFY(j.contains(QLatin1String("break_even_utilization")));
    }

    // A part without a price fails the quote and the error lists every such part.
    void missingPriceListsTheParts()
    {
        QFile f(QStringLiteral(RAILYARD_TEST_DATA "/catalog_small.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto rows = parseCsv(QString::fromUtf8(f.readAll()), QStringLiteral("catalog_small.csv"));
        QVERIFY(rows.ok());
        const QStringList header = rows->front().fields;
        const qsizetype price = header.indexOf(QStringLiteral("price_usd")), source = header.indexOf(QStringLiteral("source_price"));
        QStringList lines;
        for (CsvRecord &r : *rows) {
            if (r.fields[0] == QLatin1String("T-IB64") || r.fields[0] == QLatin1String("T-PDU")) {
                r.fields[price].clear();
                r.fields[source].clear();
            }
            lines << csvLine(r.fields);
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.csv"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(lines.join(QLatin1Char('\n')).toUtf8());
        out.close();
        auto catalog = readCatalogCsv(path);
        QVERIFY2(catalog.ok(), qPrintable(catalog.error()));
        Document doc(std::move(*catalog));
        QVERIFY(buildSampleDesign(doc).ok());
        const Engine engine(doc);
        auto bom = buildBom(doc, engine);
        QVERIFY(!bom.ok());
        QVERIFY2(bom.error().contains(QLatin1String("T-IB64")) && bom.error().contains(QLatin1String("T-PDU")), qPrintable(bom.error()));
    }
};

QTEST_MAIN(TestQuote)
#include "tst_quote.moc"
