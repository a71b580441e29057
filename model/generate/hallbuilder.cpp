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

RowStack rowStack(const Fragment &f, const Catalog &cat, HallId hall)
{
    RowStack s;
    std::vector<RowId> suRows, netRows;
    for (const Row &row : f.rows)
        if (row.hall == hall)
            (row.name.startsWith(QLatin1String("NET")) ? netRows : suRows).push_back(row.id);
    const size_t half = suRows.size() / 2;
    s.order.assign(suRows.begin(), suRows.begin() + long(half));
    s.order.insert(s.order.end(), netRows.begin(), netRows.end());
    s.order.insert(s.order.end(), suRows.begin() + long(half), suRows.end());
    for (const Rack &r : f.racks) {
        const Part &type = cat.at(r.part);
        double &d = s.depth[r.row.value];
        d = std::max(d, type.depthM > 0 ? type.depthM : 1.2);
    }
    return s;
}

namespace {

// Row -> (index in its block, centre line, x offset of its block), and the hall's size.
struct Place {
    int index;
    double centre;
    double offset;
};
QSizeF placeRows(const RowStack &s, double rowSpanM, int blocks, std::unordered_map<uint32_t, Place> *places)
{
    const size_t perBlock = std::max<size_t>(1, (s.order.size() + size_t(blocks) - 1) / size_t(std::max(1, blocks)));
    double y = kHallMarginM, maxY = kHallMarginM;
    for (size_t i = 0; i < s.order.size(); ++i) {
        const size_t block = i / perBlock;
        if (i % perBlock == 0)
            y = kHallMarginM;
        const auto depthIt = s.depth.find(s.order[i].value);
        const double depth = depthIt == s.depth.end() ? 0 : depthIt->second;
        if (places)
            (*places)[s.order[i].value] = {int(i % perBlock), y + depth / 2, double(block) * (rowSpanM + kCrossAisleM)};
        if (depth > 0)
            maxY = std::max(maxY, y + depth);
        y += depth + kRowGapM;
    }
    const size_t used = std::max<size_t>(1, (s.order.size() + perBlock - 1) / perBlock);
    const double width = 2 * kHallMarginM + double(used) * rowSpanM + double(used - 1) * kCrossAisleM;
    return QSizeF(width, maxY + kHallMarginM);
}

} // namespace

QSizeF stackedHallSize(const RowStack &stack, double rowSpanM, int blocks)
{
    return placeRows(stack, rowSpanM, blocks, nullptr);
}

QSizeF stackRows(Fragment &f, const RowStack &stack, double rowSpanM, int blocks)
{
    std::unordered_map<uint32_t, Place> rowPlace;
    const QSizeF size = placeRows(stack, rowSpanM, blocks, &rowPlace);
    for (Rack &r : f.racks) {
        const auto it = rowPlace.find(r.row.value);
        if (it == rowPlace.end())
            continue; // another hall's
        const Place p = it->second;
        r.yM = p.centre;
        r.xM += p.offset;
        r.rotationDeg = p.index % 2 ? 0 : 180;
    }
    return size;
}

int blocksForHall(const RowStack &stack, double rowSpanM, double maxAspect, const std::function<double(double)> &galleryDepthM)
{
    int squarest = 1;
    double squarestAspect = 0;
    for (int blocks = 1; blocks <= 64; ++blocks) {
        const QSizeF size = stackedHallSize(stack, rowSpanM, blocks);
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
