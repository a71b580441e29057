#pragma once

#include "document/fragmentbuilder.h"
#include "generate/rackscale.h"

namespace railyard {

// What a rack-scale frame (a GB200 or GB300 NVL72) holds when a designer places it by hand, so
// that it arrives whole as it ships: the compute trays of its NVLink domain, the NVLink switch
// trays and the DC power shelves in NVIDIA's layout (generate/rackscale.h, as the generator
// mounts them), a management switch on top with every tray, switch tray and shelf cabled to it,
// its sides' shelves as the rack's A and B PDUs on the hall's feeds of those sides, and the
// rack on the hall's cooling loop when there is one. Shelves per side carry the whole rack's DC
// load (trays and switch trays at their maxima with worst-case optics): 2N by feed. A loaded
// frame heavier than the hall's floor rating over its footprint stands on the spreader plate the
// generator would give it (engine/physics.h, spreaderPlateM2).
struct RackScaleFill {
    RackScaleSystem system;
    RackScaleLayout layout;
    const Part *managementSwitch = nullptr;
    int shelvesPerSide = 0;
    FeedId feedA, feedB; // invalid: that side waits for a feed
    LoopId loop;         // invalid: the hall has no loop yet
    NetworkId oobNetwork;
    double spreaderM2 = 0; // the plate the loaded frame needs on the hall's floor (0: none)
    QString refusal; // why the frame cannot be filled (a part missing from the catalog)
    bool ok() const { return refusal.isEmpty(); }
};

// The management switch every generated rack carries (generator.h, oobSwitchPart), else the
// catalog's smallest switch with copper management ports; nullptr when it has none.
const Part *managementSwitchPart(const Catalog &cat);

// The fill of `frame` placed in `hall`; a frame that is not a rack-scale system fills nothing
// (ok, no system).
RackScaleFill planRackScaleFill(const Document &doc, HallId hall, PartId frame);

// Adds `rack` through `b`, whole when `fill` is a rack-scale system's (its sides, loop and
// contents below); the one way racks placed by hand are added.
RackId addRackWithFill(FragmentBuilder &b, Rack rack, const RackScaleFill &fill);

// Adds the fill's shelves as PDUs and points `rack` (not yet added) at them and at the loop.
void attachRackScaleSides(FragmentBuilder &b, Rack &rack, const RackScaleFill &fill);
// Mounts and cables the fill in `rack` (added through `b`). Devices are named after the rack:
// R-CT01… (compute trays), R-NVSW1…, R-PS-A1…, R-PS-B1…, R-OOB.
void mountRackScaleFill(FragmentBuilder &b, RackId rack, const QString &rackName, const RackScaleFill &fill);

} // namespace railyard
