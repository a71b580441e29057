#pragma once

#include "ruleprovider.h"

namespace railyard {

// A rack-scale system's NVLink domain as built: no more GPUs than its spine joins, enough NVLink
// switch trays for the GPUs mounted, and switch trays only inside a frame, where the spine's
// copper cartridges reach them (docs/RULES.md, "NVLink domains").
void addNvlinkRules(RuleBook &book);

} // namespace railyard
