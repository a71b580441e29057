#include "clicommon.h"
#include "clidocument.h"

#include "engine/engine.h"
#include "io/atomicfile.h"
#include "thermal/heatmapimage.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <algorithm>

namespace railyard::cli {
namespace {

QString verdict(double inletC)
{
    if (inletC > thermal::kInletAllowableA1MaxC)
        return QCoreApplication::translate("cli", "above the A1 allowable 32 °C");
    if (inletC > thermal::kInletRecommendedMaxC)
        return QCoreApplication::translate("cli", "above the recommended 27 °C");
    return {};
}

} // namespace

// railyard-cli thermal FILE [--json] [--png OUT.png] [--hall NAME] [--cell M] [--supply C] [--containment KIND]
int runThermal(const QStringList &args)
{
    const Args a = parseArgs(args, {QStringLiteral("--json")},
                             {QStringLiteral("--png"), QStringLiteral("--hall"), QStringLiteral("--cell"), QStringLiteral("--supply"),
                              QStringLiteral("--containment")});
    if (!a.error.isEmpty())
        return inputError(a.error);
    if (a.positional.size() != 1)
        return inputError(QCoreApplication::translate("cli", "usage: railyard-cli thermal FILE [--json] [--png OUT.png] [--hall NAME] [--cell M] "
                                                             "[--supply C] [--containment none|hot_aisle|cold_aisle]"));
    thermal::ThermalOptions o;
    for (const auto &[flag, into, lo, hi] : {std::tuple{QStringLiteral("--cell"), &o.cellM, 0.05, 10.0},
                                             std::tuple{QStringLiteral("--supply"), &o.supplyC, 5.0, 40.0}}) {
        if (!a.values.contains(flag))
            continue;
        bool ok = false;
        *into = a.values.value(flag).toDouble(&ok);
        if (!ok || !(*into >= lo && *into <= hi))
            return inputError(QCoreApplication::translate("cli", "%1 takes a number from %2 to %3").arg(flag).arg(lo).arg(hi));
    }
    if (a.values.contains(QStringLiteral("--containment"))) {
        const QString c = a.values.value(QStringLiteral("--containment"));
        o.containment = c == QLatin1String("hot") ? std::optional(Containment::HotAisle) : fromToken<Containment>(c);
        if (!o.containment)
            return inputError(QCoreApplication::translate("cli", "--containment takes none, hot_aisle or cold_aisle (the hall's own when not given)"));
    }
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    const Document &d = **doc;
    std::vector<HallId> halls;
    for (const Hall &h : d.halls())
        if (!a.values.contains(QStringLiteral("--hall")) || h.name == a.values.value(QStringLiteral("--hall")))
            halls.push_back(h.id);
    if (halls.empty())
        return inputError(QCoreApplication::translate("cli", "the design has no hall '%1'").arg(a.values.value(QStringLiteral("--hall"))));
    const QString png = a.values.value(QStringLiteral("--png"));
    if (a.values.contains(QStringLiteral("--png")) && png.isEmpty())
        return inputError(QCoreApplication::translate("cli", "--png takes the picture's file name"));
    if (!png.isEmpty() && QFileInfo(png).absoluteFilePath() == QFileInfo(a.positional.front()).absoluteFilePath())
        return inputError(QCoreApplication::translate("cli", "--png %1 is the design itself; give the picture another name").arg(png));
    if (!png.isEmpty() && halls.size() > 1)
        return inputError(QCoreApplication::translate("cli", "--png draws one hall: name it with --hall (the design has %1)").arg(halls.size()));
    const Engine engine(d);
    QJsonArray hallsJson;
    bool findings = false;
    for (HallId id : halls) {
        auto field = thermal::solveHallThermal(d, engine, id, o);
        if (!field)
            return inputError(field.error());
        const Hall &hall = d.halls().at(id);
        std::vector<thermal::RackInlet> racks = field->racks;
        std::sort(racks.begin(), racks.end(), [](const auto &x, const auto &y) { return x.name < y.name; });
        const thermal::RackInlet *hottest = field->hottest();
        for (const auto &r : racks)
            findings = findings || r.inletC > thermal::kInletRecommendedMaxC;
        if (a.flags.contains(QStringLiteral("--json"))) {
            QJsonArray rackJson;
            for (const auto &r : racks)
                rackJson.append(QJsonObject{{QStringLiteral("rack"), r.name}, {QStringLiteral("inlet_c"), r.inletC}, {QStringLiteral("air_heat_w"), r.airHeatW}});
            QJsonArray warnings;
            for (const QString &w : field->warnings)
                warnings.append(w);
            hallsJson.append(QJsonObject{{QStringLiteral("hall"), hall.name},
                                         {QStringLiteral("grid"), QJsonArray{field->nx, field->ny, field->cellM}},
                                         {QStringLiteral("origin_m"), QJsonArray{field->originXM, field->originYM}},
                                         {QStringLiteral("heat_in_w"), field->heatInW},
                                         {QStringLiteral("heat_removed_w"), field->heatRemovedW},
                                         {QStringLiteral("residual_w"), field->residualW()},
                                         {QStringLiteral("air_cooling_w"), field->coolingCapacityW},
                                         {QStringLiteral("over_capacity_w"), field->overCapacityW()},
                                         {QStringLiteral("max_inlet_c"), hottest ? hottest->inletC : o.supplyC},
                                         {QStringLiteral("containment"), toToken(field->containment)},
                                         {QStringLiteral("racks_recirculating"), field->racksRecirculating},
                                         {QStringLiteral("hottest_rack"), hottest ? hottest->name : QString()},
                                         {QStringLiteral("racks"), rackJson},
                                         {QStringLiteral("racks_without_air"), field->racksWithoutAir},
                                         {QStringLiteral("warnings"), warnings}});
        } else {
            out() << QCoreApplication::translate("cli", "Hall %1: %2 × %3 cells of %4 m; supply %5 °C%6")
                         .arg(hall.name)
                         .arg(field->nx)
                         .arg(field->ny)
                         .arg(field->cellM)
                         .arg(o.supplyC)
                         .arg(field->containment == Containment::HotAisle    ? QCoreApplication::translate("cli", ", hot aisles contained")
                              : field->containment == Containment::ColdAisle ? QCoreApplication::translate("cli", ", cold aisles contained")
                              : field->racksRecirculating > 0
                                  ? QCoreApplication::translate("cli", ", open aisles: %n rack(s) drawing more than the cold aisle delivers", nullptr,
                                                                field->racksRecirculating)
                                  : QCoreApplication::translate("cli", ", open aisles"))
                  << '\n';
            out() << QCoreApplication::translate("cli", "  heat into the air %1 kW, removed %2 kW, residual %3 kW; air cooling %4 kW")
                         .arg(field->heatInW / 1000, 0, 'f', 1)
                         .arg(field->heatRemovedW / 1000, 0, 'f', 1)
                         .arg(field->residualW() / 1000, 0, 'f', 3)
                         .arg(field->coolingCapacityW / 1000, 0, 'f', 1)
                  << '\n';
            if (hottest)
                out() << QCoreApplication::translate("cli", "  hottest inlet %1 °C at %2").arg(hottest->inletC, 0, 'f', 1).arg(hottest->name) << '\n';
            if (field->racksWithoutAir > 0)
                out() << QCoreApplication::translate("cli", "  %1 racks put all their heat into liquid: they draw no room air and are not listed")
                             .arg(field->racksWithoutAir)
                      << '\n';
            for (const QString &w : field->warnings)
                out() << QCoreApplication::translate("cli", "  warning: %1").arg(w) << '\n';
            for (const auto &r : racks) {
                const QString v = verdict(r.inletC);
                out() << QStringLiteral("  %1  %2 °C").arg(r.name, -12).arg(r.inletC, 5, 'f', 1) << (v.isEmpty() ? QString() : QStringLiteral("  ") + v)
                      << '\n';
            }
        }
        if (!png.isEmpty()) {
            const double high = std::max(thermal::kInletAllowableA1MaxC, hottest ? std::ceil(hottest->inletC) : o.supplyC);
            const QImage image = thermal::heatMapImage(*field, o.supplyC, high);
            if (image.isNull())
                return inputError(QCoreApplication::translate("cli", "%1: the picture is too large to draw; use larger cells").arg(png));
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            if (!image.save(&buffer, "PNG"))
                return inputError(QCoreApplication::translate("cli", "%1: the picture could not be encoded").arg(png));
            AtomicFile file(png);
            if (Status s = file.open(); !s)
                return inputError(s.error());
            if (Status s = file.write(bytes); !s)
                return inputError(s.error());
            if (Status s = file.commit(); !s)
                return inputError(s.error());
        }
    }
    if (a.flags.contains(QStringLiteral("--json")))
        printJson(QJsonObject{{QStringLiteral("halls"), hallsJson}});
    out() << Qt::flush;
    // An inlet above the recommended range is a finding.
    return findings ? kExitFindings : kExitOk;
}

} // namespace railyard::cli
