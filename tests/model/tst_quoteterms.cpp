// Quote number and logo in the design's terms (format 8), TCO figures that cannot be right,
// and the variant comparison's rows (docs/QUOTE.md).

#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "io/designstore.h"
#include "quote/quote.h"
#include "quote/quotelogo.h"
#include "quote/scenariocompare.h"
#include "quote/tcowarnings.h"

#include <QBuffer>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>
#include <map>

using namespace railyard;

namespace {
QByteArray pngLogo()
{
    QImage image(120, 40, QImage::Format_RGB32);
    image.fill(QColor(0x1e, 0x88, 0xe5));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QString pdfText(const QString &pdf)
{
    return test::toolOutput(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
}
} // namespace

class TestQuoteTerms : public QObject {
    Q_OBJECT
private slots:
    // Format 7 (before the quote's logo) opens with no quote number and no logo, the rest as it
    // was, and the file untouched.
    void format7FixtureOpens()
    {
        const QString fixture = QStringLiteral(RAILYARD_TEST_DATA "/format7/sample-format7.railyard");
        const QByteArray before = test::fileHash(fixture);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, fixture);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QVERIFY(doc.site().priceBook.terms.quoteNumber.isEmpty());
        QVERIFY(doc.site().priceBook.terms.logo.isEmpty());
        QCOMPARE(doc.site().name, QStringLiteral("Sample: 1,024-GPU liquid-cooled hall"));
        QCOMPARE(doc.cables().size(), 3030);
        QCOMPARE(test::fileHash(fixture), before);
    }

    // The quote number and the logo are undoable edits with their own names, and survive a save.
    void quoteNumberAndLogoAreNamedEditsAndSaved()
    {
        auto doc = test::sampleDocument();
        Site site = doc->site();
        site.priceBook.terms.quoteNumber = QStringLiteral("Q-2026-0042");
        Editor(*doc).setSite(site, Site::kPrices);
        QCOMPARE(doc->undoStack()->text(doc->undoStack()->index() - 1), QStringLiteral("Set quote number to Q-2026-0042"));
        site.priceBook.terms.logo = pngLogo();
        site.priceBook.terms.logoName = QStringLiteral("acme.png");
        QVERIFY(checkQuoteLogo(site.priceBook.terms.logo).ok());
        Editor(*doc).setSite(site, Site::kPrices);
        QCOMPARE(doc->undoStack()->text(doc->undoStack()->index() - 1), QStringLiteral("Set quote logo to acme.png"));

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("logo.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document loaded(Catalog{});
        const Status s = DesignStore::load(loaded, file);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(loaded.site().priceBook.terms, site.priceBook.terms);

        doc->undoStack()->undo();
        QVERIFY(doc->site().priceBook.terms.logo.isEmpty());
        doc->undoStack()->undo();
        QVERIFY(doc->site().priceBook.terms.quoteNumber.isEmpty());
    }

    // A logo that is not an image, or too large, is refused with the reason, on reading a file
    // and on choosing one.
    void badLogosAreRefused()
    {
        QVERIFY(!checkQuoteLogo(QByteArrayLiteral("GIF89a....")).ok());
        QVERIFY(!checkQuoteLogo(QByteArray(kMaxQuoteLogoBytes + 1, '\x89')).ok());
        QByteArray broken = pngLogo();
        broken.truncate(20);
        QVERIFY(!checkQuoteLogo(broken).ok());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.png"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not an image");
        f.close();
        auto read = readQuoteLogo(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().contains(path), qPrintable(read.error()));
    }

    // A break-even above 100 % is flagged in the quote and printed on its PDF with the quote
    // number; a plausible one is not.
    void breakEvenAbove100IsFlaggedOnThePdf()
    {
        auto doc = test::sampleDocument();
        Site site = doc->site();
        site.priceBook.terms.quoteNumber = QStringLiteral("Q-7");
        site.priceBook.terms.logo = pngLogo();
        site.priceBook.terms.logoName = QStringLiteral("acme.png");
        Editor(*doc).setSite(site, Site::kPrices);
        const Engine engine(*doc);
        auto fine = buildQuote(*doc, engine, QDate(2026, 12, 3));
        QVERIFY2(fine.ok(), qPrintable(fine.error()));
        QVERIFY2(fine->tco.breakEvenUtilization < 1, qPrintable(QString::number(fine->tco.breakEvenUtilization)));
        QVERIFY(fine->warnings.isEmpty());

        site.priceBook.tco.rentUsdPerGpuHour = 0.05; // nobody rents a GPU that cheaply
        Editor(*doc).setSite(site, Site::kPrices);
        auto q = buildQuote(*doc, engine, QDate(2026, 12, 3));
        QVERIFY(q->tco.breakEvenUtilization > 1);
        QCOMPARE(q->warnings.size(), qsizetype(1));
        QVERIFY(q->warnings.front().contains(QLatin1String("above 100 %")));

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QVERIFY(writeQuotePdf(*q, pdf).ok());
        const QString text = pdfText(pdf).simplified();
        QVERIFY2(text.contains(QLatin1String("Quote no. Q-7")), qPrintable(text.left(600)));
        QVERIFY2(text.contains(QLatin1String("above 100 %")), qPrintable(text.left(600)));
        const QString finePdf = dir.filePath(QStringLiteral("fine.pdf"));
        QVERIFY(writeQuotePdf(*fine, finePdf).ok());
        QVERIFY(!pdfText(finePdf).contains(QLatin1String("above 100 %")));
    }

    void impossibleFiguresAreFlagged()
    {
        Tco none;
        QCOMPARE(tcoWarnings(none, TcoInputs{}).size(), qsizetype(1));
        Tco t = computeTco(1e6, 100, 64, 1, TcoInputs{}); // break-even about 25 %
        QVERIFY(tcoWarnings(t, TcoInputs{}).isEmpty());
        t.costPerGpuHourUsd = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(tcoWarnings(t, TcoInputs{}).join(QLatin1Char(' ')).contains(QLatin1String("cost per GPU-hour")));
    }

    // Air against liquid, same GPUs: racks, floor area, heat to liquid and cooling type are in the
    // comparison and marked as differing; the GPU count is not.
    void airAgainstLiquidDiffers()
    {
        auto air = test::generatedVariant(*bundledCatalog(), QStringLiteral("DGX-B200"), CoolingType::Air);
        auto liquid = test::generatedVariant(*bundledCatalog(), QStringLiteral("HGX-B200-8GPU-DLC-4U"), CoolingType::Dlc);
        const Engine airEngine(*air), liquidEngine(*liquid);
        auto a = scenarioFigures(*air, airEngine, QStringLiteral("air"), TcoInputs{});
        auto l = scenarioFigures(*liquid, liquidEngine, QStringLiteral("liquid"), TcoInputs{});
        QVERIFY2(a.ok() && l.ok(), qPrintable(a.error() + l.error()));
        QCOMPARE(a->cooling, QStringLiteral("air"));
        QCOMPARE(l->cooling, QStringLiteral("dlc")); // the GPU racks'; the switch racks are air-cooled in both
        QCOMPARE(a->liquidKw, 0.0);
        QVERIFY(l->liquidKw > 0);
        QVERIFY2(a->racks > l->racks, qPrintable(QStringLiteral("%1 vs %2").arg(a->racks).arg(l->racks)));
        QVERIFY(a->floorAreaM2 > 0 && l->floorAreaM2 > 0);

        const std::vector<ScenarioFigures> both{*a, *l};
        std::map<QString, ComparisonRow> rows;
        for (const ComparisonRow &r : comparisonRows(both))
            rows.emplace(r.key, r);
        for (const char *key : {"racks", "cooling", "heat_to_liquid_kw"})
            QVERIFY2(rows.at(QLatin1String(key)).differs == (std::vector<bool>{false, true}), key);
        QCOMPARE(rows.at(QStringLiteral("gpus")).differs, (std::vector<bool>{false, false}));
        QCOMPARE(rows.at(QStringLiteral("floor_area_m2")).differs[1], a->floorAreaM2 != l->floorAreaM2);

        // The CSV names what differs; the text table marks it.
        const QString csv = scenarioCsv(both);
        QVERIFY2(csv.split(QStringLiteral("\r\n")).at(2).contains(QLatin1String("racks;")), qPrintable(csv));
        const QString text = comparisonText(both);
        const QString racksLine = text.split(QLatin1Char('\n')).filter(QStringLiteral("Racks")).value(0);
        QVERIFY2(racksLine.contains(QLatin1Char('*')), qPrintable(text));
        const QString gpusLine = text.split(QLatin1Char('\n')).filter(QStringLiteral("GPUs")).value(0);
        QVERIFY2(!gpusLine.contains(QLatin1Char('*')), qPrintable(text));
    }
};

QTEST_MAIN(TestQuoteTerms)
#include "tst_quoteterms.moc"
