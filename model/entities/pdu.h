#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// The power distribution of one side of a rack on a feed: `units` identical PDUs of one part
// sharing the side's load (a dense rack needs two or three per side, docs/ENGINE.md). Racks
// point at their A-side and B-side entries.
struct Pdu {
    PduId id;
    FeedId feed;
    PartId part;
    QString name;
    int units = 1;
    // The overhead busway it taps off, if any. A tap-off draws from the busway's feed, so
    // `feed` equals the busway's feed (PDU_FEED_NOT_BUSWAY_FEED otherwise).
    BuswayId busway;

    enum Field : uint32_t { kName = 1u << 0, kFeed = 1u << 1, kPart = 1u << 2, kUnits = 1u << 3, kBusway = 1u << 4 };
    bool operator==(const Pdu &) const = default;
};

} // namespace railyard
