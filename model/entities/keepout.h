#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// An area of a hall's floor nothing may stand on (a fire exit path, a door swing, a cable
// trench, a future plant position), with the reason it is kept free. Like a column, (xM, yM)
// is the centre of the rectangle in hall coordinates (m).
struct KeepOut {
    KeepOutId id;
    HallId hall;
    QString name;
    double xM = 0;
    double yM = 0;
    double widthM = 0; // extent along x
    double depthM = 0; // extent along y
    QString reason;

    enum Field : uint32_t { kName = 1u << 0, kHall = 1u << 1, kPosition = 1u << 2, kSize = 1u << 3, kReason = 1u << 4 };
    bool operator==(const KeepOut &) const = default;
};

} // namespace railyard
