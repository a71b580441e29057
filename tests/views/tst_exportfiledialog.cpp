#include "exportfiledialog.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace railyard;

// Issue #19: export dialogs proposed no file name, and "pull" typed in one wrote a file named
// "pull" whatever type was chosen.
class TestExportFileDialog : public QObject {
    Q_OBJECT
private slots:
    void proposesANameBesideTheDesign()
    {
        QCOMPARE(proposedExportPath(QStringLiteral("/work/halls/hall-a.railyard"), QStringLiteral("pull"),
                                    QStringLiteral("pdf")),
                 QStringLiteral("/work/halls/hall-a-pull.pdf"));
        QCOMPARE(proposedExportPath(QString(), QStringLiteral("labels"), QStringLiteral("pdf")),
                 QDir::home().filePath(QStringLiteral("untitled-labels.pdf")));
    }

    void addsTheChosenFiltersExtension()
    {
        const QString filters = QStringLiteral("PDF (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)");
        QCOMPARE(withFilterExtension(QStringLiteral("/t/pull"), filters, QStringLiteral("PDF (*.pdf)")),
                 QStringLiteral("/t/pull.pdf"));
        QCOMPARE(withFilterExtension(QStringLiteral("/t/pull"), filters, QStringLiteral("CSV (*.csv)")),
                 QStringLiteral("/t/pull.csv"));
        QCOMPARE(withFilterExtension(QStringLiteral("/t/pull.XLSX"), filters, QStringLiteral("PDF (*.pdf)")),
                 QStringLiteral("/t/pull.XLSX"));
        QCOMPARE(withFilterExtension(QStringLiteral("/t/pull.v2"), filters, QStringLiteral("PDF (*.pdf)")),
                 QStringLiteral("/t/pull.v2.pdf"));
        QCOMPARE(withFilterExtension(QStringLiteral("/t/prices"), QStringLiteral("All files (*)"),
                                     QStringLiteral("All files (*)")),
                 QStringLiteral("/t/prices"));
        QCOMPARE(withFilterExtension(QString(), filters, QStringLiteral("PDF (*.pdf)")), QString());
    }

    // The real dialog: it opens on the proposed name, and a name typed without an extension
    // comes back with the chosen type's.
    void theDialogProposesAndCompletes()
    {
        QTemporaryDir dir;
        const QString design = QDir(dir.path()).filePath(QStringLiteral("hall-a.railyard"));
        QString proposed;
        // Should the dialog not be found, close it rather than wait forever.
        QTimer::singleShot(10000, this, [] {
            if (QWidget *open = QApplication::activeModalWidget())
                open->close();
        });
        QTimer::singleShot(0, this, [&] {
            QFileDialog *dialog = nullptr;
            QTRY_VERIFY((dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())));
            proposed = dialog->selectedFiles().value(0);
            dialog->selectNameFilter(QStringLiteral("CSV (*.csv)"));
            dialog->selectFile(QStringLiteral("pull"));
            static_cast<QDialog *>(dialog)->accept(); // public there
        });
        const QString path =
            exportFileName(nullptr, QStringLiteral("Export pull sheet"), design, QStringLiteral("pull"),
                           QStringLiteral("PDF (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)"));
        QCOMPARE(QFileInfo(proposed).fileName(), QStringLiteral("hall-a-pull.pdf"));
        QCOMPARE(path, QDir(dir.path()).filePath(QStringLiteral("pull.csv")));
    }
};

QTEST_MAIN(TestExportFileDialog)
#include "tst_exportfiledialog.moc"
