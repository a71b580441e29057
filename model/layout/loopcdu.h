#pragma once

#include "document/document.h"

namespace railyard {

class Editor;

// A CDU part given to a rack (a drop from the catalog palette onto a rack on the floor plan).
// The cooling model counts a loop's CDUs (CoolingLoop::cduPart, cduCount), so the drop adds one
// CDU to the rack's loop; a rack on no loop joins its hall's first loop, or a new loop of its
// hall when there is none. Kept apart so that it is the one place to change when CDUs become
// entities placed on the floor.
struct LoopCduPlan {
    RackId rack;
    PartId part;
    LoopId loop;         // the loop the CDU joins; invalid when a new loop is made
    QString newLoopName; // the new loop's name
    QString refusal;
    bool ok() const { return refusal.isEmpty(); }
};

LoopCduPlan planLoopCdu(const Document &doc, RackId rack, PartId cduPart);

// Adds the CDU (and the loop, and the rack to it) as one undoable step; false when refused.
bool addLoopCdu(Editor &editor, const LoopCduPlan &plan);

} // namespace railyard
