#include "clicommon.h"
#include "clidocument.h"

#include "commands/editor.h"
#include "io/designstore.h"
#include "layout/fabricbuild.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace railyard::cli {

// railyard-cli fabric FILE (--racks R1,R2,… | --hall NAME) [--switch PART] [--ratio R]
// [--planes P] [--name TEXT] [--dry-run] [--json] [-o OUT]: Build fabric (layout/fabricbuild.h)
// on the nodes of those racks, as the window's "Build fabric…" does; prints the preview, and
// unless --dry-run saves the design with the fabric atomically to FILE (or OUT).
int runFabric(const QStringList &args)
{
    const QStringList valued{QStringLiteral("--racks"), QStringLiteral("--hall"),  QStringLiteral("--switch"), QStringLiteral("--ratio"),
                             QStringLiteral("--planes"), QStringLiteral("--name"), QStringLiteral("-o"),       QStringLiteral("--output")};
    const Args a = parseArgs(args, {QStringLiteral("--dry-run"), QStringLiteral("--json")}, valued);
    const QString usage = QCoreApplication::translate(
        "cli", "usage: railyard-cli fabric FILE (--racks R1,R2,... | --hall NAME) [--switch PART] [--ratio R] [--planes P] "
               "[--name TEXT] [--dry-run] [--json] [-o OUT]");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.size() != 1 || a.values.contains(QStringLiteral("--racks")) == a.values.contains(QStringLiteral("--hall")))
        return inputError(usage);
    const QString file = a.positional[0];
    const QString output = a.values.value(QStringLiteral("-o"), a.values.value(QStringLiteral("--output"), file));
    FabricBuildOptions options;
    options.switchPart = a.values.value(QStringLiteral("--switch"));
    options.networkName = a.values.value(QStringLiteral("--name"));
    for (const auto &[flag, into, most] : {std::tuple{QStringLiteral("--ratio"), &options.oversubscription, 64},
                                           std::tuple{QStringLiteral("--planes"), &options.planes, 8}}) {
        if (!a.values.contains(flag))
            continue;
        bool ok = false;
        *into = a.values.value(flag).toInt(&ok);
        if (!ok || *into < 1 || *into > most)
            return inputError(QCoreApplication::translate("cli", "%1 takes a whole number from 1 to %2 (given: %3)").arg(flag).arg(most).arg(a.values.value(flag)));
    }

    auto doc = openDesign(file);
    if (!doc)
        return inputError(doc.error());
    Document &d = **doc;
    std::vector<RackId> racks;
    if (a.values.contains(QStringLiteral("--hall"))) {
        const QString hall = a.values.value(QStringLiteral("--hall"));
        HallId id;
        for (const Hall &h : d.halls())
            if (h.name == hall)
                id = h.id;
        if (!id)
            return inputError(QCoreApplication::translate("cli", "%1: no hall named \"%2\"").arg(file, hall));
        for (RowId row : d.rowsOf(id))
            for (RackId r : d.racksOf(row))
                racks.push_back(r);
    } else {
        QHash<QString, RackId> byName;
        for (const Rack &r : d.racks())
            byName.insert(r.name, r.id);
        for (const QString &name : a.values.value(QStringLiteral("--racks")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const RackId id = byName.value(name.trimmed());
            if (!id)
                return inputError(QCoreApplication::translate("cli", "%1: no rack named \"%2\"").arg(file, name.trimmed()));
            racks.push_back(id);
        }
    }
    auto build = planFabricBuild(d, racks, options);
    if (!build)
        return inputError(QStringLiteral("%1: %2").arg(file, build.error()));
    previewOnCopy(d, *build);
    const FabricBuildPreview &pv = build->preview;
    const bool dryRun = a.flags.contains(QStringLiteral("--dry-run"));
    if (!dryRun) {
        Editor editor(d);
        if (const Status applied = applyFabricBuild(editor, *build); !applied)
            return inputError(QStringLiteral("%1: %2").arg(file, applied.error()));
        if (const Status saved = DesignStore::save(d, output); !saved)
            return inputError(saved.error());
    }
    if (a.flags.contains(QStringLiteral("--json"))) {
        printJson({{QStringLiteral("gpus"), pv.gpus},
                   {QStringLiteral("fabric_nodes"), pv.fabricNodes},
                   {QStringLiteral("planes"), pv.planes},
                   {QStringLiteral("tiers"), pv.plan.tiers},
                   {QStringLiteral("switch"), pv.switchPart},
                   {QStringLiteral("leaves"), pv.leaves},
                   {QStringLiteral("spines"), pv.spines},
                   {QStringLiteral("cores"), pv.cores},
                   {QStringLiteral("new_racks"), pv.newRacks},
                   {QStringLiteral("fabric_cables"), pv.fabricCables},
                   {QStringLiteral("node_links"), pv.nodeLinks},
                   {QStringLiteral("management_cables"), pv.managementCables},
                   {QStringLiteral("transceivers"), qint64(pv.transceivers)},
                   {QStringLiteral("copper_cables"), qint64(pv.copperCables)},
                   {QStringLiteral("it_w"), pv.itW},
                   {QStringLiteral("saved"), dryRun ? QString() : output}});
        return kExitOk;
    }
    for (const QString &line : previewLines(pv))
        out() << line << Qt::endl;
    if (!dryRun)
        out() << QCoreApplication::translate("cli", "%1: fabric built; railyard-cli check reports what is left").arg(output) << Qt::endl;
    return kExitOk;
}

} // namespace railyard::cli
