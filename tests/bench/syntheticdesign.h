#pragma once

#include "document/document.h"

#include <memory>

namespace railyard::bench {

// A rail-optimized cluster of `gpus` GPUs built straight from the bundled catalog, for
// benchmarks: 8-GPU nodes four to a rack, scalable units of 32 nodes with one leaf per rail,
// spines (and cores above 2,048 nodes' worth of leaves) in network racks, an OOB switch per
// compute rack, A/B PDUs and a cooling loop. Not a design tool: the generator builds real
// designs; this only gives the engine and the store a large, realistic load.
std::unique_ptr<Document> buildSyntheticDesign(int gpus);

} // namespace railyard::bench
