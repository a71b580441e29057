#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace railyard {

// A named Qt SQL connection to one SQLite file, removed again when this object dies (Qt keeps
// connections in a global registry; forgetting removeDatabase leaks them).
class SqliteConnection {
public:
    enum class Mode { ReadOnly, ReadWriteCreate };
    SqliteConnection(const QString &path, Mode mode);
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection &) = delete;
    SqliteConnection &operator=(const SqliteConnection &) = delete;

    bool open();
    void close();
    QSqlDatabase &db() { return m_db; }
    QString lastError() const { return m_db.lastError().text(); }

    // Runs one statement; on failure returns false and fills *error with SQLite's message.
    bool exec(const QString &sql, QString *error);

private:
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace railyard
