#pragma once

#include "core/ids.h"
#include "enums.h"

#include <QString>

namespace railyard {

// The most planes a multi-plane compute fabric has (Spectrum-X designs use two).
constexpr int kMaxPlanes = 8;

// One of the design's networks (compute, storage/frontend, in-band, out-of-band). Switches
// name the network they belong to.
struct Network {
    NetworkId id;
    QString name;
    NetworkRole role = NetworkRole::Compute;
    Technology technology = Technology::InfiniBand;
    double oversubscription = 1; // design target r in r:1 at the leaves
    // A plane of a multi-plane compute fabric (Spectrum-X: each GPU's two links on two fabrics
    // that never share a switch), 1-based; 0: the network is not a plane. A node's compute port
    // i belongs to plane i mod P + 1 (P: the design's planes), topology/fabricplanes.h.
    int plane = 0;

    enum Field : uint32_t {
        kName = 1u << 0,
        kRole = 1u << 1,
        kTechnology = 1u << 2,
        kOversubscription = 1u << 3,
        kPlane = 1u << 4,
    };
    bool operator==(const Network &) const = default;
};

} // namespace railyard
