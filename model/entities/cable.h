#pragma once

#include "core/ids.h"
#include "enums.h"

#include <QString>

namespace railyard {

// A cable between two ports. Medium::Auto lets the engine pick the cheapest medium whose reach
// covers the routed length; any other medium is pinned by the user. lengthM 0 means "route it".
struct Cable {
    CableId id;
    PortId a;
    PortId b;
    Medium medium = Medium::Auto;
    double lengthM = 0;
    QString label;
    QString bundle;

    enum Field : uint32_t {
        kEnds = 1u << 0,
        kMedium = 1u << 1,
        kLength = 1u << 2,
        kLabel = 1u << 3,
        kBundle = 1u << 4,
    };
    bool operator==(const Cable &) const = default;
};

} // namespace railyard
