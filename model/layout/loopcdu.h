#pragma once

#include "document/document.h"

namespace railyard {

class Editor;

// A CDU part given to a rack (a drop from the catalog palette onto a rack on the floor plan):
// a new CDU on the floor, serving the rack's loop. A rack on no loop joins its hall's first
// loop, or a new loop of its hall when there is none. The CDU stands on the rack's row line,
// just past the row's end nearer the rack (where in-row and end-of-row CDUs stand), turned
// like the rack (an in-rack CDU, with no footprint, stands in the rack itself); a place on a column or in a keep-out area is refused with what is in the way.
struct LoopCduPlan {
    RackId rack;
    PartId part;
    LoopId loop;         // the loop the CDU joins; invalid when a new loop is made
    QString newLoopName; // the new loop's name
    Cdu cdu;             // the CDU to add (its loop set on apply when the loop is new)
    QString refusal;
    bool ok() const { return refusal.isEmpty(); }
};

LoopCduPlan planLoopCdu(const Document &doc, RackId rack, PartId cduPart);

// Adds the CDU (and the loop, and the rack to it) as one undoable step; false when refused.
bool addLoopCdu(Editor &editor, const LoopCduPlan &plan);

} // namespace railyard
