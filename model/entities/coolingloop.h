#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// A liquid cooling loop: CDUs of one catalog type serving the racks that point at it.
struct CoolingLoop {
    LoopId id;
    HallId hall;
    QString name;
    PartId cduPart;
    int cduCount = 0;
    double deltaTK = 10; // supply/return temperature difference on the rack side

    enum Field : uint32_t { kName = 1u << 0, kCdu = 1u << 1, kDeltaT = 1u << 2, kHall = 1u << 3 };
    bool operator==(const CoolingLoop &) const = default;
};

} // namespace railyard
