#include "clicommon.h"
#include "clidocument.h"

#include "quote/scenario.h"
#include "quote/scenariocompare.h"
#include "quote/scenarioset.h"
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
    TcoInputs in; // the design's assumptions, once it is open; options override them
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
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    in = (**doc).site().priceBook.tco;
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

// railyard-cli compare FILE [FILE...] [--json]: one file's current design and stored
// variants, or several files, side by side with the first design's TCO assumptions.
int runCompare(const QStringList &args)
{
    const Args a = parseArgs(args, {QStringLiteral("--json"), QStringLiteral("--table")}, {});
    const QString usage = QCoreApplication::translate("cli", "usage: railyard-cli compare FILE [FILE...] [--json | --table]");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.isEmpty())
        return inputError(usage);
    std::vector<ScenarioFigures> all;
    if (a.positional.size() == 1) {
        auto doc = openDesign(a.positional.front());
        if (!doc)
            return inputError(doc.error());
        if ((**doc).site().scenarios.empty())
            return inputError(QCoreApplication::translate("cli", "%1 keeps no variants to compare; add one with 'railyard-cli scenario add' "
                                                                 "or name several files").arg(a.positional.front()));
        const Engine engine(**doc);
        auto figures = compareScenarios(**doc, engine);
        if (!figures)
            return inputError(QStringLiteral("%1: %2").arg(a.positional.front(), figures.error()));
        all = std::move(*figures);
    }
    TcoInputs in;
    for (qsizetype i = 0; a.positional.size() > 1 && i < a.positional.size(); ++i) {
        const QString &file = a.positional.at(i);
        auto doc = openDesign(file);
        if (!doc)
            return inputError(doc.error());
        if (i == 0)
            in = (**doc).site().priceBook.tco;
        const Engine engine(**doc);
        auto f = scenarioFigures(**doc, engine, QFileInfo(file).completeBaseName(), in);
        if (!f)
            return inputError(f.error());
        all.push_back(*f);
    }
    if (a.flags.contains(QStringLiteral("--json"))) {
        QJsonArray rows;
        const std::vector<ComparisonRow> compared = comparisonRows(all);
        for (size_t i = 0; i < all.size(); ++i) {
            const ScenarioFigures &f = all[i];
            const QJsonArray differs = QJsonArray::fromStringList(differingKeys(compared, i));
            rows.append(QJsonObject{{QStringLiteral("name"), f.name}, {QStringLiteral("gpus"), double(f.gpus)},
                                    {QStringLiteral("switches"), double(f.switches)}, {QStringLiteral("optics"), double(f.optics)},
                                    {QStringLiteral("optics_kw"), f.opticsKw}, {QStringLiteral("capex_usd"), f.capexUsd},
                                    {QStringLiteral("facility_mw"), f.facilityMw}, {QStringLiteral("cost_per_gpu_usd"), f.costPerGpuUsd},
                                    {QStringLiteral("cost_per_gpu_hour_usd"), f.costPerGpuHourUsd},
                                    {QStringLiteral("break_even_utilization"), f.breakEvenUtilization},
                                    {QStringLiteral("racks"), double(f.racks)}, {QStringLiteral("floor_area_m2"), f.floorAreaM2},
                                    {QStringLiteral("heat_to_liquid_kw"), f.liquidKw}, {QStringLiteral("cooling"), f.cooling},
                                    {QStringLiteral("differs"), differs}});
        }
        printJson(QJsonObject{{QStringLiteral("scenarios"), rows}});
    } else if (a.flags.contains(QStringLiteral("--table"))) {
        out() << comparisonText(all) << Qt::flush;
    } else {
        out() << scenarioCsv(all) << Qt::flush;
    }
    return kExitOk;
}

} // namespace railyard::cli
