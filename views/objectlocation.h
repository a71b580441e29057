#pragma once

#include "document/document.h"
#include "rules/problem.h"

namespace railyard {

// The rack to show for a problem's or finding's objects: the first rack named, or the rack of
// the first device, port or cable (a cable at its A end). Invalid when none still exists.
RackId rackOfObjects(const Document &doc, const std::vector<ObjectRef> &objects);
// Every rack the objects stand in (a cable: the racks of both ends), each once.
std::vector<RackId> racksOfObjects(const Document &doc, const std::vector<ObjectRef> &objects);

} // namespace railyard
