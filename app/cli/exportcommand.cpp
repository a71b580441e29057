#include "clicommon.h"
#include "clidocument.h"

#include "cabling/cablelist.h"
#include "io/atomicfile.h"
#include "verify/planexport.h"

#include "commands/editor.h"
#include "io/designstore.h"

#include <QCoreApplication>
#include <QFile>

namespace railyard::cli {

// railyard-cli export ibnet|p2p|cables FILE -o OUT (docs/CLI.md, docs/VERIFY.md, docs/CABLING.md).
int runExport(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {QStringLiteral("-o"), QStringLiteral("--output")});
    const QString usage = QCoreApplication::translate("cli", "usage: railyard-cli export ibnet|p2p|cables FILE -o OUT");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    const QString output = a.values.value(QStringLiteral("-o"), a.values.value(QStringLiteral("--output")));
    if (a.positional.size() != 2 || output.isEmpty())
        return inputError(usage);
    const QString what = a.positional[0];
    if (what != QLatin1String("ibnet") && what != QLatin1String("p2p") && what != QLatin1String("cables"))
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
    } else if (what == QLatin1String("p2p")) {
        text = p2pCsv(**doc);
    } else {
        text = cableListCsv(**doc);
    }
    if (const Status s = writeFileAtomically(output, text.toUtf8()); !s)
        return inputError(s.error());
    return kExitOk;
}

} // namespace railyard::cli

namespace railyard::cli {

// railyard-cli import cables FILE CSV: the edited cable list applied to the design and saved;
// any bad row fails the whole import with its row number and leaves the file untouched.
int runImport(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {});
    const QString usage = QCoreApplication::translate("cli", "usage: railyard-cli import cables FILE CSV");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.size() != 3 || a.positional[0] != QLatin1String("cables"))
        return inputError(usage);
    auto doc = openDesign(a.positional[1]);
    if (!doc)
        return inputError(doc.error());
    QFile f(a.positional[2]);
    if (!f.open(QIODevice::ReadOnly))
        return inputError(QStringLiteral("%1: %2").arg(a.positional[2], f.errorString()));
    auto changes = readCableList(**doc, QString::fromUtf8(f.readAll()), a.positional[2]);
    if (!changes)
        return inputError(changes.error());
    Editor editor(**doc);
    applyCableList(editor, *changes);
    if (const Status s = DesignStore::save(**doc, a.positional[1]); !s)
        return inputError(s.error());
    out() << QCoreApplication::translate("cli", "%1: %2 cables added, %3 changed, %4 removed")
                 .arg(a.positional[1])
                 .arg(changes->added.size())
                 .arg(changes->updated.size())
                 .arg(changes->removed.size())
          << Qt::endl;
    return kExitOk;
}

} // namespace railyard::cli
