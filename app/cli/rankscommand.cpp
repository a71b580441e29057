#include "clicommon.h"
#include "io/inputfile.h"
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
        const auto bytes = readInputFile(orderPath);
        if (!bytes)
            return inputError(bytes.error());
        auto parsed = parseRankOrder(QString::fromUtf8(bytes.value()), orderPath);
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
