#pragma once

#include "problem.h"

namespace railyard {

// A power or heat figure as rule messages write it: "12.5 kW".
inline QString kwText(double watts)
{
    return QString::number(watts / 1000.0, 'f', 1) + QStringLiteral(" kW");
}

// A problem from its parts, the unit given as UTF-8 ("kg/m²").
inline Problem makeProblem(const char *code, Severity severity, std::vector<ObjectRef> objects, const QString &names,
                           double measured, double limit, const char *unit, const QString &message, const QString &fix)
{
    return {QString::fromLatin1(code), severity, std::move(objects), names, measured, limit, QString::fromUtf8(unit),
            message, fix};
}

} // namespace railyard
