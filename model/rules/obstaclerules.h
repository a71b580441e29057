#pragma once

#include "ruleprovider.h"

namespace railyard {

// Racks and CDUs standing on a building column or in a keep-out area (RACK_ON_COLUMN,
// RACK_IN_KEEPOUT, CDU_ON_COLUMN, CDU_IN_KEEPOUT).
void addObstacleRules(RuleBook &book);

} // namespace railyard
