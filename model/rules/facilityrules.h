#pragma once

#include "ruleprovider.h"

namespace railyard {

// The facility limits: rack power and cooling, CDU capacity with N+1, PDU and feed load after
// losing a feed, utility capacity, floor loading, room air cooling.
void addFacilityRules(RuleBook &book);

} // namespace railyard
