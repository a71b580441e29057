#pragma once

#include "document/document.h"

#include <QString>

namespace railyard {

// checkEdit() of the building and facility kinds (see fieldchecks.h): the Editor's own checks
// (commands/facilitychecks.h) and a unique name, so the inspector refuses what the Editor and
// railyard-cli would.
QString checkEdit(const Document &doc, const Column &after);
QString checkEdit(const Document &doc, const KeepOut &after);
QString checkEdit(const Document &doc, const Busway &after);
QString checkEdit(const Document &doc, const Cdu &after);

} // namespace railyard
