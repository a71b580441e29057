#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QFile>
#include <utility>
#include <vector>

namespace railyard {

// Who may read a file that does not exist yet. A file that exists keeps its own mode.
enum class NewFileAccess {
    Shared,  // as any new file: 0666 less the umask
    Private, // 0600: only the user (recovery files)
};

// The one way Railyard writes a file (docs/RELIABILITY.md): into a hidden temporary beside the
// target, checked, flushed to disk and renamed over the target, so a reader sees the old
// content or the new, never a part, and a failure or a kill leaves the old file as it was.
//
// The target's symbolic link is followed (the link stays a link, its target is replaced) and an
// existing target keeps its permissions and, where the system allows, its owner. A file with no
// write permission is refused, for root too. A target that is a terminal, a character device or
// a FIFO (or a link to one: /dev/null, /dev/stdout) is written in place once the whole output
// is ready, never replaced; a block device or a socket is refused. Temporaries
// are named ".NAME.saving-PID-RANDOM"; those of processes that are gone are removed when the
// same target is written again.
//
// Writers that write to a device use open() and device(); writers that write by path
// (SQLite, libxlsxwriter) use create() and tempPath(). Either ends with commit(); an
// AtomicFile destroyed without a commit removes its temporary.
class AtomicFile {
public:
    explicit AtomicFile(const QString &path, NewFileAccess access = NewFileAccess::Shared);
    ~AtomicFile();
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    // Creates the temporary and opens it as device().
    Status open();
    // Creates the empty temporary for a writer that opens tempPath() itself.
    Status create();

    QFile &device() { return m_device; }
    // Writes all of `bytes` to device(); a short write fails at once.
    Status write(const QByteArray &bytes);
    const QString &tempPath() const { return m_temp; }
    const QString &path() const { return m_path; }

    // Checks what was written: no write error, every byte written is on disk (through open()),
    // the file is not empty (through create()); then flushes it to disk, gives it the target's
    // permissions and renames it over the target. Same as finish() then replace().
    Status commit();
    Status finish();  // the checks and the flush
    Status replace(); // the rename, after finish()
    // Removes the temporary and returns a failure that names the target and says that the
    // previous file is unchanged; for writers' own errors ("the PDF could not be drawn").
    Status fail(const QString &why);

private:
    Status prepare(int flags);
    // The checks of finish() on the written file; the reason it fails, or empty.
    QString checkAndSync(int fd, qint64 written) const;
    Status copyIntoTarget(); // replace() of a target written in place

    QString m_path;     // as given, for messages
    QString m_resolved; // the file a symbolic link leads to
    QString m_temp;
    QFile m_device;
    NewFileAccess m_access;
    bool m_existed = false;
    bool m_finished = false;
    bool m_committed = false;
    bool m_inPlace = false; // the target is a device or FIFO: copied into, not renamed over
};

// Writes a whole file through AtomicFile.
Status writeFileAtomically(const QString &path, const QByteArray &content,
                           NewFileAccess access = NewFileAccess::Shared);

// Writes several files that belong together (the NetBox folder): every file is written and
// checked before the first replaces its old version, so a failure leaves all old files.
Status writeFilesAtomically(const std::vector<std::pair<QString, QByteArray>> &files);

} // namespace railyard
