#pragma once

#include "core/result.h"
#include "document/document.h"
#include "engine/engine.h"

#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace railyard::thermal {

// What the air model of a hall assumes (docs/THERMAL.md); the defaults are estimates.
struct ThermalOptions {
    double cellM = 0.3;        // grid cell size
    double supplyC = 18;       // cooler supply air temperature
    double rackDeltaTK = 12;   // air temperature rise through a rack's equipment (its fans move air for that rise)
    double coolerDeltaTK = 12; // return minus supply at the coolers' rated capacity (sets their air flow)
    double mixingM2S = 0.05;   // turbulent mixing of room air, as a diffusivity (m²/s)
    double airHeightM = 2.0;   // height of the air layer modelled: floor to rack top
    // The hall's containment (Hall::containment) unless this says otherwise (`thermal --containment`).
    std::optional<Containment> containment;
    // Open aisles: the heat whose air (at the rack's rise) a rack position's cold aisle delivers
    // to its front (floor grates or in-row units). A rack drawing more takes the rest from its own
    // exhaust, over its top and round the row's ends. Estimate: 15 kW, 1.24 kg/s at 12 K (about
    // 2,200 CFM, two high-flow floor grates), where open hot and cold aisles are generally held
    // to end (docs/THERMAL.md).
    double openAisleRackW = 15e3;
};

// The most cells a hall's grid takes: 300 × 300 m of racks at 0.3 m would solve in about 50 s
// and 1.4 GB; a hall within the site's default 10,000 m² is 111,000 cells, about a second.
constexpr int64_t kMaxThermalCells = 1'000'000;
// The grid covers the racks and columns and this much floor around them (three aisles), within
// the walls: a hall laid out edge to edge is solved whole, the one rack of a nearly empty
// 300 × 300 m hall on a few hundred cells. Air further away takes no part in the racks' inlets
// in this model beyond returning to the coolers, which the grid's edge stands for.
constexpr double kFieldMarginM = 6;

// ASHRAE TC 9.9 thermal guidelines: the recommended inlet range ends at 27 °C; class A1's
// allowable range at 32 °C (the inlet rules and the command's verdicts).
constexpr double kInletRecommendedMaxC = 27;
constexpr double kInletAllowableA1MaxC = 32;

struct RackInlet {
    RackId rack;
    QString name;
    double inletC = 0;   // air temperature at the rack's front
    double airHeatW = 0; // the rack's heat into room air (its peak)
};

// The steady air temperature field of one hall at inlet height, and each rack's inlet.
struct HallThermal {
    HallId hall;
    int nx = 0, ny = 0;
    double cellM = 0;
    double originXM = 0, originYM = 0; // the grid's corner on the hall's floor (kFieldMarginM)
    std::vector<float> tempC; // nx × ny, row by row from originYM; NaN where a rack or column stands
    std::vector<RackInlet> racks; // the racks that draw room air
    double heatInW = 0;        // racks' heat into the room air
    double heatRemovedW = 0;   // what the returns and ducts carry to the coolers above supply
    double coolingCapacityW = 0; // the hall's air cooling
    double supplyKgS = 0;      // the coolers' air flow
    double rackKgS = 0;        // the racks' air flow
    int racksWithoutAir = 0;   // racks that put no heat into the air (all to liquid): no fans, no inlet to speak of
    double unplacedHeatW = 0;  // air-side heat of racks with no free floor in front or behind: not in the field
    Containment containment = Containment::None; // as solved
    double ductC = NAN;        // contained: the hot aisles' air on its way to the coolers, or the cold aisles' at the fronts
    int racksRecirculating = 0; // open aisles: racks drawing more than their cold aisle delivers
    QStringList warnings;

    double residualW() const { return heatInW - heatRemovedW; } // numerically zero: the balance closes
    double overCapacityW() const { return std::max(0.0, heatInW + unplacedHeatW - coolingCapacityW); }
    const RackInlet *hottest() const;
};

// Solves the hall's air: racks draw air at their front and blow it, heated by their air-side
// heat (the engine's figure), out of their back; the hall's air cooling supplies air at the
// supply temperature in front of the racks (cold-aisle tiles or in-row units) and takes it back
// along the walls (the grid's edge). Fails naming the hall when its racks put heat into the air and it has no air
// cooling, or when its grid would be beyond kMaxThermalCells.
Result<HallThermal> solveHallThermal(const Document &doc, const Engine &engine, HallId hall, const ThermalOptions &options = {});

} // namespace railyard::thermal
