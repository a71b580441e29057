#pragma once

#include "core/result.h"
#include "document/document.h"

#include <QByteArray>

namespace railyard {

// The whole design as an edit file (docs/CLI.md, "edit"): one `add` per hall, row, feed, PDU,
// loop, network, rack and device, and one `connect` (or `add cable` where the cable has a
// length, bundle or label of its own) per cable, parents first, so that applying it to an
// empty design rebuilds the same halls, racks, devices and cables. Site settings (label
// template, waivers, price book, limits) are not ops and are not written. Fails, naming them,
// when two objects of one kind share a name (an op could not tell them apart).
Result<QByteArray> writeEditOps(const Document &doc);

} // namespace railyard
