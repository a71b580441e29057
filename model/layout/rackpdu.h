#pragma once

#include "document/document.h"

namespace railyard {

class Editor;

// A PDU part given to a rack (a drop from the catalog palette onto a rack on the floor plan):
// the rack's A side when it has no A-side PDU, else its B side, on a feed of that side in the
// rack's hall. Refused with the reason when both sides have one or the hall has no such feed.
struct RackPduPlan {
    RackId rack;
    PartId part;
    FeedSide side = FeedSide::A;
    FeedId feed;
    QString name;
    QString refusal;
    bool ok() const { return refusal.isEmpty(); }
};

RackPduPlan planRackPdu(const Document &doc, RackId rack, PartId pduPart);

// Creates the PDU and points the rack's side at it, as one undoable step. Returns the new PDU,
// or an invalid id when the plan was refused.
PduId addRackPdu(Editor &editor, const RackPduPlan &plan);

} // namespace railyard
