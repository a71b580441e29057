#pragma once

// How the generator lays racks out in a hall: racks along rows (HallBuilder), rows across the
// hall (stackRows), and the names of several halls (hallName). One of the generator's phases
// (generatorrun.h).

#include "catalog/catalog.h"
#include "document/fragmentbuilder.h"

#include <QSizeF>

#include <functional>
#include <unordered_map>
#include <vector>

namespace railyard {

constexpr double kRowGapM = 1.2;      // aisle between facing rows
constexpr double kHallMarginM = 2.0;  // walls to the first rack
constexpr double kCrossAisleM = 3.0;  // between blocks of rows

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

// A hall's rows in stacking order — network rows in the middle of the SU rows, which halves
// the longest leaf-to-spine run — with each row's depth (its deepest rack): read once, laid out
// in as many blocks as asked.
struct RowStack {
    std::vector<RowId> order;
    std::unordered_map<uint32_t, double> depth;
};
RowStack rowStack(const Fragment &f, const Catalog &cat, HallId hall);

// The hall's size with its rows in `blocks` blocks placed side by side along x, a cross aisle
// between them (the stack cut in order, so the network rows stand in the middle block), 1.2 m
// aisles between rows.
QSizeF stackedHallSize(const RowStack &stack, double rowSpanM, int blocks);

// Lays the rows out so, with alternating orientation (hot and cold aisles). Returns the hall's size.
QSizeF stackRows(Fragment &f, const RowStack &stack, double rowSpanM, int blocks);

// The fewest blocks that keep the hall within `maxAspect` (long side over short side), or,
// when no number does, the one closest to square: a stack of 68 H100 rows 16 m long is a hall
// of 16 × 183 m in one block and 46 × 64 m in three. `galleryDepthM(width)` is what the CDU
// gallery takes of the hall's depth at that width.
int blocksForHall(const RowStack &stack, double rowSpanM, double maxAspect, const std::function<double(double)> &galleryDepthM);

} // namespace railyard
