#pragma once

#include "core/ids.h"
#include "enums.h"

#include <QString>

namespace railyard {

// A logical port of a device. Several logical ports may share one physical cage (a twin-port
// OSFP carries two 400G links); cageIndex tells which, so optics are counted per module.
struct Port {
    PortId id;
    DeviceId device;
    QString name;
    PortRole role = PortRole::Compute;
    double speedGbps = 0;
    Cage cage = Cage::None;
    int index = 0;     // ordinal among the device's ports of the same role (NIC i -> rail i)
    int cageIndex = 0; // physical cage number on the device

    enum Field : uint32_t { kName = 1u << 0, kRole = 1u << 1, kSpeed = 1u << 2, kCage = 1u << 3 };
    bool operator==(const Port &) const = default;
};

} // namespace railyard
