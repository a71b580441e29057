#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// A building column standing on a hall's floor: a rectangle racks and CDUs must not overlap.
// (xM, yM) is the centre of the rectangle in hall coordinates (m), as for racks.
struct Column {
    ColumnId id;
    HallId hall;
    QString name;
    double xM = 0;
    double yM = 0;
    double widthM = 0; // extent along x
    double depthM = 0; // extent along y

    enum Field : uint32_t { kName = 1u << 0, kHall = 1u << 1, kPosition = 1u << 2, kSize = 1u << 3 };
    bool operator==(const Column &) const = default;
};

} // namespace railyard
