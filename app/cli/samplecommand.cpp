#include "clicommon.h"
#include "clidocument.h"

#include "io/designstore.h"
#include "commands/editor.h"
#include "generate/generator.h"
#include "quote/scenarioset.h"

#include <QCoreApplication>

namespace railyard::cli {

// railyard-cli sample -o FILE: writes the bundled sample design.
int runSample(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {QStringLiteral("-o"), QStringLiteral("--output")});
    if (!a.error.isEmpty())
        return inputError(a.error);
    const QString path = a.values.value(QStringLiteral("-o"), a.values.value(QStringLiteral("--output")));
    if (path.isEmpty() || !a.positional.isEmpty())
        return inputError(QCoreApplication::translate("cli", "usage: railyard-cli sample -o FILE"));
    auto doc = newDesign();
    if (!doc)
        return inputError(doc.error());
    // The bundled sample: a generated 1,024-GPU hall of 128 eight-GPU direct-liquid-cooled
    // nodes on 64-port switches.
    GeneratorOptions o;
    o.gpus = 1024;
    o.nodePart = QStringLiteral("HGX-B200-8GPU-DLC-4U");
    auto summary = generateDesign(**doc, o);
    if (!summary)
        return inputError(summary.error());
    Site site = (*doc)->site();
    site.name = QCoreApplication::translate("cli", "Sample: 1,024-GPU liquid-cooled hall");
    Editor(**doc).setSite(site, Site::kName);
    // A stored variant of the same size class on rack-scale systems: 14 GB200 NVL72 racks
    // (1,008 GPUs, two SUs, the second with 6 of its 8 racks), to compare with the 8-GPU hall.
    {
        auto nvl = newDesign();
        if (!nvl)
            return inputError(nvl.error());
        GeneratorOptions v;
        v.gpus = 1008;
        v.nodePart = QStringLiteral("GB200-NVL72");
        auto built = generateDesign(**nvl, v);
        if (!built)
            return inputError(built.error());
        auto stored = captureScenario(**nvl, QCoreApplication::translate("cli", "GB200 NVL72"),
                                      QCoreApplication::translate("cli", "14 GB200 NVL72 racks (1,008 GPUs) on NDR InfiniBand"));
        if (!stored)
            return inputError(stored.error());
        if (Status s = addScenario(**doc, *stored); !s)
            return inputError(s.error());
    }
    if (Status s = DesignStore::save(**doc, path); !s)
        return inputError(s.error());
    return kExitOk;
}

} // namespace railyard::cli
