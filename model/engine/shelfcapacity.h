#pragma once

#include "engine.h"

namespace railyard {

// The DC power shelves of one rack, both sides together (docs/ENGINE.md, "Power shelves").
// With both feeds up every shelf on the rack's busbar shares its load, and the rack keeps one
// shelf spare (N+1): usable = installed less the largest shelf. With one feed lost the other
// side's shelves carry the rack whole (the PDU failover figures, with pduContinuousW at 100 %).
struct RackShelves {
    int shelves = 0;            // units of power_shelf parts on the rack's A and B sides
    double installedW = 0;      // their summed DC output
    double largestW = 0;        // the one shelf N+1 assumes lost
    double redundantW = 0;      // installed less the largest: what the rack may draw with N+1
    double loadW = 0;           // the rack's peak DC load: its IT load less the shelves' own loss
    bool mixed = false;         // one side is a power shelf, the other an AC PDU
    bool any() const { return shelves > 0; }
    bool withoutRedundancy() const { return any() && !mixed && loadW > redundantW; }
};
RackShelves rackShelves(const Document &doc, const Engine &engine, RackId rack);

} // namespace railyard
