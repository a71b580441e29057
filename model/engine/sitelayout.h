#pragma once

#include "cablerouter.h"
#include "document/document.h"

#include <vector>

namespace railyard {

// Where the halls stand on the site (docs/ENGINE.md, "Between halls"). Halls stand side by side
// along x in id order, kHallGapM apart, their front walls (y = 0 of each hall) on one line; a
// corridor kSiteCorridorM wide runs along those front walls and carries the trays between halls
// in its middle. A hall's exit (where its trays meet the corridor) is the middle of its front
// wall. Derived from the halls' ids and widths, so the file format holds no site coordinates
// and the floor plan draws the halls where the routes take them.
constexpr double kHallGapM = 6.0;
constexpr double kSiteCorridorM = 6.0;

struct HallPlace {
    bool valid = false;
    double originXM = 0; // the hall's x = 0 on the site
    double widthM = 0;
    double exitXM() const { return widthM / 2; } // in hall coordinates, on the front wall (y = 0)
    bool operator==(const HallPlace &) const = default;
};

// Indexed by hall id; halls that do not exist are not valid.
std::vector<HallPlace> computeSiteLayout(const Document &doc);

// The routed length of a cable whose ends stand in two different halls: up to the tray, along
// the row's tray to the row end nearer the exit, across the hall (rectilinear) to its exit, out
// to the corridor tray, along it to the other hall's exit, and the same way down into the far
// rack, plus slack. Negative when an end has no row tray or no hall.
double interHallLengthM(const PortPlace &a, const PortPlace &b, const RowGeometry &rowA, const RowGeometry &rowB,
                        const HallPlace &hallA, const HallPlace &hallB, double slackM);

// From a cable end up to its row's tray and on to its hall's exit, in the hall (no slack).
double toHallExitM(const PortPlace &p, const RowGeometry &row, const HallPlace &hall);

} // namespace railyard
