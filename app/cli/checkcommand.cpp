#include "clicommon.h"
#include "clidocument.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "io/designstore.h"
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
    const bool errors = std::any_of(problems.begin(), problems.end(),
                                    [](const Problem &p) { return p.severity == Severity::Error && !p.waived; });
    return errors ? kExitFindings : kExitOk;
}

} // namespace railyard::cli

namespace railyard::cli {

// railyard-cli waive FILE --code CODE --objects KEY --reason TEXT: accepts one problem.
int runWaive(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {QStringLiteral("--code"), QStringLiteral("--objects"), QStringLiteral("--reason")});
    const QString usage = QCoreApplication::translate(
        "cli", "usage: railyard-cli waive FILE --code CODE --objects KEY --reason TEXT (CODE and KEY as `check` prints them)");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    const QString code = a.values.value(QStringLiteral("--code"));
    const QString objects = a.values.value(QStringLiteral("--objects"));
    const QString reason = a.values.value(QStringLiteral("--reason")).trimmed();
    if (a.positional.size() != 1 || code.isEmpty() || objects.isEmpty())
        return inputError(usage);
    if (reason.isEmpty())
        return inputError(QCoreApplication::translate("cli", "a waiver needs a reason (--reason)"));
    if (const QString refused = whyNotWaivable(code); !refused.isEmpty())
        return inputError(refused);
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    const Engine engine(**doc);
    bool known = false;
    for (const Problem &p : checkDesign(**doc, engine))
        known = known || (p.code == code && problemKey(p) == objects);
    if (!known)
        return inputError(QCoreApplication::translate("cli", "%1 has no problem %2 on %3; run `railyard-cli check` for the codes and objects")
                              .arg(a.positional.front(), code, objects));
    Site site = (*doc)->site();
    site.waivers.push_back({code, objects, reason});
    Editor(**doc).setSite(site, Site::kWaivers);
    if (Status s = DesignStore::save(**doc, a.positional.front()); !s)
        return inputError(s.error());
    out() << QCoreApplication::translate("cli", "waived %1 on %2").arg(code, objects) << Qt::endl;
    return kExitOk;
}

} // namespace railyard::cli
