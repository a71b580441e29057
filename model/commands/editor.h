#pragma once

#include "cmdentityupdate.h"
#include "cmdrackmove.h"
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

    void moveRacks(std::vector<CmdRackMove::Move> moves);
    void moveRack(RackId rack, double xM, double yM);

    // Property edits: `after` is the entity with its new values, `fields` what changed.
    // Returns false if the entity no longer exists or nothing changed.
    template <class T>
    bool update(const T &after, uint32_t fields, const QString &text, int mergeKey = 0);
    void setSite(const Site &site, uint32_t fields);

    Document &document() { return m_doc; }

private:
    template <class T>
    const EntityTable<T> &tableOf() const;
    Document &m_doc;
};

template <class T>
const EntityTable<T> &Editor::tableOf() const
{
    if constexpr (std::is_same_v<T, Hall>) return m_doc.halls();
    else if constexpr (std::is_same_v<T, Row>) return m_doc.rows();
    else if constexpr (std::is_same_v<T, Rack>) return m_doc.racks();
    else if constexpr (std::is_same_v<T, Device>) return m_doc.devices();
    else if constexpr (std::is_same_v<T, Port>) return m_doc.ports();
    else if constexpr (std::is_same_v<T, Cable>) return m_doc.cables();
    else if constexpr (std::is_same_v<T, PowerFeed>) return m_doc.feeds();
    else if constexpr (std::is_same_v<T, Pdu>) return m_doc.pdus();
    else if constexpr (std::is_same_v<T, CoolingLoop>) return m_doc.loops();
    else return m_doc.networks();
}

template <class T>
bool Editor::update(const T &after, uint32_t fields, const QString &text, int mergeKey)
{
    const T *before = tableOf<T>().find(after.id);
    if (!before || *before == after)
        return false;
    m_doc.undoStack()->push(new CmdEntityUpdate<T>(m_doc, *before, after, fields, text, mergeKey));
    return true;
}

} // namespace railyard
