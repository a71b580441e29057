#include "palettescreenshots.h"

#include "catalogpalette.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "partmime.h"
#include "rackelevation.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QDragMoveEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QTabWidget>
#include <QThread>

namespace railyard {

namespace {

void settle()
{
    for (int i = 0; i < 12; ++i) {
        QApplication::processEvents();
        QThread::msleep(25);
    }
}

// A drag held over `target` at `at`, as the palette's drag delivers it.
void hover(QWidget *target, const QMimeData &mime, QPoint at)
{
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &move);
}

void leave(QWidget *target)
{
    QDragLeaveEvent event;
    QApplication::sendEvent(target, &event);
}

} // namespace

bool takePaletteScreenshots(MainWindow &window, const QString &dir)
{
    const Document &doc = window.document();
    auto *palette = window.findChild<CatalogPalette *>();
    const Rack *first = nullptr;
    for (const Rack &r : doc.racks())
        if (r.name == QLatin1String("SU01-R01"))
            first = &r;
    if (!palette || !first)
        return true; // not the sample: nothing to show
    const Rack row = *first;
    Rack last = row;
    for (RackId id : doc.racksOf(row.row))
        if (doc.racks().at(id).xM > last.xM)
            last = doc.racks().at(id);
    const Part &rackType = doc.catalog().at(last.part);
    bool ok = true;

    window.centralTabs()->setCurrentWidget(window.floorPlan());
    // The palette in front and given room, as a user drags the splitter above the elevation.
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("paletteDock"));
    auto *elevationDock = window.findChild<QDockWidget *>(QStringLiteral("elevationDock"));
    if (dock && elevationDock) {
        dock->raise();
        window.resizeDocks({dock, elevationDock}, {420, 440}, Qt::Vertical);
    }
    window.selectRacks({last.id});
    palette->filter()->setText(QStringLiteral("rack"));
    FloorPlanView *view = window.floorPlan()->view();
    const QPointF scene = window.floorPlan()->scene()->toScene(doc.hallOf(last.id), QPointF(last.xM + 0.7, last.yM + 0.3));
    view->setTransform(QTransform::fromScale(0.55, 0.55));
    view->centerOn(scene);
    settle();
    const std::unique_ptr<QMimeData> rackDrag(partMimeData(rackType));
    hover(view->viewport(), *rackDrag, view->mapFromScene(scene));
    settle();
    ok = window.grab().save(QDir(dir).filePath(QStringLiteral("palette.png"))) && ok;
    leave(view->viewport());

    // A node onto a U its rack's first node takes.
    const Device *node = nullptr;
    for (DeviceId id : doc.devicesOf(row.id))
        if (doc.devices().at(id).uPosition > 0 && (!node || doc.devices().at(id).uPosition < node->uPosition))
            node = &doc.devices().at(id);
    if (node) {
        window.selectRacks({row.id});
        palette->filter()->setText(doc.catalog().at(node->part).partNumber);
        settle();
        RackElevation *elevation = window.elevation();
        const std::unique_ptr<QMimeData> nodeDrag(partMimeData(doc.catalog().at(node->part)));
        hover(elevation, *nodeDrag, elevation->unitsRect(node->uPosition + 1, 1).center().toPoint());
        settle();
        ok = window.grab().save(QDir(dir).filePath(QStringLiteral("palette-elevation.png"))) && ok;
        leave(elevation);
    }
    palette->filter()->clear();
    return ok;
}

} // namespace railyard
