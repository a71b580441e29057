#include "scenario.h"

#include "io/csv.h"

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
    return f;
}

QString scenarioCsv(const std::vector<ScenarioFigures> &scenarios)
{
    QString out = csvLine({QStringLiteral("name"), QStringLiteral("gpus"), QStringLiteral("switches"), QStringLiteral("optics"),
                           QStringLiteral("optics_kw"), QStringLiteral("capex_usd"), QStringLiteral("facility_mw"),
                           QStringLiteral("cost_per_gpu_usd"), QStringLiteral("cost_per_gpu_hour_usd"), QStringLiteral("break_even_utilization")})
                  + QStringLiteral("\r\n");
    for (const ScenarioFigures &f : scenarios)
        out += csvLine({f.name, QString::number(f.gpus), QString::number(f.switches), QString::number(f.optics),
                        QString::number(f.opticsKw, 'f', 2), QString::number(f.capexUsd, 'f', 2), QString::number(f.facilityMw, 'f', 3),
                        QString::number(f.costPerGpuUsd, 'f', 2), QString::number(f.costPerGpuHourUsd, 'f', 4),
                        QString::number(f.breakEvenUtilization, 'f', 4)})
               + QStringLiteral("\r\n");
    return out;
}

} // namespace railyard
