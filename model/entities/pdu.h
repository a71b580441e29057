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

    enum Field : uint32_t { kName = 1u << 0, kFeed = 1u << 1, kPart = 1u << 2, kUnits = 1u << 3 };
    bool operator==(const Pdu &) const = default;
};

} // namespace railyard
