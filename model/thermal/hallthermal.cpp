#include "hallthermal.h"

#include "cellnetwork.h"
#include "engine/figures.h"
#include "rules/footprint.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace railyard::thermal {

const RackInlet *HallThermal::hottest() const
{
    const RackInlet *best = nullptr;
    for (const RackInlet &r : racks)
        if (!best || r.inletC > best->inletC)
            best = &r;
    return best;
}

Result<HallThermal> solveHallThermal(const Document &doc, const Engine &engine, HallId hallId, const ThermalOptions &o)
{
    using R = Result<HallThermal>;
    const Hall *hall = doc.halls().find(hallId);
    if (!hall)
        return R::failure(QCoreApplication::translate("Thermal", "no such hall"));
    if (!(o.cellM >= 0.05 && o.cellM <= 10))
        return R::failure(QCoreApplication::translate("Thermal", "a grid cell is 0.05 to 10 m (asked: %1 m)").arg(o.cellM));
    if (!(o.supplyC >= -50 && o.supplyC <= 100) || !(o.rackDeltaTK > 0 && o.rackDeltaTK <= 100) || !(o.coolerDeltaTK > 0 && o.coolerDeltaTK <= 100)
        || !(o.mixingM2S >= 0 && o.mixingM2S <= 100) || !(o.airHeightM > 0 && o.airHeightM <= 100))
        return R::failure(QCoreApplication::translate("Thermal", "the thermal options are out of range: supply −50 to 100 °C, temperature rises "
                                                                 "above 0 to 100 K, mixing 0 to 100 m²/s, air height above 0 to 100 m"));
    if (!(hall->widthM > 0 && hall->depthM > 0))
        return R::failure(QCoreApplication::translate("Thermal", "hall %1 has no floor size; give it a width and depth").arg(hall->name));
    if (!(o.openAisleRackW > 0 && o.openAisleRackW <= 1e6))
        return R::failure(QCoreApplication::translate("Thermal", "an open aisle serves a rack position above 0 and at most 1,000 kW of heat (asked: %1 W)")
                              .arg(o.openAisleRackW));
    const Containment containment = o.containment.value_or(hall->containment);
    const bool hot = containment == Containment::HotAisle, cold = containment == Containment::ColdAisle;
    const double h = o.cellM;
    std::vector<const Rack *> racks;
    std::vector<FloorRect> solids; // racks and building columns
    for (RowId row : doc.rowsOf(hallId))
        for (RackId id : doc.racksOf(row)) {
            const Rack &r = doc.racks().at(id);
            racks.push_back(&r);
            if (const auto f = footprintOf(doc, r))
                solids.push_back(f->rect());
        }
    for (ColumnId id : doc.columnsOf(hallId)) {
        const Column &c = doc.columns().at(id);
        solids.push_back(centredRect(c.xM, c.yM, c.widthM, c.depthM));
    }
    // The grid covers what stands in the hall and kFieldMarginM of floor around it, within the
    // walls: the whole hall for a laid-out one, a corner of a large hall that is nearly empty.
    double x0 = hall->widthM, y0 = hall->depthM, x1 = 0, y1 = 0;
    for (const Rack *r : racks) { // a rack's footprint, or its centre when its part is unknown
        x0 = std::min(x0, r->xM - kFieldMarginM);
        y0 = std::min(y0, r->yM - kFieldMarginM);
        x1 = std::max(x1, r->xM + kFieldMarginM);
        y1 = std::max(y1, r->yM + kFieldMarginM);
    }
    for (const FloorRect &f : solids) {
        x0 = std::min(x0, f.x0 - kFieldMarginM);
        y0 = std::min(y0, f.y0 - kFieldMarginM);
        x1 = std::max(x1, f.x1 + kFieldMarginM);
        y1 = std::max(y1, f.y1 + kFieldMarginM);
    }
    if (x1 <= x0 || y1 <= y0) { // nothing stands in it
        x0 = y0 = 0;
        x1 = std::min(hall->widthM, kFieldMarginM);
        y1 = std::min(hall->depthM, kFieldMarginM);
    }
    x0 = std::max(0.0, std::floor(x0 / h) * h);
    y0 = std::max(0.0, std::floor(y0 / h) * h);
    x1 = std::min(hall->widthM, x1);
    y1 = std::min(hall->depthM, y1);
    const double cellsX = std::max(1.0, std::ceil((x1 - x0) / h - 1e-9)), cellsY = std::max(1.0, std::ceil((y1 - y0) / h - 1e-9));
    if (cellsX * cellsY > double(kMaxThermalCells))
        return R::failure(QCoreApplication::translate("Thermal", "hall %1: its racks spread over %2 × %3 m: at %4 m cells that is %5 cells, beyond the "
                                                                 "%6 the model takes; use larger cells")
                              .arg(hall->name)
                              .arg(x1 - x0, 0, 'f', 1)
                              .arg(y1 - y0, 0, 'f', 1)
                              .arg(o.cellM)
                              .arg(cellsX * cellsY, 0, 'f', 0)
                              .arg(kMaxThermalCells));
    HallThermal out;
    out.hall = hallId;
    out.nx = int(cellsX);
    out.ny = int(cellsY);
    out.cellM = o.cellM;
    out.originXM = x0;
    out.originYM = y0;
    out.coolingCapacityW = hall->airCoolingW;
    const int nx = out.nx, ny = out.ny;
    auto cellAt = [&](double x, double y) { // -1 outside the grid
        const int i = int(std::floor((x - x0) / h)), j = int(std::floor((y - y0) / h));
        return i >= 0 && j >= 0 && i < nx && j < ny ? j * nx + i : -1;
    };

    // Solid cells: racks and building columns (their centres inside the footprint).
    std::vector<char> solid(size_t(nx) * size_t(ny), 0);
    for (const FloorRect &r : solids)
        for (int j = std::max(0, int(std::floor((r.y0 - y0) / h))); j < std::min(ny, int(std::ceil((r.y1 - y0) / h))); ++j)
            for (int i = std::max(0, int(std::floor((r.x0 - x0) / h))); i < std::min(nx, int(std::ceil((r.x1 - x0) / h))); ++i) {
                const double cx = x0 + (i + 0.5) * h, cy = y0 + (j + 0.5) * h;
                if (cx >= r.x0 && cx < r.x1 && cy >= r.y0 && cy < r.y1)
                    solid[size_t(j) * size_t(nx) + size_t(i)] = 1;
            }
    // Fluid cells are the network's cells.
    std::vector<int> index(solid.size(), -1);
    CellNetwork net;
    for (size_t c = 0; c < solid.size(); ++c)
        if (!solid[c])
            index[c] = net.cells++;
    const double mixing = kAirDensity * kAirCp * o.mixingM2S * o.airHeightM; // W/K across a square cell's face
    for (int j = 0; j < ny; ++j)
        for (int i = 0; i < nx; ++i) {
            const int c = index[size_t(j * nx + i)];
            if (c < 0)
                continue;
            if (i + 1 < nx && index[size_t(j * nx + i + 1)] >= 0)
                net.faces.push_back({c, index[size_t(j * nx + i + 1)], mixing});
            if (j + 1 < ny && index[size_t((j + 1) * nx + i)] >= 0)
                net.faces.push_back({c, index[size_t((j + 1) * nx + i)], mixing});
        }

    // Each rack: a fan from the first free cell in front of it to the first behind it (rotation 0:
    // the front faces +y), moving its air-side heat at the rack's temperature rise.
    struct Placed {
        const Rack *rack;
        int front, back;
        double kgS, heatW;
    };
    std::vector<Placed> placed;
    for (const Rack *r : racks) {
        const Part *type = doc.catalog().find(r->part);
        const double heatW = fromMilli(engine.rack(r->id).airMw);
        if (heatW <= 0) { // everything to liquid: it moves no room air and has no inlet to report
            ++out.racksWithoutAir;
            continue;
        }
        const double rad = r->rotationDeg * std::numbers::pi / 180;
        const double fx = -std::sin(rad), fy = std::cos(rad);
        const double half = (type && type->depthM > 0 ? type->depthM : 1.2) / 2;
        const auto own = footprintOf(doc, *r);
        // The first cell past the rack's own footprint: free, or blocked (a wall, a column,
        // another rack), never a cell beyond what blocks it.
        auto firstFree = [&](double sign) {
            for (int step = 0; step < 8; ++step) {
                const double d = half + (step - 1.5) * h / 2;
                const double x = r->xM + sign * fx * d, y = r->yM + sign * fy * d;
                const int c = cellAt(x, y);
                if (c < 0)
                    return -1;
                const double cx = x0 + (c % nx + 0.5) * h, cy = y0 + (c / nx + 0.5) * h;
                if (own && cx >= own->x0 && cx < own->x1 && cy >= own->y0 && cy < own->y1)
                    continue; // still the rack's own cells
                return index[size_t(c)];
            }
            return -1;
        };
        const int front = firstFree(1), back = firstFree(-1);
        if ((front < 0 && !cold) || (back < 0 && !hot)) {
            out.warnings << QCoreApplication::translate("Thermal", "rack %1 has no free floor in front of or behind it (against a wall or another "
                                                                   "rack): its %2 kW are not in the field")
                                .arg(r->name)
                                .arg(heatW / 1000, 0, 'f', 1);
            out.unplacedHeatW += heatW;
            continue;
        }
        const double kgS = heatW / (kAirCp * o.rackDeltaTK);
        placed.push_back({r, front, back, kgS, heatW});
        out.heatInW += heatW;
        out.rackKgS += kgS;
    }

    if (out.heatInW + out.unplacedHeatW > 0 && hall->airCoolingW <= 0)
        return R::failure(QCoreApplication::translate("Thermal", "hall %1 has no air cooling: the room air has no way to reject the racks' %2 kW; "
                                                                 "give the hall its air cooling (air_cooling_w)")
                              .arg(hall->name)
                              .arg((out.heatInW + out.unplacedHeatW) / 1000, 0, 'f', 1));
    // No rack draws room air into the field (all to liquid, or none with free floor): the room
    // stands at the supply.
    if (placed.empty()) {
        out.tempC.assign(solid.size(), NAN);
        for (size_t c = 0; c < solid.size(); ++c)
            if (!solid[c])
                out.tempC[c] = float(o.supplyC);
        return out;
    }
    // The coolers: their rated air flow supplied in front of the racks in proportion to what
    // each draws, taken back along the walls of each region of floor in proportion to what reaches
    // it. Open aisles deliver at most the air for openAisleRackW to a rack's front: a rack drawing more
    // takes the rest from its exhaust (and the supply it cannot take bypasses to the coolers).
    // Hot aisles contained: the racks blow into one duct (an extra cell, the hot aisles) that
    // returns to the coolers what they supply; what the racks draw beyond that leaks back to
    // their fronts. Cold aisles contained: the racks draw from one enclosed cold aisle (an extra
    // cell) the coolers supply; what they draw beyond that leaks in from the room behind them,
    // and what they do not draw escapes to the room at the supply temperature.
    out.containment = containment;
    out.supplyKgS = hall->airCoolingW / (kAirCp * o.coolerDeltaTK);
    const int duct = hot || cold ? net.cells++ : -1;
    const double openAisleKgS = o.openAisleRackW / (kAirCp * o.rackDeltaTK);
    if (cold)
        net.inflows.push_back({duct, out.supplyKgS, o.supplyC});
    for (const Placed &p : placed) {
        if (cold) {
            net.fans.push_back({duct, p.back, p.kgS, p.heatW});
            continue;
        }
        double delivered = out.supplyKgS * p.kgS / out.rackKgS;
        if (!hot && delivered > openAisleKgS) {
            delivered = openAisleKgS;
            if (p.kgS > delivered) { // open aisles: every placed rack has free floor behind it
                net.fans.push_back({p.back, p.front, p.kgS - delivered, 0});
                ++out.racksRecirculating;
            }
        }
        net.inflows.push_back({p.front, delivered, o.supplyC});
        net.fans.push_back({p.front, hot ? duct : p.back, p.kgS, p.heatW});
    }
    // Contained, the racks drawing more than the coolers supply: the rest leaks, in proportion to
    // each rack's draw, back to their fronts from the hot aisles or into the cold aisles from the
    // room. The contained aisle returns (hot) or lets escape (cold) what is left of the supply.
    if (hot || cold) {
        const double shortKgS = out.rackKgS - out.supplyKgS;
        if (hot)
            net.outflows.push_back({duct, std::min(out.supplyKgS, out.rackKgS)});
        else if (shortKgS < 0)
            net.outflows.push_back({duct, -shortKgS}); // escapes at the supply temperature: carries no heat
        if (shortKgS > 0) {
            for (const Placed &p : placed) {
                const double leakKgS = shortKgS * p.kgS / out.rackKgS;
                net.fans.push_back(hot ? CellNetwork::Fan{duct, p.front, leakKgS, 0} : CellNetwork::Fan{p.back, duct, leakKgS, 0});
            }
            out.warnings << (hot ? QCoreApplication::translate("Thermal", "the racks draw %1 kg/s of air, more than the coolers' %2 kg/s: the rest leaks back "
                                                                          "from the contained aisles")
                                 : QCoreApplication::translate("Thermal", "the racks draw %1 kg/s of air, more than the coolers' %2 kg/s: the rest leaks "
                                                                          "into the contained aisles from the room"))
                                .arg(out.rackKgS, 0, 'f', 1)
                                .arg(out.supplyKgS, 0, 'f', 1);
        }
    }
    // Regions of floor joined by faces: each returns to its own walls what reaches it.
    CellRegions regions = CellRegions::of(net, false);
    auto root = [&](int x) { return regions.root(x); };
    std::vector<double> balance(size_t(net.cells), 0.0); // each region's air in less out so far
    for (const auto &i : net.inflows)
        balance[size_t(root(i.cell))] += i.kgS;
    for (const auto &f : net.fans) {
        balance[size_t(root(f.from))] -= f.kgS;
        balance[size_t(root(f.to))] += f.kgS;
    }
    for (const auto &x : net.outflows)
        balance[size_t(root(x.cell))] -= x.kgS;
    std::vector<std::vector<int>> wallOf(size_t(net.cells));
    for (int j = 0; j < ny; ++j)
        for (int i = 0; i < nx; ++i)
            if ((i == 0 || j == 0 || i == nx - 1 || j == ny - 1) && index[size_t(j * nx + i)] >= 0)
                wallOf[size_t(root(index[size_t(j * nx + i)]))].push_back(index[size_t(j * nx + i)]);
    for (int c = 0; c < net.cells; ++c) {
        if (root(c) != c || std::fabs(balance[size_t(c)]) <= 1e-9 * std::max(1.0, out.supplyKgS))
            continue;
        if (balance[size_t(c)] < 0)
            return R::failure(QCoreApplication::translate("Thermal", "hall %1: racks in a region closed off by racks, columns or walls draw %2 kg/s "
                                                                     "more air than reaches them")
                                  .arg(hall->name)
                                  .arg(-balance[size_t(c)], 0, 'f', 2));
        if (wallOf[size_t(c)].empty())
            return R::failure(QCoreApplication::translate("Thermal", "hall %1: %2 kg/s of air reach a region closed off by racks or columns that has "
                                                                     "no wall for the coolers' return")
                                  .arg(hall->name)
                                  .arg(balance[size_t(c)], 0, 'f', 2));
        for (int w : wallOf[size_t(c)])
            net.outflows.push_back({w, balance[size_t(c)] / double(wallOf[size_t(c)].size())});
    }

    auto solved = solveCellNetwork(net);
    if (!solved)
        return R::failure(QCoreApplication::translate("Thermal", "hall %1: %2").arg(hall->name, solved.error()));
    out.tempC.assign(solid.size(), NAN);
    for (size_t c = 0; c < solid.size(); ++c)
        if (index[c] >= 0)
            out.tempC[c] = float(solved->tempC[size_t(index[c])]);
    for (const Placed &p : placed)
        out.racks.push_back({p.rack->id, p.rack->name, solved->tempC[size_t(cold ? duct : p.front)], p.heatW});
    out.heatRemovedW = solved->heatOutW;
    if (duct >= 0)
        out.ductC = solved->tempC[size_t(duct)];
    if (out.overCapacityW() > 0)
        out.warnings << QCoreApplication::translate("Thermal", "the racks put %1 kW into the air of hall %2, %3 kW more than its air cooling of "
                                                               "%4 kW: no steady state holds, and the field shown assumes the coolers keep their "
                                                               "supply temperature")
                            .arg(out.heatInW / 1000, 0, 'f', 1)
                            .arg(hall->name)
                            .arg(out.overCapacityW() / 1000, 0, 'f', 1)
                            .arg(out.coolingCapacityW / 1000, 0, 'f', 1);
    return out;
}

} // namespace railyard::thermal
