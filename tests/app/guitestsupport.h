#pragma once

// Gestures the GUI tests make as a user makes them (docs/GUI.md, "Tests"): a part dragged out of
// the catalog palette and dropped, an object on the floor plan clicked and dragged.

#include "catalogpalette.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "rackitem.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDropEvent>
#include <QGraphicsItem>
#include <QLineEdit>
#include <QMimeData>
#include <QTest>
#include <QTreeView>
#include <functional>
#include <memory>

namespace railyard::guitest {

// The drag data of a part as the palette makes it when the part is picked up (the palette's
// search filtered to it first, as a user types its number).
inline std::unique_ptr<QMimeData> dragFromPalette(CatalogPalette *palette, const QString &partNumber)
{
    palette->filter()->clear();
    QTest::keyClicks(palette->filter(), partNumber);
    QAbstractItemModel *shown = palette->tree()->model();
    for (int c = 0; c < shown->rowCount(); ++c) {
        const QModelIndex category = shown->index(c, 0);
        for (int r = 0; r < shown->rowCount(category); ++r) {
            const QModelIndex part = shown->index(r, 0, category);
            if (part.data().toString() == partNumber && (shown->flags(part) & Qt::ItemIsDragEnabled))
                return std::unique_ptr<QMimeData>(shown->mimeData({part}));
        }
    }
    return nullptr;
}

// Enter, move and drop at `at` on `target`; returns whether the drop was taken.
inline bool dropAt(QWidget *target, const QMimeData *mime, QPoint at, const std::function<void()> &whileOver = {})
{
    QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QDragMoveEvent move(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &move);
    if (whileOver)
        whileOver();
    QDropEvent drop(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

// A point of the view where a click takes `body` (no other object's body lies over it there).
inline QPoint clickPointOf(FloorPlanView *view, QGraphicsItem *body)
{
    const QRectF r = body->sceneBoundingRect();
    for (double fy : {0.5, 0.2, 0.8, 0.35, 0.65})
        for (double fx : {0.5, 0.2, 0.8, 0.35, 0.65}) {
            const QPoint p = view->mapFromScene(r.topLeft() + QPointF(r.width() * fx, r.height() * fy));
            for (QGraphicsItem *item : view->items(p))
                if (item->acceptedMouseButtons() & Qt::LeftButton) {
                    if (item == body)
                        return p;
                    break;
                }
        }
    qWarning("no free point on the body");
    return view->mapFromScene(r.center());
}

// Presses on an object's body on the plan, drags it `byScene` scene units and lets go; returns
// the distance the mouse really went in hall metres (pixels round).
inline QPointF dragOnPlan(FloorPlanView *view, QGraphicsItem *body, QPointF byScene)
{
    const QPoint from = clickPointOf(view, body), to = view->mapFromScene(view->mapToScene(from) + byScene);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(view->viewport(), (from + to) / 2);
    QTest::mouseMove(view->viewport(), to);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    return (view->mapToScene(to) - view->mapToScene(from)) / kSceneUnitsPerMetre;
}

} // namespace railyard::guitest
