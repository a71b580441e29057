#pragma once

#include "replicate.h"

#include <QPointF>

namespace railyard {

// How far along y to move `racks` so their lowest row lands one row pitch beyond the last row of
// their hall (the pitch the hall's rows keep, 2.4 m with a single row): where a paste or a
// replicated SU is always free.
double offsetBeyondLastRow(const Document &doc, const std::vector<RackId> &racks);

// Pastes copies of `racks` with their devices and the cables between them, in new rows (one per
// source row, named by the row's series) beyond the hall's last row; rack and device names
// continue their series. One undoable step.
CopyResult pasteRacks(Editor &editor, const std::vector<RackId> &racks);

// The same, moved so the copies' nearest corner rack (least x, then y) stands at `hallM` of the
// racks' hall (a paste on the empty floor). An overlap is left to the rules to report, as for a
// move; racks of another hall paste beyond their last row as pasteRacks does.
CopyResult pasteRacksAt(Editor &editor, const std::vector<RackId> &racks, HallId hall, QPointF hallM);

} // namespace railyard
