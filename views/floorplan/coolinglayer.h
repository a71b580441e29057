#pragma once

#include "supplylayer.h"

namespace railyard {

// The floor plan's Cooling layer for one hall (docs/GUI.md): each loop's header, a trunk
// beside the start of the rows its racks stand in, joined by each of its CDUs and branching
// along each of those rows with a link to each rack on the loop; coloured and labelled by the
// loop's heat against its usable (N+1) CDU capacity, with its flow. Racks that need liquid and
// are on no loop are ringed in red.
SupplyModel buildCoolingModel(const Document &doc, const Engine &engine, HallId hall, const HallToScene &toScene);
bool coolingLayerRelevant(const ChangeSet &changes);
bool coolingLayerRelevant(const Document &doc, const Engine &engine, const Engine::Delta &delta, const SupplyModel &drawn);

} // namespace railyard
