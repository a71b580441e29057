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
};

Result<ScenarioFigures> scenarioFigures(const Document &doc, const Engine &engine, const QString &name, const TcoInputs &in);
// One row per scenario: name, gpus, switches, optics, optics_kw, capex_usd, facility_mw,
// cost_per_gpu_usd, cost_per_gpu_hour_usd, break_even_utilization.
QString scenarioCsv(const std::vector<ScenarioFigures> &scenarios);

} // namespace railyard
