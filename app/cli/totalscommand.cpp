#include "clicommon.h"
#include "clidocument.h"

#include "engine/engine.h"
#include "report/totalsreport.h"

#include <QCoreApplication>

namespace railyard::cli {

// railyard-cli totals FILE [--json]
int runTotals(const QStringList &args)
{
    const Args a = parseArgs(args, {QStringLiteral("--json")}, {});
    if (!a.error.isEmpty())
        return inputError(a.error);
    if (a.positional.size() != 1)
        return inputError(QCoreApplication::translate("cli", "usage: railyard-cli totals FILE [--json]"));
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    const Engine engine(**doc);
    if (a.flags.contains(QStringLiteral("--json")))
        printJson(totalsJson(**doc, engine));
    else
        out() << totalsText(**doc, engine) << Qt::flush;
    return kExitOk;
}

} // namespace railyard::cli
