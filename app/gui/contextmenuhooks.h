#pragma once

#include "common/contextmenus.h"

#include <QObject>

class QTableView;

namespace railyard {

class MainWindow;

// Opens the workspace's context menus (common/contextmenus.h) on the floor plan (a rack, or the
// empty floor of a hall), the rack elevation (a device) and the racks, devices and cables tables.
// It watches the views from outside, so a view needs no code of its own to take part.
class ContextMenuHooks : public QObject {
    Q_OBJECT
public:
    ContextMenuHooks(MainWindow &window, const ContextMenus &menus, QObject *parent = nullptr);

    // What the menu is for at a point of the plan's scene, of the elevation and of a table
    // (tests ask as the hooks do).
    ContextTarget planTarget(QPointF scenePoint) const;
    ContextTarget elevationTarget(QPoint at) const;
    ContextTarget tableTarget(QTableView *table, QPoint viewportPoint) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void hookTable(QTableView *table);
    void exec(const ContextTarget &target, QPoint globalPos, QWidget *parent);

    MainWindow &m_window;
    const ContextMenus &m_menus;
};

} // namespace railyard
