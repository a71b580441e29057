#include "part.h"

#include "core/limits.h"

#include <QRegularExpression>
#include <QStringList>

namespace railyard {

QString formatPortGroups(const std::vector<PortGroup> &groups)
{
    QStringList parts;
    for (const PortGroup &g : groups) {
        QString s = QStringLiteral("%1x%2@%3:%4").arg(g.count).arg(toToken(g.cage)).arg(g.speedGbps).arg(toToken(g.role));
        if (g.perCage > 1)
            s += QStringLiteral("/%1").arg(g.perCage);
        parts << s;
    }
    return parts.join(QLatin1Char(';'));
}

std::optional<std::vector<PortGroup>> parsePortGroups(const QString &text, QString *error)
{
    static const QRegularExpression kGroup(
        QStringLiteral(R"(^\s*(\d+)\s*x\s*([A-Za-z0-9]+)\s*@\s*([0-9.]+)\s*:\s*([a-z]+)\s*(?:/\s*(\d+))?\s*$)"));
    std::vector<PortGroup> groups;
    int64_t total = 0;
    if (text.trimmed().isEmpty())
        return groups;
    for (const QString &item : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const auto m = kGroup.match(item);
        if (!m.hasMatch()) {
            *error = QObject::tr("port group '%1' is not of the form <count>x<cage>@<gbps>:<role>[/<per cage>]")
                         .arg(item.trimmed());
            return std::nullopt;
        }
        PortGroup g;
        g.count = m.captured(1).toInt();
        const auto cage = fromToken<Cage>(m.captured(2));
        if (!cage || *cage == Cage::None) {
            *error = QObject::tr("unknown cage '%1' in '%2' (known: %3)")
                         .arg(m.captured(2), item.trimmed(), allTokens<Cage>().mid(1).join(QStringLiteral(", ")));
            return std::nullopt;
        }
        g.cage = *cage;
        g.speedGbps = m.captured(3).toDouble();
        const auto role = fromToken<PortRole>(m.captured(4));
        if (!role) {
            *error = QObject::tr("unknown port role '%1' in '%2' (known: %3)")
                         .arg(m.captured(4), item.trimmed(), allTokens<PortRole>().join(QStringLiteral(", ")));
            return std::nullopt;
        }
        g.role = *role;
        g.perCage = m.captured(5).isEmpty() ? 1 : m.captured(5).toInt();
        if (g.count <= 0 || g.perCage <= 0 || g.speedGbps <= 0) {
            *error = QObject::tr("port group '%1' needs a positive count, speed and ports per cage").arg(item.trimmed());
            return std::nullopt;
        }
        // A count from a file sizes the port list: bounded before anything is made of it.
        total += g.count;
        if (g.count > limits::kMaxPortsPerPart || total > limits::kMaxPortsPerPart || g.perCage > limits::kMaxPortsPerCage
            || g.speedGbps > limits::kMaxGbps) {
            *error = QObject::tr("port group '%1' exceeds a part's limits: %2 ports in all, %3 per cage, %4 Gb/s")
                         .arg(item.trimmed().left(80))
                         .arg(limits::kMaxPortsPerPart)
                         .arg(limits::kMaxPortsPerCage)
                         .arg(limits::kMaxGbps);
            return std::nullopt;
        }
        groups.push_back(g);
    }
    return groups;
}

} // namespace railyard
