#pragma once

#include "core/ids.h"
#include "enums.h"

#include <QString>

namespace railyard {

// A catalog part installed in a rack at a U position (lowest U occupied, 1-based).
// Switches name the network they serve and their place in the fabric (tier, scalable unit,
// rail) so rail-rule checks can be made at design time.
struct Device {
    DeviceId id;
    RackId rack;
    PartId part;
    QString name;      // hostname or switch name
    int uPosition = 0; // 0: not mounted in a U (zero-U or rack-scale system)
    NetworkId network; // for switches: the network whose traffic they carry
    FabricTier tier = FabricTier::None;
    int su = -1;       // scalable unit, -1 when not part of one
    int rail = -1;     // rail index for leaves, -1 otherwise

    enum Field : uint32_t {
        kName = 1u << 0,
        kPlacement = 1u << 1, // rack and U
        kPart = 1u << 2,
        kNetwork = 1u << 3,
        kFabric = 1u << 4, // tier, su, rail
    };
    bool operator==(const Device &) const = default;
};

} // namespace railyard
