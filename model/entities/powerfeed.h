#pragma once

#include "core/ids.h"
#include "enums.h"

#include <QString>

namespace railyard {

// One side (A or B) of the hall's power distribution; PDUs hang off it.
struct PowerFeed {
    FeedId id;
    HallId hall;
    QString name;
    FeedSide side = FeedSide::A;
    double capacityW = 0;

    enum Field : uint32_t { kName = 1u << 0, kSide = 1u << 1, kCapacity = 1u << 2, kHall = 1u << 3 };
    bool operator==(const PowerFeed &) const = default;
};

} // namespace railyard
