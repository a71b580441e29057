#pragma once

#include "hallthermal.h"

#include <QImage>

namespace railyard::thermal {

// The field as a picture, oriented as the floor plan (x to the right, y = 0 at the top): blue at
// `lowC`, through green and yellow, to red at `highC` and above; racks, columns and still air dark
// grey; a colour bar with its temperatures along the bottom. At most about 2,000 pixels on its
// longer side (16 pixels a cell at most); a null image when it cannot be allocated.
QImage heatMapImage(const HallThermal &field, double lowC, double highC);

// The picture's colour of a temperature at `fraction` (0 … 1, clamped) of the way from its low
// to its high end: the 3D view's overlay uses the same ramp.
QColor heatColor(double fraction);

} // namespace railyard::thermal
