#pragma once

#include "document/document.h"

#include <functional>
#include <vector>

namespace railyard {

// A cable trace (docs/CABLING.md): from one port, the cable on it, the port at its far end and,
// where that port belongs to a pass-through device (a patch panel), on through the port paired
// with it to the next cable, until the far end: port → cable → port → … NetBox shows the same
// walk for an interface. The walk is the model's, so the GUI's dialogs, a CLI and the tests
// agree on it.
struct TraceHop {
    PortId from;  // the near port of this hop
    CableId cable;
    PortId to;    // the far port of the cable
};

struct CableTrace {
    PortId start;
    std::vector<TraceHop> hops; // empty: no cable on the start port
    bool loop = false;          // the walk came back to a port it had passed (a patching error)
    PortId end() const { return hops.empty() ? start : hops.back().to; }
};

// For a port of a pass-through device, the port on its other face that continues the path; an
// invalid id where the path ends. The catalog has no patch panels today, so the default ends
// every path at the far port of its first cable.
using PassThrough = std::function<PortId(const Document &, PortId)>;

// The walk from `start`; a port carrying several cables follows the first (the rules report the
// others). A loop stops the walk at the repeated port.
CableTrace traceCable(const Document &doc, PortId start, const PassThrough &passThrough = {});

// The walk along one cable, from its end A.
CableTrace traceCable(const Document &doc, CableId cable, const PassThrough &passThrough = {});

} // namespace railyard
