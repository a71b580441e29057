#pragma once

#include "document/document.h"

namespace railyard {

// A row's line as its racks stand: the axis they run along (x when they spread more in x than
// in y), their pitch (the median step between neighbours), where the line lies across (the
// median), and how far along it they reach. What racks added to or dropped near a row follow.
struct RowLine {
    bool alongX = true;
    double pitch = 0.6;
    double across = 0;
    double first = 0, last = 0;
};

// The line of a row with racks; `fallbackPitch` when no two racks stand apart along it.
// A row without racks has no line: alongX, the fallback pitch, and zeros.
RowLine rowLine(const Document &doc, RowId row, double fallbackPitch);

} // namespace railyard
