#pragma once

#include "document/document.h"

namespace railyard {

// Where a part can be mounted in a rack: what a drop of a catalog part (or a dragged device)
// onto a rack elevation asks before it becomes an edit.
struct MountPlan {
    int u = 0;        // lowest U the part would occupy
    QString refusal;  // empty when it fits; otherwise why not, naming what is in the way
    bool ok() const { return refusal.isEmpty(); }
};

// Whether `part` fits in `rack` with its lowest U at `u`. `moving` is a device already in the
// rack that the mount replaces (a drag within the rack), so its own units count as free.
MountPlan planMount(const Document &doc, RackId rack, PartId part, int u, DeviceId moving = {});

// The free place for `part` in `rack` nearest to U `near` (the U under the pointer); a refusal
// saying why when there is none (the rack is full, the part is not rack-mounted).
MountPlan nearestFreeMount(const Document &doc, RackId rack, PartId part, int near, DeviceId moving = {});

// Why `part` cannot be mounted at U `u` of `rack` (planMount), with what to do: the nearest free
// place, or another rack when it has none. Empty when it fits.
QString mountRefusal(const Document &doc, RackId rack, PartId part, int u, DeviceId moving = {});

} // namespace railyard
