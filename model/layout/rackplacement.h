#pragma once

#include "document/document.h"

#include <QSizeF>

namespace railyard {

class Editor;

// Where a rack type dropped at a point of a hall would stand (a drop from the catalog palette
// onto the floor plan, Insert > Rack). Near a row's line the rack snaps to that row: onto its
// line, to the nearest slot of its pitch, turned like its racks and named after its series
// ("SU01-R11" -> "SU01-R12"). Elsewhere it snaps to the floor's tile grid and starts a new row
// of its own. A rack that would overlap another or leave the hall is refused with the reason.
struct RackPlacement {
    HallId hall;
    RowId row;          // the row it joins; invalid when it starts a new row
    QString newRowName; // the new row's name when it starts one
    PartId part;
    QString name;
    double xM = 0, yM = 0, rotationDeg = 0;
    QSizeF footprintM;  // width along its front, depth
    QString refusal;
    bool ok() const { return refusal.isEmpty(); }
};

// A point at most this far across a row's line (m) snaps to the row.
constexpr double kRowSnapM = 1.5;
// Off any row, rack centres snap to this grid (m): the raised floor's tile.
constexpr double kFloorGridM = 0.6;

RackPlacement planRackAt(const Document &doc, HallId hall, PartId rackPart, double xM, double yM);

// A rack type's footprint (width along its front, depth); 0.6 × 1.2 m when the catalog has none.
QSizeF rackFootprint(const Part *part);
// Why a planned rack may not stand where it is planned: outside its hall, over another rack, on
// a column or in a keep-out area; empty when it may.
QString rackSpotRefusal(const Document &doc, const Hall &hall, const RackPlacement &plan);

// A drop of several racks: the rack planRackAt plans and count − 1 more beyond it along its
// row's line at the row's pitch (a new row runs along the racks' fronts), named in series
// ("ROW01-R01" … "ROW01-R08"); each is refused as the first would be (outside the hall, over a
// rack, on a column or in a keep-out area).
constexpr int kMaxRacksPerDrop = 100;
std::vector<RackPlacement> planRacksAt(const Document &doc, HallId hall, PartId rackPart, double xM, double yM, int count);

// The rack a plan places in `row` (the plan's row, or the new row made for it).
Rack rackOf(const RackPlacement &plan, RowId row);
// The plan of a rack as it would stand (its row's hall, place and turn), refusal left empty.
RackPlacement placementOf(const Document &doc, const Rack &rack);

// Adds the planned rack (and its new row) as one undoable step; a rack-scale system with what it
// ships with (rackscalefill.h). Returns the new rack, or an
// invalid id when the plan was refused.
RackId placeRack(Editor &editor, const RackPlacement &plan);
// All the planned racks (in one new row when the first starts one) as one undoable step; none
// when any was refused.
std::vector<RackId> placeRacks(Editor &editor, const std::vector<RackPlacement> &plans);

} // namespace railyard
