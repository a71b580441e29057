#include "problemreport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

namespace railyard {
QJsonObject problemsJson(const std::vector<Problem> &problems)
{
    QJsonArray list;
    int errors = 0, warnings = 0;
    for (const Problem &p : problems) {
        QJsonArray objects;
        for (const ObjectRef &o : p.objects)
            objects.append(QJsonObject{{QStringLiteral("kind"), QLatin1String(kindToken(o.kind))},
                                       {QStringLiteral("id"), double(o.id)}});
        list.append(QJsonObject{{QStringLiteral("code"), p.code},
                                {QStringLiteral("severity"), toToken(p.severity)},
                                {QStringLiteral("objects"), objects},
                                {QStringLiteral("object_names"), p.objectNames},
                                {QStringLiteral("measured"), p.measured},
                                {QStringLiteral("limit"), p.limit},
                                {QStringLiteral("unit"), p.unit},
                                {QStringLiteral("message"), p.message},
                                {QStringLiteral("fix"), p.fix},
                                {QStringLiteral("objects_key"), problemKey(p)},
                                {QStringLiteral("waived"), p.waived},
                                {QStringLiteral("waiver_reason"), p.waiverReason}});
        errors += p.severity == Severity::Error && !p.waived;
        warnings += p.severity == Severity::Warning && !p.waived;
    }
    return QJsonObject{
        {QStringLiteral("problems"), list}, {QStringLiteral("errors"), errors}, {QStringLiteral("warnings"), warnings}};
}

QString problemsText(const std::vector<Problem> &problems)
{
    QString text;
    QTextStream out(&text);
    if (problems.empty())
        out << QCoreApplication::translate("Rules", "No problems: the design clears every rule.") << '\n';
    for (const Problem &p : problems) {
        out << (p.waived ? QCoreApplication::translate("Rules", "WAIVED") : toToken(p.severity).toUpper()) << ' '
            << p.code << ": " << p.message << '\n';
        if (p.waived)
            out << "    " << QCoreApplication::translate("Rules", "waived: ") << p.waiverReason << '\n';
        else
            out << "    " << QCoreApplication::translate("Rules", "fix: ") << p.fix << '\n';
        out << "    " << QCoreApplication::translate("Rules", "objects: ") << problemKey(p) << '\n';
    }
    return text;
}

} // namespace railyard
