// The Edit menu's racks and cabling gestures on the objects' context menus (docs/GUI.md,
// "Context menus"): a rack offers copy, paste, replicate, add racks and wiring; a cable re-plug,
// delete and trace; the empty floor paste and insert a rack where it was clicked.

#include "catalog/catalogcsv.h"
#include "contextmenuhooks.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "mainwindow.h"
#include "rackitem.h"
#include "workspaceactions.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace railyard;

namespace {

std::unique_ptr<MainWindow> openSample()
{
    auto w = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
    if (!w->openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)))
        qFatal("cannot open the sample");
    w->resize(1400, 900);
    w->show();
    return w;
}

QStringList actionNames(const QMenu &menu)
{
    QStringList names;
    for (QAction *a : menu.actions())
        names << a->objectName();
    return names;
}

} // namespace

class TestEditContextMenus : public QObject {
    Q_OBJECT
private slots:
    void aRackOffersTheRackGesturesAndTheFloorPastes()
    {
        auto w = openSample();
        Document &doc = w->document();
        const Rack *su01 = nullptr;
        for (const Rack &r : doc.racks())
            if (r.name == QStringLiteral("SU01-R01"))
                su01 = &r;
        QVERIFY(su01);
        const Rack rack = *su01;
        const RackId id = rack.id;
        ContextMenuHooks *hooks = w->workspace()->contextMenuHooks();
        const ContextTarget onRack = hooks->planTarget(w->floorPlan()->scene()->item(id)->sceneBoundingRect().center());
        QCOMPARE(onRack.object, (ObjectRef{EntityKind::Rack, id.value}));
        std::unique_ptr<QMenu> menu(w->workspace()->contextMenus().menuFor(onRack, w.get()));
        for (const char *name : {"copyRacks", "pasteRacks", "replicate", "addRacksToRow", "wireLikeNeighbours"})
            QVERIFY2(actionNames(*menu).contains(QLatin1String(name)), name);
        QVERIFY(!actionNames(*menu).contains(QStringLiteral("insertRackHere")));
        // Copy on the rack takes that rack, whatever was selected.
        w->selectRacks({});
        menu->findChild<QAction *>(QStringLiteral("copyRacks"))->trigger();
        QCOMPARE(w->selectedRacks(), std::vector<RackId>{id});

        // The empty floor of its hall: paste and insert, not the rack's gestures.
        const HallId hall = doc.hallOf(id);
        const Hall &h = doc.halls().at(hall);
        const QPointF spot(h.widthM / 2, h.depthM - 1.5);
        const ContextTarget floor{{EntityKind::Hall, hall.value}, spot};
        menu.reset(w->workspace()->contextMenus().menuFor(floor, w.get()));
        for (const char *name : {"pasteRacksHere", "insertRackHere"})
            QVERIFY2(actionNames(*menu).contains(QLatin1String(name)), name);
        QVERIFY(!actionNames(*menu).contains(QStringLiteral("copyRacks")));
        const int racks = doc.racks().size();
        const int steps = doc.undoStack()->index();
        menu->findChild<QAction *>(QStringLiteral("pasteRacksHere"))->trigger();
        QCOMPARE(doc.racks().size(), racks + 1);
        // The copy stands where the floor was clicked, and is the selection.
        QCOMPARE(w->selectedRacks().size(), size_t(1));
        const Rack &copy = doc.racks().at(w->selectedRacks().front());
        QCOMPARE(QPointF(copy.xM, copy.yM), spot);
        QCOMPARE(doc.hallOf(copy.id), hall);
        QCOMPARE(doc.undoStack()->index(), steps + 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.racks().size(), racks);

        // Insert Rack Here outside the hall's walls: refused, nothing added.
        const ContextTarget outside{{EntityKind::Hall, hall.value}, QPointF(-5, -5)};
        menu.reset(w->workspace()->contextMenus().menuFor(outside, w.get()));
        menu->findChild<QAction *>(QStringLiteral("insertRackHere"))->trigger();
        QCOMPARE(doc.racks().size(), racks);
        QCOMPARE(doc.undoStack()->index(), steps);
        // Past the row's end: a rack placed there, one step.
        double lastX = rack.xM;
        for (RackId r : doc.racksOf(rack.row))
            lastX = std::max(lastX, doc.racks().at(r).xM);
        const ContextTarget past{{EntityKind::Hall, hall.value}, QPointF(lastX + 0.8, rack.yM + 0.4)};
        menu.reset(w->workspace()->contextMenus().menuFor(past, w.get()));
        menu->findChild<QAction *>(QStringLiteral("insertRackHere"))->trigger();
        QVERIFY2(doc.racks().size() == racks + 1, qPrintable(w->statusBar()->currentMessage()));
        QCOMPARE(doc.undoStack()->index(), steps + 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.racks().size(), racks);
    }

    void aCableOffersReplugDeleteAndTrace()
    {
        auto w = openSample();
        Document &doc = w->document();
        QTableView *table = w->cableTable();
        w->centralTabs()->setCurrentWidget(table->parentWidget());
        QApplication::processEvents();
        const QPoint at = table->visualRect(table->model()->index(0, 0)).center();
        const ContextTarget row = w->workspace()->contextMenuHooks()->tableTarget(table, at);
        QCOMPARE(row.object.kind, EntityKind::Cable);
        table->selectRow(0);
        std::unique_ptr<QMenu> menu(w->workspace()->contextMenus().menuFor(row, w.get()));
        for (const char *name : {"replugEnd", "deleteCables", "traceCable"})
            QVERIFY2(actionNames(*menu).contains(QLatin1String(name)), name);
        const size_t cables = doc.cables().size();
        menu->findChild<QAction *>(QStringLiteral("deleteCables"))->trigger();
        QCOMPARE(doc.cables().size(), cables - 1);
        QVERIFY(!doc.cables().contains(CableId(row.object.id)));
        doc.undoStack()->undo();
        QCOMPARE(doc.cables().size(), cables);
    }
};

QTEST_MAIN(TestEditContextMenus)
#include "tst_editcontextmenus.moc"
