#pragma once

#include "documentcommand.h"

namespace railyard {

// Sets fields of one entity: the new value replaces the old one whole, `fields` names what
// changed. One generic command serves every property edit (rename, rotate, change a PDU,
// re-pin a medium, ...). With `mergeKey` non-zero, consecutive edits of the same entity and
// fields with the same key merge into one undo step (typing into a spin box).
template <class T>
class CmdEntityUpdate : public DocumentCommand {
public:
    CmdEntityUpdate(Document &doc, const T &before, const T &after, uint32_t fields, const QString &text,
                    int mergeKey = 0)
        : DocumentCommand(doc, text), m_before(before), m_after(after), m_fields(fields), m_mergeKey(mergeKey)
    {
    }
    void redo() override { doc().replace(key(), m_after, m_fields); }
    void undo() override { doc().replace(key(), m_before, m_fields); }
    int id() const override { return m_mergeKey ? kCmdEntityUpdate : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = dynamic_cast<const CmdEntityUpdate<T> *>(other);
        if (!next || next->m_mergeKey != m_mergeKey || next->m_after.id != m_after.id || next->m_fields != m_fields)
            return false;
        m_after = next->m_after;
        return true;
    }

private:
    T m_before;
    T m_after;
    uint32_t m_fields;
    int m_mergeKey;
};

// Edits the site record (name, customer, notes).
class CmdSiteEdit : public DocumentCommand {
public:
    CmdSiteEdit(Document &doc, const Site &after, uint32_t fields, const QString &text)
        : DocumentCommand(doc, text), m_before(doc.site()), m_after(after), m_fields(fields)
    {
    }
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const Site &s)
    {
        ChangeBatch batch(doc(), key());
        doc().setSite(key(), s, m_fields);
    }
    Site m_before;
    Site m_after;
    uint32_t m_fields;
};

} // namespace railyard
