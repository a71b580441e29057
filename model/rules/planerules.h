#pragma once

#include "ruleprovider.h"

namespace railyard {

// The planes of a multi-plane compute fabric never share a switch: a node's port of plane q
// lands on a switch of plane q, and no cable joins switches of two planes. Two cables crossed
// between the planes are one problem with the exchange that fixes them (docs/RULES.md, "Planes").
void addPlaneRules(RuleBook &book);

} // namespace railyard
