#pragma once

#include "catalog/catalog.h"

namespace railyard {

// Identical 0U PDUs one side of a generated rack takes at most: three per feed side in the rear
// channels of a 600 mm rack (estimate; NVIDIA's DGX B300 racks carry ~56 kW on three PDUs,
// Railyard domain primer). The reader accepts more (limits::kMaxPduUnits).
constexpr int kPdusPerRackSide = 3;

struct PduChoice {
    const Part *part = nullptr;
    int units = 0;
};

// The PDUs one side of a rack needs to carry `loadW` alone (the other feed lost) at 80 %
// continuous: for each catalog PDU, as many units as that takes, up to kPdusPerRackSide; the
// fewest units (fewer whips and rear-channel slots), then the cheapest set, then the smallest
// rating. No part when none carries it.
PduChoice choosePdus(const Catalog &catalog, double loadW);

// The most one rack side carries with the catalog's PDUs: kPdusPerRackSide of the largest, at
// 80 % continuous.
double largestRackSideW(const Catalog &catalog);

} // namespace railyard
