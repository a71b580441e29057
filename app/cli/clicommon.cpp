#include "clicommon.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace railyard::cli {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int inputError(const QString &message)
{
    err() << "railyard-cli: " << message << Qt::endl;
    return kExitInputError;
}

void printJson(const QJsonObject &object)
{
    out() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)) << Qt::flush;
}

Args parseArgs(const QStringList &args, const QStringList &known, const QStringList &valued)
{
    Args a;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            if (valued.contains(arg)) {
                if (i + 1 >= args.size()) {
                    a.error = QCoreApplication::translate("cli", "option %1 needs a value").arg(arg);
                    return a;
                }
                if (a.values.contains(arg)) { // which one was meant? the last silently winning hides a typo
                    a.error = QCoreApplication::translate("cli", "option %1 is given twice; give it once").arg(arg);
                    return a;
                }
                a.values.insert(arg, args.at(++i));
            } else if (known.contains(arg)) {
                a.flags << arg;
            } else {
                a.error = QCoreApplication::translate("cli", "unknown option %1").arg(arg);
                return a;
            }
        } else {
            a.positional << arg;
        }
    }
    return a;
}

} // namespace railyard::cli
