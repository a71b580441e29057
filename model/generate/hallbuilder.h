#pragma once

// How the generator lays racks out in a hall: racks along rows (HallBuilder), rows across the
// hall (stackRows), and the names of several halls (hallName). One of the generator's phases
// (generatorrun.h).

#include "catalog/catalog.h"
#include "document/fragmentbuilder.h"

#include <QSizeF>

namespace railyard {

constexpr double kRowGapM = 1.2;      // aisle between facing rows
constexpr double kHallMarginM = 2.0;  // walls to the first rack
constexpr double kMaxStackM = 300.0;  // rows stacked deeper than this are laid out in blocks
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

// Stacks the rows across the hall — network rows in the middle of the SU rows, which halves the
// longest leaf-to-spine run — each row as deep as its deepest rack, 1.2 m aisles between, and
// alternating orientation. A stack deeper than kMaxStackM is cut into blocks placed side by side
// with a cross aisle between them, about as many as make the hall square, so the longest run
// stays within optical reach (a 131,072-GPU stack would be 675 m deep). Returns the hall's size.
QSizeF stackRows(Fragment &f, const Catalog &cat, double rowSpanM, HallId hall);

} // namespace railyard
