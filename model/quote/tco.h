#pragma once

#include "bom.h"

#include <QJsonObject>

namespace railyard {

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
