// Label stock presets, the QR code of the cable id on each label, and labels for a selection
// (docs/CABLING.md).

#include "testsupport.h"

#include "cabling/labelqr.h"
#include "cabling/labelselection.h"
#include "cabling/labelstock.h"
#include "engine/engine.h"

#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace railyard;

using test::toolOutput;

class TestLabels : public QObject {
    Q_OBJECT
private slots:
    // libqrencode's matrix for an id is the same each time, differs for another id, and is a
    // version-1 symbol (21 modules) for the short ids of a design.
    void qrEncodesTheId()
    {
        auto a = encodeQr(QStringLiteral("1234")), again = encodeQr(QStringLiteral("1234")), other = encodeQr(QStringLiteral("1235"));
        QVERIFY(a.ok() && again.ok() && other.ok());
        QCOMPARE(a->size, 21);
        QCOMPARE(*a, *again);
        QVERIFY(!(*a == *other));
        // The three finder patterns: a 7 × 7 dark ring in three corners.
        for (auto [x0, y0] : {std::pair{0, 0}, std::pair{14, 0}, std::pair{0, 14}})
            for (int i = 0; i < 7; ++i)
                QVERIFY(a->isDark(x0 + i, y0) && a->isDark(x0, y0 + i) && a->isDark(x0 + 6, y0 + i) && a->isDark(x0 + i, y0 + 6));
    }

    // The label PDF draws, at the label's QR square, exactly the symbol of its cable id: the page
    // rendered by pdftoppm, sampled at each module's centre, is the matrix, quiet zone included.
    void labelPdfDrawsTheIdsSymbol()
    {
        auto doc = test::sampleDocument();
        const Engine engine(*doc);
        const PullSheet full = buildPullSheet(*doc, engine);
        const PullSheet one = pullSheetOf(full, {CableId(full.rows.front().cableId)});
        QCOMPARE(one.rows.size(), size_t(1));
        const LabelSheetLayout layout = labelStock(QStringLiteral("avery-l7163"))->layout;
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("labels.pdf"));
        QVERIFY(writeLabelSheetPdf(one, layout, pdf).ok());
        const int dpi = 300;
        toolOutput(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                         QStringLiteral("1"), QStringLiteral("-singlefile"), QStringLiteral("-gray"), QStringLiteral("-png"), pdf,
                                         dir.filePath(QStringLiteral("page"))});
        const QImage page(dir.filePath(QStringLiteral("page.png")));
        QVERIFY(!page.isNull());
        const double px = dpi / 25.4;
        const QRectF box(layout.marginLeftMm * px, layout.marginTopMm * px, layout.labelWidthMm * px, layout.labelHeightMm * px);
        const QRectF square = labelQrSquare(box.adjusted(1.5 * px, 1.2 * px, -1.5 * px, -1.2 * px));
        const QrMatrix qr = *encodeQr(QString::number(one.rows.front().cableId));
        const int n = qr.size + 2 * kQrQuietModules;
        const double module = square.width() / n;
        QVERIFY2(module > 4, "modules are several pixels wide at 300 dpi");
        int wrong = 0;
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const int qx = x - kQrQuietModules, qy = y - kQrQuietModules;
                const bool expected = qx >= 0 && qy >= 0 && qx < qr.size && qy < qr.size && qr.isDark(qx, qy);
                const QPoint centre(int(square.left() + (x + 0.5) * module), int(square.top() + (y + 0.5) * module));
                const bool dark = qGray(page.pixel(centre)) < 128;
                wrong += dark != expected;
            }
        QCOMPARE(wrong, 0);
    }

    // A barcode reader reads back each label's id: zbarimg (zbar-tools) on every label of the
    // first page of an L7651 sheet (the smallest modules of the presets), rendered at 300 dpi
    // and cut out one label at a time (zbarimg reads one code per label reliably, not 65 on a
    // page), finds exactly the cable id each label prints.
    void qrCodesDecodeToTheCableIds()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("zbarimg")).isEmpty())
            QFAIL("zbarimg is not installed: scripts/install-deps.sh installs it (Debian package zbar-tools)");
        auto doc = test::sampleDocument();
        const Engine engine(*doc);
        PullSheet sheet = buildPullSheet(*doc, engine);
        const LabelSheetLayout layout = labelStock(QStringLiteral("avery-l7651"))->layout;
        sheet.rows.resize(size_t(layout.columns * layout.rows / 2)); // one page, both ends of each
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("labels.pdf"));
        QVERIFY(writeLabelSheetPdf(sheet, layout, pdf).ok());
        const int dpi = 300;
        toolOutput(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                                QStringLiteral("1"), QStringLiteral("-singlefile"), QStringLiteral("-png"), pdf,
                                                dir.filePath(QStringLiteral("page"))});
        const QImage page(dir.filePath(QStringLiteral("page.png")));
        QVERIFY(!page.isNull());
        const double px = dpi / 25.4;
        QStringList files, expected;
        for (size_t slot = 0; slot < 2 * sheet.rows.size(); ++slot) {
            const int col = int(slot) % layout.columns, row = int(slot) / layout.columns;
            const QRect box(int((layout.marginLeftMm + col * (layout.labelWidthMm + layout.gapXMm)) * px),
                            int((layout.marginTopMm + row * (layout.labelHeightMm + layout.gapYMm)) * px), int(layout.labelWidthMm * px),
                            int(layout.labelHeightMm * px));
            files << dir.filePath(QStringLiteral("label%1.png").arg(slot));
            QVERIFY(page.copy(box).save(files.back()));
            expected << QString::number(sheet.rows[slot / 2].cableId);
        }
        QProcess zbar;
        zbar.start(QStringLiteral("zbarimg"), QStringList{QStringLiteral("--raw"), QStringLiteral("-q")} + files);
        QVERIFY(zbar.waitForFinished(60000));
        const QStringList decoded = QString::fromUtf8(zbar.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(decoded, expected);
    }

    // Labels for a selection hold exactly the selected cables' labels, two each; a rack or an id
    // the design lacks is named.
    void selectionExportHasExactlyTheSelection()
    {
        auto doc = test::sampleDocument();
        const Engine engine(*doc);
        const Rack &rack = *doc->racks().begin();
        auto chosen = selectCables(*doc, QString(), rack.name);
        QVERIFY2(chosen.ok(), qPrintable(chosen.error()));
        const std::vector<CableId> expected = cablesOfRacks(*doc, {rack.id});
        QVERIFY(!expected.empty() && expected.size() < size_t(doc->cables().size()));
        QCOMPARE(chosen->size(), expected.size());
        const PullSheet sheet = pullSheetOf(buildPullSheet(*doc, engine), *chosen);
        std::set<uint32_t> ids;
        for (const PullSheetRow &r : sheet.rows)
            ids.insert(r.cableId);
        std::set<uint32_t> wanted;
        for (CableId c : expected)
            wanted.insert(c.value);
        QCOMPARE(ids, wanted);

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("selection.pdf"));
        std::vector<LabelFace> faces;
        QVERIFY(writeLabelSheetPdf(sheet, LabelSheetLayout{}, pdf, &faces).ok());
        QCOMPARE(faces.size(), 2 * expected.size());
        const QString text = toolOutput(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        for (uint32_t id : wanted)
            QVERIFY2(text.contains(QStringLiteral("%1 · A").arg(id)) && text.contains(QStringLiteral("%1 · B").arg(id)), qPrintable(QString::number(id)));
        for (const Cable &c : doc->cables())
            if (!wanted.count(c.id.value))
                QVERIFY2(!text.contains(QStringLiteral("\n%1 · A").arg(c.id.value)), qPrintable(QString::number(c.id.value)));

        auto byId = selectCables(*doc, QStringLiteral("%1").arg(expected.front().value), QString());
        QVERIFY(byId.ok());
        QCOMPARE(byId->size(), size_t(1));
        auto noRack = selectCables(*doc, QString(), QStringLiteral("NO-SUCH-RACK"));
        QVERIFY(!noRack.ok() && noRack.error().contains(QLatin1String("NO-SUCH-RACK")));
        auto noCable = selectCables(*doc, QStringLiteral("999999"), QString());
        QVERIFY(!noCable.ok() && noCable.error().contains(QLatin1String("999999")));
    }

    // Every preset fills its page exactly as its template says (margins, labels and gaps add up
    // to the page width and at most its height), states a source, and prints a design's labels.
    void everyStockFitsAndPrints()
    {
        auto doc = test::sampleDocument();
        const Engine engine(*doc);
        const PullSheet full = buildPullSheet(*doc, engine);
        PullSheet some = full;
        some.rows.resize(40);
        QTemporaryDir dir;
        for (const LabelStock &s : labelStocks()) {
            const LabelSheetLayout &l = s.layout;
            const QSizeF page = l.pageSize().size(QPageSize::Millimeter);
            const double across = 2 * l.marginLeftMm + l.columns * l.labelWidthMm + (l.columns - 1) * l.gapXMm;
            const double down = l.marginTopMm + l.rows * l.labelHeightMm + (l.rows - 1) * l.gapYMm;
            QVERIFY2(std::abs(across - page.width()) < 0.2, qPrintable(s.key));
            QVERIFY2(down <= page.height() + 0.01, qPrintable(s.key));
            QVERIFY(!s.source.isEmpty());
            const Status written = writeLabelSheetPdf(some, l, dir.filePath(s.key + QStringLiteral(".pdf")));
            QVERIFY2(written.ok(), qPrintable(s.key + QStringLiteral(": ") + written.error()));
        }
        QVERIFY(!labelStock(QStringLiteral("no-such-stock")).ok());
    }
};

QTEST_MAIN(TestLabels)
#include "tst_labels.moc"
