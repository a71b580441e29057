#include "clicommon.h"

#include <QGuiApplication>
#include <QDir>
#include <cerrno>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using namespace railyard::cli;

namespace {

int usage()
{
    err() << QCoreApplication::translate("cli",
                                         "usage: railyard-cli COMMAND [ARGS]\n"
                                         "commands:\n"
                                         "  info FILE [--json]   counts of halls, rows, racks, devices, GPUs, ports, cables\n"
                                         "  new (--gpus N | --power-mw P) [options] -o FILE   generate a hall (new --help)\n"
                                         "  check FILE [--json]  every facility limit and wiring rule; exit 1 on errors\n"
                                         "  waive FILE --code CODE --objects KEY --reason TEXT   accept one problem\n"
                                         "  ranks FILE [--order FILE] [--json]   GPUs per leaf; rail crossings of a rank order\n"
                                         "  totals FILE [--json] power, heat, cooling, floor load, cables and optics\n"
                                         "  thermal FILE [--json] [--png OUT.png]   each rack's inlet air temperature, the heat balance\n"
                                         "  sample -o FILE       write the bundled sample design\n"
                                         "  export ibnet|p2p|cables|pullsheet|labels|netbox|bom|prices|quote FILE [--format F] -o OUT\n"
                                         "         the InfiniBand plan, P2P rows, cable list, pull sheet, label sheet, NetBox CSVs,\n"
                                         "         BOM, price book, quote (export --help lists each one's formats)\n"
                                         "  import cables FILE CSV   apply an edited cable list (one undoable change)\n"
                                         "  edit FILE OPS.jsonl [-o OUT]   add, set, delete, connect, disconnect: all or nothing\n"
                                         "  fabric FILE (--racks R,... | --hall NAME) [--dry-run]   build the compute fabric of those nodes\n"
                                         "  tco FILE [assumptions] [--json]   capex, energy, cost per GPU-hour, break-even vs renting\n"
                                         "  compare FILE [FILE...] [--json | --table]   variants side by side (CSV, JSON, or a\n"
                                         "         table with * on what differs): a file's stored variants, or several files\n"
                                         "  scenario list|add|remove|activate|rename FILE [--name N] [--from F]   variants in a file\n"
                                         "  verify FILE (--ibnetdiscover F | --lldp F_OR_DIR | --links CSV) [--map CSV] [--json]\n"
                                         "         [--fix-list OUT.csv|OUT.pdf]   compare the as-built fabric with the plan\n"
                                         "  version              print the version\n"
                                         "exit codes: 0 ok, 1 findings, 2 usage or input error (docs/CLI.md)")
          << Qt::endl;
    return kExitInputError;
}

} // namespace

int main(int argc, char **argv)
{
    // PDF writers need fonts, so a command that writes a PDF runs as a GUI application
    // without a display (never with widgets); the rest stay core applications.
    bool writesPdf = argc > 1 && QByteArray(argv[1]) == "export"; // pull sheets and label sheets may be PDF
    for (int i = 1; i < argc; ++i) { // (and a heat map's colour bar has its temperatures written on it,
        const QByteArray arg = QByteArray(argv[i]).toLower(); // whatever the picture's file is named)
        writesPdf = writesPdf || arg.endsWith(".pdf") || arg.endsWith(".png") || arg == "--png" || arg.startsWith("--png=");
    }
    if (writesPdf && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (writesPdf && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        // A private runtime folder, as a desktop session would provide (Qt warns without one).
        const QByteArray dir = QDir::tempPath().toUtf8() + "/railyard-runtime-" + QByteArray::number(getuid());
        if (mkdir(dir.constData(), 0700) == 0 || errno == EEXIST)
            qputenv("XDG_RUNTIME_DIR", dir);
    }
    std::unique_ptr<QCoreApplication> application =
        writesPdf ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    QStringList args = app.arguments().mid(1);
    if (args.isEmpty())
        return usage();
    const QString command = args.takeFirst();
    if (command == QLatin1String("info"))
        return runInfo(args);
    if (command == QLatin1String("waive"))
        return runWaive(args);
    if (command == QLatin1String("check"))
        return runCheck(args);
    if (command == QLatin1String("ranks"))
        return runRanks(args);
    if (command == QLatin1String("thermal"))
        return runThermal(args);
    if (command == QLatin1String("new"))
        return runNew(args);
    if (command == QLatin1String("totals"))
        return runTotals(args);
    if (command == QLatin1String("sample"))
        return runSample(args);
    if (command == QLatin1String("export"))
        return runExport(args);
    if (command == QLatin1String("verify"))
        return runVerify(args);
    if (command == QLatin1String("import"))
        return runImport(args);
    if (command == QLatin1String("tco"))
        return runTco(args);
    if (command == QLatin1String("compare"))
        return runCompare(args);
    if (command == QLatin1String("scenario"))
        return runScenario(args);
    if (command == QLatin1String("edit"))
        return runEdit(args);
    if (command == QLatin1String("fabric"))
        return runFabric(args);
    if (command == QLatin1String("version") || command == QLatin1String("--version")) {
        out() << "railyard-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return kExitOk;
    }
    if (command == QLatin1String("help") || command == QLatin1String("--help") || command == QLatin1String("-h")) {
        usage();
        return kExitOk;
    }
    err() << QCoreApplication::translate("cli", "railyard-cli: unknown command '%1'").arg(command) << Qt::endl;
    return usage();
}
