#include "../model/testsupport.h"

#include "catalog/catalogcsv.h"
#include "io/designstore.h"
#include "commands/editor.h"
#include "mainwindow.h"
#include "totalspanel.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QTableView>
#include <QTemporaryDir>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

using namespace railyard;

class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void opensEditsUndoesAndSaves()
    {
        auto catalog = bundledCatalog();
        QVERIFY2(catalog.ok(), qPrintable(catalog.error()));
        MainWindow w(std::move(*catalog));
        w.show();
        QVERIFY(w.windowTitle().contains(QLatin1String("Untitled")));

        QVERIFY(w.openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)));
        QVERIFY(w.windowTitle().startsWith(QLatin1String("sample.railyard")));
        QVERIFY(!w.isWindowModified());
        QAbstractItemModel *racks = w.rackTable()->model();
        QCOMPARE(racks->rowCount(), w.document().racks().size());
        QVERIFY(racks->rowCount() > 0);
        QCOMPARE(w.deviceTable()->model()->rowCount(), w.document().devices().size());

        // Edit a cell as a user would: it is an undoable command and marks the window modified.
        const QModelIndex cell = racks->index(0, 0);
        const QString old = cell.data().toString();
        QVERIFY(racks->setData(cell, QStringLiteral("Edited"), Qt::EditRole));
        QVERIFY(w.isWindowModified());
        w.document().undoStack()->undo();
        QCOMPARE(racks->index(0, 0).data().toString(), old);
        QVERIFY(!w.isWindowModified());
        w.document().undoStack()->redo();

        // The totals follow an edit live: removing a GPU node lowers the GPU count at once.
        const QString gpusBefore = w.totalsPanel()->figure(QStringLiteral("gpus"));
        QCOMPARE(gpusBefore, QString::number(w.engine().site().gpus));
        DeviceId node;
        for (const Device &d : w.document().devices())
            if (w.document().catalog().at(d.part).gpus == 8)
                node = d.id;
        Editor(w.document()).erase(Selection{.devices = {node}});
        QCOMPARE(w.totalsPanel()->figure(QStringLiteral("gpus")), QString::number(gpusBefore.toInt() - 8));
        w.document().undoStack()->undo();
        QCOMPARE(w.totalsPanel()->figure(QStringLiteral("gpus")), gpusBefore);

        const QString file = m_dir.filePath(QStringLiteral("edited.railyard"));
        QVERIFY(w.saveTo(file));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.windowTitle().startsWith(QLatin1String("edited.railyard")));

        Document reloaded(Catalog{});
        QVERIFY(DesignStore::load(reloaded, file).ok());
        QCOMPARE(dumpDesign(reloaded), dumpDesign(w.document()));
    }

    // Closing with unsaved changes asks; Cancel keeps the window and the edits, Discard closes.
    void closeWithUnsavedChangesAsks()
    {
        auto catalog = bundledCatalog();
        QVERIFY(catalog.ok());
        MainWindow w(std::move(*catalog));
        w.show();
        QVERIFY(w.openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)));
        QAbstractItemModel *racks = w.rackTable()->model();
        QVERIFY(racks->setData(racks->index(0, 0), QStringLiteral("Changed"), Qt::EditRole));
        QVERIFY(w.isWindowModified());

        auto answer = [](QMessageBox::StandardButton button) {
            QTimer::singleShot(0, [button] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                QVERIFY(box);
                QVERIFY(box->text().contains(QLatin1String("unsaved")));
                box->button(button)->click();
            });
        };
        answer(QMessageBox::Cancel);
        QVERIFY(!w.close());
        QVERIFY(w.isVisible());
        QVERIFY(w.isWindowModified());
        answer(QMessageBox::Discard);
        QVERIFY(w.close());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
