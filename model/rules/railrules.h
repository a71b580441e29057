#pragma once

#include "ruleprovider.h"

namespace railyard {

// The rail rule (compute NIC i of a node lands on the rail-i leaf of its SU), with crossed
// cables reported as one swap or rotation each; nodes cabled into another SU; leaves with
// unequal uplinks to their spines.
void addRailRules(RuleBook &book);

} // namespace railyard
