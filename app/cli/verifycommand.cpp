#include "clicommon.h"
#include "clidocument.h"

#include "io/atomicfile.h"
#include "verify/ibnetdiscover.h"
#include "verify/linkscsv.h"
#include "verify/lldpjson.h"
#include "verify/verifyreport.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace railyard::cli {

// railyard-cli verify FILE --ibnetdiscover F | --lldp F_OR_DIR | --links CSV [--map CSV] [--json]
//   [--fix-list OUT.csv|OUT.pdf]: exit 0 as planned, 1 with findings, 2 on input errors.
int runVerify(const QStringList &args)
{
    const QString ib = QStringLiteral("--ibnetdiscover"), lldp = QStringLiteral("--lldp"), links = QStringLiteral("--links");
    const QString map = QStringLiteral("--map"), fixList = QStringLiteral("--fix-list");
    const Args a = parseArgs(args, {QStringLiteral("--json")}, {ib, lldp, links, map, fixList});
    const QString usage = QCoreApplication::translate(
        "cli", "usage: railyard-cli verify FILE (--ibnetdiscover F | --lldp F_OR_DIR | --links CSV) [--map CSV] [--json] "
               "[--fix-list OUT.csv|OUT.pdf]");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    const int sources = int(a.values.contains(ib)) + int(a.values.contains(lldp)) + int(a.values.contains(links));
    if (a.positional.size() != 1 || sources != 1)
        return inputError(usage);
    // The fix list's format comes from its name: refused before any work when it names neither.
    const QString fixListPath = a.values.value(fixList);
    const QString fixListFormat = QFileInfo(fixListPath).suffix().toLower();
    if (a.values.contains(fixList) && fixListFormat != QLatin1String("csv") && fixListFormat != QLatin1String("pdf"))
        return inputError(QCoreApplication::translate("cli", "%1: the fix list is written as csv or pdf; name the file .csv or .pdf").arg(fixListPath));
    auto doc = openDesign(a.positional.front());
    if (!doc)
        return inputError(doc.error());
    Result<AsBuilt> found = a.values.contains(ib)     ? readIbnetdiscover(a.values.value(ib))
                            : a.values.contains(lldp) ? readLldp(a.values.value(lldp))
                                                      : readLinksCsv(a.values.value(links));
    if (!found)
        return inputError(found.error());
    NameMap names;
    if (a.values.contains(map)) {
        auto m = readNameMap(a.values.value(map));
        if (!m)
            return inputError(m.error());
        names = std::move(*m);
    }
    const VerifyReport report = verifyFabric(**doc, *found, names);
    if (a.values.contains(fixList)) {
        const Status s = fixListFormat == QLatin1String("pdf")
                             ? writeFixListPdf(report, QFileInfo(a.positional.front()).completeBaseName(), fixListPath)
                             : writeFileAtomically(fixListPath, fixListCsv(report).toUtf8());
        if (!s)
            return inputError(s.error());
    }
    if (a.flags.contains(QStringLiteral("--json")))
        printJson(verifyJson(report));
    else
        out() << verifyText(report) << Qt::flush;
    return report.findings.empty() ? kExitOk : kExitFindings;
}

} // namespace railyard::cli
