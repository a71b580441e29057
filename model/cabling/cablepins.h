#pragma once

#include "document/document.h"

namespace railyard {

// Pinning a cable's medium (docs/CABLING.md, "Pinning a medium"): the engine then uses that
// medium whatever the length, and the rules report what it cannot do (over reach, a cage
// that cannot hold it) as for any cable. Medium::Auto unpins: the engine chooses again.

// Undoable, one step for all of `cables` ("Pin cable C12 to AOC", "Pin 8 cables to SMF",
// "Unpin cable C12"). Returns false when no cable changes.
bool pinCableMedium(Document &doc, const std::vector<CableId> &cables, Medium medium);

// "AOC", or the word for unpinned: how the cables table and its menu name a pin.
QString pinText(Medium medium);

} // namespace railyard
