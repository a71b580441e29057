#pragma once

#include "bom.h"

#include <QJsonObject>

namespace railyard {

// Total cost of ownership and buy-vs-rent (docs/QUOTE.md). Defaults are assumptions a sales
// engineer replaces with the customer's.
struct TcoInputs {
    double years = 5;                 // amortization
    double energyUsdPerKWh = 0.08;
    double loadFactor = 0.8;          // average facility load over its peak
    double maintenancePerYear = 0.08; // of capex
    double spaceUsdPerRackMonth = 1500;
    double utilization = 0.7;         // of the GPU-hours
    double rentUsdPerGpuHour = 2.5;   // the alternative: renting the same GPUs
};

struct Tco {
    double capexUsd = 0;       // the BOM with spares
    double facilityKw = 0;     // peak: IT × PUE of each hall
    int64_t gpus = 0;
    int64_t racks = 0;
    double annualCapexUsd = 0; // capex / years
    double annualEnergyUsd = 0; // $/kWh × facility kW × 8,760 h × load factor
    double annualMaintenanceUsd = 0;
    double annualSpaceUsd = 0; // racks × 12 × $/rack-month
    double annualTotalUsd = 0;
    double costPerGpuHourUsd = 0;     // annual total / (GPUs × 8,760 h × utilization)
    double breakEvenUtilization = 0;  // annual total / (rent × 8,760 h × GPUs)
};

Tco computeTco(double capexUsd, double facilityKw, int64_t gpus, int64_t racks, const TcoInputs &in);
Tco computeTco(const Document &doc, const Engine &engine, const Bom &bom, const TcoInputs &in);

QJsonObject tcoJson(const Tco &tco, const TcoInputs &in);
QString tcoText(const Tco &tco, const TcoInputs &in);

} // namespace railyard
