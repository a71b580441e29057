#pragma once

#include "documentcommand.h"
#include "erasure.h"

namespace railyard {

// Removes the selection and everything that depends on it (see ErasePlan). The command owns
// the removed entities' values until undo puts them back under the same IDs.
class CmdEntitiesErase : public DocumentCommand {
public:
    CmdEntitiesErase(Document &doc, const Selection &selection, const QString &text);
    void redo() override;
    void undo() override;
    const ErasePlan &plan() const { return m_plan; }

private:
    ErasePlan m_plan;
};

} // namespace railyard
