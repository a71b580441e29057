#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// An overhead busway: a straight run of busbar from (x1M, y1M) to (x2M, y2M) in hall coordinates,
// fed by one power feed (its side is the feed's). Rack PDUs tap off it (Pdu::busway); its load
// is the sum of theirs, against its catalog part's rating at 80 % continuous (docs/ENGINE.md).
struct Busway {
    BuswayId id;
    HallId hall;
    FeedId feed;
    PartId part; // catalog category busway
    QString name;
    double x1M = 0;
    double y1M = 0;
    double x2M = 0;
    double y2M = 0;

    enum Field : uint32_t { kName = 1u << 0, kHall = 1u << 1, kFeed = 1u << 2, kPart = 1u << 3, kRun = 1u << 4 };
    bool operator==(const Busway &) const = default;
};

} // namespace railyard
