// The Editor's building and facility edits: columns, keep-out areas, busways and CDUs.
#include "editor.h"

#include "facilitychecks.h"

#include <QObject>

namespace railyard {
namespace {

// Adds one entity through a builder as one undo step, or refuses with checkEdit()'s reason.
template <class IdT, class T, class Add>
Result<IdT> addChecked(Editor &ed, const T &entity, Add add, const QString &text)
{
    // The checks of an edit (figures, references, a unique name) hold for a new entity too.
    if (QString why = checkEdit(ed.document(), entity); !why.isEmpty())
        return Result<IdT>::failure(why);
    FragmentBuilder b(ed.document());
    const IdT id = (b.*add)(entity);
    ed.insert(b.take(), text);
    return id;
}

} // namespace

Result<ColumnId> Editor::addColumn(const Column &c)
{
    return addChecked<ColumnId>(*this, c, &FragmentBuilder::addColumn, QObject::tr("Add column %1").arg(c.name));
}

Result<KeepOutId> Editor::addKeepOut(const KeepOut &k)
{
    return addChecked<KeepOutId>(*this, k, &FragmentBuilder::addKeepOut,
                                 QObject::tr("Add keep-out area %1").arg(k.name));
}

Result<BuswayId> Editor::addBusway(const Busway &b)
{
    return addChecked<BuswayId>(*this, b, &FragmentBuilder::addBusway, QObject::tr("Add busway %1").arg(b.name));
}

Result<CduId> Editor::addCdu(const Cdu &c)
{
    return addChecked<CduId>(*this, c, &FragmentBuilder::addCdu, QObject::tr("Add CDU %1").arg(c.name));
}

EditResult Editor::setPduBusway(PduId pdu, BuswayId busway)
{
    const Pdu *before = m_doc.pdus().find(pdu);
    if (!before)
        return EditResult::unchanged();
    Pdu after = *before;
    after.busway = busway;
    if (busway) {
        const Busway *b = m_doc.busways().find(busway);
        if (!b)
            return EditResult::refused(QObject::tr("PDU %1: busway %2 does not exist.").arg(before->name).arg(busway.value));
        after.feed = b->feed; // a tap-off draws from its busway's feed
    }
    return update(after, Pdu::kBusway | Pdu::kFeed,
                  busway ? QObject::tr("Hang PDU %1 on busway %2").arg(after.name, m_doc.busways().at(busway).name)
                         : QObject::tr("Take PDU %1 off its busway").arg(after.name));
}

EditResult Editor::updateBusway(const Busway &after, uint32_t fields)
{
    const Busway *before = m_doc.busways().find(after.id);
    if (!before)
        return EditResult::unchanged();
    const QString text = QObject::tr("Edit busway %1").arg(after.name);
    if (before->feed == after.feed)
        return update(after, fields, text);
    if (QString why = checkEdit(m_doc, after); !why.isEmpty())
        return EditResult::refused(std::move(why));
    // The tap-offs follow the busway to its new feed, in the same step.
    std::vector<Pdu> tapOffs;
    for (PduId p : m_doc.tapOffsOf(after.id))
        tapOffs.push_back(m_doc.pdus().at(p));
    m_doc.undoStack()->beginMacro(text);
    update(after, fields | Busway::kFeed, text);
    for (Pdu p : tapOffs) {
        p.feed = after.feed;
        update(p, Pdu::kFeed, text);
    }
    m_doc.undoStack()->endMacro();
    return EditResult::applied();
}

} // namespace railyard
