#pragma once

#include "catalog/catalog.h"

namespace railyard {

// Identical PDUs one side of a generated rack takes at most: three per feed side (estimate of
// what a rack's rear channels hold; NVIDIA's DGX SuperPOD B300 reference architecture racks four
// DGX B300 at ~56 kW "each with three (3) 2U rack PDUs", docs.nvidia.com/dgx-superpod/
// reference-architecture/scalable-infrastructure-b300-xdr/latest/dgx-superpod-architecture.html).
// The reader accepts more (limits::kMaxPduUnits).
constexpr int kPdusPerRackSide = 3;

// Optics and active cables add a few percent to a rack's catalog maxima: PDUs keep this margin.
constexpr double kPduMargin = 1.1;

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
