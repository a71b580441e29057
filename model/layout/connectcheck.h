#pragma once

#include "document/document.h"

namespace railyard {

// Whether a cable may join two ports, checked before anything changes (docs/GUI.md, "Cabling
// by hand"): the drag in the elevation, the Connect dialog and a re-plugged end all ask here, so
// they refuse for the same reasons in the same words. Empty when the cable may be made.
//
// Refused: an end that does not exist, the same port twice, two ports of one device, a power
// inlet, a port that already has a cable (`ignore` is the cable being re-plugged, whose own end
// does not count), ports of two different networks (compute, storage, in-band, out-of-band:
// two networks on one switch is a design error), an RJ45 port with a pluggable cage (no cable
// joins them), and a pinned medium that does not fit the ends' cages (copper Cat6 only between
// RJ45 ports, the rest never into RJ45).
QString connectRefusal(const Document &doc, PortId a, PortId b, Medium medium = Medium::Auto, CableId ignore = {});

// Whether `end` of cable `cable` may move to port `to` (the other end stays). Empty when it may.
QString replugRefusal(const Document &doc, CableId cable, PortId end, PortId to);

} // namespace railyard
