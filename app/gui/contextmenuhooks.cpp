#include "contextmenuhooks.h"

#include "documenttablemodel.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "plancursor.h"
#include "rackelevation.h"
#include "rackitem.h"

#include <QContextMenuEvent>
#include <QGraphicsSceneContextMenuEvent>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace railyard {

ContextMenuHooks::ContextMenuHooks(MainWindow &window, const ContextMenus &menus, QObject *parent)
    : QObject(parent), m_window(window), m_menus(menus)
{
    // The scene, not the viewport: it hears the menu whichever viewport (OpenGL or not) draws it.
    window.floorPlan()->scene()->installEventFilter(this);
    window.elevation()->installEventFilter(this);
    hookTable(window.rackTable());
    hookTable(window.deviceTable());
    hookTable(window.cableTable());
}

ContextTarget ContextMenuHooks::planTarget(QPointF scenePoint) const
{
    FloorPlanScene *scene = m_window.floorPlan()->scene();
    // The topmost rack or facility body (a column, keep-out area, busway or CDU) under the click;
    // hatching and labels let it through, as a left click does.
    for (QGraphicsItem *item : scene->items(scenePoint)) {
        if (auto *rack = dynamic_cast<RackItem *>(item))
            return {{EntityKind::Rack, rack->rack().value}, std::nullopt};
        if (item->flags() & QGraphicsItem::ItemIsSelectable)
            if (const std::optional<ObjectRef> o = scene->facility().objectOf(item))
                return {*o, std::nullopt};
    }
    const HallPoint at = hallPointAt(m_window.document(), *scene, scenePoint);
    if (!at.hall)
        return {};
    return {{EntityKind::Hall, at.hall.value}, at.m};
}

ContextTarget ContextMenuHooks::elevationTarget(QPoint at) const
{
    const RackElevation *elevation = m_window.elevation();
    for (DeviceId d : m_window.document().devicesOf(elevation->rack()))
        if (elevation->deviceBox(d).rect.contains(at))
            return {{EntityKind::Device, d.value}, std::nullopt};
    return {};
}

ContextTarget ContextMenuHooks::tableTarget(QTableView *table, QPoint viewportPoint) const
{
    const QModelIndex index = table->indexAt(viewportPoint);
    auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
    if (!index.isValid())
        return {};
    const auto *model = static_cast<const DocumentTableModel *>(proxy->sourceModel());
    EntityKind kind = EntityKind::Rack;
    if (table == m_window.deviceTable())
        kind = EntityKind::Device;
    else if (table == m_window.cableTable())
        kind = EntityKind::Cable;
    return {{kind, model->idAt(proxy->mapToSource(index).row())}, std::nullopt};
}

void ContextMenuHooks::hookTable(QTableView *table)
{
    // The table's own menu (the cables' "Pin to") is one of the registered actions now.
    disconnect(table, &QWidget::customContextMenuRequested, nullptr, nullptr);
    table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table, &QWidget::customContextMenuRequested, this, [this, table](const QPoint &at) {
        const ContextTarget target = tableTarget(table, at);
        // The row under the pointer joins the selection, as in file managers.
        if (const QModelIndex index = table->indexAt(at); index.isValid() && !table->selectionModel()->isRowSelected(index.row()))
            table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        exec(target, table->viewport()->mapToGlobal(at), table);
    });
}

void ContextMenuHooks::exec(const ContextTarget &target, QPoint globalPos, QWidget *parent)
{
    if (target.object.kind == EntityKind::Site)
        return;
    std::unique_ptr<QMenu> menu(m_menus.menuFor(target, parent));
    if (!menu->isEmpty())
        menu->exec(globalPos);
}

bool ContextMenuHooks::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::GraphicsSceneContextMenu && watched == m_window.floorPlan()->scene()) {
        auto *e = static_cast<QGraphicsSceneContextMenuEvent *>(event);
        exec(planTarget(e->scenePos()), e->screenPos(), m_window.floorPlan()->view());
        return true;
    }
    if (event->type() == QEvent::ContextMenu && watched == m_window.elevation()) {
        auto *e = static_cast<QContextMenuEvent *>(event);
        // Over a port the elevation's own menu (trace the cable) stays.
        if (m_window.elevation()->portAt(e->pos()))
            return false;
        const ContextTarget target = elevationTarget(e->pos());
        exec(target, e->globalPos(), m_window.elevation());
        return target.object.kind != EntityKind::Site;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace railyard
