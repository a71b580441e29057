#pragma once

#include "ruleprovider.h"

namespace railyard {

// What a hand-drawn design forgets to connect: a rack side with no PDU or a PDU with no feed,
// both sides on one feed, liquid heat with no loop (or another hall's), a loop with no CDU, a
// hall with load and no utility feed. Each is a design that cannot be energised or cooled
// whatever its figures say; the facility limits (facilityrules.h) judge the figures.
void addSupplyRules(RuleBook &book);

} // namespace railyard
