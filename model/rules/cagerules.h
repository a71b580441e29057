#pragma once

#include "ruleprovider.h"

namespace railyard {

// A cage holds one module or one cable end (docs/RULES.md, "Cages"): a twin-port cable split
// across far cages, two media or two fibre types in one cage, a module that does not fit its
// cage. The engine chooses per cage group, so these come from pinned media; each problem is
// reported once, on the cable whose pin breaks its group.
void addCageRules(RuleBook &book);

} // namespace railyard
