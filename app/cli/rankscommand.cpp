#include "clicommon.h"
#include "clidocument.h"

#include "report/rankanalysis.h"

#include <QCoreApplication>
#include <QFile>

namespace railyard::cli {

// railyard-cli ranks FILE [--order FILE] [--json]
int runRanks(const QStringList &args)
{
    const Args a = parseArgs(args, {QStringLiteral("--json")}, {QStringLiteral("--order")});
    if (!a.error.isEmpty())
        return inputError(a.error);
    if (a.positional.size() != 1)
        return inputError(QCoreApplication::translate("cli", "usage: railyard-cli ranks FILE [--order FILE] [--json]"));
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    std::vector<GpuRef> order;
    const QString orderPath = a.values.value(QStringLiteral("--order"));
    if (!orderPath.isEmpty()) {
        QFile f(orderPath);
        if (!f.open(QIODevice::ReadOnly))
            return inputError(QCoreApplication::translate("cli", "%1: cannot be read: %2").arg(orderPath, f.errorString()));
        auto parsed = parseRankOrder(QString::fromUtf8(f.readAll()), orderPath);
        if (!parsed)
            return inputError(parsed.error());
        order = std::move(*parsed);
    }
    auto analysis = analyzeRanks(**doc, orderPath.isEmpty() ? nullptr : &order);
    if (!analysis)
        return inputError(analysis.error());
    if (a.flags.contains(QStringLiteral("--json")))
        printJson(toJson(*analysis));
    else
        out() << toText(*analysis) << Qt::flush;
    // A rank order whose rings cross rails is a finding: it costs spine bandwidth.
    return analysis->crossRail > 0 ? kExitFindings : kExitOk;
}

} // namespace railyard::cli
