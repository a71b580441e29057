#include "clicommon.h"
#include "clidocument.h"

#include "report/designinfo.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace railyard::cli {

// railyard-cli info FILE [--json]
int runInfo(const QStringList &args)
{
    const Args a = parseArgs(args, {QStringLiteral("--json")}, {});
    if (!a.error.isEmpty())
        return inputError(a.error);
    if (a.positional.size() != 1)
        return inputError(QCoreApplication::translate("cli", "usage: railyard-cli info FILE [--json]"));
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    const DesignInfo info = computeDesignInfo(**doc);
    if (a.flags.contains(QStringLiteral("--json")))
        printJson(toJson(info));
    else
        out() << toText(info, QFileInfo(a.positional.front()).fileName()) << Qt::flush;
    return kExitOk;
}

} // namespace railyard::cli
