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
    // Creates `path` (0600), locks it and writes this process's PID into it (read by
    // stateOf()); held() says whether the lock was taken.
    explicit SessionLock(const QString &path);
    ~SessionLock();
    SessionLock(const SessionLock &) = delete;
    SessionLock &operator=(const SessionLock &) = delete;

    bool held() const { return m_fd >= 0; }
    // Releases the lock and removes its file (a clean end of the session).
    void release();

    // Ending: held by a process that is dumping core or exiting. Its descriptors, and so its
    // lock, live until the dump is written (seconds for a large process), so a restart one
    // second after a crash saw a live session and offered nothing (issue #19, defect 11).
    enum class State { Held, Free, Missing, Ending };
    // Whether some live process holds the lock at `path` (this process's own locks included).
    static State stateOf(const QString &path);
    // Whether the process `pid` is dumping core or exiting, from its status in `procRoot`.
    static bool processEnding(qint64 pid, const QString &procRoot);
    // Where process status is read: /proc (tests point it elsewhere).
    static void setProcRoot(const QString &root);

private:
    QString m_path;
    int m_fd = -1;
};

} // namespace railyard
