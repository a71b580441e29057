#pragma once

#include "enums.h"

#include <QString>
#include <vector>

namespace railyard {

// A rack as the designer filled it, kept in the design to be placed again whole (docs/GUI.md,
// "Rack templates"): its frame, what is mounted where, the cables inside it, its two sides'
// power distribution and whether it joins a cooling loop. Parts are catalog part numbers, not
// ids, so a template reads the same in any design whose catalog has those parts.
struct RackTemplateDevice {
    QString suffix; // the name after the rack's: "-CT01" mounts "A07-CT01" in rack A07
    QString part;
    int uPosition = 0; // lowest U occupied; 0 for zero-U parts
    // The network a switch carries, by role and plane: a placed copy carries the design's
    // network of that role and plane, when there is one.
    bool onNetwork = false;
    NetworkRole networkRole = NetworkRole::Compute;
    int plane = 0;
    FabricTier tier = FabricTier::None;
    int rail = -1;
    bool operator==(const RackTemplateDevice &) const = default;
};

// A cable between two of the template's devices (indices into `devices`), by port name.
struct RackTemplateCable {
    int a = 0, b = 0;
    QString portA, portB;
    Medium medium = Medium::Auto;
    bool operator==(const RackTemplateCable &) const = default;
};

// One side's PDUs (or DC power shelves): `units` of `part`; none when units is 0.
struct RackTemplateSide {
    QString part;
    int units = 0;
    bool operator==(const RackTemplateSide &) const = default;
};

struct RackTemplate {
    QString name;
    QString frame; // a rack or rack-scale system part
    RackTemplateSide sideA, sideB;
    bool cooled = false; // joins its hall's cooling loop when it has one
    double spreaderM2 = 0;
    std::vector<RackTemplateDevice> devices;
    std::vector<RackTemplateCable> cables;
    bool operator==(const RackTemplate &) const = default;
};

} // namespace railyard
