#pragma once

#include "engine/engine.h"
#include "rules/problem.h"

#include <QColor>
#include <QVector3D>
#include <functional>
#include <vector>

namespace railyard {

// One box of the 3D hall, as the GPU draws it (one instance): its centre and size in metres
// (x and y as the floor plan, z up from the floor) and its colour with alpha.
struct BoxInstance {
    float center[3];
    float size[3];
    float color[4];
};

// What the 3D view draws of one hall, built from the document and the engine (it edits
// nothing): the floor, racks (coloured as the floor plan colours them), building columns,
// keep-out areas, each row's overhead tray with its bundle drawn by cable count, busways,
// cooling loop headers along the rows and CDUs. Opaque boxes apart from translucent ones (keep-out
// areas), so the view draws them in two passes.
struct HallGeometry {
    HallId hall;
    float widthM = 0, depthM = 0, heightM = 0; // the floor and the tallest thing on it
    std::vector<BoxInstance> opaque;
    std::vector<BoxInstance> translucent;
    // The racks among the opaque boxes, in the same order as their boxes: what a click picks.
    std::vector<RackId> racks;
    std::vector<uint32_t> rackBox; // index into `opaque` of each rack's box
    int trays = 0;
    int64_t trayCables = 0; // cables in this hall's trays, each once per row it touches
};

// A rack's colour (the floor plan's metric) and whether it is selected.
using RackColor = std::function<QColor(RackId)>;

HallGeometry buildHallGeometry(const Document &doc, const Engine &engine, HallId hall, const RackColor &rackColor,
                               const std::vector<RackId> &selected);

// The cross-section the cables of a tray fill: a cable's is that of a 6 mm round (an estimate:
// AOC and fibre trunks are 3–8 mm, DAC 7–9 mm), a tray 600 × 100 mm filled to 50 % at most (the
// usual fill limit for ladder trays, NEC 392.22 takes 50 % for cables under 4/0).
constexpr double kCableAreaM2 = 3.14159265 * 0.003 * 0.003;
constexpr double kTrayWidthM = 0.6, kTrayDepthM = 0.1, kTrayFillLimit = 0.5;

} // namespace railyard
