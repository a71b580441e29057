#include "sqliteconnection.h"

#include <QAtomicInteger>

namespace railyard {

namespace {
QAtomicInteger<quint64> g_connectionCounter;
}

SqliteConnection::SqliteConnection(const QString &path, Mode mode)
    : m_name(QStringLiteral("railyard-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1)))
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    m_db.setDatabaseName(path);
    if (mode == Mode::ReadOnly)
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
}

SqliteConnection::~SqliteConnection()
{
    close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

bool SqliteConnection::open()
{
    return m_db.open();
}

void SqliteConnection::close()
{
    if (m_db.isOpen())
        m_db.close();
}

bool SqliteConnection::exec(const QString &sql, QString *error)
{
    QSqlQuery q(m_db);
    if (!q.exec(sql)) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    return true;
}

} // namespace railyard
