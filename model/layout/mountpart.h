#pragma once

#include "rackspace.h"

namespace railyard {

class Editor;

// A catalog part mounted in a rack at a U (a drop from the catalog palette onto a rack
// elevation, Insert > Device): the device named after its rack's like devices, its ports made
// from the part as every device's are (FragmentBuilder), one undoable step.
struct Mounted {
    DeviceId device;
    QString name;
    QString refusal; // empty on success; otherwise why nothing was changed
};

// Whether a part is equipment mounted at a U: rack units, and not a rack, a PDU or a CDU (those
// stand on the floor or power and cool a rack: rackplacement.h, rackpdu.h, loopcdu.h).
bool mountsInRack(const Part &part);

// The name a new `part` in `rack` gets: the next of the series of the rack's devices of the same
// part (else of the same category, else the rack's name and the category), unique in the design.
QString newDeviceName(const Document &doc, RackId rack, PartId part);

// Mounts `part` in `rack` with its lowest U at `u` (planMount decides whether it fits); a part
// that does not mount in a rack is refused.
Mounted mountPart(Editor &editor, RackId rack, PartId part, int u);

} // namespace railyard
