#pragma once

#include "document/document.h"

namespace railyard {

// What erasing a selection really removes, and which surviving entities lose a reference.
// Erasing a hall takes its rows, feeds and loops; a row its racks; a rack its devices; a device
// its ports; a port its cables; a feed its PDUs. A rack whose PDU or loop goes, or a device
// whose network goes, stays with the reference cleared.
struct ErasePlan {
    Fragment removed;
    std::vector<Rack> racksBefore;     // survivors whose PDU or loop reference is cleared
    std::vector<Device> devicesBefore; // survivors whose network reference is cleared
};

ErasePlan planErase(const Document &doc, const Selection &selection);

} // namespace railyard
