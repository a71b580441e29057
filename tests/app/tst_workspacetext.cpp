// Issue #19, the first hour in the workspace: texts that were cut or collided (defects 6 and
// 10), the wizard's warnings (defect 4) and long exports without progress or cancel (defect 8).
#include "../model/testsupport.h"

#include "cablingactions.h"
#include "chartcard.h"
#include "commands/editor.h"
#include "dashboard.h"
#include "exportprogress.h"
#include "mainwindow.h"
#include "newdesigndialog.h"
#include "problemspanel.h"
#include "problemtablemodel.h"
#include "rackelevation.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QTabWidget>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QValueAxis>

using namespace railyard;

namespace {
// Whether `text` in `font` fits `rect` whole with `flags` (wrapping where they allow it).
bool fits(const QString &text, const QFont &font, const QRectF &rect, int flags)
{
    const QRectF needed = QFontMetricsF(font).boundingRect(rect, flags, text);
    return needed.width() <= rect.width() + 0.5 && needed.height() <= rect.height() + 0.5;
}
} // namespace

class TestWorkspaceText : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QApplication::setApplicationName(QStringLiteral("tst_workspacetext"));
    }

    // Defect 6: at the smallest window (992×652) and on a laptop (1366×768), the elevation's
    // title and every bar text fit their boxes whole and no two overlap.
    void elevationTextsFitAndNeverCollide_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::newRow("minimum 992x652") << QSize(992, 652);
        QTest::newRow("laptop 1366x768") << QSize(1366, 768);
    }
    void elevationTextsFitAndNeverCollide()
    {
        QFETCH(QSize, window);
        MainWindow w(std::move(*bundledCatalog()));
        QVERIFY(w.openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)));
        w.resize(window);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The rack with the longest name, so the title is at its hardest.
        RackId longest;
        for (const Rack &r : w.document().racks())
            if (!longest || r.name.size() > w.document().racks().at(longest).name.size())
                longest = r.id;
        w.selectRacks({longest});
        QApplication::processEvents();
        const std::vector<RackElevation::TextBox> boxes = w.elevation()->textBoxes();
        QVERIFY(boxes.size() >= 2 + 3 * 4); // title, model; per bar a name and three figures
        for (size_t i = 0; i < boxes.size(); ++i) {
            const RackElevation::TextBox &b = boxes[i];
            QVERIFY2(fits(b.text, b.font, b.rect, b.flags), qPrintable(QStringLiteral("'%1' does not fit").arg(b.text)));
            QVERIFY2(b.rect.left() >= 0 && b.rect.right() <= w.elevation()->width(), qPrintable(b.text));
            for (size_t j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!b.rect.intersects(boxes[j].rect), qPrintable(QStringLiteral("'%1' runs into '%2'").arg(b.text, boxes[j].text)));
        }
    }

    // Defect 4 and 10: more nodes per rack than one PDU carries is warned of, in the notes, and
    // the notes scroll rather than being cut.
    void wizardWarnsOfNodesPerRackBeyondARackLimit()
    {
        MainWindow w(std::move(*bundledCatalog()));
        NewDesignDialog dialog(w.document().catalog());
        dialog.setGpus(256);
        QComboBox *node = nullptr;
        for (QComboBox *box : dialog.findChildren<QComboBox *>())
            if (box->findData(QStringLiteral("HGX-B200-8GPU-DLC-4U")) >= 0)
                node = box;
        QVERIFY(node);
        node->setCurrentIndex(node->findData(QStringLiteral("HGX-B200-8GPU-DLC-4U")));
        QSpinBox *perRack = nullptr;
        for (QSpinBox *box : dialog.findChildren<QSpinBox *>())
            if (!box->specialValueText().isEmpty())
                perRack = box;
        QVERIFY(perRack);
        perRack->setValue(6);
        QVERIFY(dialog.preview());
        QVERIFY2(!dialog.notesText().contains(QStringLiteral("exceed")), qPrintable(dialog.notesText()));
        perRack->setValue(7);
        QVERIFY(dialog.preview());
        QVERIFY2(dialog.notesText().startsWith(QStringLiteral("7 nodes per rack exceed what the floor rating allows (6)")), qPrintable(dialog.notesText()));
        auto *notes = dialog.findChild<QTextBrowser *>();
        QVERIFY(notes);
        QCOMPARE(notes->verticalScrollBarPolicy(), Qt::ScrollBarAsNeeded);

        // An air-cooled node asked for direct liquid cooling is refused with the reason.
        node->setCurrentIndex(node->findData(QStringLiteral("DGX-B200")));
        perRack->setValue(0);
        for (QComboBox *box : dialog.findChildren<QComboBox *>())
            if (const int dlc = box->findText(QStringLiteral("Direct liquid cooling")); dlc >= 0)
                box->setCurrentIndex(dlc);
        QVERIFY(!dialog.preview());
        QVERIFY(!dialog.createEnabled());
        QVERIFY2(dialog.notesText().contains(QStringLiteral("air-cooled")), qPrintable(dialog.notesText()));
    }

    // Defect 10: the waiver's dialog was titled "Waive…oblem" by a window manager: it is wide
    // enough for its title and quotes the problem whole.
    void waiveDialogHoldsItsTitle()
    {
        MainWindow w(std::move(*bundledCatalog()));
        QVERIFY(w.openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)));
        Hall hall = *w.document().halls().begin();
        hall.pointLoadRatingKN = 0.5; // every rack's feet over the rating: a problem each
        Editor(w.document()).update(hall, Hall::kFloorRating, QStringLiteral("rating"));
        w.ruleChecker().flush();
        ProblemTableModel *model = w.problemsPanel()->model();
        QTRY_VERIFY(model->rowCount() > 0);
        for (int row = 0; row < std::min(model->rowCount(), 3); ++row) {
            const std::unique_ptr<QInputDialog> dialog = w.problemsPanel()->waiveDialog(row);
            dialog->show();
            QApplication::processEvents();
            const int title = QFontMetrics(QApplication::font("QMdiSubWindowTitleBar")).horizontalAdvance(dialog->windowTitle());
            QVERIFY2(dialog->width() >= title + 160, qPrintable(dialog->windowTitle()));
            QVERIFY(dialog->labelText().contains(model->problem(row).message));
        }
    }

    // Defect 10: chart axes read "1.416e+04"; they show plain numbers now.
    void chartAxesShowPlainNumbers()
    {
        QCOMPARE(plainAxisFormat(14160), QStringLiteral("%.0f"));
        QCOMPARE(plainAxisFormat(42.5), QStringLiteral("%.1f"));
        QCOMPARE(plainAxisFormat(0.8), QStringLiteral("%.2f"));
        QCOMPARE(plainValue(14159.6, 14160), 14160.0);
        MainWindow w(std::move(*bundledCatalog()));
        QVERIFY(w.openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.centralTabs()->setCurrentWidget(w.dashboard());
        QApplication::processEvents();
        int axes = 0;
        for (ChartCard *card : w.dashboard()->findChildren<ChartCard *>()) {
            QVERIFY(card->chart()->localizeNumbers());
            for (QAbstractAxis *axis : card->chart()->axes(Qt::Vertical))
                if (auto *value = qobject_cast<QValueAxis *>(axis)) {
                    ++axes;
                    QVERIFY2(!value->labelFormat().contains(QLatin1Char('g')) && !value->labelFormat().contains(QLatin1Char('e')),
                             qPrintable(value->labelFormat()));
                }
        }
        QVERIFY(axes >= 5);
    }

    // Defect 8: a long export shows its progress, can be cancelled (the previous file stays as
    // it was) and says when it is done and how many pages it wrote.
    void longExportShowsProgressAndCancels()
    {
        MainWindow w(std::move(*bundledCatalog()));
        QVERIFY(w.openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ExportProgress::setShowAfterMs(0);
        const QString path = m_dir.filePath(QStringLiteral("labels.pdf"));
        QString error;
        QVERIFY2(w.cablingActions()->exportTo(QStringLiteral("labels"), path, &error), qPrintable(error));
        const QByteArray first = test::fileHash(path);
        QVERIFY(!first.isEmpty());
        const QString done = w.cablingActions()->lastExportMessage();
        QVERIFY2(done.contains(QRegularExpression(QStringLiteral("^Done — [0-9,]+ page"))) && done.endsWith(QStringLiteral(" written to ") + path),
                 qPrintable(done));
        QCOMPARE(w.statusBar()->currentMessage(), done);

        // Cancel while it writes: press the dialog's Cancel as soon as it shows.
        renameSite(w);
        QTimer poll;
        int pressed = 0;
        connect(&poll, &QTimer::timeout, this, [&] {
            for (QProgressDialog *d : w.findChildren<QProgressDialog *>())
                if (d->isVisible() && d->value() >= 1 && !pressed) {
                    ++pressed;
                    d->cancel();
                }
        });
        poll.start(0);
        QVERIFY(w.cablingActions()->exportTo(QStringLiteral("labels"), path, &error));
        poll.stop();
        QCOMPARE(pressed, 1);
        QVERIFY2(w.cablingActions()->lastExportMessage().startsWith(QStringLiteral("Export cancelled")),
                 qPrintable(w.cablingActions()->lastExportMessage()));
        QCOMPARE(test::fileHash(path), first); // the previous file, untouched
        ExportProgress::setShowAfterMs(500);
    }

private:
    static void renameSite(MainWindow &w)
    {
        Site site = w.document().site();
        site.name = QStringLiteral("changed");
        Editor(w.document()).setSite(site, Site::kName);
    }
};

QTEST_MAIN(TestWorkspaceText)
#include "tst_workspacetext.moc"
