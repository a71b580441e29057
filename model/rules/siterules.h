#pragma once

#include "ruleprovider.h"

namespace railyard {

// Equipment and site limits (docs/RULES.md): a feed beyond the largest switchgear lineup the
// catalog offers, a loop beyond the largest cooling plant, a hall beyond the site's IT load or
// floor area limit.
void addSiteRules(RuleBook &book);

} // namespace railyard
