#pragma once

#include <QString>

namespace railyard {

// A lock file held for as long as an autosave session lives (an advisory flock(2) on an open
// descriptor). The kernel drops it when the process ends however it ends, so "is its lock
// free?" tells a dead session from a live one even when the dead session's PID has been given to
// another process since — which a PID check alone cannot (issue #18). Local file systems only:
// the recovery folder is in the user's home data folder.
class SessionLock {
public:
    // Creates `path` (0600) and locks it; held() says whether that worked.
    explicit SessionLock(const QString &path);
    ~SessionLock();
    SessionLock(const SessionLock &) = delete;
    SessionLock &operator=(const SessionLock &) = delete;

    bool held() const { return m_fd >= 0; }
    // Releases the lock and removes its file (a clean end of the session).
    void release();

    enum class State { Held, Free, Missing };
    // Whether some live process holds the lock at `path` (this process's own locks included).
    static State stateOf(const QString &path);

private:
    QString m_path;
    int m_fd = -1;
};

} // namespace railyard
