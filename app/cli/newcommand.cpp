#include "clicommon.h"
#include "clidocument.h"

#include "commands/editor.h"
#include "core/limits.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "generate/rackscale.h"
#include "io/designstore.h"
#include "report/totalsreport.h"

#include <QCoreApplication>
#include <cmath>

namespace railyard::cli {
namespace {


const char *kUsage =
    "usage: railyard-cli new (--gpus N | --power-mw P) [options] -o FILE\n"
    "       railyard-cli new --empty -o FILE   (no hall, rack or device: a start for railyard-cli edit)\n"
    "  --gpus N               GPUs (a multiple of the node's GPUs)\n"
    "  --power-mw P           facility power envelope: the largest design that fits\n"
    "  --node PART            GPU node part number (default DGX-B200), or a rack-scale system\n"
    "                         (GB200-NVL72, GB300-NVL72): whole NVLink domains, 8 racks per SU\n"
    "  --tray PART            a rack-scale system's compute tray (default: <node>-TRAY)\n"
    "  --switch PART          compute switch part number (default: the one for the node's NICs,\n"
    "                         MQM9700-NS2F for ConnectX-7 NDR, Q3400-RA for ConnectX-8 XDR)\n"
    "  --oversubscription R   leaf oversubscription R:1 (default 1)\n"
    "  --planes P             compute planes (default 1); 2: each GPU's two ports on two fabrics\n"
    "                         that never share a switch (Spectrum-X, e.g. --node DGX-B300-ETH)\n"
    "  --su-nodes N           node slots per scalable unit (default: as many as fill a leaf,\n"
    "                         32 on 64-port leaves at 1:1; tapered, the SU size up to the\n"
    "                         leaf's fill (42 at 2:1, 48 at 3:1) with the fewest switches;\n"
    "                         rack-scale systems: racks per SU, default 8)\n"
    "  --reserved-per-su N    node slots kept free per SU, e.g. for a fabric manager (default 0)\n"
    "  --storage-nodes N      storage nodes (default one per 16 GPU nodes, at least 2)\n"
    "  --nodes-per-rack N     GPU nodes per rack (default: as many as power, cooling and U allow)\n"
    "  --cooling TYPE         air, rear_door or dlc (default: dlc for liquid-cooled nodes, else rear_door)\n"
    "  --containment KIND     the halls' aisles: none, hot_aisle or cold_aisle (default hot_aisle)\n"
    "  --pue X                hall PUE (default 1.3)\n"
    "  --hall-width M         hall width in metres (default: as the layout needs)\n"
    "  --hall-depth M         hall depth in metres (default: as the layout needs)\n"
    "  --max-hall-aspect X    a hall's long side over its short side: its rows stand in as\n"
    "                         many blocks, with cross aisles, as keep it within (default 2)\n"
    "  --single-feed          one power feed (A) instead of A and B\n"
    "  --max-hall-mw M        the site's limit of IT load per hall (default 40)\n"
    "  -o FILE                where to write the design";

// railyard-cli new --empty -o FILE: the bundled catalog and nothing else.
int writeEmptyDesign(const Args &a, const QString &path)
{
    if (path.isEmpty() || !a.positional.isEmpty() || a.values.size() != 1 || a.flags.size() != 1)
        return inputError(QCoreApplication::translate("cli", "usage: railyard-cli new --empty -o FILE (no other option)"));
    auto doc = newDesign();
    if (!doc)
        return inputError(doc.error());
    if (Status s = DesignStore::save(**doc, path); !s)
        return inputError(s.error());
    out() << QCoreApplication::translate("cli", "empty design written to %1").arg(path) << Qt::endl;
    return kExitOk;
}

} // namespace

// railyard-cli new (--gpus N | --power-mw P) [options] -o FILE
int runNew(const QStringList &args)
{
    const QStringList valued = {QStringLiteral("--gpus"), QStringLiteral("--power-mw"), QStringLiteral("--node"), QStringLiteral("--tray"),
                                QStringLiteral("--switch"), QStringLiteral("--oversubscription"), QStringLiteral("--planes"),
                                QStringLiteral("--su-nodes"), QStringLiteral("--reserved-per-su"),
                                QStringLiteral("--storage-nodes"), QStringLiteral("--nodes-per-rack"),
                                QStringLiteral("--cooling"), QStringLiteral("--containment"), QStringLiteral("--pue"), QStringLiteral("--hall-width"),
                                QStringLiteral("--hall-depth"), QStringLiteral("--max-hall-aspect"), QStringLiteral("--max-hall-mw"),
                                QStringLiteral("-o")};
    const Args a = parseArgs(args, {QStringLiteral("--help"), QStringLiteral("--single-feed"), QStringLiteral("--empty")}, valued);
    if (a.flags.contains(QStringLiteral("--help"))) {
        out() << QString::fromLatin1(kUsage) << Qt::endl;
        return kExitOk;
    }
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + QString::fromLatin1(kUsage));
    const QString path = a.values.value(QStringLiteral("-o"));
    if (a.flags.contains(QStringLiteral("--empty")))
        return writeEmptyDesign(a, path);
    const bool byGpus = a.values.contains(QStringLiteral("--gpus"));
    const bool byPower = a.values.contains(QStringLiteral("--power-mw"));
    if (path.isEmpty() || byGpus == byPower || !a.positional.isEmpty())
        return inputError(QString::fromLatin1(kUsage));

    GeneratorOptions o;
    bool ok = true;
    // A count given explicitly is at least `least`: 0 in the options means "choose for me",
    // which is what leaving the option out says.
    auto integer = [&](const char *flag, int *into, int least) {
        if (!a.values.contains(QLatin1String(flag)))
            return true;
        bool good = false;
        *into = a.values.value(QLatin1String(flag)).toInt(&good);
        if (!good)
            inputError(QCoreApplication::translate("cli", "%1 takes a whole number, not '%2'").arg(QLatin1String(flag), a.values.value(QLatin1String(flag))));
        else if (*into < least) {
            inputError(QCoreApplication::translate("cli", "%1 takes a whole number of at least %2, not %3").arg(QLatin1String(flag)).arg(least).arg(*into));
            good = false;
        }
        return good;
    };
    ok = integer("--gpus", &o.gpus, 1) && integer("--oversubscription", &o.oversubscription, 1) && integer("--planes", &o.planes, 1)
         && integer("--su-nodes", &o.suNodes, 1) && integer("--reserved-per-su", &o.reservedPerSu, 0)
         && integer("--storage-nodes", &o.storageNodes, 0) && integer("--nodes-per-rack", &o.nodesPerRack, 1);
    if (!ok)
        return kExitInputError;
    o.nodePart = a.values.value(QStringLiteral("--node"), o.nodePart);
    o.trayPart = a.values.value(QStringLiteral("--tray"));
    o.computeSwitchPart = a.values.value(QStringLiteral("--switch"), o.computeSwitchPart);
    if (a.values.contains(QStringLiteral("--pue"))) {
        o.pue = a.values.value(QStringLiteral("--pue")).toDouble(&ok);
        if (!ok || !(o.pue >= 1 && o.pue <= kMaxPue))
            return inputError(QCoreApplication::translate("cli", "--pue takes a number from 1 to %1").arg(kMaxPue));
    }
    if (a.values.contains(QStringLiteral("--max-hall-mw"))) {
        o.maxHallItW = a.values.value(QStringLiteral("--max-hall-mw")).toDouble(&ok) * 1e6;
        // Bounded as the design reader bounds a hall's power (limits::kMaxWatts), so the file opens again.
        if (!ok || !(o.maxHallItW > 0 && o.maxHallItW <= limits::kMaxWatts))
            return inputError(QCoreApplication::translate("cli", "--max-hall-mw takes a number of megawatts above 0 and at most %1").arg(limits::kMaxWatts / 1e6));
    }
    if (a.values.contains(QStringLiteral("--containment"))) {
        const auto c = fromToken<Containment>(a.values.value(QStringLiteral("--containment")));
        if (!c)
            return inputError(QCoreApplication::translate("cli", "--containment takes none, hot_aisle or cold_aisle"));
        o.containment = *c;
    }
    if (a.values.contains(QStringLiteral("--max-hall-aspect"))) {
        o.maxHallAspect = a.values.value(QStringLiteral("--max-hall-aspect")).toDouble(&ok);
        if (!ok) // its range is checkGeneratorOptions'
            return inputError(QCoreApplication::translate("cli", "--max-hall-aspect takes a number, a ratio from 1 to %1").arg(kMaxHallAspect));
    }
    for (const auto &[flag, into] : {std::pair{QStringLiteral("--hall-width"), &o.hallWidthM},
                                     std::pair{QStringLiteral("--hall-depth"), &o.hallDepthM}}) {
        if (!a.values.contains(flag))
            continue;
        *into = a.values.value(flag).toDouble(&ok);
        if (!ok || !(*into > 0 && *into <= kMaxGeneratedHallM))
            return inputError(QCoreApplication::translate("cli", "%1 takes a positive length in metres, at most %2").arg(flag).arg(kMaxGeneratedHallM));
    }
    o.dualFeed = !a.flags.contains(QStringLiteral("--single-feed"));
    if (a.values.contains(QStringLiteral("--cooling"))) {
        const auto c = fromToken<CoolingType>(a.values.value(QStringLiteral("--cooling")));
        if (!c || *c == CoolingType::None)
            return inputError(QCoreApplication::translate("cli", "--cooling takes air, rear_door or dlc"));
        o.cooling = *c;
    }

    if (Status s = checkGeneratorOptions(o); !s)
        return inputError(s.error());

    QStringList arithmetic;
    std::unique_ptr<Document> doc;
    Result<GenerationSummary> summary = Result<GenerationSummary>::failure(QString());
    if (byPower) {
        const double envelopeW = a.values.value(QStringLiteral("--power-mw")).toDouble(&ok) * 1e6;
        if (!ok || !(envelopeW > 0 && envelopeW <= limits::kMaxWatts))
            return inputError(QCoreApplication::translate("cli", "--power-mw takes a positive number of megawatts"));
        auto probe = newDesign();
        if (!probe)
            return inputError(probe.error());
        const Part *node = (*probe)->catalog().find(o.nodePart);
        // The search counts nodes, or a rack-scale system's whole racks (NVL72s ship whole): a
        // rack's trays and NVLink switch trays at their maxima.
        double unitW = node ? node->maxW : 0;
        if (node && node->category == PartCategory::RackSystem) {
            auto system = rackScaleSystem((*probe)->catalog(), *node, o.trayPart);
            if (!system)
                return inputError(system.error());
            unitW = system->trays * system->tray->maxW + system->switchTrays * system->switchTray->maxW;
        }
        if (!node || node->gpus <= 0 || unitW <= 0)
            return inputError(QCoreApplication::translate("cli", "the catalog has no GPU node '%1'").arg(o.nodePart));
        // Start from the nodes alone, then correct with the facility load of real designs
        // (fabric, storage, management and optics included) until the largest one fits.
        int nodes = int(envelopeW / o.pue / unitW);
        arithmetic << QCoreApplication::translate("cli", "envelope %1 MW / PUE %2 / %3 kW per %4 = at most %5 of them before the fabric")
                          .arg(envelopeW / 1e6)
                          .arg(o.pue)
                          .arg(unitW / 1000)
                          .arg(node->category == PartCategory::RackSystem ? QCoreApplication::translate("cli", "rack-scale system")
                                                                         : QCoreApplication::translate("cli", "node"))
                          .arg(nodes);
        // Converge from both sides: the largest node count known to fit, the smallest known not to.
        int lowestFail = INT32_MAX;
        int bestNodes = 0;
        for (int attempt = 0; attempt < 24 && nodes > 0; ++attempt) {
            auto d = newDesign();
            o.gpus = nodes * node->gpus;
            auto s = generateDesign(**d, o);
            if (!s)
                return inputError(s.error());
            const Engine engine(**d);
            const double facility = fromMilli(engine.site().itMaxMw()) * o.pue;
            const double perNode = facility / nodes;
            arithmetic << QCoreApplication::translate("cli", "%1 × %4: facility %2 MW (%3 kW each with its share of everything else)")
                              .arg(nodes)
                              .arg(facility / 1e6, 0, 'f', 3)
                              .arg(perNode / 1000, 0, 'f', 2)
                              .arg(node->partNumber);
            int next;
            if (facility <= envelopeW) {
                bestNodes = nodes;
                doc = std::move(*d);
                summary = s;
                next = std::min(int(envelopeW / perNode), lowestFail - 1);
                if (next <= nodes)
                    next = nodes + 1 < lowestFail ? nodes + 1 : nodes; // probe one more, or stop
            } else {
                lowestFail = nodes;
                next = std::min(nodes - 1, int(envelopeW / perNode));
                if (next <= bestNodes)
                    next = bestNodes + 1 < lowestFail ? bestNodes + 1 : bestNodes;
            }
            if (next == nodes || (next == bestNodes && doc))
                break;
            nodes = next;
        }
        if (!doc)
            return inputError(QCoreApplication::translate("cli", "no design of %1 nodes fits %2 MW").arg(o.nodePart).arg(envelopeW / 1e6));
    } else {
        auto d = newDesign();
        if (!d)
            return inputError(d.error());
        summary = generateDesign(**d, o);
        if (!summary)
            return inputError(summary.error());
        doc = std::move(*d);
    }
    Site site = doc->site();
    site.name = QCoreApplication::translate("cli", "%1-GPU design").arg(summary->gpus);
    Editor(*doc).setSite(site, Site::kName);
    if (Status s = DesignStore::save(*doc, path); !s)
        return inputError(s.error());
    for (const QString &line : arithmetic)
        out() << line << '\n';
    out() << QCoreApplication::translate("cli", "%1 GPUs in %2 nodes, %3 racks").arg(summary->gpus).arg(summary->nodes).arg(summary->racks) << '\n';
    for (const QString &line : summary->notes)
        out() << "  " << line << '\n';
    for (const QString &line : summary->warnings)
        err() << QCoreApplication::translate("cli", "warning: %1").arg(line) << Qt::endl;
    out() << QCoreApplication::translate("cli", "written to %1").arg(path) << Qt::endl;
    return kExitOk;
}

} // namespace railyard::cli
