// The inspector for every kind, Find, the View and Help menus and the context menus
// (docs/GUI.md), driven through the widgets of the main window.

#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "common/objectselection.h"
#include "documenttablemodel.h"
#include "inspector/entityeditor.h"
#include "contextmenuhooks.h"
#include "findbar.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "helpmenu.h"
#include "inspector.h"
#include "inspector/inspectorhost.h"
#include "deleteactions.h"
#include "mainwindow.h"
#include "problemspanel.h"
#include "rackelevation.h"
#include "rackitem.h"
#include "shortcutsdialog.h"
#include "workspaceactions.h"
#include "workspaceshots.h"

#include <QAction>
#include <QPushButton>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace railyard;

namespace {

std::unique_ptr<MainWindow> openSample()
{
    auto w = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
    if (!w->openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)))
        qFatal("cannot open the sample");
    return w;
}

// Types a value into an inspector field and commits it as a user does (Enter in a line edit,
// a pick in a list).
void commit(KindEditor *editor, const QString &key, const QString &value)
{
    QWidget *w = editor->field(key);
    QVERIFY2(w, qPrintable(key));
    if (auto *box = qobject_cast<QComboBox *>(w)) {
        const int index = box->findData(value);
        QVERIFY2(index >= 0, qPrintable(value));
        box->setCurrentIndex(index);
        emit box->activated(index);
    } else {
        auto *line = qobject_cast<QLineEdit *>(w);
        line->setText(value);
        QTest::keyClick(line, Qt::Key_Return);
    }
}

KindEditor *inspect(MainWindow &w, ObjectRef object)
{
    w.selection()->select(object);
    KindEditor *editor = w.inspectorHost()->editor(object.kind);
    return w.inspectorHost()->currentPage() == editor ? editor : nullptr;
}

QStringList actionNames(const QMenu &menu)
{
    QStringList names;
    for (QAction *a : menu.actions())
        names << a->objectName();
    return names;
}

uint32_t selectedId(QTableView *table)
{
    const QModelIndexList rows = table->selectionModel()->selectedRows();
    if (rows.size() != 1)
        return 0;
    auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
    return static_cast<DocumentTableModel *>(proxy->sourceModel())->idAt(proxy->mapToSource(rows.front()).row());
}

} // namespace

class TestInspectorFind : public QObject {
    Q_OBJECT
private slots:
    void init() { QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7")); }

    // One accepted edit per kind: the document changes, undo restores it, redo applies it again.
    void inspectorEditsEveryKind_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("hall pue") << int(EntityKind::Hall) << "pue" << "1.45";
        QTest::newRow("hall containment") << int(EntityKind::Hall) << "containment" << "none"; // hot_aisle, a new hall's
        QTest::newRow("row name") << int(EntityKind::Row) << "name" << "ROW-Z";
        QTest::newRow("device name") << int(EntityKind::Device) << "name" << "renamed-node";
        QTest::newRow("port speed") << int(EntityKind::Port) << "speed" << "200";
        QTest::newRow("cable label") << int(EntityKind::Cable) << "label" << "X-CABLE-0001";
        QTest::newRow("cable medium") << int(EntityKind::Cable) << "medium" << "smf";
        QTest::newRow("feed capacity") << int(EntityKind::Feed) << "capacity" << "1234.5";
        QTest::newRow("feed side") << int(EntityKind::Feed) << "side" << "B";
        QTest::newRow("pdu units") << int(EntityKind::Pdu) << "units" << "3";
        QTest::newRow("loop supply") << int(EntityKind::Loop) << "supply" << "30";
        QTest::newRow("network oversubscription") << int(EntityKind::Network) << "oversubscription" << "2";
    }
    void inspectorEditsEveryKind()
    {
        QFETCH(int, kind);
        QFETCH(QString, key);
        QFETCH(QString, value);
        auto w = openSample();
        Document &doc = w->document();
        const EntityKind k = EntityKind(kind);
        uint32_t id = 0;
        switch (k) {
        case EntityKind::Hall: id = doc.halls().begin()->id.value; break;
        case EntityKind::Row: id = doc.rows().begin()->id.value; break;
        case EntityKind::Device: id = doc.devices().begin()->id.value; break;
        case EntityKind::Port: id = doc.ports().begin()->id.value; break;
        case EntityKind::Cable: id = doc.cables().begin()->id.value; break;
        case EntityKind::Feed: id = doc.feeds().begin()->id.value; break;
        case EntityKind::Pdu: id = doc.pdus().begin()->id.value; break;
        case EntityKind::Loop: id = doc.loops().begin()->id.value; break;
        default: id = doc.networks().begin()->id.value; break;
        }
        KindEditor *editor = inspect(*w, {k, id});
        QVERIFY(editor);
        QVERIFY(editor->figure(QStringLiteral("nonexistent")).isEmpty());
        const auto shown = [&] {
            QWidget *f = editor->field(key);
            auto *box = qobject_cast<QComboBox *>(f);
            return box ? box->currentData().toString() : qobject_cast<QLineEdit *>(f)->text();
        };
        const QString before = shown();
        QVERIFY(before != value);
        const int steps = doc.undoStack()->count();
        commit(editor, key, value);
        QVERIFY2(editor->error().isEmpty(), qPrintable(editor->error()));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(shown(), value); // the document's value, read back
        doc.undoStack()->undo();
        editor->showObject(id);
        QCOMPARE(shown(), before);
        doc.undoStack()->redo();
        editor->showObject(id);
        QCOMPARE(shown(), value);
    }

    // What the document holds after the edits above, in its own units.
    void inspectorWritesTheDocument()
    {
        auto w = openSample();
        Document &doc = w->document();
        const PowerFeed &feed = *doc.feeds().begin();
        commit(inspect(*w, {EntityKind::Feed, feed.id.value}), QStringLiteral("capacity"), QStringLiteral("750"));
        QCOMPARE(doc.feeds().at(feed.id).capacityW, 750000.0); // typed in kW, stored in W
        const Device &device = *doc.devices().begin();
        commit(inspect(*w, {EntityKind::Device, device.id.value}), QStringLiteral("name"), QStringLiteral("n-001"));
        QCOMPARE(doc.devices().at(device.id).name, QStringLiteral("n-001"));
        KindEditor *loop = inspect(*w, {EntityKind::Loop, doc.loops().begin()->id.value});
        QVERIFY(loop->figure(QStringLiteral("load")).contains(QLatin1String("kW")));
        KindEditor *cable = inspect(*w, {EntityKind::Cable, doc.cables().begin()->id.value});
        QVERIFY(cable->figure(QStringLiteral("length")).contains(QLatin1String(" m")));
    }

    // Refused values leave the document as it was, with the reason shown.
    void refusedValuesKeepTheDocument()
    {
        auto w = openSample();
        Document &doc = w->document();
        const int steps = doc.undoStack()->count();
        const PowerFeed feed = *doc.feeds().begin();
        KindEditor *editor = inspect(*w, {EntityKind::Feed, feed.id.value});
        commit(editor, QStringLiteral("capacity"), QStringLiteral("-5"));
        QVERIFY(editor->error().contains(QLatin1String("negative")));
        QCOMPARE(doc.feeds().at(feed.id), feed);
        QCOMPARE(qobject_cast<QLineEdit *>(editor->field(QStringLiteral("capacity")))->text(), numberText(feed.capacityW / 1000));
        commit(editor, QStringLiteral("capacity"), QStringLiteral("lots"));
        QVERIFY(editor->error().contains(QLatin1String("not a number")));

        auto devices = doc.devices().begin();
        const Device first = *devices;
        const Device second = *++devices;
        editor = inspect(*w, {EntityKind::Device, first.id.value});
        commit(editor, QStringLiteral("name"), second.name);
        QVERIFY(editor->error().contains(second.name));
        QCOMPARE(doc.devices().at(first.id), first);

        // A device moved onto units another device of its rack takes.
        const Device *mounted = nullptr, *other = nullptr;
        for (const Rack &r : doc.racks()) {
            std::vector<const Device *> in;
            for (DeviceId d : doc.devicesOf(r.id))
                if (doc.devices().at(d).uPosition > 0)
                    in.push_back(&doc.devices().at(d));
            if (in.size() >= 2) {
                mounted = in[0];
                other = in[1];
                break;
            }
        }
        QVERIFY(mounted && other);
        const Device before = *mounted;
        editor = inspect(*w, {EntityKind::Device, mounted->id.value});
        commit(editor, QStringLiteral("u"), QString::number(other->uPosition));
        QVERIFY2(editor->error().contains(other->name), qPrintable(editor->error()));
        QCOMPARE(doc.devices().at(before.id), before);
        QCOMPARE(doc.undoStack()->count(), steps);
        // An accepted value clears the reason.
        editor = inspect(*w, {EntityKind::Feed, feed.id.value});
        commit(editor, QStringLiteral("capacity"), QStringLiteral("10"));
        QVERIFY(editor->error().isEmpty());
    }

    // A PDU moved to a feed of another hall is refused, naming the rack it supplies.
    void pduFeedInAnotherHallIsRefused()
    {
        auto w = openSample();
        Document &doc = w->document();
        FragmentBuilder b(doc);
        Hall h;
        h.name = QStringLiteral("H-OTHER");
        h.widthM = h.depthM = 30;
        PowerFeed f;
        f.hall = b.addHall(h);
        f.name = QStringLiteral("OTHER-A");
        f.capacityW = 1e6;
        const FeedId otherFeed = b.addFeed(f);
        Editor(doc).insert(b.take(), QStringLiteral("hall"));
        const Pdu *used = nullptr;
        for (const Pdu &p : doc.pdus())
            if (doc.racksOnPdu(p.id).begin() != doc.racksOnPdu(p.id).end())
                used = &p;
        QVERIFY(used);
        const Pdu before = *used;
        KindEditor *editor = inspect(*w, {EntityKind::Pdu, before.id.value});
        commit(editor, QStringLiteral("feed"), QString::number(otherFeed.value));
        QVERIFY2(editor->error().contains(QLatin1String("another hall")), qPrintable(editor->error()));
        QCOMPARE(doc.pdus().at(before.id), before);
    }

    // Typing one number and then another is one undo step back to the first value.
    void consecutiveNumberEditsMerge()
    {
        auto w = openSample();
        Document &doc = w->document();
        const Hall hall = *doc.halls().begin();
        KindEditor *editor = inspect(*w, {EntityKind::Hall, hall.id.value});
        const int steps = doc.undoStack()->count();
        commit(editor, QStringLiteral("pue"), QStringLiteral("1.4"));
        commit(editor, QStringLiteral("pue"), QStringLiteral("1.5"));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.halls().at(hall.id).pue, 1.5);
        commit(editor, QStringLiteral("name"), QStringLiteral("HX"));
        QCOMPARE(doc.undoStack()->count(), steps + 2); // another field: its own step
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.halls().at(hall.id), hall);
    }

    // The rack page still edits racks, and a table's device row shows the device's page.
    void selectionFollowsRacksAndTables()
    {
        auto w = openSample();
        Document &doc = w->document();
        const RackId rack = doc.racks().begin()->id;
        w->selectRacks({rack});
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)w->inspector());
        QCOMPARE(w->selection()->single(), (ObjectRef{EntityKind::Rack, rack.value}));
        const Device &device = *doc.devices().begin();
        QTableView *table = w->deviceTable();
        auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
        auto *model = static_cast<DocumentTableModel *>(proxy->sourceModel());
        table->selectRow(proxy->mapFromSource(model->index(model->rowOf(device.id.value), 0)).row());
        QCOMPARE(w->selection()->single(), (ObjectRef{EntityKind::Device, device.id.value}));
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)w->inspectorHost()->editor(EntityKind::Device));
        QCOMPARE(w->selectedRacks(), std::vector<RackId>{device.rack});
    }

    // Find: a device, a port, a cable label and a problem code each select the object everywhere.
    void findSelectsInEveryView()
    {
        auto w = openSample();
        Document &doc = w->document();
        w->show();
        QAction *findAction = w->findChild<QAction *>(QStringLiteral("find"));
        QVERIFY(findAction);
        QCOMPARE(findAction->shortcut(), QKeySequence(QKeySequence::Find));
        findAction->trigger();
        FindBar *find = w->workspace()->findBar();
        QVERIFY(w->workspace()->findDock()->isVisible());
        const auto findAndGo = [&](const QString &text) {
            find->input()->clear();
            QTest::keyClicks(find->input(), text);
            QTRY_VERIFY(find->results()->count() > 0); // after the typing pause
            QTest::keyClick(find->input(), Qt::Key_Return);
        };

        // A device: its rack on the plan and in the elevation, its row in the devices table.
        auto it = doc.devices().begin();
        std::advance(it, doc.devices().size() / 2);
        const Device device = *it;
        findAndGo(device.name);
        QCOMPARE(w->selection()->single(), (ObjectRef{EntityKind::Device, device.id.value}));
        QCOMPARE(w->selectedRacks(), std::vector<RackId>{device.rack});
        QCOMPARE(w->elevation()->rack(), device.rack);
        QCOMPARE(selectedId(w->deviceTable()), device.id.value);
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)w->inspectorHost()->editor(EntityKind::Device));

        // A port as device:port.
        const PortId portId = *doc.portsOf(device.id).begin();
        const Port port = doc.ports().at(portId);
        findAndGo(device.name + QLatin1Char(':') + port.name);
        QCOMPARE(w->selection()->single(), (ObjectRef{EntityKind::Port, port.id.value}));
        QCOMPARE(w->elevation()->rack(), device.rack);

        // A cable by its label.
        const Cable &cable = *doc.cables().begin();
        commit(inspect(*w, {EntityKind::Cable, cable.id.value}), QStringLiteral("label"), QStringLiteral("ZQ-LABEL-77"));
        findAndGo(QStringLiteral("zq-label"));
        QCOMPARE(w->selection()->single(), (ObjectRef{EntityKind::Cable, cable.id.value}));
        QCOMPARE(selectedId(w->cableTable()), cable.id.value);

        // A problem by its code: a feed far too small for its racks.
        commit(inspect(*w, {EntityKind::Feed, doc.feeds().begin()->id.value}), QStringLiteral("capacity"), QStringLiteral("1"));
        QTRY_VERIFY(!w->ruleChecker().problems().empty());
        const Problem problem = w->ruleChecker().problems().front();
        findAndGo(problem.code);
        QVERIFY(find->results()->item(0)->text().contains(problem.code));
        auto *problemsView = w->problemsPanel()->findChild<QTableView *>();
        const QModelIndexList rows = problemsView->selectionModel()->selectedRows();
        QCOMPARE(rows.size(), 1);
        QVERIFY(rows.front().data().toString().size() > 0);
        if (!problem.objects.empty())
            QCOMPARE(w->selection()->single(), problem.objects.front());
    }

    void shortcutsDialogListsFind()
    {
        auto w = openSample();
        bool listed = false;
        for (const ShortcutsDialog::Entry &e : ShortcutsDialog::entries(w.get()))
            listed = listed || (e.action == QLatin1String("Find") && e.shortcut == QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText));
        QVERIFY(listed);
        ShortcutsDialog dialog(w.get());
        QVERIFY(!dialog.table()->findItems(QStringLiteral("Find"), Qt::MatchExactly).isEmpty());
        QVERIFY(!dialog.table()->findItems(QStringLiteral("Save"), Qt::MatchExactly).isEmpty());
        // Help holds the dialog, the documentation and About.
        for (const char *name : {"keyboardShortcuts", "documentation", "aboutRailyard"})
            QVERIFY2(w->findChild<QAction *>(QLatin1String(name)), name);
        QVERIFY(aboutText().contains(QLatin1String("9.8.7")));
        QVERIFY(aboutText().contains(QLatin1String(qVersion())));
        QVERIFY(aboutText().contains(QLatin1String("License")));
        QVERIFY(!documentationPath().isEmpty());
    }

    void viewMenuHasLayersAndDocks()
    {
        auto w = openSample();
        QAction *trays = w->findChild<QAction *>(QStringLiteral("layerTrays"));
        QVERIFY(trays && trays->isChecked());
        trays->toggle();
        QVERIFY(!w->floorPlan()->scene()->layerVisible(FloorPlanScene::Layer::Trays));
        // The Power and Cooling layers: the menu and the plan's buttons agree both ways.
        QAction *power = w->findChild<QAction *>(QStringLiteral("layerPower"));
        QAction *cooling = w->findChild<QAction *>(QStringLiteral("layerCooling"));
        QVERIFY(power && cooling && !power->isChecked());
        power->toggle();
        QVERIFY(w->floorPlan()->powerLayerButton()->isChecked());
        QVERIFY(w->floorPlan()->scene()->powerLayer().visible());
        w->floorPlan()->coolingLayerButton()->setChecked(true);
        QVERIFY(cooling->isChecked());
        QVERIFY(w->floorPlan()->scene()->coolingLayer().visible());
        auto *docks = w->findChild<QMenu *>(QStringLiteral("docksMenu"));
        QVERIFY(docks);
        QStringList titles;
        for (QAction *a : docks->actions())
            titles << a->text();
        for (const char *title : {"Find", "Inspector", "Problems", "Rack elevation"})
            QVERIFY2(titles.contains(QLatin1String(title)), title);
        for (const char *name : {"fitAll", "fitSelection"})
            QVERIFY(w->findChild<QAction *>(QLatin1String(name)));
    }

    // A rack on the plan offers select, elevation, inspect, find and delete; each does what it says.
    void planContextMenuActsOnTheRack()
    {
        auto w = openSample();
        Document &doc = w->document();
        const RackId rack = doc.racks().begin()->id;
        ContextMenuHooks *hooks = w->workspace()->contextMenuHooks();
        const ContextTarget target = hooks->planTarget(w->floorPlan()->scene()->item(rack)->sceneBoundingRect().center());
        QCOMPARE(target.object, (ObjectRef{EntityKind::Rack, rack.value}));
        std::unique_ptr<QMenu> menu(w->workspace()->contextMenus().menuFor(target, w.get()));
        const QStringList names = actionNames(*menu);
        for (const char *name : {"select", "showElevation", "inspect", "findInPlan", "delete"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
        menu->findChild<QAction *>(QStringLiteral("showElevation"))->trigger();
        QCOMPARE(w->elevation()->rack(), rack);
        menu->findChild<QAction *>(QStringLiteral("delete"))->trigger();
        QVERIFY(!doc.racks().contains(rack));
        doc.undoStack()->undo();
        QVERIFY(doc.racks().contains(rack));
        // Empty floor: the hall, with the point clicked.
        const ContextTarget floor = hooks->planTarget(QPointF(-1e6, -1e6));
        QCOMPARE(floor.object.kind, EntityKind::Hall);
        QVERIFY(floor.hallM.has_value());
        menu.reset(w->workspace()->contextMenus().menuFor(floor, w.get()));
        QVERIFY(actionNames(*menu).contains(QStringLiteral("inspect")));
        // A hall can be deleted too, but not without being asked: it takes its rows and racks.
        QString asked;
        w->workspace()->deleteActions()->setConfirm([&asked](const QString &question) {
            asked = question;
            return false;
        });
        const int steps = doc.undoStack()->count();
        menu->findChild<QAction *>(QStringLiteral("delete"))->trigger();
        QVERIFY(doc.halls().contains(HallId(floor.object.id)));
        QCOMPARE(doc.undoStack()->count(), steps);
        QVERIFY2(asked.contains(QStringLiteral("5 row(s)")) && asked.contains(QStringLiteral("32 rack(s)")), qPrintable(asked));
    }

    void elevationAndTableContextMenus()
    {
        auto w = openSample();
        Document &doc = w->document();
        w->resize(1400, 900);
        w->show();
        const Device *mounted = nullptr;
        for (const Device &d : doc.devices())
            if (d.uPosition > 0)
                mounted = &d;
        QVERIFY(mounted);
        w->selectRacks({mounted->rack});
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        ContextMenuHooks *hooks = w->workspace()->contextMenuHooks();
        const QRectF box = w->elevation()->deviceBox(mounted->id).rect;
        QVERIFY(!box.isEmpty());
        // The left part of the device's box: its name, clear of its ports.
        const ContextTarget target = hooks->elevationTarget(QPoint(int(box.left() + 4), int(box.center().y())));
        QCOMPARE(target.object, (ObjectRef{EntityKind::Device, mounted->id.value}));
        std::unique_ptr<QMenu> menu(w->workspace()->contextMenus().menuFor(target, w.get()));
        QVERIFY(actionNames(*menu).contains(QStringLiteral("inspect")));
        QVERIFY(actionNames(*menu).contains(QStringLiteral("delete")));
        menu->findChild<QAction *>(QStringLiteral("inspect"))->trigger();
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)w->inspectorHost()->editor(EntityKind::Device));

        for (QTableView *table : {w->rackTable(), w->deviceTable(), w->cableTable()}) {
            w->centralTabs()->setCurrentWidget(table->parentWidget());
            QApplication::processEvents();
            const QPoint at = table->visualRect(table->model()->index(0, 0)).center();
            const ContextTarget row = hooks->tableTarget(table, at);
            QVERIFY(row.object.id != 0);
            menu.reset(w->workspace()->contextMenus().menuFor(row, w.get()));
            for (const char *name : {"inspect", "delete", "findInPlan"})
                QVERIFY2(actionNames(*menu).contains(QLatin1String(name)), name);
        }
    }

    void screenshots()
    {
        auto w = openSample();
        w->resize(1600, 1000);
        w->show();
        const QString dir = qEnvironmentVariable("RAILYARD_SHOTS", QDir::temp().filePath(QStringLiteral("railyard-workspace-shots")));
        QVERIFY(takeWorkspaceShots(*w, dir));
        for (const char *name : {"inspector-feed", "inspector-loop", "inspector-cable", "find"})
            QVERIFY(QFileInfo::exists(QDir(dir).filePath(QLatin1String(name) + QStringLiteral(".png"))));
    }
};

QTEST_MAIN(TestInspectorFind)
#include "tst_inspectorfind.moc"
