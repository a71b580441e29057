#pragma once

#include "tco.h"

namespace railyard {

// One design variant's figures for a side-by-side comparison (docs/QUOTE.md, "Scenarios").
struct ScenarioFigures {
    QString name;
    int64_t gpus = 0;
    int64_t switches = 0;
    int64_t optics = 0;     // transceiver modules
    double opticsKw = 0;    // their power at peak
    double capexUsd = 0;    // BOM with spares
    double facilityMw = 0;
    double costPerGpuUsd = 0;
    double costPerGpuHourUsd = 0;
    double breakEvenUtilization = 0;
    int64_t racks = 0;
    double floorAreaM2 = 0; // the halls' floor
    double liquidKw = 0;    // heat to liquid at peak
    QString cooling;        // the GPU racks' cooling types: "dlc", "air", "air+dlc"
};

Result<ScenarioFigures> scenarioFigures(const Document &doc, const Engine &engine, const QString &name, const TcoInputs &in);
// One row per scenario: name, gpus, switches, optics, optics_kw, capex_usd, facility_mw,
// cost_per_gpu_usd, cost_per_gpu_hour_usd, break_even_utilization, racks, floor_area_m2,
// heat_to_liquid_kw, cooling, and differs: the figures (scenariocompare.h keys) in which the
// row is not the same as the first.
QString scenarioCsv(const std::vector<ScenarioFigures> &scenarios);

} // namespace railyard
