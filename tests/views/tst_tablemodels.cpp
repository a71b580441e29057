#include "../model/testsupport.h"

#include "commands/editor.h"
#include "devicetablemodel.h"
#include "cabletablemodel.h"
#include "pricebookmodel.h"
#include "engine/engine.h"
#include "problemspanel.h"
#include "problemtablemodel.h"
#include "racktablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace railyard;
using namespace railyard::test;

class TestTableModels : public QObject {
    Q_OBJECT
private slots:
    // Both models stay consistent (QAbstractItemModelTester) through inserts, edits, erases,
    // undo, redo and a reset, and always list exactly the document's entities.
    void modelsPassTesterThroughEdits()
    {
        Document doc(smallCatalog());
        RackTableModel racks(doc);
        DeviceTableModel devices(doc);
        QAbstractItemModelTester rackTester(&racks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester deviceTester(&devices, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(racks.rowCount(), 0);

        QVERIFY(buildSampleDesign(doc).ok());
        QCOMPARE(racks.rowCount(), doc.racks().size());
        QCOMPARE(devices.rowCount(), doc.devices().size());

        Editor ed(doc);
        const RackId first = RackId(racks.idAt(0));
        QSignalSpy removed(&racks, &QAbstractItemModel::rowsRemoved);
        ed.erase(Selection{.racks = {first}});
        QCOMPARE(removed.count(), 1); // one row out, no reset
        QCOMPARE(racks.rowCount(), doc.racks().size());
        QCOMPARE(devices.rowCount(), doc.devices().size());
        QCOMPARE(racks.rowOf(first.value), -1);

        doc.undoStack()->undo();
        QCOMPARE(racks.rowOf(first.value), 0); // back in ID order
        QCOMPARE(devices.rowCount(), doc.devices().size());
        doc.undoStack()->redo();
        doc.undoStack()->undo();

        doc.startNew(smallCatalog());
        QCOMPARE(racks.rowCount(), 0);
        QCOMPARE(devices.rowCount(), 0);
    }

    // The cables table lists every cable with the engine's medium and routed length, stays
    // consistent through erases and undo, and edits a label as one undoable step; the price
    // book model passes the tester too.
    void cableAndPriceBookModels()
    {
        Document doc(smallCatalog());
        QVERIFY(buildSampleDesign(doc).ok());
        const Engine engine(doc);
        CableTableModel cables(doc, engine);
        PriceBookModel prices(doc, engine);
        QAbstractItemModelTester cableTester(&cables, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester priceTester(&prices, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(cables.rowCount(), doc.cables().size());
        const CableId first(cables.idAt(0));
        const CableFigures *f = engine.cable(first);
        QVERIFY(f && f->routed);
        QCOMPARE(cables.index(0, CableTableModel::kRouted).data(Qt::EditRole).toDouble(), double(f->routedMm) / 1000);
        QCOMPARE(cables.index(0, CableTableModel::kMedium).data().toString(), toToken(f->medium));
        QVERIFY(cables.setData(cables.index(0, CableTableModel::kLabel), QStringLiteral("X-1"), Qt::EditRole));
        QCOMPARE(doc.cables().at(first).label, QStringLiteral("X-1"));
        doc.undoStack()->undo();
        QVERIFY(doc.cables().at(first).label != QStringLiteral("X-1"));
        Editor(doc).erase(Selection{.racks = {doc.racks().begin()->id}});
        QCOMPARE(cables.rowCount(), doc.cables().size());
        doc.undoStack()->undo();
        QCOMPARE(cables.rowCount(), doc.cables().size());
        QVERIFY(prices.rowCount() > 0);
    }

    void editingACellIsAnUndoableCommand()
    {
        auto doc = sampleDocument();
        RackTableModel racks(*doc);
        QAbstractItemModelTester tester(&racks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int depth = doc->undoStack()->count();
        const QModelIndex name = racks.index(0, RackTableModel::kName);
        const QString old = name.data().toString();
        QSignalSpy changed(&racks, &QAbstractItemModel::dataChanged);
        QVERIFY(racks.setData(name, QStringLiteral("Z99"), Qt::EditRole));
        QCOMPARE(name.data().toString(), QStringLiteral("Z99"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc->undoStack()->count(), depth + 1);
        QVERIFY(!racks.setData(name, QString(), Qt::EditRole)); // an empty name is refused
        QVERIFY(racks.setData(racks.index(0, RackTableModel::kX), 4.5, Qt::EditRole));
        QCOMPARE(doc->racks().at(RackId(racks.idAt(0))).xM, 4.5);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(name.data().toString(), old);
        QVERIFY(!(racks.flags(racks.index(0, RackTableModel::kDevices)) & Qt::ItemIsEditable));
    }

    // With an engine, rack rows show live power and heat, and repaint when figures change.
    void rackTableShowsEngineFigures()
    {
        auto doc = sampleDocument();
        Engine engine(*doc);
        RackTableModel racks(*doc, &engine);
        QAbstractItemModelTester tester(&racks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(racks.columnCount(), int(RackTableModel::kColumnCount));
        int row = -1;
        for (int i = 0; i < racks.rowCount(); ++i)
            if (doc->racks().at(RackId(racks.idAt(i))).name == QLatin1String("A01"))
                row = i;
        QVERIFY(row >= 0);
        const RackId a01(racks.idAt(row));
        QCOMPARE(racks.index(row, RackTableModel::kPower).data(Qt::EditRole).toDouble(),
                 fromMilli(engine.rack(a01).itMaxMw()) / 1000.0);
        QVERIFY(racks.index(row, RackTableModel::kPower).data(Qt::EditRole).toDouble() > 40.0); // four 10.2 kW nodes
        QSignalSpy changed(&racks, &QAbstractItemModel::dataChanged);
        Editor(*doc).erase(Selection{.devices = {doc->devicesOf(a01)[1]}});
        QVERIFY(changed.count() >= 1);
        QCOMPARE(racks.index(row, RackTableModel::kPower).data(Qt::EditRole).toDouble(),
                 fromMilli(engine.rack(a01).itMaxMw()) / 1000.0);
    }

    // The problems table follows edits (after the engine), passes the model tester, and a
    // waiver marks the problem waived — undoably.
    void problemsFollowEditsAndWaivers()
    {
        auto doc = sampleDocument();
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        ProblemsPanel panel(*doc, checker);
        ProblemTableModel *model = panel.model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int before = model->rowCount();
        PowerFeed feed = *doc->feeds().begin();
        feed.capacityW = 1000;
        Editor(*doc).update(feed, PowerFeed::kCapacity, QStringLiteral("x"));
        QTRY_COMPARE(model->rowCount(), before + 1);
        int row = -1;
        for (int i = 0; i < model->rowCount(); ++i)
            if (model->problem(i).code == QLatin1String("FEED_OVERLOAD_ON_FAILOVER"))
                row = i;
        QVERIFY(row >= 0);
        const int errors = model->errorCount();
        QVERIFY(panel.waive(row, QStringLiteral("phase 1 only")));
        QCOMPARE(model->errorCount(), errors - 1);
        bool waived = false;
        for (int i = 0; i < model->rowCount(); ++i)
            waived = waived || (model->problem(i).code == QLatin1String("FEED_OVERLOAD_ON_FAILOVER") && model->problem(i).waived);
        QVERIFY(waived);
        doc->undoStack()->undo(); // the waiver
        QTRY_COMPARE(model->errorCount(), errors);
        doc->undoStack()->undo(); // the feed
        QTRY_COMPARE(model->rowCount(), before);
    }

    void deviceTableFollowsRackRename()
    {
        auto doc = sampleDocument();
        DeviceTableModel devices(*doc);
        QAbstractItemModelTester tester(&devices, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Device &d = doc->devices().at(DeviceId(devices.idAt(0)));
        Rack r = doc->racks().at(d.rack);
        r.name = QStringLiteral("RENAMED");
        QSignalSpy changed(&devices, &QAbstractItemModel::dataChanged);
        Editor(*doc).update(r, Rack::kName, QStringLiteral("rename"));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(devices.index(0, DeviceTableModel::kRack).data().toString(), QStringLiteral("RENAMED"));
        QVERIFY(devices.setData(devices.index(0, DeviceTableModel::kU), 20, Qt::EditRole));
        QCOMPARE(doc->devices().at(d.id).uPosition, 20);
    }
};

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"
