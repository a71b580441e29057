#pragma once

#include "common/contextmenus.h"

#include <QObject>

class QDockWidget;
class QMenu;
class QMenuBar;

namespace railyard {

class ContextMenuHooks;
class DeleteActions;
class FindBar;
class MainWindow;
class ObjectNavigator;
class ObjectSelection;

// The workspace's habits around the selection (docs/GUI.md): Find (Ctrl+F) in a dock, the
// context menus of the plan, elevation and tables with their actions, the View menu's layers
// and docks, and the Help menu. The window creates it and adds its menus; it holds no state of
// the design.
class WorkspaceActions : public QObject {
    Q_OBJECT
public:
    WorkspaceActions(MainWindow &window, ObjectSelection &selection);

    // Edit > Find… (Ctrl+F) and Delete Selection.
    void addTo(QMenu *edit);
    // View: Layers of the floor plan and the Docks submenu.
    void addViewItems(QMenu *view);
    void addHelpMenu(QMenuBar *bar);

    // Where features register their context menu actions (common/contextmenus.h).
    ContextMenus &contextMenus() { return m_menus; }
    ContextMenuHooks *contextMenuHooks() const { return m_hooks; }
    FindBar *findBar() const { return m_find; }
    QDockWidget *findDock() const { return m_findDock; }
    ObjectNavigator *navigator() const { return m_navigator; }
    DeleteActions *deleteActions() const { return m_delete; }
    // Opens Find with the cursor in its box.
    void showFind();

private:
    void registerActions();
    void followTables();
    void raiseDock(const char *objectName);
    void erase(const ObjectRef &object);

    MainWindow &m_window;
    ObjectSelection &m_selection;
    ContextMenus m_menus;
    ContextMenuHooks *m_hooks = nullptr;
    FindBar *m_find = nullptr;
    QDockWidget *m_findDock = nullptr;
    ObjectNavigator *m_navigator = nullptr;
    DeleteActions *m_delete = nullptr;
};

} // namespace railyard
