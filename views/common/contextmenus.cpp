#include "contextmenus.h"

#include <QMenu>

namespace railyard {

void ContextMenus::add(ContextAction action)
{
    m_actions.push_back(std::move(action));
}

void ContextMenus::add(const QString &id, const QString &text, std::initializer_list<EntityKind> kinds,
                       std::function<void(const ContextTarget &)> run)
{
    std::vector<EntityKind> of(kinds);
    add({id, text, [of](const ContextTarget &t) { return std::find(of.begin(), of.end(), t.object.kind) != of.end(); }, std::move(run)});
}

std::vector<const ContextAction *> ContextMenus::actionsFor(const ContextTarget &target) const
{
    std::vector<const ContextAction *> out;
    for (const ContextAction &a : m_actions)
        if (a.applies(target))
            out.push_back(&a);
    return out;
}

QMenu *ContextMenus::menuFor(const ContextTarget &target, QWidget *parent) const
{
    auto *menu = new QMenu(parent);
    for (const ContextAction *a : actionsFor(target)) {
        if (a->fill) {
            a->fill(*menu, target);
            continue;
        }
        // The action runs on a copy: the menu may outlive a registration being added.
        QAction *action = menu->addAction(a->text, menu, [run = a->run, target] { run(target); });
        action->setObjectName(a->id);
    }
    return menu;
}

} // namespace railyard
