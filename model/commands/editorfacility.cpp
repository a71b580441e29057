// The Editor's checked adds (halls, feeds, loops, networks, the building and the plant) and its
// edits of facility objects: columns, keep-out areas, busways and CDUs.
#include "editor.h"

#include "facilitychecks.h"

#include <QObject>
#include <cmath>

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

// A coordinate moved by `delta`, to the centimetre: what a designer places to, free of float noise.
double shifted(double at, double delta)
{
    return std::round((at + delta) * 100) / 100;
}

// The entities of one kind among `objects` that `move` changes, moved.
template <class T, class Move>
std::vector<T> shiftedOf(const Document &doc, const std::vector<ObjectRef> &objects, EntityKind kind, Move move)
{
    using IdT = decltype(T::id);
    std::vector<T> out;
    for (const ObjectRef &o : objects)
        if (o.kind == kind)
            if (const T *before = doc.table<T>().find(IdT(o.id))) {
                T after = *before;
                move(after);
                if (!(after == *before))
                    out.push_back(std::move(after));
            }
    return out;
}

} // namespace

Result<HallId> Editor::addHall(const Hall &h)
{
    return addChecked<HallId>(*this, h, &FragmentBuilder::addHall, QObject::tr("Add hall %1").arg(h.name));
}

Result<FeedId> Editor::addFeed(const PowerFeed &f)
{
    return addChecked<FeedId>(*this, f, &FragmentBuilder::addFeed, QObject::tr("Add feed %1").arg(f.name));
}

Result<LoopId> Editor::addLoop(const CoolingLoop &l)
{
    return addChecked<LoopId>(*this, l, &FragmentBuilder::addLoop, QObject::tr("Add loop %1").arg(l.name));
}

Result<NetworkId> Editor::addNetwork(const Network &n)
{
    return addChecked<NetworkId>(*this, n, &FragmentBuilder::addNetwork, QObject::tr("Add network %1").arg(n.name));
}

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

EditResult Editor::shiftFacility(const std::vector<ObjectRef> &objects, QPointF d, const QString &text)
{
    const auto centre = [d](auto &e) {
        e.xM = shifted(e.xM, d.x());
        e.yM = shifted(e.yM, d.y());
    };
    const std::vector<Column> columns = shiftedOf<Column>(m_doc, objects, EntityKind::Column, centre);
    const std::vector<KeepOut> keepOuts = shiftedOf<KeepOut>(m_doc, objects, EntityKind::KeepOut, centre);
    const std::vector<Cdu> cdus = shiftedOf<Cdu>(m_doc, objects, EntityKind::Cdu, centre);
    const std::vector<Busway> busways = shiftedOf<Busway>(m_doc, objects, EntityKind::Busway, [d](Busway &b) {
        b.x1M = shifted(b.x1M, d.x());
        b.y1M = shifted(b.y1M, d.y());
        b.x2M = shifted(b.x2M, d.x());
        b.y2M = shifted(b.y2M, d.y());
    });
    // Every object is judged at its new place before any moves.
    QString why;
    const auto check = [&](const auto &list) {
        for (const auto &e : list)
            if (why.isEmpty())
                why = checkEdit(m_doc, e);
    };
    check(columns);
    check(keepOuts);
    check(cdus);
    check(busways);
    if (!why.isEmpty())
        return EditResult::refused(why);
    if (columns.empty() && keepOuts.empty() && cdus.empty() && busways.empty())
        return EditResult::unchanged();
    m_doc.undoStack()->beginMacro(text);
    pushUpdates(columns, Column::kPosition, text);
    pushUpdates(keepOuts, KeepOut::kPosition, text);
    pushUpdates(cdus, Cdu::kPosition, text);
    pushUpdates(busways, Busway::kRun, text);
    m_doc.undoStack()->endMacro();
    return EditResult::applied();
}

} // namespace railyard
