#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// A rack (or a rack-scale system such as an NVL72) standing on the hall floor.
// Position is the centre of the footprint in hall coordinates (m); rotation in degrees,
// 0 meaning the front faces +y.
struct Rack {
    RackId id;
    RowId row;
    QString name;
    double xM = 0;
    double yM = 0;
    double rotationDeg = 0;
    PartId part;      // catalog rack type (category rack or rack_system)
    PduId pduA;       // PDU on the A feed
    PduId pduB;       // PDU on the B feed
    LoopId loop;      // cooling loop serving the rack, if liquid cooled
    // Area of the spreader plate the rack stands on (m²), 0 for none: the floor then carries the
    // rack over the larger of its footprint and the plate (docs/ENGINE.md, "Floor load").
    double spreaderM2 = 0;

    enum Field : uint32_t {
        kName = 1u << 0,
        kPosition = 1u << 1,
        kRotation = 1u << 2,
        kPart = 1u << 3,
        kPdu = 1u << 4,
        kLoop = 1u << 5,
        kRow = 1u << 6,
        kSpreader = 1u << 7,
    };
    bool operator==(const Rack &) const = default;
};

} // namespace railyard
