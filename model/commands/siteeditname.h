#pragma once

#include "entities/site.h"

namespace railyard {

// What an edit of the site did, in the words of the history (docs/GUI.md): "Set customer to
// ACME", "Set margin to 12 %", "Edit price of 920-9B210", "Add variant 3:1". Several changes in
// one edit are named together; "Edit site" only when nothing more specific applies.
QString siteEditName(const Site &before, const Site &after);

} // namespace railyard
