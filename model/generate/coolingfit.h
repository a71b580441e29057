#pragma once

#include "catalog/catalog.h"
#include "core/result.h"

namespace railyard {

// Whether a GPU node can be cooled the way the designer asks (issue #19, defect 4). A node with
// cold plates (liquid_fraction > 0) needs direct-liquid racks: air or a rear door cannot take
// the heat its plates carry. An air-cooled node in direct-liquid racks sends nothing to liquid,
// so the loop and its CDUs would be sized for 0 kW. Either refusal names the nodes of the
// catalog that do fit the asked cooling.
Status checkCoolingFits(const Catalog &catalog, const Part &node, CoolingType cooling);

} // namespace railyard
