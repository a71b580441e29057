#include "cmdentitiesinsert.h"

namespace railyard {

CmdEntitiesInsert::CmdEntitiesInsert(Document &doc, Fragment fragment, const QString &text)
    : DocumentCommand(doc, text), m_fragment(std::move(fragment))
{
}

void CmdEntitiesInsert::redo()
{
    doc().insert(key(), m_fragment);
}

void CmdEntitiesInsert::undo()
{
    m_fragment = doc().take(key(), m_fragment);
}

} // namespace railyard
