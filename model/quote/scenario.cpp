#include "scenario.h"

#include "io/csv.h"
#include "scenariocompare.h"

#include <set>

namespace railyard {

Result<ScenarioFigures> scenarioFigures(const Document &doc, const Engine &engine, const QString &name, const TcoInputs &in)
{
    auto bom = buildBom(doc, engine);
    if (!bom)
        return Result<ScenarioFigures>::failure(QStringLiteral("%1: %2").arg(name, bom.error()));
    const Tco tco = computeTco(doc, engine, *bom, in);
    ScenarioFigures f;
    f.name = name;
    f.gpus = tco.gpus;
    for (const Device &d : doc.devices())
        f.switches += doc.catalog().at(d.part).category == PartCategory::Switch;
    for (const auto &[part, n] : engine.transceiversByPart())
        f.optics += n;
    f.opticsKw = fromMilli(engine.opticsMaxMw()) / 1000;
    f.capexUsd = tco.capexUsd;
    f.facilityMw = tco.facilityKw / 1000;
    f.costPerGpuUsd = f.gpus > 0 ? f.capexUsd / double(f.gpus) : 0;
    f.costPerGpuHourUsd = tco.costPerGpuHourUsd;
    f.breakEvenUtilization = tco.breakEvenUtilization;
    f.racks = int64_t(doc.racks().size());
    for (const Hall &h : doc.halls())
        f.floorAreaM2 += h.widthM * h.depthM;
    f.liquidKw = fromMilli(engine.site().liquidMw) / 1000;
    // "Air against liquid" is about the GPU racks; switch racks are air-cooled either way. A
    // design without GPUs says what its racks are.
    std::set<QString> cooling, all;
    for (const Rack &r : doc.racks())
        if (const Part *p = doc.catalog().find(r.part); p && p->coolingType != CoolingType::None) {
            all.insert(toToken(p->coolingType));
            if (engine.rack(r.id).gpus > 0)
                cooling.insert(toToken(p->coolingType));
        }
    if (cooling.empty())
        cooling = all;
    f.cooling = QStringList(cooling.begin(), cooling.end()).join(QLatin1Char('+'));
    return f;
}

QString scenarioCsv(const std::vector<ScenarioFigures> &scenarios)
{
    QString out = csvLine({QStringLiteral("name"), QStringLiteral("gpus"), QStringLiteral("switches"), QStringLiteral("optics"),
                           QStringLiteral("optics_kw"), QStringLiteral("capex_usd"), QStringLiteral("facility_mw"),
                           QStringLiteral("cost_per_gpu_usd"), QStringLiteral("cost_per_gpu_hour_usd"), QStringLiteral("break_even_utilization"),
                           QStringLiteral("racks"), QStringLiteral("floor_area_m2"), QStringLiteral("heat_to_liquid_kw"), QStringLiteral("cooling"),
                           QStringLiteral("differs")})
                  + QStringLiteral("\r\n");
    const std::vector<ComparisonRow> rows = comparisonRows(scenarios);
    for (size_t i = 0; i < scenarios.size(); ++i) {
        const ScenarioFigures &f = scenarios[i];
        out += csvLine({f.name, QString::number(f.gpus), QString::number(f.switches), QString::number(f.optics),
                        QString::number(f.opticsKw, 'f', 2), QString::number(f.capexUsd, 'f', 2), QString::number(f.facilityMw, 'f', 3),
                        QString::number(f.costPerGpuUsd, 'f', 2), QString::number(f.costPerGpuHourUsd, 'f', 4),
                        QString::number(f.breakEvenUtilization, 'f', 4), QString::number(f.racks), QString::number(f.floorAreaM2, 'f', 1),
                        QString::number(f.liquidKw, 'f', 1), f.cooling, differingKeys(rows, i).join(QLatin1Char(';'))})
               + QStringLiteral("\r\n");
    }
    return out;
}

} // namespace railyard
