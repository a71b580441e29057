#pragma once

#include "supplylayer.h"

namespace railyard {

// The floor plan's Power layer for one hall (docs/GUI.md): each feed as a box outside the wall
// its rows start from (A feeds beyond the low end of the rows, B feeds beyond the far end),
// its trunk along the inside of that wall, a branch along each row it serves (A on the rows'
// low side, B on their high side) with each PDU's mark on it and a link to each of the PDU's
// racks; a busway's feed joins its nearest end, and each of its tap-off PDUs drops to its
// racks. Everything is coloured by its load against its limit, the worse of normal operation
// and failover (the other side lost).
SupplyModel buildPowerModel(const Document &doc, const Engine &engine, HallId hall, const HallToScene &toScene);
// Whether a change set or an engine update can change what the layer draws.
bool powerLayerRelevant(const ChangeSet &changes);
bool powerLayerRelevant(const Engine &engine, const Engine::Delta &delta, const SupplyModel &drawn);

} // namespace railyard
