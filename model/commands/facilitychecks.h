#pragma once

#include "core/result.h"
#include "document/document.h"

namespace railyard {

// Whether a building or facility entity may be added to (or changed in) the document as given:
// its references exist, its part is of the right category, its figures are finite and in
// range. The message names the object and what to do; shared by the Editor and by readers of
// edit scripts.
Status checkColumn(const Document &doc, const Column &column);
Status checkKeepOut(const Document &doc, const KeepOut &keepOut);
Status checkBusway(const Document &doc, const Busway &busway);
Status checkCdu(const Document &doc, const Cdu &cdu);

} // namespace railyard
