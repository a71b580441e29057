#include "clicommon.h"
#include "clidocument.h"

#include "io/designstore.h"
#include "sample/samplebuilder.h"

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
    if (Status s = buildSampleDesign(**doc); !s)
        return inputError(s.error());
    if (Status s = DesignStore::save(**doc, path); !s)
        return inputError(s.error());
    return kExitOk;
}

} // namespace railyard::cli
