#include "clicommon.h"
#include "clidocument.h"

#include "io/designstore.h"
#include "quote/scenarioset.h"

#include <QCoreApplication>

namespace railyard::cli {

// railyard-cli scenario list|add|remove|activate FILE ...: the variants kept in one design
// (docs/CLI.md). Every change is saved back to FILE atomically.
int runScenario(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {QStringLiteral("--name"), QStringLiteral("--from"), QStringLiteral("--note")});
    const QString usage = QCoreApplication::translate(
        "cli", "usage: railyard-cli scenario list FILE\n"
               "       railyard-cli scenario add FILE --name NAME [--from OTHER.railyard] [--note TEXT]\n"
               "       railyard-cli scenario remove|activate FILE --name NAME\n"
               "       railyard-cli scenario rename FILE --name NAME   (names the current design)");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.size() != 2)
        return inputError(usage);
    const QString action = a.positional.at(0), file = a.positional.at(1);
    const QString name = a.values.value(QStringLiteral("--name"));
    if (action != QLatin1String("list") && name.trimmed().isEmpty())
        return inputError(QCoreApplication::translate("cli", "scenario %1 needs --name").arg(action) + QLatin1Char('\n') + usage);
    auto doc = openDesign(file);
    if (!doc)
        return inputError(doc.error());
    Document &d = **doc;

    Status s;
    if (action == QLatin1String("list")) {
        out() << QCoreApplication::translate("cli", "* %1 (current)").arg(currentScenarioName(d)) << Qt::endl;
        for (const StoredScenario &sc : d.site().scenarios)
            out() << QStringLiteral("  %1%2").arg(sc.name, sc.note.isEmpty() ? QString() : QStringLiteral(" — ") + sc.note) << Qt::endl;
        return kExitOk;
    } else if (action == QLatin1String("add")) {
        Result<StoredScenario> stored = StoredScenario{};
        if (a.values.contains(QStringLiteral("--from"))) {
            auto other = openDesign(a.values.value(QStringLiteral("--from")));
            if (!other)
                return inputError(other.error());
            stored = captureScenario(**other, name, a.values.value(QStringLiteral("--note")));
        } else {
            stored = captureScenario(d, name, a.values.value(QStringLiteral("--note")));
        }
        if (!stored)
            return inputError(stored.error());
        s = addScenario(d, *stored);
    } else if (action == QLatin1String("remove")) {
        s = removeScenario(d, name);
    } else if (action == QLatin1String("activate")) {
        s = activateScenario(d, name);
    } else if (action == QLatin1String("rename")) {
        s = renameCurrentScenario(d, name);
    } else {
        return inputError(usage);
    }
    if (!s)
        return inputError(QStringLiteral("%1: %2").arg(file, s.error()));
    if (const Status saved = DesignStore::save(d, file); !saved)
        return inputError(saved.error());
    out() << QCoreApplication::translate("cli", "%1: current design '%2', %n stored variant(s)", nullptr, int(d.site().scenarios.size()))
                 .arg(file, currentScenarioName(d))
          << Qt::endl;
    return kExitOk;
}

} // namespace railyard::cli
