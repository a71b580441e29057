#include "cablerouter.h"

#include <algorithm>
#include <cmath>

namespace railyard {
namespace {

bool rotatedQuarter(double deg)
{
    const double r = std::fmod(std::fabs(deg), 180.0);
    return std::fabs(r - 90.0) < 1.0;
}

} // namespace

double rackHeightM(const Part *rackPart)
{
    const int units = rackPart && rackPart->rackUnits > 0 ? rackPart->rackUnits : 42;
    return kRackPlinthM + units * kRackUnitM + 0.05;
}

RowGeometry computeRowGeometry(const Document &doc, RowId row)
{
    RowGeometry g;
    const auto racks = doc.racksOf(row);
    if (racks.empty())
        return g;
    // The row runs along y only when every rack in it is turned a quarter.
    g.alongY = std::all_of(racks.begin(), racks.end(),
                           [&](RackId r) { return rotatedQuarter(doc.racks().at(r).rotationDeg); });
    // By id, which survives undo and a save, unlike the order of the row's list.
    std::vector<RackId> byId(racks.begin(), racks.end());
    std::sort(byId.begin(), byId.end(), [](RackId a, RackId b) { return a.value < b.value; });
    std::vector<double> across;
    for (RackId id : byId) {
        const Rack &r = doc.racks().at(id);
        across.push_back(g.alongY ? r.xM : r.yM);
    }
    g.lineM = rowLineM(across);
    g.startM = INFINITY;
    g.endM = -INFINITY;
    // The tray spans the racks on its line only: a rack pulled out of the row routes to the tray
    // where it is (routedLengthM) and neither moves nor stretches it under the others.
    for (RackId id : racks) {
        const Rack &r = doc.racks().at(id);
        if (std::fabs((g.alongY ? r.xM : r.yM) - g.lineM) > kRowLineToleranceM)
            continue;
        const Part *p = doc.catalog().find(r.part);
        const double halfWidth = (p && p->widthM > 0 ? p->widthM : 0.6) / 2;
        const double along = g.alongY ? r.yM : r.xM;
        g.startM = std::min(g.startM, along - halfWidth);
        g.endM = std::max(g.endM, along + halfWidth);
    }
    g.valid = true;
    return g;
}

double rowLineM(const std::vector<double> &across)
{
    if (across.empty())
        return 0;
    std::vector<double> sorted = across;
    std::sort(sorted.begin(), sorted.end());
    auto within = [&](double at) {
        return std::upper_bound(sorted.begin(), sorted.end(), at + kRowLineToleranceM)
               - std::lower_bound(sorted.begin(), sorted.end(), at - kRowLineToleranceM);
    };
    // The line where most racks stand; on a tie, the group of the first rack given, so that
    // which of two equal groups keeps the tray does not depend on which one moved last.
    size_t best = 0;
    auto bestCount = within(across[0]);
    for (size_t i = 1; i < across.size(); ++i)
        if (const auto n = within(across[i]); n > bestCount) {
            best = i;
            bestCount = n;
        }
    // The median of that group: a rack nudged inside the tolerance does not drag the line either.
    const auto first = std::lower_bound(sorted.begin(), sorted.end(), across[best] - kRowLineToleranceM);
    return *(first + (bestCount - 1) / 2);
}

PortPlace placeOfPort(const Document &doc, PortId port, double trayClearanceM)
{
    PortPlace place;
    const Port *p = doc.ports().find(port);
    if (!p)
        return place;
    const Device &d = doc.devices().at(p->device);
    const Rack *rack = doc.racks().find(d.rack);
    if (!rack)
        return place;
    const Row *row = doc.rows().find(rack->row);
    if (!row)
        return place;
    const Part *rackPart = doc.catalog().find(rack->part);
    const Part &devicePart = doc.catalog().at(d.part);
    const double height = rackHeightM(rackPart);
    place.valid = true;
    place.rack = rack->id;
    place.row = row->id;
    place.hall = row->hall;
    place.portZM = d.uPosition > 0 ? kRackPlinthM + (d.uPosition - 1 + devicePart.uHeight / 2.0) * kRackUnitM : height / 2;
    place.trayZM = height + trayClearanceM;
    place.xM = rack->xM;
    place.yM = rack->yM;
    return place;
}

TrayDrop trayDrop(const PortPlace &p, const RowGeometry &g)
{
    const double along = g.alongY ? p.yM : p.xM;
    const double across = g.alongY ? p.xM : p.yM;
    TrayDrop d;
    d.alongM = std::clamp(along, g.startM, g.endM);
    d.offsetM = std::fabs(across - g.lineM) + std::fabs(along - d.alongM);
    return d;
}

double routedLengthM(const PortPlace &a, const PortPlace &b, const RowGeometry &rowA, const RowGeometry &rowB,
                     double slackM)
{
    if (!a.valid || !b.valid || a.hall != b.hall)
        return -1;
    if (a.rack == b.rack)
        return std::fabs(a.portZM - b.portZM) + slackM;
    if (!rowA.valid || !rowB.valid)
        return -1;
    const TrayDrop dropA = trayDrop(a, rowA), dropB = trayDrop(b, rowB);
    const double vertical = (a.trayZM - a.portZM) + (b.trayZM - b.portZM) + dropA.offsetM + dropB.offsetM;
    if (a.row == b.row)
        return vertical + std::fabs(dropA.alongM - dropB.alongM) + slackM;

    // Between rows: along the first row's tray to one of its ends, across to an end of the
    // other row (trays run at right angles, so the distance is rectilinear), then along it.
    auto endPoint = [](const RowGeometry &g, bool atStart, double *x, double *y) {
        const double along = atStart ? g.startM : g.endM;
        *x = g.alongY ? g.lineM : along;
        *y = g.alongY ? along : g.lineM;
    };
    double best = INFINITY;
    for (bool startA : {true, false}) {
        for (bool startB : {true, false}) {
            double ax, ay, bx, by;
            endPoint(rowA, startA, &ax, &ay);
            endPoint(rowB, startB, &bx, &by);
            const double toEndA = std::fabs(dropA.alongM - (startA ? rowA.startM : rowA.endM));
            const double toEndB = std::fabs(dropB.alongM - (startB ? rowB.startM : rowB.endM));
            best = std::min(best, toEndA + std::fabs(ax - bx) + std::fabs(ay - by) + toEndB);
        }
    }
    return vertical + best + slackM;
}

} // namespace railyard
