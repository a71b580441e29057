#pragma once

#include "hallthermal.h"

#include <QImage>

namespace railyard::thermal {

// The field as a picture, y = 0 at the bottom as on the floor plan: blue at `lowC`, through
// green and yellow, to red at `highC` and above; racks and columns dark grey; a colour bar with
// its temperatures along the bottom. At most about 2,000 pixels wide.
QImage heatMapImage(const HallThermal &field, double lowC, double highC);

} // namespace railyard::thermal
