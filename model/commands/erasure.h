#pragma once

#include "document/document.h"

namespace railyard {

// What erasing a selection really removes, and which surviving entities lose a reference.
// Erasing a hall takes its rows, feeds, loops, columns, keep-out areas and busways; a row its
// racks; a rack its devices; a device its ports; a port its cables; a feed its PDUs and
// busways; a loop its CDUs. A rack whose PDU or loop goes, a device whose network goes, or a
// PDU whose busway goes stays with the reference cleared: a tap-off PDU without its busway still
// draws from the same feed, so the rack keeps its power path and the designer re-hangs it.
struct ErasePlan {
    Fragment removed;
    std::vector<Rack> racksBefore;     // survivors whose PDU or loop reference is cleared
    std::vector<Device> devicesBefore; // survivors whose network reference is cleared
    std::vector<Pdu> pdusBefore;       // survivors whose busway reference is cleared
};

ErasePlan planErase(const Document &doc, const Selection &selection);

} // namespace railyard
