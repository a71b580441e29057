#pragma once

#include "core/result.h"
#include "document/document.h"

#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>

class QTimer;
class QWidget;

namespace railyard {

class SessionLock;

// Crash protection (docs/GUI.md): while the design has unsaved edits, a copy is written every
// `interval` to a recovery file in the application's data folder, from a snapshot on a worker
// thread so the UI never waits. A clean save or close removes it. On the next start, a recovery
// file left behind by a crash is offered back; the user's own file is never touched by this.
class Autosave : public QObject {
    Q_OBJECT
public:
    Autosave(Document &doc, QWidget *window, int intervalMs = 60'000);
    ~Autosave() override;

    // The recovery file of this session.
    QString recoveryPath() const { return m_path; }
    // Recovery files left by sessions that did not end cleanly.
    static QStringList leftBehind();
    // Asks whether to recover each file left behind (newest first); loads the chosen one into
    // the document (modified, under its original file name). Returns true if one was loaded.
    bool offerRecovery();
    // Loads a recovery file without asking (tests and offerRecovery). Waits for this session's
    // write in flight first, so that write cannot land on the recovered copy afterwards.
    Status recover(const QString &recoveryFile);
    // Writes the recovery file now if there are unsaved edits (the timer's work); waits for it.
    void saveNow();
    // Removes this session's recovery file (after a save or a clean close).
    void discard();

signals:
    // A recovery file was loaded: the design is back, its undo history is not.
    void recovered();

private:
    void tick();

    Document &m_doc;
    QWidget *m_window;
    QTimer *m_timer;
    QString m_path;
    std::unique_ptr<SessionLock> m_lock; // held while this session lives (leftBehind())
    std::atomic<bool> m_dirty{false};
    QThreadPool m_writer; // one thread: recovery files are written one at a time
    std::atomic<bool> m_writing{false};
};

} // namespace railyard
