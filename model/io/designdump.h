#pragma once

#include "document/document.h"

namespace railyard {

// A canonical text form of a whole design: every entity and field, sorted by ID, one line each.
// Two documents with equal dumps are equal; used by tests (round trips, undo) and for diffing
// designs by hand.
QString dumpDesign(const Document &doc);

} // namespace railyard
