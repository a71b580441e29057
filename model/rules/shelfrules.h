#pragma once

#include "ruleprovider.h"

namespace railyard {

// DC power shelves on a rack's busbar (docs/RULES.md, "Power shelves"): a rack whose shelves
// keep no shelf spare (SHELF_NO_REDUNDANCY) and a rack with a shelf side beside an AC PDU side
// (SHELF_MIXED_WITH_PDU).
void addShelfRules(RuleBook &book);

// PDU_OVERLOAD_ON_FAILOVER for a side of power shelves: what the side must carry with the other
// feed lost, in shelf words ("4 power shelves of 33.0 kW"), with the shelves that would carry it.
Problem shelfFailoverProblem(const Pdu &side, const Part &shelf, double loadW);

} // namespace railyard
