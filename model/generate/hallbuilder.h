#pragma once

// How the generator lays racks out in a hall: racks along rows (HallBuilder), rows across the
// hall (stackRows), and the names of several halls (hallName). One of the generator's phases
// (generatorrun.h).

#include "catalog/catalog.h"
#include "document/fragmentbuilder.h"

#include <QSizeF>

#include <algorithm>

namespace railyard {

constexpr double kRowGapM = 1.2;      // aisle between facing rows
constexpr double kHallMarginM = 2.0;  // walls to the first rack
constexpr double kCrossAisleM = 3.0;  // between blocks of rows
constexpr double kDefaultMaxHallAspect = 2.0; // a hall's long side over its short side (GeneratorOptions)

// Hall h of n: the name given for one hall; several count on from it ("H1" gives H1, H2, …;
// "Hall" gives Hall-1, Hall-2, …).
QString hallName(const QString &given, int h, int n);

// Places racks along their rows (x). Where the rows go across the hall (y, and the
// orientation that makes hot and cold aisles) is decided once all rows exist: stackRows().
class HallBuilder {
public:
    HallBuilder(FragmentBuilder &b, HallId hall) : m_b(b), m_hall(hall) {}

    RowId newRow(const QString &name);
    // Adds a rack at the next free slot of the current row, or at `slot` when given.
    RackId addRack(const Part &type, const QString &name, int slot = -1);
    double widthM() const { return m_maxX + kHallMarginM; } // one block of rows

private:
    FragmentBuilder &m_b;
    HallId m_hall;
    RowId m_row;
    int m_slot = 0;
    double m_maxX = 0;
};

// Stacks the rows across the hall — network rows in the middle of the SU rows, which halves the
// longest leaf-to-spine run — each row as deep as its deepest rack, 1.2 m aisles between, and
// alternating orientation, in `blocks` blocks placed side by side along x with a cross aisle
// between them (the stack cut in order, so the network rows stand in the middle block). Returns
// the hall's size.
QSizeF stackRows(Fragment &f, const Catalog &cat, double rowSpanM, HallId hall, int blocks);

// The hall's size for each number of blocks: as stackRows would lay it out, `extraDepthM(width)`
// (the CDU gallery along the y = 0 wall) added to its depth.
QSizeF stackedHallSize(const Fragment &f, const Catalog &cat, double rowSpanM, HallId hall, int blocks);

// The fewest blocks that keep the hall within `maxAspect` (long side over short side), or,
// when no number does, the one closest to square: a stack of 68 H100 rows 16 m long is a hall
// of 16 × 183 m in one block and 46 × 66 m in three. `galleryDepthM(width)` is what the CDU
// gallery takes of the hall's depth at that width.
template <typename GalleryDepth>
int blocksForHall(const Fragment &f, const Catalog &cat, double rowSpanM, HallId hall, double maxAspect, GalleryDepth galleryDepthM)
{
    int squarest = 1;
    double squarestAspect = 0;
    for (int blocks = 1; blocks <= 64; ++blocks) {
        const QSizeF size = stackedHallSize(f, cat, rowSpanM, hall, blocks);
        const double depth = size.height() + galleryDepthM(size.width());
        const double aspect = std::max(depth, size.width()) / std::max(1.0, std::min(depth, size.width()));
        if (aspect <= maxAspect + 1e-9)
            return blocks;
        if (blocks == 1 || aspect < squarestAspect) {
            squarest = blocks;
            squarestAspect = aspect;
        } else if (size.width() > depth) {
            break; // wider than deep: more blocks only make it wider
        }
    }
    return squarest;
}

} // namespace railyard
