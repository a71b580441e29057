#include "sessionlock.h"

#include <QFile>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace railyard {

SessionLock::SessionLock(const QString &path) : m_path(path)
{
    m_fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_fd >= 0 && ::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(m_fd);
        m_fd = -1;
    }
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
    ::close(fd); // drops the shared lock taken for the test, if any
    if (free)
        return State::Free;
    // Any other failure (a file system without locks) says nothing: the caller falls back.
    return error == EWOULDBLOCK ? State::Held : State::Missing;
}

} // namespace railyard
