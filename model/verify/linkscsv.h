#pragma once

#include "asbuilt.h"
#include "core/result.h"

namespace railyard {

// Reads a links CSV (docs/VERIFY.md): header `a_device,a_port,b_device,b_port`, one row per
// cable as installed. The P2P header of `export p2p` (A-Node Name, A-Port, Z-Node Name,
// Z-Port, ...) is read too, so a plan edited to what was built can be verified. Errors name
// the file and row.
Result<AsBuilt> readLinksCsv(const QString &path);
// The same from text; `path` names it in messages.
Result<AsBuilt> parseLinksCsv(const QString &text, const QString &path);

} // namespace railyard
