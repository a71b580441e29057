#pragma once

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace railyard::cli {

// Exit codes shared by every command (docs/CLI.md).
enum ExitCode : int { kExitOk = 0, kExitFindings = 1, kExitInputError = 2 };

QTextStream &out();
QTextStream &err();

// Prints "railyard-cli: <message>" to stderr and returns kExitInputError.
int inputError(const QString &message);
void printJson(const QJsonObject &object);

// Parsed arguments of one command: positional arguments and --flags (with optional values).
struct Args {
    QStringList positional;
    QStringList flags;              // flags without a value, e.g. --json
    QHash<QString, QString> values; // flags with a value, e.g. -o FILE
    QString error;
};
// `valued` lists the options that take a value (e.g. {"-o", "--output"}).
Args parseArgs(const QStringList &args, const QStringList &known, const QStringList &valued);

int runInfo(const QStringList &args);
int runSample(const QStringList &args);
int runTotals(const QStringList &args);
int runNew(const QStringList &args);
int runRanks(const QStringList &args);
int runThermal(const QStringList &args);
int runCheck(const QStringList &args);
int runWaive(const QStringList &args);
int runExport(const QStringList &args);
int runVerify(const QStringList &args);
int runImport(const QStringList &args);
int runTco(const QStringList &args);
int runCompare(const QStringList &args);
int runScenario(const QStringList &args);
int runEdit(const QStringList &args);
int runFabric(const QStringList &args);

} // namespace railyard::cli
