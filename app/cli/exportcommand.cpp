#include "clicommon.h"
#include "clidocument.h"

#include "io/atomicfile.h"
#include "verify/planexport.h"

#include <QCoreApplication>

namespace railyard::cli {

// railyard-cli export ibnet|p2p FILE -o OUT (docs/CLI.md, docs/VERIFY.md).
int runExport(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {QStringLiteral("-o"), QStringLiteral("--output")});
    const QString usage = QCoreApplication::translate("cli", "usage: railyard-cli export ibnet|p2p FILE -o OUT");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    const QString output = a.values.value(QStringLiteral("-o"), a.values.value(QStringLiteral("--output")));
    if (a.positional.size() != 2 || output.isEmpty())
        return inputError(usage);
    const QString what = a.positional[0];
    if (what != QLatin1String("ibnet") && what != QLatin1String("p2p"))
        return inputError(QCoreApplication::translate("cli", "unknown export '%1'\n%2").arg(what, usage));
    auto doc = openDesign(a.positional[1]);
    if (!doc)
        return inputError(doc.error());
    QString text;
    if (what == QLatin1String("ibnet")) {
        auto topo = ibnetTopology(**doc);
        if (!topo)
            return inputError(QStringLiteral("%1: %2").arg(a.positional[1], topo.error()));
        text = *topo;
    } else {
        text = p2pCsv(**doc);
    }
    if (const Status s = writeFileAtomically(output, text.toUtf8()); !s)
        return inputError(s.error());
    return kExitOk;
}

} // namespace railyard::cli
