#pragma once

#include "cmdentityupdate.h"
#include "cmdrackmove.h"
#include "fieldchecks.h"
#include "core/result.h"
#include "document/fragmentbuilder.h"
#include "rules/problem.h"

#include <QPointF>

namespace railyard {

// What an edit through the Editor did: applied as one undo step, nothing to apply (the entity is
// gone or the values are those it has), or refused with the reason a user reads (the object,
// what is wrong, what to do). A refused edit leaves the document as it was.
class EditResult {
public:
    static EditResult applied() { return EditResult(State::Applied, {}); }
    static EditResult unchanged() { return EditResult(State::Unchanged, {}); }
    static EditResult refused(QString reason) { return EditResult(State::Refused, std::move(reason)); }

    bool wasApplied() const { return m_state == State::Applied; }
    bool wasRefused() const { return m_state == State::Refused; }
    const QString &refusal() const { return m_refusal; }
    explicit operator bool() const { return wasApplied(); }

private:
    enum class State { Applied, Unchanged, Refused };
    EditResult(State state, QString refusal) : m_state(state), m_refusal(std::move(refusal)) {}
    State m_state;
    QString m_refusal;
};

// The narrow facade through which views, importers and tools edit a document. Every call is
// one undoable step on the document's undo stack and emits one ChangeSet.
class Editor {
public:
    explicit Editor(Document &doc) : m_doc(doc) {}

    // Adds everything a builder assembled as one undo step.
    void insert(Fragment fragment, const QString &text);
    // Erases the selection and what depends on it. Returns false if there was nothing to erase.
    bool erase(const Selection &selection, const QString &text = {});

    // A hall, row, feed, loop or network passes checkEdit() (a name, its figures, its references)
    // before it is added; the reason is returned otherwise. The Insert menu and its dialogs add
    // through these.
    Result<HallId> addHall(const Hall &hall);
    Result<FeedId> addFeed(const PowerFeed &feed);
    Result<LoopId> addLoop(const CoolingLoop &loop);
    Result<NetworkId> addNetwork(const Network &network);
    Result<RowId> addRow(HallId hall, const QString &name);
    RackId addRack(const Rack &rack);
    DeviceId addDevice(const Device &device);
    CableId connect(PortId a, PortId b, Medium medium = Medium::Auto);

    // The building and the facility (editorfacility.cpp). Each checks its references and
    // figures (checkColumn, ... in facilitychecks.h) and refuses with the reason, or adds the
    // entity as one undo step and returns its new id.
    Result<ColumnId> addColumn(const Column &column);
    Result<KeepOutId> addKeepOut(const KeepOut &keepOut);
    Result<BuswayId> addBusway(const Busway &busway);
    Result<CduId> addCdu(const Cdu &cdu);
    // Hangs a PDU on a busway as a tap-off (an invalid busway takes it off): the PDU's feed
    // becomes the busway's, in the same step.
    EditResult setPduBusway(PduId pdu, BuswayId busway);
    // A busway edit; a new feed moves its tap-off PDUs to that feed in the same step.
    EditResult updateBusway(const Busway &after, uint32_t fields);

    // `gesture` numbers a drag: the moves of one gesture merge into one undo step. Every rack
    // moved passes checkEdit() at its new place (on the floor, off columns and keep-out areas);
    // one refused refuses the whole move.
    EditResult moveRacks(std::vector<CmdRackMove::Move> moves, int gesture = 0);
    EditResult moveRack(RackId rack, double xM, double yM);
    // Moves columns, keep-out areas, CDUs and busways (both ends of the run) by a distance in
    // metres, to the centimetre, as one undo step: a drag or a nudge of facility objects on the
    // plan. Each object passes checkEdit() at its new place; one refused refuses the whole move.
    // Other kinds in `objects` are left alone (racks move with moveRacks).
    EditResult shiftFacility(const std::vector<ObjectRef> &objects, QPointF deltaM, const QString &text);
    // Takes back a drag let go where its racks may not stand: the gesture's step, on top of the
    // undo stack, is undone and dropped, as if the drag had not been made.
    void cancelGesture(int gesture);

    // Property edits: `after` is the entity with its new values, `fields` what changed. The
    // whole entity passes checkEdit() (fieldchecks.h) before the document is touched: this is
    // the one gate of the inspector, the tables, the plan's gestures and railyard-cli edit.
    template <class T>
    EditResult update(const T &after, uint32_t fields, const QString &text, int mergeKey = 0);
    // Several entities of one kind edited in one undo step (a turn of the selected racks): every
    // one passes checkEdit() before any is changed; one refused refuses them all.
    template <class T>
    EditResult updateAll(const std::vector<T> &afters, uint32_t fields, const QString &text);
    // Cables edited in one step (an imported cable list), checked as a whole (checkEdits).
    EditResult updateCables(const std::vector<Cable> &afters, uint32_t fields, const QString &text);
    void setSite(const Site &site, uint32_t fields);
    // Keeps a rack template in the design (racktemplatechecks.h decides whether it can be
    // kept): a new name adds it, a name the design has replaces that template. Removes one by
    // name. One undo step each (editortemplates.cpp).
    EditResult saveRackTemplate(const RackTemplate &tpl);
    EditResult removeRackTemplate(const QString &name);

    Document &document() { return m_doc; }

private:
    // Pushes the edits of entities already checked, one macro when there are several.
    template <class T>
    EditResult pushUpdates(const std::vector<T> &afters, uint32_t fields, const QString &text);

    Document &m_doc;
};

template <class T>
EditResult Editor::update(const T &after, uint32_t fields, const QString &text, int mergeKey)
{
    const T *before = m_doc.table<T>().find(after.id);
    if (!before || *before == after)
        return EditResult::unchanged();
    if (QString why = checkEdit(m_doc, after); !why.isEmpty())
        return EditResult::refused(std::move(why));
    m_doc.undoStack()->push(new CmdEntityUpdate<T>(m_doc, *before, after, fields, text, mergeKey));
    return EditResult::applied();
}

template <class T>
EditResult Editor::updateAll(const std::vector<T> &afters, uint32_t fields, const QString &text)
{
    for (const T &after : afters)
        if (QString why = checkEdit(m_doc, after); !why.isEmpty())
            return EditResult::refused(std::move(why));
    return pushUpdates(afters, fields, text);
}

template <class T>
EditResult Editor::pushUpdates(const std::vector<T> &afters, uint32_t fields, const QString &text)
{
    // The befores are copied first: each push changes the document under them.
    std::vector<std::pair<T, const T *>> edits;
    for (const T &after : afters)
        if (const T *before = m_doc.table<T>().find(after.id); before && !(*before == after))
            edits.emplace_back(*before, &after);
    if (edits.empty())
        return EditResult::unchanged();
    // One entity is one command; several are one macro, undone as one step.
    if (edits.size() > 1)
        m_doc.undoStack()->beginMacro(text);
    for (const auto &[before, after] : edits)
        m_doc.undoStack()->push(new CmdEntityUpdate<T>(m_doc, before, *after, fields, text));
    if (edits.size() > 1)
        m_doc.undoStack()->endMacro();
    return EditResult::applied();
}

} // namespace railyard
