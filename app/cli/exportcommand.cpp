#include "clicommon.h"
#include "io/inputfile.h"
#include "clidocument.h"

#include "edit/opswriter.h"

#include "cabling/cablelist.h"
#include "cabling/labelselection.h"
#include "cabling/labelsheet.h"
#include "cabling/labelstock.h"
#include "cabling/netboxexport.h"
#include "cabling/pullsheet.h"
#include "quote/bom.h"
#include "quote/pricebookcsv.h"
#include "quote/quote.h"
#include "quote/quotexlsx.h"
#include "io/atomicfile.h"
#include "verify/planexport.h"

#include "commands/editor.h"
#include "io/designstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <variant>

namespace railyard::cli {

namespace {
// What each export can write, its default first. An export never writes one format under a
// name or a --format that asks for another.
const QStringList &formatsOf(const QString &what)
{
    static const QHash<QString, QStringList> kFormats{
        {QStringLiteral("ibnet"), {QStringLiteral("topo")}},
        {QStringLiteral("p2p"), {QStringLiteral("csv")}},
        {QStringLiteral("cables"), {QStringLiteral("csv")}},
        {QStringLiteral("pullsheet"), {QStringLiteral("csv"), QStringLiteral("xlsx"), QStringLiteral("pdf")}},
        {QStringLiteral("labels"), {QStringLiteral("pdf")}},
        {QStringLiteral("netbox"), {QStringLiteral("csv")}},
        {QStringLiteral("bom"), {QStringLiteral("csv"), QStringLiteral("xlsx")}},
        {QStringLiteral("prices"), {QStringLiteral("csv")}},
        {QStringLiteral("quote"), {QStringLiteral("pdf")}},
        {QStringLiteral("ops"), {QStringLiteral("jsonl")}},
    };
    static const QStringList kNone;
    const auto it = kFormats.find(what);
    return it == kFormats.end() ? kNone : *it;
}

// The suffix of OUT when it names one of the formats some export writes; netbox's OUT is a folder.
QString suffixFormat(const QString &what, const QString &output)
{
    static const QStringList kKnown{QStringLiteral("topo"), QStringLiteral("csv"), QStringLiteral("xlsx"), QStringLiteral("pdf"),
                                    QStringLiteral("jsonl")};
    const QString suffix = QFileInfo(output).suffix().toLower();
    return what != QLatin1String("netbox") && kKnown.contains(suffix) ? suffix : QString();
}

// The format to write: --format if given, else OUT's suffix, else the default. Refused when the
// export cannot write what was asked or when --format and OUT's suffix disagree.
Result<QString> exportFormat(const QString &what, const QString &asked, const QString &output)
{
    const QStringList &formats = formatsOf(what);
    const QString suffix = suffixFormat(what, output);
    const QString format = !asked.isEmpty() ? asked.toLower() : !suffix.isEmpty() ? suffix : formats.value(0);
    if (!formats.contains(format))
        return Result<QString>::failure(QCoreApplication::translate("cli", "export %1 cannot be written as %2; it writes %3")
                                            .arg(what, format, formats.join(QStringLiteral(", "))));
    if (!suffix.isEmpty() && suffix != format)
        return Result<QString>::failure(
            QCoreApplication::translate("cli", "%1 names a .%2 file but --format is %3; name it .%3 or leave --format out").arg(output, suffix, format));
    return format;
}
} // namespace

// railyard-cli export ibnet|p2p|cables|pullsheet|labels|netbox|bom|prices|quote FILE [--format FORMAT]
//   [--page a4|letter] [label sheet layout] -o OUT (docs/CLI.md, docs/VERIFY.md, docs/CABLING.md).
int runExport(const QStringList &args)
{
    const QStringList layoutOptions{QStringLiteral("--columns"), QStringLiteral("--rows"), QStringLiteral("--label-width"),
                                    QStringLiteral("--label-height"), QStringLiteral("--margin-left"), QStringLiteral("--margin-top")};
    const QStringList labelOptions{QStringLiteral("--stock"), QStringLiteral("--cables"), QStringLiteral("--racks")};
    const Args a = parseArgs(args, {QStringLiteral("--no-qr")},
                             QStringList{QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--format"), QStringLiteral("--page")} + layoutOptions
                                 + labelOptions);
    const QString usage = QCoreApplication::translate(
        "cli", "usage: railyard-cli export ibnet|p2p|cables|pullsheet|labels|netbox|bom|prices|quote|ops FILE [--format FORMAT] [--page a4|letter] -o OUT\n"
               "  formats: ibnet topo; p2p, cables, prices, netbox csv; pullsheet csv, xlsx or pdf; bom csv or xlsx; labels, quote pdf;\n"
               "  ops jsonl (the design as railyard-cli edit ops)\n"
               "  (without --format, OUT's suffix chooses, else the first)\n"
               "  labels: [--stock KEY] [--columns N] [--rows N] [--label-width MM] [--label-height MM] [--margin-left MM] [--margin-top MM]\n"
               "          [--no-qr] [--cables ID,ID...] [--racks NAME,NAME...]   (only those cables, or those with an end in those racks)\n"
               "          stocks: avery-l7159 (default), avery-l7651, avery-l7163, avery-5160, avery-5163, roll-2x1in, roll-4x2in\n"
               "  netbox: OUT is a folder for sites.csv, racks.csv, devices.csv, interfaces.csv, cables.csv");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    const QString output = a.values.value(QStringLiteral("-o"), a.values.value(QStringLiteral("--output")));
    if (a.positional.size() != 2 || output.isEmpty())
        return inputError(usage);
    const QString what = a.positional[0];
    if (formatsOf(what).isEmpty())
        return inputError(QCoreApplication::translate("cli", "unknown export '%1'\n%2").arg(what, usage));
    for (const QString &option : labelOptions + layoutOptions + QStringList{QStringLiteral("--no-qr")})
        if (what != QLatin1String("labels") && (a.values.contains(option) || a.flags.contains(option)))
            return inputError(QCoreApplication::translate("cli", "%1 is for export labels only\n%2").arg(option, usage));
    const Result<QString> chosen = exportFormat(what, a.values.value(QStringLiteral("--format")), output);
    if (!chosen)
        return inputError(chosen.error() + QLatin1Char('\n') + usage);
    const QString &format = chosen.value();
    const QString pageName = a.values.value(QStringLiteral("--page"), QStringLiteral("a4")).toLower();
    if (pageName != QLatin1String("a4") && pageName != QLatin1String("letter"))
        return inputError(QCoreApplication::translate("cli", "--page is a4 or letter"));
    const QPageSize::PageSizeId page = pageName == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4;

    auto doc = openDesign(a.positional[1]);
    if (!doc)
        return inputError(doc.error());
    auto write = [](const QString &path, const QString &text) { return writeFileAtomically(path, text.toUtf8()); };
    Status written;
    if (what == QLatin1String("ibnet")) {
        auto topo = ibnetTopology(**doc);
        if (!topo)
            return inputError(QStringLiteral("%1: %2").arg(a.positional[1], topo.error()));
        written = write(output, *topo);
    } else if (what == QLatin1String("p2p")) {
        written = write(output, p2pCsv(**doc));
    } else if (what == QLatin1String("cables")) {
        written = write(output, cableListCsv(**doc));
    } else if (what == QLatin1String("prices")) {
        written = write(output, priceBookCsv((**doc).site().priceBook));
    } else if (what == QLatin1String("ops")) {
        auto ops = writeEditOps(**doc);
        if (!ops)
            return inputError(QStringLiteral("%1: %2").arg(a.positional[1], ops.error()));
        written = writeFileAtomically(output, *ops);
    } else {
        const Engine engine(**doc);
        if (what == QLatin1String("netbox")) {
            written = writeNetBoxFolder(netboxCsvs(**doc, engine), output);
        } else if (what == QLatin1String("quote")) {
            auto quote = buildQuote(**doc, engine, QDate::currentDate());
            if (!quote)
                return inputError(QStringLiteral("%1: %2").arg(a.positional[1], quote.error()));
            written = writeQuotePdf(*quote, output, page);
        } else if (what == QLatin1String("bom")) {
            auto bom = buildBom(**doc, engine);
            if (!bom)
                return inputError(QStringLiteral("%1: %2").arg(a.positional[1], bom.error()));
            written = format == QLatin1String("xlsx") ? writeBomXlsx(*bom, QFileInfo(a.positional[1]).completeBaseName(), output)
                                                      : write(output, bomCsv(*bom));
        } else {
            const PullSheet sheet = buildPullSheet(**doc, engine);
            if (what == QLatin1String("labels")) {
                LabelSheetLayout layout;
                if (a.values.contains(QStringLiteral("--stock"))) {
                    auto stock = labelStock(a.values.value(QStringLiteral("--stock")));
                    if (!stock)
                        return inputError(stock.error());
                    layout = stock->layout;
                }
                if (a.values.contains(QStringLiteral("--page")))
                    layout.page = page;
                layout.qrCodes = !a.flags.contains(QStringLiteral("--no-qr"));
                const std::pair<const char *, std::variant<int *, double *>> fields[] = {
                    {"--columns", &layout.columns},           {"--rows", &layout.rows},
                    {"--label-width", &layout.labelWidthMm},  {"--label-height", &layout.labelHeightMm},
                    {"--margin-left", &layout.marginLeftMm}, {"--margin-top", &layout.marginTopMm}};
                for (const auto &[flag, target] : fields) {
                    if (!a.values.contains(QLatin1String(flag)))
                        continue;
                    bool ok = false;
                    const double v = a.values.value(QLatin1String(flag)).toDouble(&ok);
                    // A page is under a metre: no count or size beyond 1000 makes sense, and
                    // a bound keeps int(v) and columns × rows defined.
                    if (!ok || !(v > 0 && v <= 1000))
                        return inputError(QCoreApplication::translate("cli", "%1 needs a positive number up to 1000").arg(QLatin1String(flag)));
                    if (auto *i = std::get_if<int *>(&target))
                        **i = int(v);
                    else
                        *std::get<double *>(target) = v;
                }
                PullSheet labelled = sheet;
                if (a.values.contains(QStringLiteral("--cables")) || a.values.contains(QStringLiteral("--racks"))) {
                    auto cables = selectCables(**doc, a.values.value(QStringLiteral("--cables")), a.values.value(QStringLiteral("--racks")));
                    if (!cables)
                        return inputError(QStringLiteral("%1: %2").arg(a.positional[1], cables.error()));
                    labelled = pullSheetOf(sheet, *cables);
                }
                written = writeLabelSheetPdf(labelled, layout, output);
            } else if (format == QLatin1String("csv")) {
                written = write(output, pullSheetCsv(sheet));
            } else if (format == QLatin1String("xlsx")) {
                written = writePullSheetXlsx(sheet, output);
            } else {
                written = writePullSheetPdf(sheet, output, page);
            }
        }
    }
    if (!written)
        return inputError(written.error());
    return kExitOk;
}

} // namespace railyard::cli

namespace railyard::cli {

// railyard-cli import prices FILE CSV: replaces the design's price book.
static int importPrices(const QString &design, const QString &csv)
{
    auto doc = openDesign(design);
    if (!doc)
        return inputError(doc.error());
    const auto bytes = readInputFile(csv);
    if (!bytes)
        return inputError(bytes.error());
    auto book = readPriceBookCsv((**doc).catalog(), QString::fromUtf8(bytes.value()), csv);
    if (!book)
        return inputError(book.error());
    Site site = (**doc).site();
    site.priceBook = withImportedPrices(site.priceBook, *book);
    Editor(**doc).setSite(site, Site::kPrices);
    if (const Status s = DesignStore::save(**doc, design); !s)
        return inputError(s.error());
    out() << QCoreApplication::translate("cli", "%1: %n price(s) in the price book", nullptr, int(book->prices.size())).arg(design) << Qt::endl;
    return kExitOk;
}

// railyard-cli import cables FILE CSV: the edited cable list applied to the design and saved;
// any bad row fails the whole import with its row number and leaves the file untouched.
int runImport(const QStringList &args)
{
    const Args a = parseArgs(args, {}, {});
    const QString usage = QCoreApplication::translate("cli", "usage: railyard-cli import cables|prices FILE CSV");
    if (!a.error.isEmpty())
        return inputError(a.error + QLatin1Char('\n') + usage);
    if (a.positional.size() != 3 || (a.positional[0] != QLatin1String("cables") && a.positional[0] != QLatin1String("prices")))
        return inputError(usage);
    if (a.positional[0] == QLatin1String("prices"))
        return importPrices(a.positional[1], a.positional[2]);
    auto doc = openDesign(a.positional[1]);
    if (!doc)
        return inputError(doc.error());
    const auto bytes = readInputFile(a.positional[2]);
    if (!bytes)
        return inputError(bytes.error());
    auto changes = readCableList(**doc, QString::fromUtf8(bytes.value()), a.positional[2]);
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
