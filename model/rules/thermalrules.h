#pragma once

#include "ruleprovider.h"

namespace railyard {

// The air each rack draws (docs/RULES.md, "Inlet temperatures"): the hall's air field solved by
// model/thermal; an inlet above ASHRAE's recommended 27 °C is a warning, above class A1's
// allowable 32 °C an error; a hall whose field cannot be solved says why.
void addThermalRules(RuleBook &book);

} // namespace railyard
