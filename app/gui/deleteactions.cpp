#include "deleteactions.h"

#include "commands/editor.h"
#include "commands/erasure.h"
#include "common/kindnames.h"
#include "common/objectselection.h"
#include "document/objectname.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

namespace railyard {

DeleteActions::DeleteActions(Document &doc, ObjectSelection &selection, QWidget *window)
    : QObject(window), m_doc(doc), m_selection(selection), m_window(window)
{
    m_delete = new QAction(tr("De&lete Selection"), this);
    m_delete->setObjectName(QStringLiteral("deleteSelection"));
    m_delete->setStatusTip(tr("Delete the selected objects, of any kind, and what depends on them (Delete on the plan)."));
    connect(m_delete, &QAction::triggered, this, [this] { tell(deleteSelection()); });
    m_confirm = [this](const QString &question) {
        QMessageBox box(QMessageBox::Question, tr("Delete"), question, QMessageBox::Yes | QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("confirmDelete"));
        box.setDefaultButton(QMessageBox::Cancel);
        box.button(QMessageBox::Yes)->setText(tr("Delete"));
        return box.exec() == QMessageBox::Yes;
    };
}

void DeleteActions::addTo(QMenu *edit)
{
    edit->addAction(m_delete);
}

QString DeleteActions::namesOf(const std::vector<ObjectRef> &objects) const
{
    if (objects.size() == 1)
        return tr("%1 %2").arg(KindNames::name(objects.front().kind), nameOfObject(m_doc, objects.front()));
    const EntityKind kind = objects.front().kind;
    for (const ObjectRef &o : objects)
        if (o.kind != kind)
            return tr("%n object(s)", nullptr, int(objects.size()));
    return KindNames::count(kind, int(objects.size()));
}

QString DeleteActions::reachText(const std::vector<ObjectRef> &objects) const
{
    const Selection asked = selectionOf(m_doc, objects);
    const EraseReach reach = eraseReach(asked, planErase(m_doc, asked));
    if (!reach.needsConfirmation())
        return {};
    QStringList takes;
    for (EntityKind k : {EntityKind::Hall, EntityKind::Row, EntityKind::Feed, EntityKind::Pdu, EntityKind::Busway, EntityKind::Loop,
                         EntityKind::Cdu, EntityKind::Network, EntityKind::Column, EntityKind::KeepOut, EntityKind::Rack,
                         EntityKind::Device, EntityKind::Cable})
        if (reach.count(k) > 0)
            takes << KindNames::count(k, reach.count(k));
    QStringList leaves;
    if (reach.racksUnlinked)
        leaves << tr("%Ln rack(s) without a PDU or cooling loop", nullptr, reach.racksUnlinked);
    if (reach.devicesUnlinked)
        leaves << tr("%Ln device(s) without a network", nullptr, reach.devicesUnlinked);
    if (reach.pdusUnlinked)
        leaves << tr("%Ln PDU(s) off their busway", nullptr, reach.pdusUnlinked);
    QString text = tr("Delete %1?").arg(namesOf(objects));
    if (!takes.isEmpty())
        text += QLatin1Char('\n') + tr("This also deletes %1.").arg(takes.join(tr(", ")));
    if (!leaves.isEmpty())
        text += QLatin1Char('\n') + tr("It leaves %1.").arg(leaves.join(tr(", ")));
    return text + QLatin1Char('\n') + tr("Undo brings everything back.");
}

QString DeleteActions::deleteObjects(const std::vector<ObjectRef> &objects)
{
    std::vector<ObjectRef> present;
    for (const ObjectRef &o : objects)
        if (o.kind != EntityKind::Site && o.kind != EntityKind::Part)
            present.push_back(o);
    if (present.empty())
        return tr("Select what to delete: on the plan, in a table, or with Find.");
    const QString names = namesOf(present);
    if (const QString question = reachText(present); !question.isEmpty() && !m_confirm(question))
        return tr("Nothing deleted.");
    if (!Editor(m_doc).erase(selectionOf(m_doc, present), tr("Delete %1").arg(names)))
        return tr("Select what to delete: on the plan, in a table, or with Find.");
    m_selection.clear();
    return tr("Deleted %1").arg(names);
}

QString DeleteActions::deleteSelection()
{
    return deleteObjects(m_selection.objects());
}

void DeleteActions::tell(const QString &message)
{
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(message, 8000);
}

} // namespace railyard
