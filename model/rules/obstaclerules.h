#pragma once

#include "ruleprovider.h"

namespace railyard {

// Racks standing on a building column or in a keep-out area (RACK_ON_COLUMN, RACK_IN_KEEPOUT).
void addObstacleRules(RuleBook &book);

} // namespace railyard
