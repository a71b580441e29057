#include "editor.h"

#include "cmdentitieserase.h"
#include "siteeditname.h"
#include "cmdentitiesinsert.h"

#include <QObject>

namespace railyard {

void Editor::insert(Fragment fragment, const QString &text)
{
    if (fragment.empty())
        return;
    m_doc.undoStack()->push(new CmdEntitiesInsert(m_doc, std::move(fragment), text));
}

bool Editor::erase(const Selection &selection, const QString &text)
{
    auto *cmd = new CmdEntitiesErase(m_doc, selection, text.isEmpty() ? QObject::tr("Delete") : text);
    if (cmd->plan().removed.empty() && cmd->plan().racksBefore.empty() && cmd->plan().devicesBefore.empty()
        && cmd->plan().pdusBefore.empty()) {
        delete cmd;
        return false;
    }
    m_doc.undoStack()->push(cmd);
    return true;
}

Result<RowId> Editor::addRow(HallId hall, const QString &name)
{
    // The row as it would be: an existing hall, a name unique in it (checkEdit).
    Row row;
    row.hall = hall;
    row.name = name;
    if (QString why = checkEdit(m_doc, row); !why.isEmpty())
        return Result<RowId>::failure(why);
    FragmentBuilder b(m_doc);
    const RowId id = b.addRow(hall, name);
    insert(b.take(), QObject::tr("Add row %1").arg(name));
    return id;
}

RackId Editor::addRack(const Rack &rack)
{
    if (!m_doc.rows().contains(rack.row))
        return {};
    FragmentBuilder b(m_doc);
    const RackId id = b.addRack(rack);
    insert(b.take(), QObject::tr("Add rack %1").arg(rack.name));
    return id;
}

DeviceId Editor::addDevice(const Device &device)
{
    if (device.rack && !m_doc.racks().contains(device.rack))
        return {};
    FragmentBuilder b(m_doc);
    const DeviceId id = b.addDevice(device);
    if (id)
        insert(b.take(), QObject::tr("Add device %1").arg(device.name));
    return id;
}

CableId Editor::connect(PortId a, PortId b, Medium medium)
{
    if (!m_doc.ports().contains(a) || !m_doc.ports().contains(b) || a == b)
        return {};
    FragmentBuilder builder(m_doc);
    const CableId id = builder.addCable(a, b, medium);
    insert(builder.take(), QObject::tr("Connect %1 to %2").arg(m_doc.ports().at(a).name, m_doc.ports().at(b).name));
    return id;
}

EditResult Editor::moveRacks(std::vector<CmdRackMove::Move> moves, int gesture)
{
    std::erase_if(moves, [&](const CmdRackMove::Move &m) {
        const Rack *r = m_doc.racks().find(m.rack);
        return !r || (r->xM == m.to.x() && r->yM == m.to.y());
    });
    if (moves.empty())
        return EditResult::unchanged();
    for (const CmdRackMove::Move &m : moves) {
        Rack after = m_doc.racks().at(m.rack);
        after.xM = m.to.x();
        after.yM = m.to.y();
        if (QString why = checkEdit(m_doc, after); !why.isEmpty())
            return EditResult::refused(std::move(why));
    }
    const QString text = moves.size() == 1 ? QObject::tr("Move rack %1").arg(m_doc.racks().at(moves.front().rack).name)
                                           : QObject::tr("Move %n racks", nullptr, int(moves.size()));
    m_doc.undoStack()->push(new CmdRackMove(m_doc, std::move(moves), text, gesture));
    return EditResult::applied();
}

void Editor::cancelGesture(int gesture)
{
    QUndoStack *stack = m_doc.undoStack();
    if (stack->index() == 0 || stack->index() != stack->count())
        return;
    // The stack hands out its commands const. Undone, then marked obsolete, a command is dropped
    // by the next redo() without being redone: no step is left to redo.
    auto *move = dynamic_cast<CmdRackMove *>(const_cast<QUndoCommand *>(stack->command(stack->index() - 1)));
    if (!move || move->gesture() != gesture)
        return;
    stack->undo();
    move->setObsolete(true);
    stack->redo();
}

EditResult Editor::moveRack(RackId rack, double xM, double yM)
{
    const Rack *r = m_doc.racks().find(rack);
    if (!r)
        return EditResult::unchanged();
    return moveRacks({{rack, QPointF(r->xM, r->yM), QPointF(xM, yM)}});
}

EditResult Editor::updateCables(const std::vector<Cable> &afters, uint32_t fields, const QString &text)
{
    if (afters.empty())
        return EditResult::unchanged();
    if (QString why = checkEdits(m_doc, afters); !why.isEmpty())
        return EditResult::refused(std::move(why));
    return pushUpdates(afters, fields, text);
}

void Editor::setSite(const Site &site, uint32_t fields)
{
    if (site == m_doc.site())
        return;
    m_doc.undoStack()->push(new CmdSiteEdit(m_doc, site, fields, siteEditName(m_doc.site(), site)));
}

} // namespace railyard
