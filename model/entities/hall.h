#pragma once

#include "core/ids.h"
#include "entities/enums.h"

#include <QString>

namespace railyard {

// A data hall: the floor racks stand on, with the facility limits the design must respect.
struct Hall {
    HallId id;
    QString name;
    double widthM = 0;            // floor extent along x
    double depthM = 0;            // floor extent along y
    double floorRatingKPa = 12;   // distributed load rating of the floor
    double pointLoadRatingKN = 4.5; // concentrated load rating (per caster/foot)
    double utilityFeedW = 0;      // contracted utility capacity for the hall
    double pue = 1.3;             // facility power / IT power
    double supplyWaterC = 25;     // facility water supply temperature
    double returnWaterC = 35;     // facility water return temperature
    double airCoolingW = 0;       // heat the room's air handling can reject
    // How the aisles are closed off (the air solve uses it): a new hall's hot aisles are
    // contained, as halls of AI racks are built; a file of format 12 or before opens open.
    Containment containment = Containment::HotAisle;

    enum Field : uint32_t {
        kName = 1u << 0,
        kSize = 1u << 1,
        kFloorRating = 1u << 2,
        kUtilityFeed = 1u << 3,
        kPue = 1u << 4,
        kWater = 1u << 5,
        kAirCooling = 1u << 6,
        kContainment = 1u << 7,
    };
    bool operator==(const Hall &) const = default;
};

} // namespace railyard
