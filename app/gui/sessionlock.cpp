#include "sessionlock.h"

#include <QFile>
#include <QStringList>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace railyard {

namespace {
QString procRoot = QStringLiteral("/proc");

// The PID a lock file names (written by its holder), 0 if none.
qint64 holderOf(int fd)
{
    char buffer[32] = {};
    const ssize_t n = ::pread(fd, buffer, sizeof buffer - 1, 0);
    return n > 0 ? QByteArray(buffer, int(n)).trimmed().toLongLong() : 0;
}
} // namespace

void SessionLock::setProcRoot(const QString &root)
{
    procRoot = root;
}

SessionLock::SessionLock(const QString &path) : m_path(path)
{
    m_fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_fd >= 0 && ::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    if (m_fd >= 0) {
        // Who holds it, for stateOf(): a lock does not say whether its holder is dying.
        const QByteArray pid = QByteArray::number(::getpid()) + '\n';
        // Without the PID the lock still tells live from dead; only a dying holder goes unseen.
        [[maybe_unused]] const bool named =
            ::ftruncate(m_fd, 0) == 0 && ::pwrite(m_fd, pid.constData(), size_t(pid.size()), 0) == pid.size();
    }
}

bool SessionLock::processEnding(qint64 pid, const QString &root)
{
    QFile status(QStringLiteral("%1/%2/status").arg(root).arg(pid));
    if (pid <= 0 || !status.open(QIODevice::ReadOnly))
        return false; // unknown: treat the holder as alive
    for (const QByteArray &line : status.readAll().split('\n')) {
        const QList<QByteArray> field = line.simplified().split(' ');
        if (field.size() < 2)
            continue;
        if (field[0] == "State:" && (field[1] == "Z" || field[1] == "X"))
            return true; // exited, its parent not told yet
        if (field[0] == "CoreDumping:" && field[1] == "1")
            return true; // crashed, its core being written (Linux 4.15 and later)
    }
    return false;
}

SessionLock::~SessionLock()
{
    // Closing the descriptor drops the lock; the file stays, as after a crash, so that a
    // session that did not discard its recovery file is seen as left behind.
    if (m_fd >= 0)
        ::close(m_fd);
}

void SessionLock::release()
{
    if (m_fd < 0)
        return;
    QFile::remove(m_path);
    ::close(m_fd);
    m_fd = -1;
}

SessionLock::State SessionLock::stateOf(const QString &path)
{
    // A new open file description: flock() conflicts with every other one, this process's too.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return State::Missing;
    const bool free = ::flock(fd, LOCK_SH | LOCK_NB) == 0;
    const int error = errno;
    const qint64 holder = free ? 0 : holderOf(fd);
    ::close(fd); // drops the shared lock taken for the test, if any
    if (free)
        return State::Free;
    if (error == EWOULDBLOCK && processEnding(holder, procRoot))
        return State::Ending;
    // Any other failure (a file system without locks) says nothing: the caller falls back.
    return error == EWOULDBLOCK ? State::Held : State::Missing;
}

} // namespace railyard
