#include "naming.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>

namespace railyard {

QString NumberedName::text() const
{
    return number < 0 ? prefix : prefix + QStringLiteral("%1").arg(number, width, 10, QLatin1Char('0'));
}

NumberedName splitNumber(const QString &name)
{
    qsizetype i = name.size();
    while (i > 0 && name[i - 1].isDigit())
        --i;
    const qsizetype digits = name.size() - i;
    // More than 15 digits is not a counter a person keeps; treat it as text so it cannot overflow.
    if (digits == 0 || digits > 15)
        return {name, -1, 0};
    return {name.left(i), name.mid(i).toLongLong(), int(digits)};
}

QString nextInSeries(const QStringList &existing, const QString &fallback)
{
    struct Series {
        int count = 0;
        qint64 highest = -1;
        int width = 0;
    };
    QHash<QString, Series> series;
    for (const QString &name : existing) {
        const NumberedName n = splitNumber(name);
        if (n.number < 0)
            continue;
        Series &s = series[n.prefix];
        ++s.count;
        s.highest = std::max(s.highest, n.number);
        s.width = std::max(s.width, n.width);
    }
    if (series.isEmpty())
        return uniqueName(fallback, QSet<QString>(existing.begin(), existing.end()));
    auto best = series.constBegin();
    for (auto it = series.constBegin(); it != series.constEnd(); ++it)
        if (it->count > best->count || (it->count == best->count && it.key() < best.key()))
            best = it;
    return NumberedName{best.key(), best->highest + 1, best->width}.text();
}

QString uniqueName(const QString &name, const QSet<QString> &taken)
{
    if (!taken.contains(name))
        return name;
    NumberedName n = splitNumber(name);
    if (n.number < 0) {
        for (int k = 2;; ++k)
            if (const QString candidate = QStringLiteral("%1-%2").arg(name).arg(k); !taken.contains(candidate))
                return candidate;
    }
    do
        ++n.number;
    while (taken.contains(n.text()));
    return n.text();
}

QString renameScalableUnit(const QString &name, int from, int to)
{
    // "SU" or "su", optional zero padding, the number, and no further digit.
    static const QRegularExpression su(QStringLiteral("(?<![A-Za-z])([Ss][Uu])(0*)(\\d+)(?!\\d)"));
    QString out;
    qsizetype last = 0;
    auto it = su.globalMatch(name);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.captured(3).toLongLong() != from)
            continue;
        const int width = int(m.capturedLength(2) + m.capturedLength(3));
        out += name.mid(last, m.capturedStart(0) - last);
        out += m.captured(1) + QStringLiteral("%1").arg(to, width, 10, QLatin1Char('0'));
        last = m.capturedEnd(0);
    }
    return last == 0 ? name : out + name.mid(last);
}

} // namespace railyard
