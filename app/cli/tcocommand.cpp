#include "clicommon.h"
#include "clidocument.h"

#include "quote/scenario.h"
#include "quote/tco.h"

#include <QFileInfo>
#include <QJsonArray>

#include <QCoreApplication>
#include <cmath>

namespace railyard::cli {

// railyard-cli tco FILE [--years N] [--energy USD_PER_KWH] [--load F] [--maintenance F]
//   [--space USD_PER_RACK_MONTH] [--utilization F] [--rent USD_PER_GPU_HOUR] [--json]
int runTco(const QStringList &args)
{
    TcoInputs in;
    const std::pair<const char *, double *> options[] = {
        {"--years", &in.years},           {"--energy", &in.energyUsdPerKWh},     {"--load", &in.loadFactor},
        {"--maintenance", &in.maintenancePerYear}, {"--space", &in.spaceUsdPerRackMonth}, {"--utilization", &in.utilization},
        {"--rent", &in.rentUsdPerGpuHour}};
    QStringList valued;
    for (const auto &[flag, target] : options)
        valued << QLatin1String(flag);
    const Args a = parseArgs(args, {QStringLiteral("--json")}, valued);
    const QString usage = QCoreApplication::translate(
        "cli", "usage: railyard-cli tco FILE [--years N] [--energy USD_PER_KWH] [--load F] [--maintenance F] "
               "[--space USD_PER_RACK_MONTH] [--utilization F] [--rent USD_PER_GPU_HOUR] [--json]");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.size() != 1)
        return inputError(usage);
    for (const auto &[flag, target] : options) {
        if (!a.values.contains(QLatin1String(flag)))
            continue;
        bool ok = false;
        const double v = a.values.value(QLatin1String(flag)).toDouble(&ok);
        const bool positive = target == &in.years || target == &in.rentUsdPerGpuHour || target == &in.utilization;
        if (!ok || !std::isfinite(v) || v < 0 || (positive && v == 0))
            return inputError(positive ? QCoreApplication::translate("cli", "%1 needs a number above 0").arg(QLatin1String(flag))
                                       : QCoreApplication::translate("cli", "%1 needs a number of at least 0").arg(QLatin1String(flag)));
        *target = v;
    }
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    const Engine engine(**doc);
    auto bom = buildBom(**doc, engine);
    if (!bom)
        return inputError(QStringLiteral("%1: %2").arg(a.positional.front(), bom.error()));
    const Tco tco = computeTco(**doc, engine, *bom, in);
    if (a.flags.contains(QStringLiteral("--json")))
        printJson(tcoJson(tco, in));
    else
        out() << tcoText(tco, in) << Qt::flush;
    return kExitOk;
}

} // namespace railyard::cli

namespace railyard::cli {

// railyard-cli compare FILE FILE... [--json]: the variants side by side (default assumptions).
int runCompare(const QStringList &args)
{
    const Args a = parseArgs(args, {QStringLiteral("--json")}, {});
    const QString usage = QCoreApplication::translate("cli", "usage: railyard-cli compare FILE FILE... [--json]");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.size() < 2)
        return inputError(usage);
    std::vector<ScenarioFigures> all;
    for (const QString &file : a.positional) {
        auto doc = openDesign(file);
        if (!doc)
            return inputError(doc.error());
        const Engine engine(**doc);
        auto f = scenarioFigures(**doc, engine, QFileInfo(file).completeBaseName(), TcoInputs{});
        if (!f)
            return inputError(f.error());
        all.push_back(*f);
    }
    if (a.flags.contains(QStringLiteral("--json"))) {
        QJsonArray rows;
        for (const ScenarioFigures &f : all)
            rows.append(QJsonObject{{QStringLiteral("name"), f.name}, {QStringLiteral("gpus"), double(f.gpus)},
                                    {QStringLiteral("switches"), double(f.switches)}, {QStringLiteral("optics"), double(f.optics)},
                                    {QStringLiteral("optics_kw"), f.opticsKw}, {QStringLiteral("capex_usd"), f.capexUsd},
                                    {QStringLiteral("facility_mw"), f.facilityMw}, {QStringLiteral("cost_per_gpu_usd"), f.costPerGpuUsd},
                                    {QStringLiteral("cost_per_gpu_hour_usd"), f.costPerGpuHourUsd},
                                    {QStringLiteral("break_even_utilization"), f.breakEvenUtilization}});
        printJson(QJsonObject{{QStringLiteral("scenarios"), rows}});
    } else {
        out() << scenarioCsv(all) << Qt::flush;
    }
    return kExitOk;
}

} // namespace railyard::cli
