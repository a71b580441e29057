#pragma once

#include "document/document.h"

#include <QUndoCommand>

namespace railyard {

// Base of every edit command. Commands hold entity values and IDs, never pointers into the
// document, so undo can never touch an object that died. Ownership of removed entities: the
// command that removed them holds their values until it is undone (they go back into the
// document) or destroyed.
class DocumentCommand : public QUndoCommand {
public:
    DocumentCommand(Document &doc, const QString &text) : QUndoCommand(text), m_doc(doc) {}

protected:
    Document &doc() { return m_doc; }
    static MutationKey key() { return MutationKey(); }

private:
    Document &m_doc;
};

// Command ids for mergeWith(); one per mergeable command type.
enum CommandId : int { kCmdRackMove = 1, kCmdEntityUpdate = 2 };

} // namespace railyard
