#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// A liquid cooling loop serving the racks that point at it. Its CDUs are Cdu entities on the
// floor that point at the loop: their capacities are the loop's capacity (one source of truth).
struct CoolingLoop {
    LoopId id;
    HallId hall;
    QString name;
    double deltaTK = 10;  // supply/return temperature difference on the rack side
    double supplyC = 25;  // rack-side supply temperature; the return is supplyC + deltaTK

    // Bit 1 was the CDU type and count before CDUs were entities; it is not reused.
    enum Field : uint32_t { kName = 1u << 0, kDeltaT = 1u << 2, kHall = 1u << 3, kSupply = 1u << 4 };
    double returnC() const { return supplyC + deltaTK; }
    bool operator==(const CoolingLoop &) const = default;
};

} // namespace railyard
