#include "clicommon.h"
#include "clidocument.h"

#include "edit/editapplier.h"
#include "engine/engine.h"
#include "io/designstore.h"
#include "io/inputfile.h"
#include "rules/problemreport.h"
#include "rules/ruleprovider.h"

#include <QCoreApplication>
#include <QSet>

namespace railyard::cli {

namespace {

// The problems `check` reports, by code and objects, to tell which ones an edit brought.
QSet<QString> problemKeys(const std::vector<Problem> &problems)
{
    QSet<QString> keys;
    for (const Problem &p : problems)
        keys.insert(p.code + QLatin1Char(' ') + problemKey(p));
    return keys;
}

} // namespace

// railyard-cli edit FILE OPS [-o OUT]: applies a file of edit ops (docs/CLI.md, "edit") through
// the same commands as the GUI, all or nothing; the design is saved atomically only when every
// op applies. Problems the edits brought are printed as warnings; they do not fail the command.
int runEdit(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {QStringLiteral("-o"), QStringLiteral("--output")});
    const QString usage =
        QCoreApplication::translate("cli", "usage: railyard-cli edit FILE OPS.jsonl [-o OUT]   (one op per line; "
                                           "docs/CLI.md lists the ops, kinds and fields)");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.size() != 2)
        return inputError(usage);
    const QString file = a.positional[0], opsFile = a.positional[1];
    const QString output = a.values.value(QStringLiteral("-o"), a.values.value(QStringLiteral("--output"), file));

    auto doc = openDesign(file);
    if (!doc)
        return inputError(doc.error());
    const auto bytes = readInputFile(opsFile);
    if (!bytes)
        return inputError(bytes.error());
    auto ops = parseEditOps(bytes.value(), opsFile);
    if (!ops)
        return inputError(ops.error());
    Document &d = **doc;
    const QSet<QString> before = problemKeys(checkDesign(d, Engine(d)));
    const EditOutcome outcome = applyEditOps(d, *ops, opsFile);
    if (!outcome.ok)
        return inputError(outcome.error);
    if (const Status saved = DesignStore::save(d, output); !saved)
        return inputError(saved.error());

    out() << QCoreApplication::translate("cli", "%1: %2 op(s) applied: %3 added, %4 changed, %5 removed")
                 .arg(output)
                 .arg(outcome.applied)
                 .arg(outcome.added)
                 .arg(outcome.changed)
                 .arg(outcome.removed)
          << Qt::endl;
    int fresh = 0;
    for (const Problem &p : checkDesign(d, Engine(d)))
        if (!p.waived && !before.contains(p.code + QLatin1Char(' ') + problemKey(p)) && ++fresh <= 50)
            err() << QCoreApplication::translate("cli", "warning: %1 %2: %3").arg(p.code, p.objectNames, p.message)
                  << Qt::endl;
    if (fresh > 50)
        err() << QCoreApplication::translate("cli",
                                             "warning: %1 more new problem(s); railyard-cli check lists them all")
                     .arg(fresh - 50)
              << Qt::endl;
    return kExitOk;
}

} // namespace railyard::cli
