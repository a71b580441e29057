#pragma once

#include "document/document.h"

namespace railyard {

class Editor;

// Adds `count` racks of type `rackPart` at the end of a row, as one undoable step: along the
// row's line at its rack pitch, turned like its racks, named after its series ("SU01-R12",
// "SU01-R13"…); rack-scale systems with what they ship with (rackscalefill.h). An empty row starts at `startXM`, `startYM` and runs along +x. Returns the new
// racks, or an empty list with `refusal` set.
struct RowFill {
    std::vector<RackId> racks;
    QString refusal;
};
RowFill addRacksToRow(Editor &editor, RowId row, PartId rackPart, int count, double startXM = 0, double startYM = 0);

} // namespace railyard
