#pragma once

#include "footprint.h"

#include <QString>
#include <optional>

namespace railyard {

// What stands on a hall's floor: a rack, or a floor-standing CDU (an in-rack CDU, a part with no
// footprint, stands in its rack and takes no floor of its own). The obstacle, overlap and
// outside-the-hall rules judge both from this one description.
struct Standing {
    EntityKind kind;
    uint32_t id;
    QString what; // "Rack", "CDU" as messages begin
    QString name;
    HallId hall;
    FloorRect at;
    double x, y, rotationDeg;
};

// The footprint of rack or CDU `id` (kind Rack or Cdu), or nothing when it has none: a part
// without a size, or a CDU whose loop is gone.
std::optional<Standing> standingOf(const Document &doc, EntityKind kind, uint32_t id);

} // namespace railyard
