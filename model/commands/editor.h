#pragma once

#include "cmdentityupdate.h"
#include "cmdrackmove.h"
#include "core/result.h"
#include "document/fragmentbuilder.h"

namespace railyard {

// The narrow facade through which views, importers and tools edit a document. Every call is
// one undoable step on the document's undo stack and emits one ChangeSet.
class Editor {
public:
    explicit Editor(Document &doc) : m_doc(doc) {}

    // Adds everything a builder assembled as one undo step.
    void insert(Fragment fragment, const QString &text);
    // Erases the selection and what depends on it. Returns false if there was nothing to erase.
    bool erase(const Selection &selection, const QString &text = {});

    HallId addHall(const Hall &hall);
    RowId addRow(HallId hall, const QString &name);
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
    Status setPduBusway(PduId pdu, BuswayId busway);
    // A busway edit; a new feed moves its tap-off PDUs to that feed in the same step.
    Status updateBusway(const Busway &after, uint32_t fields);

    // `gesture` numbers a drag: the moves of one gesture merge into one undo step.
    void moveRacks(std::vector<CmdRackMove::Move> moves, int gesture = 0);
    void moveRack(RackId rack, double xM, double yM);

    // Property edits: `after` is the entity with its new values, `fields` what changed.
    // Returns false if the entity no longer exists or nothing changed.
    template <class T>
    bool update(const T &after, uint32_t fields, const QString &text, int mergeKey = 0);
    void setSite(const Site &site, uint32_t fields);

    Document &document() { return m_doc; }

private:
    Document &m_doc;
};

template <class T>
bool Editor::update(const T &after, uint32_t fields, const QString &text, int mergeKey)
{
    const T *before = m_doc.table<T>().find(after.id);
    if (!before || *before == after)
        return false;
    m_doc.undoStack()->push(new CmdEntityUpdate<T>(m_doc, *before, after, fields, text, mergeKey));
    return true;
}

} // namespace railyard
