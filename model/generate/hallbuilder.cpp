#include "hallbuilder.h"

#include <cmath>
#include <unordered_map>

namespace railyard {

QString hallName(const QString &given, int h, int n)
{
    if (n == 1)
        return given;
    int digits = 0;
    while (digits < given.size() && given.at(given.size() - 1 - digits).isDigit())
        ++digits;
    if (digits == 0)
        return QStringLiteral("%1-%2").arg(given).arg(h + 1);
    return given.left(given.size() - digits) + QString::number(given.right(digits).toInt() + h);
}

RowId HallBuilder::newRow(const QString &name)
{
    m_row = m_b.addRow(m_hall, name);
    m_slot = 0;
    return m_row;
}

RackId HallBuilder::addRack(const Part &type, const QString &name, int slot)
{
    if (slot >= 0)
        m_slot = slot;
    Rack r;
    r.row = m_row;
    r.name = name;
    r.part = type.id;
    const double width = type.widthM > 0 ? type.widthM : 0.6;
    r.xM = kHallMarginM + m_slot * width + width / 2;
    ++m_slot;
    m_maxX = std::max(m_maxX, r.xM + width / 2);
    return m_b.addRack(r);
}

QSizeF stackRows(Fragment &f, const Catalog &cat, double rowSpanM, HallId hall)
{
    std::vector<RowId> suRows, netRows;
    for (const Row &row : f.rows)
        if (row.hall == hall)
            (row.name.startsWith(QLatin1String("NET")) ? netRows : suRows).push_back(row.id);
    const size_t half = suRows.size() / 2;
    std::vector<RowId> order(suRows.begin(), suRows.begin() + long(half));
    order.insert(order.end(), netRows.begin(), netRows.end());
    order.insert(order.end(), suRows.begin() + long(half), suRows.end());

    std::unordered_map<uint32_t, double> rowDepth;
    for (const Rack &r : f.racks) {
        const Part &type = cat.at(r.part);
        double &d = rowDepth[r.row.value];
        d = std::max(d, type.depthM > 0 ? type.depthM : 1.2);
    }
    double stacked = 0;
    for (RowId row : order)
        stacked += rowDepth[row.value] + kRowGapM;
    size_t blocks = 1;
    if (stacked > kMaxStackM)
        blocks = std::max<size_t>(2, size_t(std::lround(std::sqrt(stacked / (rowSpanM + kCrossAisleM)))));
    const size_t perBlock = (order.size() + blocks - 1) / blocks;

    // Row -> (index in its block, centre line, x offset of its block).
    struct Place {
        int index;
        double centre;
        double offset;
    };
    std::unordered_map<uint32_t, Place> rowPlace;
    double y = kHallMarginM, maxY = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        const size_t block = i / perBlock;
        if (i % perBlock == 0)
            y = kHallMarginM;
        const double depth = rowDepth[order[i].value];
        rowPlace[order[i].value] = {int(i % perBlock), y + depth / 2, double(block) * (rowSpanM + kCrossAisleM)};
        y += depth + kRowGapM;
    }
    for (Rack &r : f.racks) {
        const auto it = rowPlace.find(r.row.value);
        if (it == rowPlace.end())
            continue; // another hall's
        const Place p = it->second;
        r.yM = p.centre;
        r.xM += p.offset;
        r.rotationDeg = p.index % 2 ? 0 : 180;
        maxY = std::max(maxY, p.centre + rowDepth[r.row.value] / 2);
    }
    const size_t used = (order.size() + perBlock - 1) / std::max<size_t>(1, perBlock);
    const double width = 2 * kHallMarginM + double(std::max<size_t>(1, used)) * rowSpanM + double(std::max<size_t>(1, used) - 1) * kCrossAisleM;
    return QSizeF(width, maxY + kHallMarginM);
}

} // namespace railyard
