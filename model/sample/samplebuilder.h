#pragma once

#include "core/result.h"
#include "document/document.h"

namespace railyard {

// Builds the bundled sample design into an empty document as one undo step: one hall with a
// row of rear-door compute racks (16 eight-GPU nodes), a network row (a rail-optimized
// InfiniBand fabric of 8 rail leaves and 4 spines, storage and management switches), A/B feeds
// with a PDU per side per rack, and a cooling loop. Parts are chosen from the document's
// catalog; a catalog without a suitable part is an error naming what is missing.
Status buildSampleDesign(Document &doc);

} // namespace railyard
