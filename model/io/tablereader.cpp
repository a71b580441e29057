#include "tablereader.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QVariant>
#include <cmath>

namespace railyard {

QString damagedDesign(const QString &what)
{
    return QCoreApplication::translate("DesignStore", "the design is damaged: %1. Open a backup or an earlier copy.").arg(what);
}

TableReader::TableReader(SqliteConnection &conn, const QString &table, const QString &columns, QString *error)
    : m_query(conn.db()), m_table(table), m_error(error)
{
    for (const QString &c : columns.split(QLatin1Char(',')))
        m_columns << c.trimmed();
    m_query.setForwardOnly(true);
    m_ok = m_query.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY id").arg(columns, table));
    if (!m_ok)
        *m_error = damagedDesign(QCoreApplication::translate("DesignStore", "table %1 cannot be read (%2)").arg(table, m_query.lastError().text()));
}

bool TableReader::next()
{
    if (!m_ok)
        return false;
    if (!m_query.next()) {
        if (m_query.lastError().isValid()) {
            *m_error = damagedDesign(QCoreApplication::translate("DesignStore", "table %1 cannot be read (%2)").arg(m_table, m_query.lastError().text()));
            m_ok = false;
        }
        return false;
    }
    ++m_rowNumber;
    m_id = 0;
    const std::optional<double> id = number(0);
    if (!id || !(*id >= 1 && *id <= double(UINT32_MAX)) || *id != std::floor(*id)) {
        const QString shown = m_query.value(0).toString();
        if (m_ok)
            *m_error = damagedDesign(QCoreApplication::translate("DesignStore", "table %1, row %2, column id: '%3' is not an id (a whole number from 1 to %4)")
                                         .arg(m_table)
                                         .arg(m_rowNumber)
                                         .arg(shown.left(40))
                                         .arg(UINT32_MAX));
        m_ok = false;
        return false;
    }
    m_id = uint32_t(*id);
    return m_ok;
}

QString TableReader::text(int i) const
{
    return m_query.value(i).toString();
}

std::optional<double> TableReader::number(int i)
{
    const QVariant v = m_query.value(i);
    if (v.isNull())
        return 0.0;
    bool ok = false;
    const double d = v.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return d;
}

double TableReader::real(int i, double lo, double hi)
{
    const std::optional<double> d = number(i);
    if (!d || !std::isfinite(*d)) {
        fail(i, QCoreApplication::translate("DesignStore", "'%1' is not a number").arg(text(i).left(40)));
        return 0;
    }
    if (!(*d >= lo && *d <= hi)) {
        fail(i, QCoreApplication::translate("DesignStore", "%1 is outside %2 … %3").arg(*d).arg(lo).arg(hi));
        return 0;
    }
    return *d;
}

int TableReader::integer(int i, int lo, int hi)
{
    const double d = real(i, lo, hi);
    if (d != std::floor(d)) {
        fail(i, QCoreApplication::translate("DesignStore", "%1 is not a whole number").arg(d));
        return 0;
    }
    return int(d);
}

uint32_t TableReader::ref(int i)
{
    const double d = real(i, 0, double(UINT32_MAX));
    if (d != std::floor(d)) {
        fail(i, QCoreApplication::translate("DesignStore", "%1 is not an id").arg(d));
        return 0;
    }
    return uint32_t(d);
}

QString TableReader::unknownValue(const QString &text)
{
    return QCoreApplication::translate("DesignStore", "unknown value '%1'").arg(text.left(40));
}

void TableReader::fail(int column, const QString &what)
{
    fail(column < m_columns.size() ? m_columns[column] : QString::number(column), what);
}

void TableReader::fail(const QString &column, const QString &what)
{
    if (m_ok)
        *m_error = damagedDesign(QCoreApplication::translate("DesignStore", "table %1, row with id %2, column %3: %4").arg(m_table).arg(m_id).arg(column, what));
    m_ok = false;
}

} // namespace railyard
