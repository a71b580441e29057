#pragma once

#include "document/document.h"
#include "rules/problem.h"

#include <array>

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

// The objects of a typed selection (the window's, a context menu's) as the Editor erases them.
// Ports are erased as their cables; the site and parts are not objects a user erases.
Selection selectionOf(const Document &doc, const std::vector<ObjectRef> &objects);

// What an erase takes beyond the objects asked for, by kind, and the survivors it leaves with a
// reference cleared. A rack's devices and a device's ports and cables are its contents; anything
// else (a hall's rows, a feed's PDUs, racks left without a PDU or loop, switches left without
// their network) is what a user is asked to confirm before it goes.
struct EraseReach {
    std::array<int, kEntityKindCount> beyond{}; // removed without being asked for
    int racksUnlinked = 0;                      // racks losing a PDU or their loop
    int devicesUnlinked = 0;                    // devices leaving a network
    int pdusUnlinked = 0;                       // tap-off PDUs losing their busway
    int count(EntityKind kind) const { return beyond[size_t(kind)]; }
    bool needsConfirmation() const;
};

EraseReach eraseReach(const Selection &asked, const ErasePlan &plan);

} // namespace railyard
