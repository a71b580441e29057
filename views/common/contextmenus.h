#pragma once

#include "rules/problem.h"

#include <QPointF>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

class QMenu;
class QWidget;

namespace railyard {

// What a context menu was asked for: an object (a rack on the plan, a device in the elevation,
// a table's row) or, on empty floor, the hall under the pointer and where in it.
struct ContextTarget {
    ObjectRef object{EntityKind::Site, 0};
    std::optional<QPointF> hallM; // on the floor plan: the click in the hall's metres
};

// One action a context menu may offer.
struct ContextAction {
    QString id;   // stable object name of the menu's QAction ("inspect", "delete")
    QString text; // as shown
    std::function<bool(const ContextTarget &)> applies;
    std::function<void(const ContextTarget &)> run;
    // Instead of one entry, entries or submenus of its own (a "Pin to" submenu); run is then unused.
    std::function<void(QMenu &, const ContextTarget &)> fill = {};
};

// The actions every view's context menu offers (docs/GUI.md, "Context menus"). Views ask for
// the actions that apply to an object; features register theirs once, e.g.
//     menus.add("connect", tr("Connect…"), {EntityKind::Port}, [this](const ContextTarget &t) { … });
// Actions appear in the order they were registered.
class ContextMenus {
public:
    void add(ContextAction action);
    // The one-line registration: an action offered for objects of these kinds.
    void add(const QString &id, const QString &text, std::initializer_list<EntityKind> kinds,
             std::function<void(const ContextTarget &)> run);

    std::vector<const ContextAction *> actionsFor(const ContextTarget &target) const;
    // A menu of those actions (empty when none applies); the caller owns and shows it.
    QMenu *menuFor(const ContextTarget &target, QWidget *parent) const;

private:
    std::vector<ContextAction> m_actions;
};

} // namespace railyard
