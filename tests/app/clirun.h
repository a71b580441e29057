#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// Runs railyard-cli (RAILYARD_CLI, set by the test's CMake target) and keeps what it printed.
namespace railyard::test {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

inline Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace railyard::test
