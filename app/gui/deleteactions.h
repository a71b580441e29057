#pragma once

#include "document/document.h"
#include "rules/problem.h"

#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace railyard {

class ObjectSelection;

// Edit > Delete and the context menus' Delete, for every kind of object the window shows:
// halls, rows, racks, devices, cables, feeds, PDUs, busways, loops, CDUs, columns, keep-out
// areas and networks. One undo step each, with the cascade of railyard-cli edit's delete
// (commands/erasure.h). A delete that takes more than the objects and their contents — a
// hall's rows, a feed's PDUs, racks left without their PDU or loop — asks first and says what.
class DeleteActions : public QObject {
    Q_OBJECT
public:
    DeleteActions(Document &doc, ObjectSelection &selection, QWidget *window);

    // Asked before a delete that reaches further; true goes ahead. A message box by default.
    using Confirm = std::function<bool(const QString &question)>;
    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }

    void addTo(QMenu *edit);
    QAction *deleteAction() const { return m_delete; }

    // Deletes these objects (what they take with them too, once confirmed); returns what the
    // status bar says.
    QString deleteObjects(const std::vector<ObjectRef> &objects);
    // The window's selection.
    QString deleteSelection();

    // What a delete of `objects` also removes or unlinks, as the confirmation reads; empty when
    // it removes only the objects and their contents.
    QString reachText(const std::vector<ObjectRef> &objects) const;

private:
    QString namesOf(const std::vector<ObjectRef> &objects) const;
    void tell(const QString &message);

    Document &m_doc;
    ObjectSelection &m_selection;
    QWidget *m_window;
    QAction *m_delete = nullptr;
    Confirm m_confirm;
};

} // namespace railyard
