#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace railyard {
namespace {

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

// The file a chain of symbolic links leads to, so that writing through a link replaces what
// it points at and the link stays. The kernel's own limit of 40 links ends a loop.
Result<QString> followLinks(const QString &path)
{
    QString current = QFileInfo(path).absoluteFilePath();
    for (int depth = 0; depth < 40; ++depth) {
        const QFileInfo info(current);
        if (!info.isSymLink())
            return current;
        current = info.symLinkTarget();
    }
    return Result<QString>::failure(QCoreApplication::translate("AtomicFile", "its symbolic links form a loop."));
}

// A temporary of a process that no longer runs will never be finished or removed by it.
// Only exact ".NAME.saving-PID-" names are touched, and only when that PID is gone: a save in
// progress in another window of the same user is left alone.
void removeStaleTemporaries(const QDir &dir, const QString &fileName)
{
    const QString prefix = QStringLiteral(".%1.saving-").arg(fileName);
    const qint64 self = ::getpid();
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        if (!name.startsWith(prefix))
            continue;
        bool ok = false;
        const qint64 pid = name.mid(prefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
        if (!ok || pid <= 0 || pid == self)
            continue;
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue; // alive, or not ours to judge
        QFile::remove(dir.filePath(name));
    }
}

// Flushes the folder entry of a rename to disk, so the new name survives a power cut.
void syncFolder(const QString &dir)
{
    const int fd = ::open(native(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}

} // namespace

AtomicFile::AtomicFile(const QString &path, NewFileAccess access)
    : m_path(path), m_access(access), m_existed(QFileInfo::exists(path))
{
}

AtomicFile::~AtomicFile()
{
    if (!m_committed && !m_temp.isEmpty()) {
        m_device.close();
        QFile::remove(m_temp);
    }
}

Status AtomicFile::open()
{
    return prepare(O_WRONLY);
}

Status AtomicFile::create()
{
    return prepare(-1);
}

Status AtomicFile::prepare(int flags)
{
    // A target that is not a regular file (a terminal, /dev/null, a FIFO, /dev/stdout: stat
    // follows the links there) is written in place, never renamed over: replacing /dev/null
    // with a file would break the system. The temporary then stands in the system's
    // temporary folder, private, and replace() copies it into the target.
    struct stat target0 {};
    if (::stat(native(m_path).constData(), &target0) == 0 && !S_ISREG(target0.st_mode) && !S_ISDIR(target0.st_mode)) {
        if (!S_ISCHR(target0.st_mode) && !S_ISFIFO(target0.st_mode))
            return fail(QCoreApplication::translate("AtomicFile", "it is a device or a socket, not a file; give a file name."));
        m_inPlace = true;
        m_existed = true;
        m_resolved = m_path;
        m_access = NewFileAccess::Private;
    }
    auto resolved = m_inPlace ? Result<QString>(m_path) : followLinks(m_path);
    if (!resolved)
        return fail(resolved.error());
    m_resolved = *resolved;
    const QFileInfo target(m_resolved);
    const QDir dir = m_inPlace ? QDir(QDir::tempPath()) : target.absoluteDir();
    if (!dir.exists())
        return fail(QCoreApplication::translate("AtomicFile", "the folder %1 does not exist.").arg(dir.path()));
    if (target.isDir())
        return fail(QCoreApplication::translate("AtomicFile", "it is a folder; give a file name."));
    m_existed = target.exists();
    // A file no one may write is read-only for root too, although access() lets root through.
    struct stat existing {};
    const bool noWriteBit = m_existed && !m_inPlace && ::stat(native(m_resolved).constData(), &existing) == 0
                            && (existing.st_mode & 0222) == 0;
    if (m_existed && (noWriteBit || ::access(native(m_resolved).constData(), W_OK) != 0))
        return fail(QCoreApplication::translate("AtomicFile",
                                                "the file is read-only; make it writable or choose another name."));
    if (!m_inPlace)
        removeStaleTemporaries(dir, target.fileName());

    // An existing target's mode is applied at the end; until then only the user may read the
    // temporary. A new shared file gets 0666 less the umask from the kernel, as any new file.
    const mode_t mode = m_existed || m_access == NewFileAccess::Private ? 0600 : 0666;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        m_temp = dir.filePath(QStringLiteral(".%1.saving-%2-%3")
                                  .arg(target.fileName())
                                  .arg(qint64(::getpid()))
                                  .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')));
        fd = ::open(native(m_temp).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        const QString why = systemError();
        m_temp.clear();
        return fail(QCoreApplication::translate("AtomicFile", "cannot create a file in %1 (%2).").arg(dir.path(), why));
    }
    if (flags < 0) {
        ::close(fd);
        return {};
    }
    m_device.setFileName(m_temp);
    if (!m_device.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return fail(m_device.errorString());
    }
    return {};
}

Status AtomicFile::write(const QByteArray &bytes)
{
    if (m_device.write(bytes) != bytes.size())
        return fail(QCoreApplication::translate("AtomicFile", "writing failed (%1).").arg(m_device.errorString()));
    return {};
}

Status AtomicFile::finish()
{
    if (m_temp.isEmpty())
        return fail(QCoreApplication::translate("AtomicFile", "the file was never opened."));
    qint64 written = -1; // unknown for writers that write by path
    int fd = -1;
    if (m_device.isOpen()) {
        // A failed write sets the device's error and it stays set: one check sees them all.
        if (!m_device.flush() || m_device.error() != QFileDevice::NoError)
            return fail(QCoreApplication::translate("AtomicFile", "writing failed (%1).").arg(m_device.errorString()));
        written = m_device.pos();
        fd = ::dup(m_device.handle());
        m_device.close();
    } else {
        fd = ::open(native(m_temp).constData(), O_RDONLY | O_CLOEXEC);
    }
    if (fd < 0) {
        const QString error = systemError();
        return fail(QCoreApplication::translate("AtomicFile", "the written file is gone (%1).").arg(error));
    }
    const QString why = checkAndSync(fd, written);
    ::close(fd);
    if (!why.isEmpty())
        return fail(why);
    m_finished = true;
    return {};
}

QString AtomicFile::checkAndSync(int fd, qint64 written) const
{
    // errno is read before anything else can change it.
    if (::fsync(fd) != 0) {
        const QString error = systemError();
        return QCoreApplication::translate("AtomicFile", "the file could not be flushed to disk (%1).").arg(error);
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        return systemError();
    if (written >= 0 && st.st_size != written)
        return QCoreApplication::translate("AtomicFile", "only %1 of %2 bytes reached the disk.")
            .arg(qint64(st.st_size))
            .arg(written);
    if (written < 0 && st.st_size == 0)
        return QCoreApplication::translate("AtomicFile", "the file came out empty (is the disk full?).");

    // The new file takes the old one's place, so it takes its mode and, where allowed, its owner.
    struct stat old {};
    if (m_existed && !m_inPlace && ::stat(native(m_resolved).constData(), &old) == 0) {
        if ((old.st_uid != st.st_uid || old.st_gid != st.st_gid) && ::fchown(fd, old.st_uid, old.st_gid) != 0) {
            // Only the superuser may give a file away; the user's own file stays the user's.
        }
        if (::fchmod(fd, old.st_mode & 07777) != 0) {
            const QString error = systemError();
            return QCoreApplication::translate("AtomicFile", "the file's permissions could not be kept (%1).")
                .arg(error);
        }
    }
    return {};
}

Status AtomicFile::replace()
{
    if (!m_finished)
        return fail(QCoreApplication::translate("AtomicFile", "the file was not finished."));
    if (m_inPlace)
        return copyIntoTarget();
    if (::rename(native(m_temp).constData(), native(m_resolved).constData()) != 0) {
        const QString error = systemError();
        return fail(
            QCoreApplication::translate("AtomicFile", "the new file could not replace the old one (%1).").arg(error));
    }
    m_committed = true;
    syncFolder(QFileInfo(m_resolved).absolutePath());
    return {};
}

Status AtomicFile::copyIntoTarget()
{
    QFile from(m_temp);
    const int fd = ::open(native(m_path).constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0 || !from.open(QIODevice::ReadOnly)) {
        const QString error = systemError();
        if (fd >= 0)
            ::close(fd);
        return fail(QCoreApplication::translate("AtomicFile", "it cannot be opened for writing (%1).").arg(error));
    }
    QString error;
    while (error.isEmpty() && !from.atEnd()) {
        const QByteArray chunk = from.read(1 << 16);
        for (qsizetype done = 0; done < chunk.size();) {
            const ssize_t n = ::write(fd, chunk.constData() + done, size_t(chunk.size() - done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                error = systemError();
                break;
            }
            done += n;
        }
    }
    ::close(fd);
    from.close();
    QFile::remove(m_temp);
    m_temp.clear();
    if (!error.isEmpty())
        return fail(QCoreApplication::translate("AtomicFile", "writing failed (%1).").arg(error));
    m_committed = true;
    return {};
}

Status AtomicFile::commit()
{
    if (Status s = finish(); !s)
        return s;
    return replace();
}

Status AtomicFile::fail(const QString &why)
{
    if (!m_temp.isEmpty() && !m_committed) {
        m_device.close();
        QFile::remove(m_temp);
        m_temp.clear();
    }
    return Status::failure(QCoreApplication::translate("AtomicFile", "Cannot write %1: %2 %3")
                               .arg(m_path, why,
                                    m_existed
                                        ? QCoreApplication::translate("AtomicFile", "The previous file is unchanged.")
                                        : QCoreApplication::translate("AtomicFile", "No file was written.")));
}

Status writeFileAtomically(const QString &path, const QByteArray &content, NewFileAccess access)
{
    AtomicFile file(path, access);
    if (Status s = file.open(); !s)
        return s;
    if (Status s = file.write(content); !s)
        return s;
    return file.commit();
}

Status writeFilesAtomically(const std::vector<std::pair<QString, QByteArray>> &files)
{
    std::vector<std::unique_ptr<AtomicFile>> finished;
    for (const auto &[path, content] : files) {
        auto file = std::make_unique<AtomicFile>(path);
        if (Status s = file->open(); !s)
            return s;
        if (Status s = file->write(content); !s)
            return s;
        if (Status s = file->finish(); !s)
            return s;
        finished.push_back(std::move(file));
    }
    for (const auto &file : finished)
        if (Status s = file->replace(); !s)
            return s;
    return {};
}

} // namespace railyard
