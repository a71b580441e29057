#pragma once

#include "documentcommand.h"

namespace railyard {

// Adds whole entities with pre-allocated IDs: a rack, a device with its ports, a cable, or a
// generator's entire output as one undo step. Undo removes them again; redo restores the same
// IDs.
class CmdEntitiesInsert : public DocumentCommand {
public:
    CmdEntitiesInsert(Document &doc, Fragment fragment, const QString &text);
    void redo() override;
    void undo() override;

private:
    Fragment m_fragment;
};

} // namespace railyard
