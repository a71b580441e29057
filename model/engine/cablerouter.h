#pragma once

#include "document/document.h"
#include "figures.h"

#include <vector>

namespace railyard {

// Where a row's overhead tray runs: along x or y, at `lineM` across, from `startM` to `endM`
// along. Derived from the row's racks (docs/ENGINE.md): the line is where most of them stand,
// the extent covers the racks on that line; a row with no racks has no tray.
struct RowGeometry {
    bool valid = false;
    bool alongY = false;
    double lineM = 0;
    double startM = 0;
    double endM = 0;
    bool operator==(const RowGeometry &) const = default;
};

RowGeometry computeRowGeometry(const Document &doc, RowId row);

// A rack within this distance across of its row's line stands in the row (half a floor tile).
constexpr double kRowLineToleranceM = 0.3;

// The tray line of racks standing at `across` (by rack id): the median of the largest group
// within the tolerance of one rack, the first rack's group on a tie.
double rowLineM(const std::vector<double> &across);

// One cable end on the floor: its rack, the height of its port above the floor, the height of
// the tray above that rack, and its position along the row.
struct PortPlace {
    bool valid = false;
    RackId rack;
    RowId row;
    HallId hall;
    double portZM = 0;
    double trayZM = 0;
    double xM = 0;
    double yM = 0;
};

PortPlace placeOfPort(const Document &doc, PortId port, double trayClearanceM);

// Where a cable from this place meets its row's tray: the point along the tray nearest to the
// rack, and the rectilinear run from above the rack to it (0 for a rack on the tray's line).
struct TrayDrop {
    double alongM = 0;
    double offsetM = 0;
};

TrayDrop trayDrop(const PortPlace &place, const RowGeometry &row);

// Routed length between two ports (docs/ENGINE.md): up out of the rack to the overhead tray
// (over to it for a rack off the tray's line), along the row trays and the cross-aisle connection between row ends (the shorter way
// around), down into the far rack, plus slack. Inside one rack: the vertical run plus slack.
// Returns a negative value when the ends are not on one hall's floor (between halls: interHallLengthM).
double routedLengthM(const PortPlace &a, const PortPlace &b, const RowGeometry &rowA, const RowGeometry &rowB,
                     double slackM);

// Rack-unit height and the space below the first U, in metres.
constexpr double kRackUnitM = 0.04445;
constexpr double kRackPlinthM = 0.1;
// A rack's height over the floor: plinth, its units (42 when the part gives none), top cover.
double rackHeightM(const Part *rackPart);

} // namespace railyard
