#pragma once

#include "core/result.h"
#include "document/document.h"
#include "rules/problem.h"

#include <QPointF>

namespace railyard {

class Editor;

// Copies of columns, keep-out areas, CDUs and busways (Edit > Copy and Paste with facility
// objects selected on the plan): each copy stands `offsetM` from its original (a busway's both
// ends move), in the same hall (a CDU on the same loop), named on in its series ("C1" gives
// "C2", "Loop 1 CDU 3" gives "Loop 1 CDU 4"). Every copy passes the edit gate (checkEdit: on the
// floor, off columns, keep-out areas and racks) before any is added; all are one undo step. Other
// kinds among `objects` are left out. Returns the copies.
Result<std::vector<ObjectRef>> pasteFacility(Editor &editor, const std::vector<ObjectRef> &objects, QPointF offsetM);

} // namespace railyard
