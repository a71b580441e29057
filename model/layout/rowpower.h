#pragma once

#include "document/document.h"
#include "rackpdu.h"
#include "loopcdu.h"

#include <optional>
#include <vector>

namespace railyard {

class Editor;

// Catalog parts given to a whole row (a drop from the palette onto a row's tray, label or the
// floor between its racks), docs/GUI.md "Catalog palette".

// The row under a point of a hall (metres): the row whose line, from a few metres before its
// first rack (its label) to a pitch past its last, passes within `reachM` across. Nearest wins.
std::optional<RowId> rowAt(const Document &doc, HallId hall, QPointF hallM, double reachM = 1.0);

// A PDU part for every rack of the row that lacks a PDU on a side (A first, then B).
struct RowPduPlan {
    RowId row;
    std::vector<RackPduPlan> racks; // one per rack that takes one
    QString refusal;                // when no rack can take one: why
    bool ok() const { return refusal.isEmpty(); }
};
RowPduPlan planRowPdus(const Document &doc, RowId row, PartId pduPart);
// Adds them all as one undoable step; the number added.
int addRowPdus(Editor &editor, const RowPduPlan &plan);

// A CDU part for a row: one CDU at the row's end serving the row's loop (loopcdu.h for the rest).
LoopCduPlan planRowCdu(const Document &doc, RowId row, PartId cduPart);

// A busway part along a row: a run over the row's line from its first to its last rack, on a
// feed of the side its racks' PDUs tap (A when any rack has an A-side PDU, else B), the row's
// racks' PDUs of that side becoming its tap-offs. Refused where the hall has no feed.
struct RowBuswayPlan {
    RowId row;
    Busway busway;
    FeedSide side = FeedSide::A;
    std::vector<PduId> tapOffs;
    QString refusal;
    bool ok() const { return refusal.isEmpty(); }
};
RowBuswayPlan planRowBusway(const Document &doc, RowId row, PartId buswayPart);
// Adds the busway and hangs the PDUs on it as one undoable step; the new busway or an invalid id.
BuswayId addRowBusway(Editor &editor, const RowBuswayPlan &plan);

} // namespace railyard
