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

double rackHeightM(const Part *rackPart)
{
    const int units = rackPart && rackPart->rackUnits > 0 ? rackPart->rackUnits : 42;
    return kRackPlinthM + units * kRackUnitM + 0.05;
}

} // namespace

RowGeometry computeRowGeometry(const Document &doc, RowId row)
{
    RowGeometry g;
    const auto racks = doc.racksOf(row);
    if (racks.empty())
        return g;
    // The row runs along y only when every rack in it is turned a quarter.
    g.alongY = std::all_of(racks.begin(), racks.end(),
                           [&](RackId r) { return rotatedQuarter(doc.racks().at(r).rotationDeg); });
    double crossMin = INFINITY, crossMax = -INFINITY;
    g.startM = INFINITY;
    g.endM = -INFINITY;
    for (RackId id : racks) {
        const Rack &r = doc.racks().at(id);
        const Part *p = doc.catalog().find(r.part);
        const double halfWidth = (p && p->widthM > 0 ? p->widthM : 0.6) / 2;
        const double along = g.alongY ? r.yM : r.xM;
        const double across = g.alongY ? r.xM : r.yM;
        g.startM = std::min(g.startM, along - halfWidth);
        g.endM = std::max(g.endM, along + halfWidth);
        crossMin = std::min(crossMin, across);
        crossMax = std::max(crossMax, across);
    }
    g.lineM = (crossMin + crossMax) / 2;
    g.valid = true;
    return g;
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

double routedLengthM(const PortPlace &a, const PortPlace &b, const RowGeometry &rowA, const RowGeometry &rowB,
                     double slackM)
{
    if (!a.valid || !b.valid || a.hall != b.hall)
        return -1;
    if (a.rack == b.rack)
        return std::fabs(a.portZM - b.portZM) + slackM;
    const double vertical = (a.trayZM - a.portZM) + (b.trayZM - b.portZM);
    if (!rowA.valid || !rowB.valid)
        return -1;
    auto along = [](const PortPlace &p, const RowGeometry &g) { return g.alongY ? p.yM : p.xM; };
    if (a.row == b.row)
        return vertical + std::fabs(along(a, rowA) - along(b, rowA)) + slackM;

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
            const double toEndA = std::fabs(along(a, rowA) - (startA ? rowA.startM : rowA.endM));
            const double toEndB = std::fabs(along(b, rowB) - (startB ? rowB.startM : rowB.endM));
            best = std::min(best, toEndA + std::fabs(ax - bx) + std::fabs(ay - by) + toEndB);
        }
    }
    return vertical + best + slackM;
}

} // namespace railyard
