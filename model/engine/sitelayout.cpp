#include "sitelayout.h"

#include <algorithm>
#include <cmath>

namespace railyard {

std::vector<HallPlace> computeSiteLayout(const Document &doc)
{
    std::vector<const Hall *> halls;
    for (const Hall &h : doc.halls())
        halls.push_back(&h);
    // By id, which survives undo and a save, unlike the order of the table.
    std::sort(halls.begin(), halls.end(), [](const Hall *a, const Hall *b) { return a->id.value < b->id.value; });
    std::vector<HallPlace> out;
    double x = 0;
    for (const Hall *h : halls) {
        if (out.size() <= h->id.value)
            out.resize(size_t(h->id.value) + 1);
        const double width = std::max(1.0, h->widthM);
        out[h->id.value] = {true, x, width};
        x += width + kHallGapM;
    }
    return out;
}

double toHallExitM(const PortPlace &p, const RowGeometry &row, const HallPlace &hall)
{
    const TrayDrop drop = trayDrop(p, row);
    double best = INFINITY;
    // Along the tray to one of the row's ends, then across the hall's cross-aisle trays
    // (rectilinear) to the exit in the middle of the front wall (y = 0).
    for (const double end : {row.startM, row.endM}) {
        const double endX = row.alongY ? row.lineM : end;
        const double endY = row.alongY ? end : row.lineM;
        best = std::min(best, std::fabs(drop.alongM - end) + std::fabs(endX - hall.exitXM()) + std::fabs(endY));
    }
    return (p.trayZM - p.portZM) + drop.offsetM + best;
}

double interHallLengthM(const PortPlace &a, const PortPlace &b, const RowGeometry &rowA, const RowGeometry &rowB,
                        const HallPlace &hallA, const HallPlace &hallB, double slackM)
{
    if (!a.valid || !b.valid || !rowA.valid || !rowB.valid || !hallA.valid || !hallB.valid)
        return -1;
    // Out of each hall to the corridor's middle, and along the corridor between the two exits.
    const double corridor = kSiteCorridorM
                            + std::fabs((hallA.originXM + hallA.exitXM()) - (hallB.originXM + hallB.exitXM()));
    return toHallExitM(a, rowA, hallA) + corridor + toHallExitM(b, rowB, hallB) + slackM;
}

} // namespace railyard
