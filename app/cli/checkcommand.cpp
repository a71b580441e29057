#include "clicommon.h"
#include "clidocument.h"

#include "engine/engine.h"
#include "rules/problemreport.h"
#include "rules/ruleprovider.h"

#include <QCoreApplication>

namespace railyard::cli {

// railyard-cli check FILE [--json]: exit 0 without errors, 1 with errors, 2 on input errors.
int runCheck(const QStringList &args)
{
    const Args a = parseArgs(args, {QStringLiteral("--json")}, {});
    if (!a.error.isEmpty())
        return inputError(a.error);
    if (a.positional.size() != 1)
        return inputError(QCoreApplication::translate("cli", "usage: railyard-cli check FILE [--json]"));
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    const Engine engine(**doc);
    const std::vector<Problem> problems = checkDesign(**doc, engine);
    if (a.flags.contains(QStringLiteral("--json")))
        printJson(problemsJson(problems));
    else
        out() << problemsText(problems) << Qt::flush;
    const bool errors = std::any_of(problems.begin(), problems.end(), [](const Problem &p) { return p.severity == Severity::Error; });
    return errors ? kExitFindings : kExitOk;
}

} // namespace railyard::cli
