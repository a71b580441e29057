#pragma once

#include "document/document.h"

namespace railyard {

// Why `tpl` cannot be kept in `doc`'s design (the Editor's gate for rack templates), with what
// to do; empty when it can: a printable name; a frame that is a rack or rack-scale part of the
// catalog; each device a mountable part of the catalog, within the frame's U and clear of the
// others, its name suffix printable and not repeated; each cable between two ports its parts
// have, no port used twice, no port to itself; each side's part a PDU or power shelf, 0–64 units;
// a spreader plate of 0–10 m².
QString checkRackTemplate(const Document &doc, const RackTemplate &tpl);

} // namespace railyard
