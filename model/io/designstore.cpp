#include "designstore.h"

#include "designreader.h"
#include "designschema.h"
#include "designwriter.h"
#include "sqliteconnection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace railyard {
namespace {

// Checks what can be checked without SQLite, so the common mistakes get a precise message.
Status probeFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: the file does not exist.").arg(path));
    if (info.isDir())
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: is a folder, not a Railyard design.").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: cannot be read: %2").arg(path, file.errorString()));
    if (file.size() == 0)
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: the file is empty; it is not a Railyard design.").arg(path));
    const QByteArray header = file.read(100);
    static const QByteArray kMagic("SQLite format 3\0", 16);
    if (header.size() < 100 || !header.startsWith(kMagic))
        return Status::failure(
            QCoreApplication::translate("DesignStore", "%1: not a Railyard design (it is not an SQLite database). Open a .railyard file.").arg(path));
    // The header records the database size; a shorter file was cut off (copy interrupted).
    auto be16 = [&](int at) { return (quint32(quint8(header[at])) << 8) | quint8(header[at + 1]); };
    auto be32 = [&](int at) { return (be16(at) << 16) | be16(at + 2); };
    quint64 pageSize = be16(16);
    if (pageSize == 1)
        pageSize = 65536;
    const quint32 pageCount = be32(28);
    const bool sizeValid = be32(92) == be32(24) && pageCount > 0;
    if (sizeValid && quint64(file.size()) < pageSize * pageCount)
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: the file is truncated (%2 of %3 bytes); it was cut off while being copied or "
                                  "written. Use a complete copy or a backup.")
                                   .arg(path)
                                   .arg(file.size())
                                   .arg(pageSize * pageCount));
    return {};
}

} // namespace

Status DesignStore::save(const Document &doc, const QString &path, const SaveStageHook &hook, NewFileAccess access)
{
    // A hidden sibling in the target's folder, renamed over it at the end (AtomicFile: modes,
    // symbolic links, stale temporaries of killed saves).
    AtomicFile file(path, access);
    if (Status s = file.create(); !s)
        return s;
    {
        SqliteConnection conn(file.tempPath(), SqliteConnection::Mode::ReadWriteCreate);
        if (!conn.open())
            return file.fail(QCoreApplication::translate("DesignStore", "the new file cannot be opened (%1).").arg(conn.lastError()));
        QString error;
        if (!writeDesign(conn, doc, hook, &error)) {
            conn.close();
            return file.fail(error);
        }
        conn.close();
    }
    if (hook && !hook(QStringLiteral("replace")))
        return file.fail(QCoreApplication::translate("DesignStore", "the disk is full (simulated)."));
    return file.commit();
}

Status DesignStore::load(Document &doc, const QString &path)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return Status::failure(QCoreApplication::translate("DesignStore", "Cannot open %1: the Qt SQLite driver is not installed (Debian package "
                                  "libqt6sql6-sqlite).")
                                   .arg(path));
    if (Status probe = probeFile(path); !probe)
        return probe;

    QString error;
    int version = 0;
    {
        SqliteConnection conn(path, SqliteConnection::Mode::ReadOnly);
        if (!conn.open())
            return Status::failure(QCoreApplication::translate("DesignStore", "%1: cannot be opened: %2").arg(path, conn.lastError()));
        if (!readFormatVersion(conn, &version, &error))
            return Status::failure(QStringLiteral("%1: %2").arg(path, error));
        if (version == kFileFormatVersion) {
            DesignContent content;
            if (!readDesign(conn, &content, &error))
                return Status::failure(QStringLiteral("%1: %2").arg(path, error));
            conn.close();
            doc.reset(MutationKey(), std::move(content.catalog), std::move(content.site), content.fragment,
                      content.counters);
            doc.setFilePath(QFileInfo(path).absoluteFilePath());
            return {};
        }
    }

    // An older format: upgrade a private copy, never the user's file.
    QTemporaryDir tempDir;
    const QString copy = tempDir.filePath(QStringLiteral("upgrade.railyard"));
    if (!tempDir.isValid() || !QFile::copy(path, copy))
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: format %2 needs an upgrade, but no temporary copy could be made.").arg(path).arg(version));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    SqliteConnection conn(copy, SqliteConnection::Mode::ReadWriteCreate);
    if (!conn.open() || !migrateDesign(conn, version, &error))
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: cannot upgrade from format %2: %3").arg(path).arg(version).arg(error));
    DesignContent content;
    if (!readDesign(conn, &content, &error))
        return Status::failure(QStringLiteral("%1: %2").arg(path, error));
    conn.close();
    doc.reset(MutationKey(), std::move(content.catalog), std::move(content.site), content.fragment, content.counters);
    doc.setFilePath(QFileInfo(path).absoluteFilePath());
    return {};
}

Result<QByteArray> DesignStore::toBytes(const Document &doc)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("variant.railyard"));
    auto fail = [](const QString &why) {
        return Result<QByteArray>::failure(QCoreApplication::translate("DesignStore", "Cannot keep the design as a variant: %1").arg(why));
    };
    if (!dir.isValid())
        return fail(QCoreApplication::translate("DesignStore", "no temporary folder can be made."));
    {
        SqliteConnection conn(path, SqliteConnection::Mode::ReadWriteCreate);
        if (!conn.open())
            return fail(conn.lastError());
        QString error;
        if (!writeDesign(conn, doc, {}, &error, /*withScenarios=*/false))
            return fail(error);
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    return file.readAll();
}

Status DesignStore::loadBytes(Document &doc, const QByteArray &bytes, const QString &label)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("variant.railyard"));
    QFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush())
        return Status::failure(QCoreApplication::translate("DesignStore", "%1: no temporary copy could be made to open it.").arg(label));
    file.close();
    const QString keepPath = doc.filePath();
    if (Status s = load(doc, path); !s)
        return Status::failure(QString(s.error()).replace(path, label));
    doc.setFilePath(keepPath);
    return {};
}

} // namespace railyard
