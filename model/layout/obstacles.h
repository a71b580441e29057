#pragma once

#include "document/document.h"
#include "rules/footprint.h"

namespace railyard {

// What the building forbids: a rectangle of a hall's floor standing on a column or in a
// keep-out area. Every front door that places racks or CDUs (the palette's drops, Insert,
// `railyard-cli edit`) refuses the same places with these; what the design can hold but should
// not (outside the hall, overlapping another rack) is reported by the rules instead.

// Why `rect` may not stand on the floor of `hall`, naming the column or keep-out area in the
// way; empty when nothing is.
QString obstacleRefusal(const Document &doc, HallId hall, const FloorRect &rect);

// The same for a rack where it is placed (its hall through its row, its footprint turned).
QString rackPlacementRefusal(const Document &doc, const Rack &rack);

} // namespace railyard
