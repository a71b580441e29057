#pragma once

#include "core/ids.h"
#include "enums.h"

#include <QString>

namespace railyard {

// One of the design's networks (compute, storage/frontend, in-band, out-of-band). Switches
// name the network they belong to.
struct Network {
    NetworkId id;
    QString name;
    NetworkRole role = NetworkRole::Compute;
    Technology technology = Technology::InfiniBand;
    double oversubscription = 1; // design target r in r:1 at the leaves

    enum Field : uint32_t { kName = 1u << 0, kRole = 1u << 1, kTechnology = 1u << 2, kOversubscription = 1u << 3 };
    bool operator==(const Network &) const = default;
};

} // namespace railyard
