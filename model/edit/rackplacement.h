#pragma once

#include "document/document.h"

namespace railyard {

// Why `rack` may not stand where it is placed, for an edit that adds or moves it; empty when
// it may. What the building forbids (a column, a keep-out area) belongs here so that every
// front door that places racks refuses the same places. Placements the design can hold but
// should not (outside the hall, overlapping another rack) are not refused: the rules report them.
QString rackPlacementRefusal(const Document &doc, const Rack &rack);

} // namespace railyard
