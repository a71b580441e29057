#pragma once

#include "core/result.h"

#include <vector>

namespace railyard::thermal {

// Air near the floor and at inlet height, as a network of well-mixed cells (docs/THERMAL.md):
// neighbouring cells exchange air by a mass flux and mix by a conductance; air enters at a fixed
// temperature (cooler supply) and leaves (cooler return); a fan (a rack) draws air from one cell
// and blows it, heated, into another. Pure numbers: the hall model builds it (hallthermal.h).
struct CellNetwork {
    struct Face {
        int a = 0, b = 0;
        double mixingWK = 0; // turbulent mixing between the two cells, W/K
    };
    struct Inflow {
        int cell = 0;
        double kgS = 0;
        double tempC = 0;
    };
    struct Outflow {
        int cell = 0;
        double kgS = 0;
    };
    struct Fan {
        int from = 0, to = 0;
        double kgS = 0;
        double heatW = 0; // added to the air it moves
    };
    int cells = 0;
    std::vector<Face> faces;
    std::vector<Inflow> inflows;
    std::vector<Outflow> outflows;
    std::vector<Fan> fans;
    std::vector<double> heatW; // heat released straight into a cell's air (optional, by cell)
};

// Cells joined into regions (union–find with path halving): by faces, and by fans where asked.
class CellRegions {
public:
    explicit CellRegions(int cells);
    void join(int a, int b);
    int root(int cell); // the region's representative cell
    // Regions of the network joined by its faces (and its fans, when `fans`).
    static CellRegions of(const CellNetwork &net, bool fans);

private:
    std::vector<int> m_parent;
};

// Specific heat of air, J/(kg·K), and its density at room conditions, kg/m³.
constexpr double kAirCp = 1006;
constexpr double kAirDensity = 1.2;

struct CellSolution {
    std::vector<double> faceFluxKgS; // by face, from a to b
    std::vector<double> tempC;       // by cell
    double heatInW = 0;              // fans and cells
    double heatOutW = 0;             // carried out by the outflows above the inflows' temperature
};

// Solves the room's air flow as a potential flow that carries every cell's net mass source to
// its sinks (one sparse symmetric solve), then the energy balance of every cell with upwind
// advection and mixing (one sparse solve). Fails when the inflows and outflows do not balance,
// or when a part of the network holding heat has no way out.
Result<CellSolution> solveCellNetwork(const CellNetwork &net);

} // namespace railyard::thermal
