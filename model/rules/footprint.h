#pragma once

#include "document/document.h"

#include <cmath>
#include <optional>

namespace railyard {

// An axis-aligned rectangle on a hall's floor (m): a rack's or CDU's footprint, a column, a
// keep-out area.
struct FloorRect {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;

    // Area shared with another rectangle; rectangles that only touch share none.
    double overlapArea(const FloorRect &o) const
    {
        const double w = std::min(x1, o.x1) - std::max(x0, o.x0), d = std::min(y1, o.y1) - std::max(y0, o.y0);
        constexpr double kTouch = 1e-6;
        return w > kTouch && d > kTouch ? w * d : 0;
    }
};

// Whether a rotation turns a footprint a quarter (its width then lies along y).
inline bool turnedQuarter(double rotationDeg)
{
    return std::fabs(std::fmod(std::fabs(rotationDeg), 180.0) - 90.0) < 1.0;
}

// A part of the given width and depth standing at (x, y), turned with its rotation.
inline FloorRect turnedRect(double x, double y, double widthM, double depthM, double rotationDeg)
{
    const bool quarter = turnedQuarter(rotationDeg);
    const double w = (quarter ? depthM : widthM) / 2, d = (quarter ? widthM : depthM) / 2;
    return {x - w, y - d, x + w, y + d};
}

// A rectangle given by its centre and size (columns, keep-out areas).
inline FloorRect centredRect(double x, double y, double widthM, double depthM)
{
    return {x - widthM / 2, y - depthM / 2, x + widthM / 2, y + depthM / 2};
}

// A rack's footprint on the floor, turned with the rack.
struct Footprint {
    double x0, y0, x1, y1;
    const Rack *rack;
    FloorRect rect() const { return {x0, y0, x1, y1}; }
};

inline std::optional<Footprint> footprintOf(const Document &doc, const Rack &r)
{
    const Part *type = doc.catalog().find(r.part);
    if (!type || type->widthM <= 0 || type->depthM <= 0)
        return std::nullopt;
    const FloorRect f = turnedRect(r.xM, r.yM, type->widthM, type->depthM, r.rotationDeg);
    return Footprint{f.x0, f.y0, f.x1, f.y1, &r};
}

} // namespace railyard
