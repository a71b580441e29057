#include "tco.h"

#include "report/totalsreport.h"

#include <QCoreApplication>

namespace railyard {

namespace {
constexpr double kHoursPerYear = 8760;
}

Tco computeTco(double capexUsd, double facilityKw, int64_t gpus, int64_t racks, const TcoInputs &in)
{
    Tco t;
    t.capexUsd = capexUsd;
    t.facilityKw = facilityKw;
    t.gpus = gpus;
    t.racks = racks;
    t.annualCapexUsd = in.years > 0 ? capexUsd / in.years : capexUsd;
    t.annualEnergyUsd = in.energyUsdPerKWh * facilityKw * kHoursPerYear * in.loadFactor;
    t.annualMaintenanceUsd = capexUsd * in.maintenancePerYear;
    t.annualSpaceUsd = double(racks) * 12 * in.spaceUsdPerRackMonth;
    t.annualTotalUsd = t.annualCapexUsd + t.annualEnergyUsd + t.annualMaintenanceUsd + t.annualSpaceUsd;
    const double gpuHours = double(gpus) * kHoursPerYear;
    t.costPerGpuHourUsd = gpuHours > 0 && in.utilization > 0 ? t.annualTotalUsd / (gpuHours * in.utilization) : 0;
    t.breakEvenUtilization = gpuHours > 0 && in.rentUsdPerGpuHour > 0 ? t.annualTotalUsd / (in.rentUsdPerGpuHour * gpuHours) : 0;
    return t;
}

Tco computeTco(const Document &doc, const Engine &engine, const Bom &bom, const TcoInputs &in)
{
    double facilityW = 0;
    for (const Hall &h : doc.halls())
        facilityW += hallFacilityW(doc, engine, h.id);
    return computeTco(bom.totalUsd(), facilityW / 1000, engine.site().gpus, int64_t(doc.racks().size()), in);
}

QJsonObject tcoJson(const Tco &t, const TcoInputs &in)
{
    return {{QStringLiteral("capex_usd"), t.capexUsd},
            {QStringLiteral("facility_kw"), t.facilityKw},
            {QStringLiteral("gpus"), double(t.gpus)},
            {QStringLiteral("racks"), double(t.racks)},
            {QStringLiteral("annual_capex_usd"), t.annualCapexUsd},
            {QStringLiteral("annual_energy_usd"), t.annualEnergyUsd},
            {QStringLiteral("annual_maintenance_usd"), t.annualMaintenanceUsd},
            {QStringLiteral("annual_space_usd"), t.annualSpaceUsd},
            {QStringLiteral("annual_total_usd"), t.annualTotalUsd},
            {QStringLiteral("cost_per_gpu_hour_usd"), t.costPerGpuHourUsd},
            {QStringLiteral("break_even_utilization"), t.breakEvenUtilization},
            {QStringLiteral("assumptions"),
             QJsonObject{{QStringLiteral("years"), in.years},
                         {QStringLiteral("energy_usd_per_kwh"), in.energyUsdPerKWh},
                         {QStringLiteral("load_factor"), in.loadFactor},
                         {QStringLiteral("maintenance_per_year"), in.maintenancePerYear},
                         {QStringLiteral("space_usd_per_rack_month"), in.spaceUsdPerRackMonth},
                         {QStringLiteral("utilization"), in.utilization},
                         {QStringLiteral("rent_usd_per_gpu_hour"), in.rentUsdPerGpuHour}}}};
}

QString tcoText(const Tco &t, const TcoInputs &in)
{
    auto usd = [](double v) { return QStringLiteral("$%L1").arg(v, 0, 'f', 0); };
    return QCoreApplication::translate(
               "Tco",
               "Capex (BOM with spares)   %1\n"
               "Facility power (peak)     %2 kW\n"
               "Per year over %3 years:\n"
               "  capex                   %4\n"
               "  energy                  %5  (%6 $/kWh, load factor %7)\n"
               "  maintenance             %8  (%9 % of capex)\n"
               "  space                   %10  (%11 racks at %12 per month)\n"
               "  total                   %13\n"
               "Cost per GPU-hour         $%14 at %15 % utilization of %16 GPUs\n"
               "Break-even utilization    %17 % against renting at $%18 per GPU-hour\n")
        .arg(usd(t.capexUsd))
        .arg(t.facilityKw, 0, 'f', 0)
        .arg(in.years)
        .arg(usd(t.annualCapexUsd), usd(t.annualEnergyUsd))
        .arg(in.energyUsdPerKWh)
        .arg(in.loadFactor)
        .arg(usd(t.annualMaintenanceUsd))
        .arg(in.maintenancePerYear * 100)
        .arg(usd(t.annualSpaceUsd))
        .arg(t.racks)
        .arg(usd(in.spaceUsdPerRackMonth), usd(t.annualTotalUsd))
        .arg(t.costPerGpuHourUsd, 0, 'f', 2)
        .arg(in.utilization * 100)
        .arg(t.gpus)
        .arg(t.breakEvenUtilization * 100, 0, 'f', 1)
        .arg(in.rentUsdPerGpuHour);
}

} // namespace railyard
