#pragma once

#include "ruleprovider.h"

namespace railyard {

// Devices in racks: past the top of the rack, or two devices in the same U.
void addPlacementRules(RuleBook &book);

} // namespace railyard
