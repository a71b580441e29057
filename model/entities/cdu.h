#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// A coolant distribution unit on the floor, serving one cooling loop. A loop's CDU capacity is
// the sum of its CDUs (docs/ENGINE.md). Position is the centre of the part's footprint in the
// loop's hall (m); rotation in degrees as for racks.
struct Cdu {
    CduId id;
    LoopId loop;
    PartId part; // catalog category cdu
    QString name;
    double xM = 0;
    double yM = 0;
    double rotationDeg = 0;

    enum Field : uint32_t { kName = 1u << 0, kLoop = 1u << 1, kPart = 1u << 2, kPosition = 1u << 3, kRotation = 1u << 4 };
    bool operator==(const Cdu &) const = default;
};

} // namespace railyard
