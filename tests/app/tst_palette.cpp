// The catalog palette of issue #14: the design's parts by category, searched, dragged onto the
// floor plan (a rack placed, snapped and named from its row; a PDU refused on a powered rack)
// and onto the rack elevation (a device mounted at the U under the pointer; a taken U refused
// with the reason), and the Insert menu. Drags are sent as the drag events a drop delivers,
// with the MIME data the palette's tree gives: offscreen, no OS drag can run.

#include "catalog/catalogcsv.h"
#include "catalogpalette.h"
#include "catalogpalettemodel.h"
#include "commands/editor.h"
#include "elevationdrop.h"
#include "floorplandrop.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "fabricbuilddialog.h"
#include "guitestsupport.h"
#include "insertactions.h"
#include "layoutactions.h"
#include "engine/engine.h"
#include "rules/ruleprovider.h"
#include "mainwindow.h"
#include "partmime.h"
#include "rackelevation.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDropEvent>
#include <QGraphicsObject>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>
#include <QTest>
#include <QTreeView>
#include <QSpinBox>
#include <set>

using namespace railyard;
using guitest::dragFromPalette;
using guitest::dropAt;

namespace {

std::unique_ptr<MainWindow> openSample()
{
    auto w = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
    if (!w->openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)))
        qFatal("cannot open the sample");
    w->resize(1600, 1000);
    w->show();
    return w;
}

const Rack *rackNamed(const Document &doc, const QString &name)
{
    for (const Rack &r : doc.racks())
        if (r.name == name)
            return &r;
    return nullptr;
}

// An empty liquid hall with A and B feeds (PREFIX-A, PREFIX-B) and a loop (PREFIX-LOOP1), as a
// designer starts one by hand before dropping rack-scale systems into it.
struct LiquidHall {
    HallId hall;
    LoopId loop;
};
LiquidHall addLiquidHall(Editor &ed, const QString &name, const QString &prefix, double widthM, double depthM)
{
    Hall bare{{}, name, widthM, depthM};
    bare.utilityFeedW = 2e6;
    LiquidHall out;
    out.hall = *ed.addHall(bare);
    ed.addFeed({{}, out.hall, prefix + QStringLiteral("-A"), FeedSide::A, 1.5e6});
    ed.addFeed({{}, out.hall, prefix + QStringLiteral("-B"), FeedSide::B, 1.5e6});
    CoolingLoop water;
    water.hall = out.hall;
    water.name = prefix + QStringLiteral("-LOOP1");
    out.loop = *ed.addLoop(water);
    return out;
}

} // namespace

class TestPalette : public QObject {
    Q_OBJECT
private slots:
    void listsTheCatalogByCategoryAndFilters()
    {
        auto w = openSample();
        auto *palette = w->findChild<CatalogPalette *>();
        QVERIFY(palette);
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("paletteDock"));
        QVERIFY(dock);
        QCOMPARE(w->dockWidgetArea(dock), Qt::RightDockWidgetArea); // beside the plan, over the elevation
        dock->raise();
        QTRY_VERIFY(dock->isVisible());
        QAbstractItemModelTester tester(palette->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Document &doc = w->document();
        QCOMPARE(palette->visibleParts(), doc.catalog().size());

        const Part &node = doc.catalog().at(doc.devices().begin()->part);
        QTest::keyClicks(palette->filter(), node.partNumber);
        QVERIFY(palette->visibleParts() >= 1);
        QVERIFY(palette->visibleParts() < doc.catalog().size());
        // The part's row: its figures in columns and its sources in the tooltip.
        const QModelIndex at = palette->model()->indexOf(node.id);
        QVERIFY(at.isValid());
        QCOMPARE(at.parent().data().toString().section(QLatin1Char(' '), 0, 0).isEmpty(), false);
        QCOMPARE(at.siblingAtColumn(CatalogPaletteModel::Units).data(Qt::EditRole).toInt(), node.uHeight);
        QCOMPARE(at.siblingAtColumn(CatalogPaletteModel::MaxPower).data(Qt::EditRole).toDouble(), node.maxW);
        if (!node.sources.power.isEmpty())
            QVERIFY(at.data(Qt::ToolTipRole).toString().contains(node.sources.power.toHtmlEscaped()));
        QTest::keyClicks(palette->filter(), QStringLiteral("no-such-part-zz"));
        QCOMPARE(palette->visibleParts(), 0);
        palette->filter()->clear();
        QCOMPARE(palette->visibleParts(), doc.catalog().size());

        // A new design's catalog replaces the list (the tester checks the reset).
        w->document().startNew(Catalog());
        QCOMPARE(palette->visibleParts(), 0);
    }

    void aRackTypeDroppedOnThePlanJoinsTheRow()
    {
        auto w = openSample();
        Document &doc = w->document();
        auto *palette = w->findChild<CatalogPalette *>();
        FloorPlanView *view = w->floorPlan()->view();
        auto *drops = view->findChild<FloorPlanDrop *>();
        QVERIFY(drops);
        const Rack *first = rackNamed(doc, QStringLiteral("SU01-R01"));
        QVERIFY(first);
        Rack last = *first;
        int highest = 0;
        for (RackId id : doc.racksOf(first->row)) {
            const Rack &r = doc.racks().at(id);
            if (r.xM > last.xM)
                last = r;
            if (r.name.startsWith(QStringLiteral("SU01-R")))
                highest = std::max(highest, r.name.mid(6).toInt());
        }
        const HallId hall = doc.hallOf(last.id);
        const QString expected = QStringLiteral("SU01-R%1").arg(highest + 1, 2, 10, QLatin1Char('0'));
        const std::unique_ptr<QMimeData> mime = dragFromPalette(palette, doc.catalog().at(last.part).partNumber);
        QVERIFY(mime);
        QVERIFY(mime->hasFormat(QString::fromLatin1(kPartMimeType)));

        // Past the row's end, a little off its line.
        const QPointF scene = w->floorPlan()->scene()->toScene(hall, QPointF(last.xM + 0.6 + 0.2, last.yM + 0.4));
        view->setTransform(QTransform::fromScale(1, 1));
        view->centerOn(scene);
        const QPoint at = view->mapFromScene(scene);
        const int racks = doc.racks().size();
        const bool taken = dropAt(view->viewport(), mime.get(), at, [&] {
            QGraphicsObject *ghost = drops->ghost();
            QVERIFY(ghost);
            QVERIFY(ghost->data(0).toBool());
            QVERIFY2(ghost->toolTip().contains(expected), qPrintable(ghost->toolTip()));
        });
        QVERIFY(taken);
        QVERIFY(!drops->ghost());
        QCOMPARE(doc.racks().size(), racks + 1);
        const Rack *placed = rackNamed(doc, expected);
        QVERIFY(placed);
        QCOMPARE(placed->row, last.row);
        QVERIFY(qAbs(placed->xM - (last.xM + 0.6)) < 1e-6); // snapped onto the row's pitch and line
        QCOMPARE(placed->yM, last.yM);
        QCOMPARE(placed->rotationDeg, last.rotationDeg);
        QVERIFY(w->floorPlan()->scene()->item(placed->id));
        QCOMPARE(w->selectedRacks(), std::vector<RackId>{placed->id});
        QVERIFY(w->statusBar()->currentMessage().contains(expected));
        doc.undoStack()->undo();
        QCOMPARE(doc.racks().size(), racks);
        QVERIFY(!rackNamed(doc, expected));
        doc.undoStack()->redo();
        QVERIFY(rackNamed(doc, expected));
        doc.undoStack()->undo();

        // Onto a rack standing there: red, refused with the reason, nothing changed.
        const QPoint onto = view->mapFromScene(w->floorPlan()->scene()->toScene(hall, QPointF(last.xM, last.yM)));
        const int steps = doc.undoStack()->count();
        const bool refused = !dropAt(view->viewport(), mime.get(), onto, [&] {
            QVERIFY(drops->ghost());
            QVERIFY(!drops->ghost()->data(0).toBool());
        });
        QVERIFY(refused);
        QCOMPARE(doc.racks().size(), racks);
        QCOMPARE(doc.undoStack()->count(), steps);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("overlap rack %1").arg(last.name)),
                 qPrintable(w->statusBar()->currentMessage()));

        // A PDU onto a rack powered on both sides: refused, saying so.
        const std::unique_ptr<QMimeData> pdu = dragFromPalette(palette, doc.catalog().parts(PartCategory::Pdu).front()->partNumber);
        QVERIFY(pdu);
        QVERIFY(!dropAt(view->viewport(), pdu.get(), onto));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("both sides")), qPrintable(w->statusBar()->currentMessage()));
        QCOMPARE(doc.undoStack()->count(), steps);
    }

    void partsDroppedOnARowPowerTheWholeRow()
    {
        auto w = openSample();
        Document &doc = w->document();
        auto *palette = w->findChild<CatalogPalette *>();
        FloorPlanView *view = w->floorPlan()->view();
        auto *drops = view->findChild<FloorPlanDrop *>();
        QVERIFY(drops);
        const Rack first = *rackNamed(doc, QStringLiteral("SU01-R01"));
        const HallId hall = doc.hallOf(first.id);
        std::vector<RackId> racks(doc.racksOf(first.row).begin(), doc.racksOf(first.row).end());
        // The row's racks lose their A-side PDUs: a PDU dropped on the row gives each one back.
        Editor editor(doc);
        doc.undoStack()->beginMacro(QStringLiteral("unpower"));
        for (RackId id : racks) {
            Rack r = doc.racks().at(id);
            r.pduA = {};
            editor.update(r, Rack::kPdu, QStringLiteral("unpower"));
        }
        doc.undoStack()->endMacro();
        view->setTransform(QTransform::fromScale(0.5, 0.5));
        // On the row's line before its first rack, where its label stands.
        const QPointF label = w->floorPlan()->scene()->toScene(hall, QPointF(first.xM - 1.2, first.yM));
        view->centerOn(label);
        const std::unique_ptr<QMimeData> pdu = dragFromPalette(palette, doc.catalog().parts(PartCategory::Pdu).front()->partNumber);
        QVERIFY(pdu);
        const size_t pdus = doc.pdus().size();
        const int steps = doc.undoStack()->count();
        const bool taken = dropAt(view->viewport(), pdu.get(), view->mapFromScene(label), [&] {
            QVERIFY(drops->ghost());
            QVERIFY(drops->ghost()->data(0).toBool());
            QVERIFY2(drops->ghost()->toolTip().contains(QString::number(racks.size())), qPrintable(drops->ghost()->toolTip()));
        });
        QVERIFY(taken);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.pdus().size(), pdus + racks.size());
        for (RackId id : racks)
            QVERIFY(doc.racks().at(id).pduA);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("Added %1 PDU").arg(racks.size())), qPrintable(w->statusBar()->currentMessage()));
        // Again: every rack is powered on both sides now, refused with the reason.
        QVERIFY(!dropAt(view->viewport(), pdu.get(), view->mapFromScene(label)));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("both sides")), qPrintable(w->statusBar()->currentMessage()));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.pdus().size(), pdus);
        doc.undoStack()->redo();
        QCOMPARE(doc.pdus().size(), pdus + racks.size());

        // A busway dropped along the row runs over it, the racks' A-side PDUs its tap-offs.
        const std::unique_ptr<QMimeData> busway = dragFromPalette(palette, doc.catalog().parts(PartCategory::Busway).front()->partNumber);
        QVERIFY(busway);
        const QPointF middle = w->floorPlan()->scene()->toScene(hall, QPointF(first.xM + 1.0, first.yM));
        QVERIFY(dropAt(view->viewport(), busway.get(), view->mapFromScene(middle)));
        QCOMPARE(doc.busways().size(), size_t(1));
        const Busway &run = *doc.busways().begin();
        for (RackId id : racks)
            QCOMPARE(doc.pdus().at(doc.racks().at(id).pduA).busway, run.id);
        QCOMPARE(doc.undoStack()->count(), steps + 2);
        view->centerOn(middle);
        if (!qEnvironmentVariableIsEmpty("RAILYARD_SHOT_DIR"))
            w->floorPlan()->grab().save(qEnvironmentVariable("RAILYARD_SHOT_DIR") + QStringLiteral("/busway-row.png"));
        doc.undoStack()->undo();
        QVERIFY(doc.busways().size() == 0);
        QVERIFY(!doc.pdus().at(doc.racks().at(racks.front()).pduA).busway);
        doc.undoStack()->redo();
        QCOMPARE(doc.busways().size(), size_t(1));

        // A CDU dropped on the row stands past its far end, on the row's loop.
        PartId cduPart;
        for (const Part *p : doc.catalog().parts(PartCategory::Cdu))
            if (p->widthM > 0 && !cduPart)
                cduPart = p->id;
        const std::unique_ptr<QMimeData> cdu = dragFromPalette(palette, doc.catalog().at(cduPart).partNumber);
        QVERIFY(cdu);
        const size_t cdus = doc.cdus().size();
        QVERIFY(dropAt(view->viewport(), cdu.get(), view->mapFromScene(label)));
        QCOMPARE(doc.cdus().size(), cdus + 1);
        double lastX = first.xM;
        for (RackId id : racks)
            lastX = std::max(lastX, doc.racks().at(id).xM);
        const Cdu *added = nullptr;
        for (const Cdu &c : doc.cdus())
            if (c.xM > lastX && std::abs(c.yM - first.yM) < 1e-6)
                added = &c;
        QVERIFY(added);
        QCOMPARE(added->loop, doc.racks().at(first.id).loop);
        doc.undoStack()->undo();
        QCOMPARE(doc.cdus().size(), cdus);

        // A busway far from any row: refused, saying where to drop it.
        const QPoint far = view->mapFromScene(w->floorPlan()->scene()->toScene(hall, QPointF(first.xM, first.yM - 50)));
        QVERIFY(!dropAt(view->viewport(), busway.get(), far));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("along a row")), qPrintable(w->statusBar()->currentMessage()));
        QCOMPARE(doc.busways().size(), size_t(1));
    }

    void aDeviceDroppedOnTheElevationMountsAtTheU()
    {
        auto w = openSample();
        Document &doc = w->document();
        auto *palette = w->findChild<CatalogPalette *>();
        RackElevation *elevation = w->elevation();
        auto *drops = elevation->findChild<ElevationDrop *>();
        QVERIFY(drops);
        // A node's rack with one node taken out: its units are where the new one goes.
        Device node;
        for (const Device &d : doc.devices())
            if (d.name == QLatin1String("gpu00001"))
                node = d;
        QVERIFY(node.id);
        const RackId rack = node.rack;
        Device other;
        for (DeviceId id : doc.devicesOf(rack))
            if (doc.devices().at(id).part == node.part && id != node.id)
                other = doc.devices().at(id);
        QVERIFY(other.id);
        Selection gone;
        gone.devices.push_back(other.id);
        QVERIFY(Editor(doc).erase(gone));
        w->selectRacks({rack});
        QCOMPARE(elevation->rack(), rack);
        QApplication::processEvents();

        const std::unique_ptr<QMimeData> mime = dragFromPalette(palette, doc.catalog().at(node.part).partNumber);
        QVERIFY(mime);
        const int u = other.uPosition;
        const QPoint at = elevation->unitsRect(u, 1).center().toPoint();
        QCOMPARE(elevation->unitAt(at), u);
        const int devices = doc.devices().size();
        const bool taken = dropAt(elevation, mime.get(), at, [&] {
            QVERIFY2(drops->hintText().contains(QStringLiteral("at U%1").arg(u)), qPrintable(drops->hintText()));
            QVERIFY(!drops->hintRefused());
        });
        QVERIFY(taken);
        QCOMPARE(doc.devices().size(), devices + 1);
        const Device *mounted = nullptr;
        for (DeviceId id : doc.devicesOf(rack))
            if (doc.devices().at(id).uPosition == u)
                mounted = &doc.devices().at(id);
        QVERIFY(mounted);
        QCOMPARE(mounted->part, node.part);
        QCOMPARE(mounted->name, other.name); // the rack's series: the freed name comes back
        QVERIFY(doc.portsOf(mounted->id).begin() != doc.portsOf(mounted->id).end());
        QVERIFY(elevation->deviceBox(mounted->id).rect.isValid());
        doc.undoStack()->undo();
        QCOMPARE(doc.devices().size(), devices);
        doc.undoStack()->redo();
        QCOMPARE(doc.devices().size(), devices + 1);

        // The same U again: taken, red, refused with the reason; the document unchanged.
        const int steps = doc.undoStack()->count();
        const bool refused = !dropAt(elevation, mime.get(), at, [&] {
            QVERIFY(drops->hintRefused());
            QVERIFY2(drops->hintText().contains(QStringLiteral("taken by %1").arg(other.name)), qPrintable(drops->hintText()));
        });
        QVERIFY(refused);
        QCOMPARE(doc.devices().size(), devices + 1);
        QCOMPARE(doc.undoStack()->count(), steps);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("taken by")), qPrintable(w->statusBar()->currentMessage()));
    }

    // Issue #33: a rack dropped into a new row rebuilds the plan. The scene deleted its items in
    // the order they were added, and deleting a selected rack added after the facility layer (one
    // that joined a row since the last rebuild) told the window the selection changed; the window
    // then read the facility layer's items, deleted a moment before (a crash under ASan, and 2 of
    // 3 tries in the window). Fifty times: a rack into a new row, one more joining it and selected;
    // then everything undone with a column selected.
    // A GB300 NVL72 frame dropped on the plan arrives whole: the ghost says what comes with it;
    // the rack holds its trays, NVLink switch trays, shelves and management switch, on the hall's
    // feeds and loop; one undo step takes it all back.
    void aRackScaleSystemDroppedArrivesWhole()
    {
        auto w = openSample();
        w->resize(1400, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        Document &doc = w->document();
        auto *palette = w->findChild<CatalogPalette *>();
        FloorPlanScene *scene = w->floorPlan()->scene();
        FloorPlanView *view = w->floorPlan()->view();
        auto *drops = view->findChild<FloorPlanDrop *>();
        Editor ed(doc);
        const auto [hall, loop] = addLiquidHall(ed, QStringLiteral("H-NVL"), QStringLiteral("NVL"), 20, 12);
        const std::unique_ptr<QMimeData> mime = dragFromPalette(palette, QStringLiteral("GB300-NVL72"));
        QVERIFY(mime);
        const QPointF spot = scene->toScene(hall, QPointF(4, 4));
        view->setTransform(QTransform::fromScale(0.6, 0.6));
        view->centerOn(spot);
        const int racks = doc.racks().size(), devices = doc.devices().size(), steps = doc.undoStack()->count();
        QString ghostText;
        QVERIFY(dropAt(view->viewport(), mime.get(), view->mapFromScene(spot), [&] {
            QVERIFY(drops->ghost());
            ghostText = drops->ghost()->toolTip();
        }));
        QVERIFY2(ghostText.contains(QStringLiteral("18 compute trays, 9 NVLink switch trays")), qPrintable(ghostText));
        QVERIFY2(ghostText.contains(QStringLiteral("NVL-LOOP1")), qPrintable(ghostText));
        QCOMPARE(doc.racks().size(), racks + 1);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        const RackId placed = w->selectedRacks().front();
        const Rack &r = doc.racks().at(placed);
        QCOMPARE(r.loop, loop);
        QVERIFY(r.pduA && r.pduB);
        const int inRack = int(doc.devicesOf(placed).size());
        QCOMPARE(inRack, 18 + 9 + 2 * doc.pdus().at(r.pduA).units + 1);
        QCOMPARE(doc.devices().size(), devices + inRack);
        for (QDockWidget *dock : w->findChildren<QDockWidget *>())
            if (dock->objectName() == QLatin1String("elevationDock"))
                dock->raise();
        QTest::qWait(50);
        w->grab().save(QStringLiteral("/tmp/shots/nvl72-dropped-whole.png"));
        doc.undoStack()->undo();
        QCOMPARE(doc.racks().size(), racks);
        QCOMPARE(doc.devices().size(), devices);

        // Four at a time: a row of four whole racks named in series, one undo step.
        palette->quantity()->setValue(4);
        const std::unique_ptr<QMimeData> four = dragFromPalette(palette, QStringLiteral("GB300-NVL72"));
        QVERIFY(dropAt(view->viewport(), four.get(), view->mapFromScene(spot), [&] { ghostText = drops->ghost()->toolTip(); }));
        QVERIFY2(ghostText.contains(QStringLiteral("ROW01-R01 to ROW01-R04")), qPrintable(ghostText));
        QCOMPARE(doc.racks().size(), racks + 4);
        QCOMPARE(doc.devices().size(), devices + 4 * inRack);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        std::set<double> xs;
        for (const Rack &r : doc.racks())
            if (r.name.startsWith(QLatin1String("ROW01-R0")) && doc.hallOf(r.id) == hall)
                xs.insert(r.xM);
        QCOMPARE(xs.size(), size_t(4));
        QVERIFY(std::abs(*xs.rbegin() - *xs.begin() - 3 * 0.6) < 1e-6); // side by side at the frame's width
        w->grab().save(QStringLiteral("/tmp/shots/nvl72-row-of-four.png"));
        palette->grab().save(QStringLiteral("/tmp/shots/palette-racks-per-drop.png"));
        // Too many for the hall: refused whole, nothing placed.
        palette->quantity()->setValue(40);
        const std::unique_ptr<QMimeData> forty = dragFromPalette(palette, QStringLiteral("GB300-NVL72"));
        const QPointF free = scene->toScene(hall, QPointF(4, 8));
        QVERIFY(!dropAt(view->viewport(), forty.get(), view->mapFromScene(free)));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("outside hall H-NVL")), qPrintable(w->statusBar()->currentMessage()));
        QCOMPARE(doc.racks().size(), racks + 4);
        palette->quantity()->setValue(1);
        doc.undoStack()->undo();
        QCOMPARE(doc.racks().size(), racks);
    }

    // A node rack of the sample saved as a template (Edit > Save Rack as Template…) is listed
    // first in the palette, with Railyard's own templates, and drags onto the plan two at a time:
    // whole racks, one undo step. Removed from the palette's menu, it is no longer offered.
    void aSavedRackTemplateDragsFromThePaletteWhole()
    {
        auto w = openSample();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        Document &doc = w->document();
        auto *palette = w->findChild<CatalogPalette *>();
        auto *layout = w->findChild<LayoutActions *>();
        QVERIFY(palette && layout);
        RackId nodeRack;
        for (const Rack &r : doc.racks())
            for (DeviceId d : doc.devicesOf(r.id))
                if (!nodeRack && doc.catalog().at(doc.devices().at(d).part).category == PartCategory::GpuServer)
                    nodeRack = r.id;
        QVERIFY(nodeRack);
        const int inSource = int(doc.devicesOf(nodeRack).size());
        w->selectRacks({nodeRack});
        const QString saved = layout->saveTemplateNow(QStringLiteral("Node rack"));
        QVERIFY2(saved.startsWith(QLatin1String("Saved rack")), qPrintable(saved));
        const QModelIndex first = palette->model()->index(0, 0);
        QVERIFY2(first.data().toString().startsWith(QLatin1String("Rack templates (")), qPrintable(first.data().toString()));
        QCOMPARE(palette->model()->index(0, 0, first).data().toString(), QStringLiteral("Node rack"));
        palette->filter()->clear();
        palette->tree()->expandAll();
        palette->resize(560, 420);
        palette->grab().save(QStringLiteral("/tmp/shots/palette-rack-templates.png"));

        Editor ed(doc);
        const LiquidHall h = addLiquidHall(ed, QStringLiteral("H-TPL"), QStringLiteral("TPL"), 20, 12);
        FloorPlanScene *scene = w->floorPlan()->scene();
        FloorPlanView *view = w->floorPlan()->view();
        auto *drops = view->findChild<FloorPlanDrop *>();
        const QPointF spot = scene->toScene(h.hall, QPointF(4, 4));
        view->setTransform(QTransform::fromScale(0.6, 0.6));
        view->centerOn(spot);
        palette->quantity()->setValue(2);
        const std::unique_ptr<QMimeData> mime = dragFromPalette(palette, QStringLiteral("Node rack"));
        QVERIFY(mime);
        const int racks = doc.racks().size(), devices = doc.devices().size(), steps = doc.undoStack()->index();
        QString ghostText;
        QVERIFY(dropAt(view->viewport(), mime.get(), view->mapFromScene(spot), [&] { ghostText = drops->ghost()->toolTip(); }));
        QVERIFY2(ghostText.contains(QStringLiteral("from template Node rack")), qPrintable(ghostText));
        QCOMPARE(doc.racks().size(), racks + 2);
        QCOMPARE(doc.devices().size(), devices + 2 * inSource);
        QCOMPARE(doc.undoStack()->index(), steps + 1);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("from template Node rack")), qPrintable(w->statusBar()->currentMessage()));
        for (RackId placed : w->selectedRacks())
            QCOMPARE(int(doc.devicesOf(placed).size()), inSource);
        QTest::qWait(50);
        w->grab().save(QStringLiteral("/tmp/shots/template-racks-dropped.png"));
        palette->quantity()->setValue(1);

        emit palette->templateRemoveRequested(QStringLiteral("Node rack"));
        QVERIFY(doc.site().rackTemplates.empty());
        QVERIFY(!dragFromPalette(palette, QStringLiteral("Node rack")));
        QVERIFY(dragFromPalette(palette, QStringLiteral("Network rack with 2 leaves")));
    }

    // A row of NVL72 racks dropped whole, then Edit > Build Fabric…: the dialog previews the
    // switches, racks, cables and optics before it builds; Build adds the fabric as one undo
    // step and the hall checks clean; the selected racks' nodes are rail-wired.
    void droppedNvl72RowGetsItsFabric()
    {
        auto w = openSample();
        w->resize(1400, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        Document &doc = w->document();
        auto *palette = w->findChild<CatalogPalette *>();
        FloorPlanScene *scene = w->floorPlan()->scene();
        FloorPlanView *view = w->floorPlan()->view();
        Editor ed(doc);
        const auto [hall, loop] = addLiquidHall(ed, QStringLiteral("H-FAB"), QStringLiteral("FAB"), 24, 14);
        Hall slab = doc.halls().at(hall);
        slab.airCoolingW = 300e3;
        slab.floorRatingKPa = 24; // a loaded NVL72 puts ~2,100 kg/m² on its footprint
        QVERIFY(ed.update(slab, Hall::kAirCooling | Hall::kFloorRating, QStringLiteral("slab")));
        for (int i = 0; i < 2; ++i)
            QVERIFY(ed.addCdu({{}, loop, doc.catalog().find(QStringLiteral("CDU-INROW-600KW"))->id, QStringLiteral("FAB CDU %1").arg(i + 1),
                               2.0 + i, 1.0}).ok());
        palette->quantity()->setValue(4);
        const std::unique_ptr<QMimeData> four = dragFromPalette(palette, QStringLiteral("GB300-NVL72"));
        palette->quantity()->setValue(1);
        const QPointF spot = scene->toScene(hall, QPointF(4, 7));
        view->setTransform(QTransform::fromScale(0.6, 0.6));
        view->centerOn(spot);
        QVERIFY(dropAt(view->viewport(), four.get(), view->mapFromScene(spot)));
        const std::vector<RackId> dropped = w->selectedRacks();
        QCOMPARE(dropped.size(), size_t(4));
        auto hallProblems = [&] {
            QStringList out;
            const Engine engine(doc);
            for (const Problem &p : checkDesign(doc, engine))
                for (const ObjectRef &o : p.objects)
                    if ((o.kind == EntityKind::Hall && o.id == hall.value) || (o.kind == EntityKind::Rack && doc.racks().contains(RackId(o.id))
                                                                              && doc.hallOf(RackId(o.id)) == hall)) {
                        out << p.code + QStringLiteral(": ") + p.message;
                        break;
                    }
            return out;
        };
        QVERIFY2(hallProblems().isEmpty(), qPrintable(hallProblems().join(QLatin1Char('\n'))));
        const int steps = doc.undoStack()->count(), devices = doc.devices().size();

        auto *layout = w->findChild<LayoutActions *>();
        QVERIFY(layout);
        QString previewText;
        layout->setDialogHook([&](FabricBuildDialog &dialog) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            previewText = dialog.previewText();
            QVERIFY(dialog.buildEnabled());
            dialog.grab().save(QStringLiteral("/tmp/shots/fabric-build-dialog.png"));
            // A switch of another speed cannot carry the trays' 800G NICs: refused, Build off.
            auto *sw = dialog.findChild<QComboBox *>(QStringLiteral("fabricSwitch"));
            sw->setCurrentIndex(sw->findData(QStringLiteral("SN2201")) >= 0 ? sw->findData(QStringLiteral("SN2201")) : sw->findData(QStringLiteral("MQM9700-NS2F")));
            dialog.preview();
            QVERIFY(!dialog.buildEnabled() || dialog.previewText() != previewText);
            sw->setCurrentIndex(0);
            dialog.preview();
            QVERIFY(dialog.buildEnabled());
            dialog.accept();
        });
        QAction *action = w->findChild<QAction *>(QStringLiteral("buildFabric"));
        QVERIFY(action);
        action->trigger();
        QVERIFY2(previewText.contains(QLatin1String("Q3400-RA")) && previewText.contains(QLatin1String("transceiver")), qPrintable(previewText));
        QVERIFY2(previewText.contains(QLatin1String("288 node to leaf")), qPrintable(previewText));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(doc.devices().size() > devices);
        QVERIFY2(w->statusBar()->currentMessage().contains(QLatin1String("Built the compute fabric of 288 GPUs")),
                 qPrintable(w->statusBar()->currentMessage()));
        QVERIFY2(hallProblems().isEmpty(), qPrintable(hallProblems().join(QLatin1Char('\n'))));
        QTest::qWait(50);
        w->grab().save(QStringLiteral("/tmp/shots/fabric-built.png"));
        doc.undoStack()->undo();
        QCOMPARE(doc.devices().size(), devices);
        QCOMPARE(doc.undoStack()->index(), steps);
        doc.undoStack()->undo(); // and the drop
    }

    void racksDroppedIntoNewRowsRebuildThePlanSafely()
    {
        auto w = openSample();
        Document &doc = w->document();
        auto *palette = w->findChild<CatalogPalette *>();
        FloorPlanScene *scene = w->floorPlan()->scene();
        FloorPlanView *view = w->floorPlan()->view();
        Editor ed(doc);
        Hall empty{{}, QStringLiteral("H-DROPS"), 60, 50};
        empty.utilityFeedW = 5e6;
        const HallId hall = *ed.addHall(empty);
        QVERIFY(hall.isValid());
        const Result<ColumnId> column = ed.addColumn({{}, hall, QStringLiteral("C-DROPS"), 1.0, 1.0, 0.6, 0.6});
        QVERIFY(column.ok());
        const ObjectRef columnRef{EntityKind::Column, column.value().value};
        const Rack &model = *rackNamed(doc, QStringLiteral("SU01-R01"));
        const std::unique_ptr<QMimeData> mime = dragFromPalette(palette, doc.catalog().at(model.part).partNumber);
        QVERIFY(mime);
        view->setTransform(QTransform::fromScale(0.5, 0.5));
        auto drop = [&](QPointF hallM) {
            const QPointF spot = scene->toScene(hall, hallM);
            view->centerOn(spot);
            return dropAt(view->viewport(), mime.get(), view->mapFromScene(spot));
        };

        const int racks = doc.racks().size(), rows = doc.rows().size(), steps = doc.undoStack()->count();
        for (int i = 0; i < 50; ++i) {
            // 10 across, 5 deep: each spot farther from the others than a row snaps (1.5 m).
            const QPointF spot(4.0 + (i % 10) * 5.5, 4.0 + (i / 10) * 9.0);
            QVERIFY2(drop(spot), qPrintable(QStringLiteral("drop %1: %2").arg(i).arg(w->statusBar()->currentMessage())));
            QCOMPARE(doc.rows().size(), rows + i + 1);
            QVERIFY2(drop(spot + QPointF(0.7, 0)), qPrintable(QStringLiteral("join %1: %2").arg(i).arg(w->statusBar()->currentMessage())));
            QCOMPARE(doc.rows().size(), rows + i + 1); // it joined the new row
            QCOMPARE(doc.racks().size(), racks + 2 * i + 2);
            // The rack that joined is selected: the next new row deletes it after the facility
            // layer's items.
            QCOMPARE(w->selectedRacks().size(), size_t(1));
        }
        // Undone with a column selected: every other undo removes a row and rebuilds the plan.
        scene->select({}, {columnRef});
        QCOMPARE(scene->facility().selected(), std::vector<ObjectRef>{columnRef});
        while (doc.undoStack()->index() > steps)
            doc.undoStack()->undo();
        QCOMPARE(doc.racks().size(), racks);
        QCOMPARE(doc.rows().size(), rows);
        QVERIFY(scene->facility().body(columnRef));
    }

    void theInsertMenuAddsEachKindAsOneStep()
    {
        auto w = openSample();
        Document &doc = w->document();
        auto *insert = w->findChild<InsertActions *>();
        QVERIFY(insert);
        QMenu *menu = w->menuBar()->findChild<QMenu *>(QStringLiteral("insertMenu"));
        QVERIFY(menu);
        // rack, device, separator, row, hall, feed, loop, network, separator, column, keep-out,
        // busway, CDU, separator, draw column, draw keep-out
        QCOMPARE(menu->actions().size(), 16);

        const int steps = doc.undoStack()->count();
        Hall bad = insert->newHall();
        bad.pue = 0.8;
        QVERIFY(insert->insertHallNow(bad).contains(QStringLiteral("PUE")));
        QCOMPARE(doc.undoStack()->count(), steps);
        Hall hall = insert->newHall();
        hall.airCoolingW = 300e3;
        QCOMPARE(insert->insertHallNow(hall), QStringLiteral("Added hall %1").arg(hall.name));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // The Insert menu is judged by the edit gate, in its words.
        QCOMPARE(insert->insertHallNow(hall), checkEdit(doc, hall));
        QVERIFY(insert->insertHallNow(hall).contains(QStringLiteral("unique")));

        // A copy: the table may move its entries as the inserts below add to it.
        const Rack computeRack = *rackNamed(doc, QStringLiteral("SU01-R01"));
        const Rack *compute = &computeRack;
        w->selectRacks({compute->id});
        PowerFeed feed = insert->newFeed();
        QCOMPARE(feed.hall, doc.hallOf(compute->id));
        feed.capacityW = -1;
        QVERIFY(insert->insertFeedNow(feed).contains(QStringLiteral("capacity")));
        feed.capacityW = 1e6;
        const int feeds = doc.feeds().size();
        QVERIFY(insert->insertFeedNow(feed).startsWith(QStringLiteral("Added feed")));
        QCOMPARE(doc.feeds().size(), feeds + 1);

        CoolingLoop loop = insert->newLoop();
        loop.deltaTK = 0;
        QVERIFY(insert->insertLoopNow(loop).contains(QStringLiteral("above 0 K")));
        loop.deltaTK = 10;
        const int loops = doc.loops().size();
        QVERIFY(insert->insertLoopNow(loop).startsWith(QStringLiteral("Added cooling loop")));
        QCOMPARE(doc.loops().size(), loops + 1);

        const int rows = doc.rows().size();
        QVERIFY(insert->insertRowNow(doc.rows().at(compute->row).name).contains(QStringLiteral("must be unique")));
        QVERIFY(insert->insertRowNow(QString()).contains(QStringLiteral("needs a name")));
        QVERIFY(insert->insertRowNow(insert->nextRowName()).startsWith(QStringLiteral("Added row")));
        QCOMPARE(doc.rows().size(), rows + 1);

        const int racks = doc.racks().size();
        QVERIFY(insert->insertRackNow().startsWith(QStringLiteral("Added rack")));
        QCOMPARE(doc.racks().size(), racks + 1);
        // A full rack refuses another node, saying so.
        const PartId nodePart = doc.devices().at(*doc.devicesOf(compute->id).begin()).part;
        const int devices = doc.devices().size();
        const QString full = insert->insertDeviceNow(nodePart);
        if (full.startsWith(QStringLiteral("Mounted")))
            QCOMPARE(doc.devices().size(), devices + 1);
        else
            QVERIFY2(full.contains(QStringLiteral("no ")) && doc.devices().size() == devices, qPrintable(full));
        const int before = doc.undoStack()->count();
        doc.undoStack()->undo();
        QCOMPARE(doc.undoStack()->index(), before - 1);
    }
};

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
