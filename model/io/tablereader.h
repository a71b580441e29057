#pragma once

#include "sqliteconnection.h"

#include "entities/enums.h"

#include <QSqlQuery>
#include <QStringList>
#include <optional>

namespace railyard {

// "the design is damaged: <what>. Open a backup or an earlier copy."
QString damagedDesign(const QString &what);

// Reads one table of a design row by row. Every accessor checks its value (a number where a
// number belongs, finite, within the range given) and a bad value becomes one error naming the
// table, the row's id and the column, so the rest of the model may trust what it is given.
class TableReader {
public:
    // `columns` is the SELECT list; the first column is the row's id.
    TableReader(SqliteConnection &conn, const QString &table, const QString &columns, QString *error);

    bool next();
    uint32_t id() const { return m_id; }
    QString text(int i) const;
    // A number in [lo, hi]; NULL reads as 0 when 0 is in range.
    double real(int i, double lo, double hi);
    int integer(int i, int lo, int hi);
    // An id of another table (0 = none); whether it resolves is checked once all is read.
    uint32_t ref(int i);

    template <class E>
    E token(int i)
    {
        const QString t = text(i);
        const auto v = fromToken<E>(t);
        if (!v) {
            fail(i, unknownValue(t));
            return E{};
        }
        return *v;
    }

    void fail(int column, const QString &what);
    void fail(const QString &column, const QString &what);
    bool ok() const { return m_ok; }

private:
    static QString unknownValue(const QString &text);
    std::optional<double> number(int i);

    QSqlQuery m_query;
    QString m_table;
    QStringList m_columns;
    QString *m_error;
    uint32_t m_id = 0;
    qint64 m_rowNumber = 0;
    bool m_ok = false;
};

} // namespace railyard
