#pragma once

#include "ruleprovider.h"

namespace railyard {

// Cables and ports: reach of the medium, a port used twice, speed mismatch between the ends,
// a switch carrying two networks.
void addCableRules(RuleBook &book);

} // namespace railyard
