#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// A power distribution unit on a feed. Racks point at their A-side and B-side PDUs.
struct Pdu {
    PduId id;
    FeedId feed;
    PartId part;
    QString name;

    enum Field : uint32_t { kName = 1u << 0, kFeed = 1u << 1, kPart = 1u << 2 };
    bool operator==(const Pdu &) const = default;
};

} // namespace railyard
