#include "hallgeometry.h"

#include "rules/footprint.h"

#include <algorithm>
#include <unordered_map>

namespace railyard {
namespace {

void put(std::vector<BoxInstance> &out, double x0, double y0, double z0, double x1, double y1, double z1, const QColor &c)
{
    out.push_back({{float((x0 + x1) / 2), float((y0 + y1) / 2), float((z0 + z1) / 2)},
                   {float(x1 - x0), float(y1 - y0), float(z1 - z0)},
                   {float(c.redF()), float(c.greenF()), float(c.blueF()), float(c.alphaF())}});
}

// A run from (x1, y1) to (x2, y2) at height z, `w` wide and `h` high.
void run(std::vector<BoxInstance> &out, double x1, double y1, double x2, double y2, double z, double w, double h, const QColor &c)
{
    put(out, std::min(x1, x2) - w / 2, std::min(y1, y2) - w / 2, z - h / 2, std::max(x1, x2) + w / 2, std::max(y1, y2) + w / 2, z + h / 2, c);
}

// Green to amber to red as a tray fills toward its limit.
QColor fillColor(double ratio)
{
    if (ratio > 1)
        return QColor(0xd6, 0x2a, 0x1e);
    if (ratio > 0.7)
        return QColor(0xe8, 0xa3, 0x17);
    return QColor(0x3a, 0x9a, 0x5b);
}

} // namespace

HallGeometry buildHallGeometry(const Document &doc, const Engine &engine, HallId hallId, const RackColor &rackColor,
                               const std::vector<RackId> &selected)
{
    HallGeometry g;
    g.hall = hallId;
    const Hall *hall = doc.halls().find(hallId);
    if (!hall)
        return g;
    g.widthM = float(hall->widthM);
    g.depthM = float(hall->depthM);
    const double clearance = doc.site().trayClearanceM;
    put(g.opaque, 0, 0, -0.05, hall->widthM, hall->depthM, 0, QColor(0xd9, 0xdc, 0xe0));

    // Racks, and each row's height (its tallest rack) for the tray above it.
    std::unordered_map<uint32_t, double> rowTop;
    std::vector<uint32_t> sel;
    for (RackId r : selected)
        sel.push_back(r.value);
    std::sort(sel.begin(), sel.end());
    double top = 3;
    for (RowId rowId : doc.rowsOf(hallId)) {
        for (RackId rackId : doc.racksOf(rowId)) {
            const Rack &r = doc.racks().at(rackId);
            const auto f = footprintOf(doc, r);
            if (!f)
                continue;
            const double h = rackHeightM(doc.catalog().find(r.part));
            rowTop[rowId.value] = std::max(rowTop[rowId.value], h);
            const bool isSelected = std::binary_search(sel.begin(), sel.end(), rackId.value);
            QColor c = rackColor(rackId);
            if (isSelected)
                c = c.lighter(150);
            g.rackBox.push_back(uint32_t(g.opaque.size()));
            g.racks.push_back(rackId);
            // A sliver of gap between neighbours, so a row reads as racks.
            put(g.opaque, f->x0 + 0.01, f->y0 + 0.01, 0, f->x1 - 0.01, f->y1 - 0.01, h, c);
            if (isSelected) // a white cap marks the selection from above
                put(g.opaque, f->x0 + 0.01, f->y0 + 0.01, h, f->x1 - 0.01, f->y1 - 0.01, h + 0.04, Qt::white);
            top = std::max(top, h + clearance + kTrayDepthM);
        }
    }

    // Cables per row tray: each cable once per row it touches in this hall.
    std::unordered_map<uint32_t, int64_t> cablesOfRow;
    auto rowOfPort = [&](PortId p) -> uint32_t {
        const Rack *rack = doc.racks().find(doc.devices().at(doc.ports().at(p).device).rack);
        if (!rack)
            return 0;
        const Row *row = doc.rows().find(rack->row);
        return row && row->hall == hallId ? row->id.value : 0;
    };
    for (const Cable &c : doc.cables()) {
        const uint32_t a = rowOfPort(c.a), b = rowOfPort(c.b);
        if (a)
            ++cablesOfRow[a];
        if (b && b != a)
            ++cablesOfRow[b];
    }
    const QColor trayColor(0x8a, 0x90, 0x99);
    for (RowId rowId : doc.rowsOf(hallId)) {
        const RowGeometry row = engine.rowGeometry(rowId);
        if (!row.valid)
            continue;
        const double z = rowTop[rowId.value] + clearance;
        const double a0 = row.startM, a1 = row.endM, across = row.lineM;
        auto span = [&](double w, double z0, double z1, const QColor &c) {
            if (row.alongY)
                put(g.opaque, across - w / 2, a0, z0, across + w / 2, a1, z1, c);
            else
                put(g.opaque, a0, across - w / 2, z0, a1, across + w / 2, z1, c);
        };
        span(kTrayWidthM, z, z + 0.02, trayColor);
        ++g.trays;
        const int64_t n = cablesOfRow[rowId.value];
        g.trayCables += n;
        if (n > 0) {
            // The bundle as it lies in the tray: its cross-section spread over the tray's width.
            const double fill = n * kCableAreaM2 / (kTrayWidthM * kTrayDepthM);
            const double h = std::min(n * kCableAreaM2 / (kTrayWidthM - 0.04), 0.3);
            span(kTrayWidthM - 0.04, z + 0.02, z + 0.02 + h, fillColor(fill / kTrayFillLimit));
        }
        // A liquid-cooled row's loop header runs under its tray.
        bool liquid = false;
        for (RackId rackId : doc.racksOf(rowId))
            liquid = liquid || doc.racks().at(rackId).loop;
        if (liquid)
            span(0.12, z - 0.25, z - 0.13, QColor(0x2f, 0x6f, 0xd0));
    }

    for (const Column &c : doc.columns())
        if (c.hall == hallId)
            put(g.opaque, c.xM - c.widthM / 2, c.yM - c.depthM / 2, 0, c.xM + c.widthM / 2, c.yM + c.depthM / 2, top + 0.5, QColor(0x9c, 0x9a, 0x94));
    for (const KeepOut &k : doc.keepOuts())
        if (k.hall == hallId)
            put(g.translucent, k.xM - k.widthM / 2, k.yM - k.depthM / 2, 0, k.xM + k.widthM / 2, k.yM + k.depthM / 2, 0.05,
                QColor(0xd6, 0x2a, 0x1e, 110));
    for (const Busway &b : doc.busways())
        if (b.hall == hallId)
            run(g.opaque, b.x1M, b.y1M, b.x2M, b.y2M, top + 0.15, 0.15, 0.12, QColor(0xb8, 0x73, 0x33));
    for (const Cdu &c : doc.cdus()) {
        const CoolingLoop *loop = doc.loops().find(c.loop);
        if (!loop || loop->hall != hallId)
            continue;
        const Part *p = doc.catalog().find(c.part);
        const double w = p && p->widthM > 0 ? p->widthM : 0.6, d = p && p->depthM > 0 ? p->depthM : 1.2;
        const FloorRect f = turnedRect(c.xM, c.yM, w, d, c.rotationDeg);
        put(g.opaque, f.x0, f.y0, 0, f.x1, f.y1, p && p->uHeight > 0 ? p->uHeight * kRackUnitM : 2.0, QColor(0x3b, 0x8e, 0xc4));
    }
    g.heightM = float(top + 0.5);
    return g;
}

} // namespace railyard
