#pragma once

#include "ruleprovider.h"

namespace railyard {

// Overhead busways: load against the rating (BUSWAY_OVERLOAD, BUSWAY_OVERLOAD_ON_FAILOVER) and
// tap-off PDUs on another feed than their busway's (PDU_FEED_NOT_BUSWAY_FEED).
void addBuswayRules(RuleBook &book);

} // namespace railyard
