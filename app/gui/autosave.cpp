#include "autosave.h"

#include "sessionlock.h"

#include "io/designstore.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

namespace railyard {

namespace {
QString recoveryDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

// The design's own path is kept beside the recovery file, so recovery restores its name.
QString originOf(const QString &recoveryFile)
{
    QFile f(recoveryFile + QStringLiteral(".origin"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QString lockOf(const QString &recoveryFile)
{
    return recoveryFile + QStringLiteral(".lock");
}

// Removes a recovery file and the files that go with it.
void removeRecovery(const QString &recoveryFile)
{
    for (const QString &suffix : {QString(), QStringLiteral(".origin"), QStringLiteral(".lock")})
        QFile::remove(recoveryFile + suffix);
}
} // namespace

Autosave::Autosave(Document &doc, QWidget *window, int intervalMs)
    : QObject(window), m_doc(doc), m_window(window), m_timer(new QTimer(this))
{
    QDir().mkpath(recoveryDir());
    QFile::setPermissions(recoveryDir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    m_path = QDir(recoveryDir()).filePath(QStringLiteral("session-%1-%2.railyard")
                                               .arg(QCoreApplication::applicationPid())
                                               .arg(QDateTime::currentMSecsSinceEpoch()));
    m_lock = std::make_unique<SessionLock>(lockOf(m_path));
    connect(&doc, &Document::changed, this, [this] { m_dirty = true; });
    connect(doc.undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (!clean)
            return;
        // Saved, or back to the saved state: nothing to recover. A history cleared on the way
        // to a still-modified design (making a variant current) also reads as "clean" for a
        // moment, so look again once the edit is over.
        QTimer::singleShot(0, this, [this] {
            if (m_doc.undoStack()->isClean())
                discard();
        });
    });
    m_writer.setMaxThreadCount(1);
    connect(m_timer, &QTimer::timeout, this, &Autosave::tick);
    m_timer->start(intervalMs);
}

Autosave::~Autosave()
{
    m_writer.waitForDone();
    // Nothing left to recover: the lock file goes too. Else it stays, unlocked, as after a crash.
    if (!QFileInfo::exists(m_path))
        m_lock->release();
}

void Autosave::tick()
{
    if (!m_dirty || m_doc.undoStack()->isClean() || m_writing)
        return;
    m_dirty = false;
    // The snapshot is taken here, on the UI thread; the slow part (SQLite) runs on a worker.
    std::shared_ptr<const Document> snapshot = m_doc.snapshot();
    const QString path = m_path, origin = m_doc.filePath();
    m_writing = true;
    m_writer.start([this, snapshot, path, origin]() mutable {
        // A failed write only means no recovery this minute; the next tick tries again. The
        // origin goes first, so a recovery file never appears without it; both are the user's
        // alone (a design may be confidential).
        const bool written = writeFileAtomically(path + QStringLiteral(".origin"), origin.toUtf8(), NewFileAccess::Private)
                             && DesignStore::save(*snapshot, path, {}, NewFileAccess::Private);
        if (!written)
            m_dirty = true;
        // The snapshot is a QObject of the UI thread: let it go there.
        QMetaObject::invokeMethod(this, [keep = std::move(snapshot)] {}, Qt::QueuedConnection);
        m_writing = false;
    });
}

void Autosave::saveNow()
{
    m_writer.waitForDone();
    m_dirty = true;
    tick();
    m_writer.waitForDone();
}

void Autosave::discard()
{
    m_writer.waitForDone();
    // The lock stays held: the session goes on and may write again.
    QFile::remove(m_path);
    QFile::remove(m_path + QStringLiteral(".origin"));
}

QStringList Autosave::leftBehind()
{
    QStringList files;
    for (const QFileInfo &f : QDir(recoveryDir()).entryInfoList({QStringLiteral("session-*.railyard")}, QDir::Files, QDir::Time)) {
        // A session still running (another window) keeps its file; only the dead leave one
        // behind. Its lock says which, even when its PID now belongs to another process.
        switch (SessionLock::stateOf(lockOf(f.absoluteFilePath()))) {
        case SessionLock::State::Held:
            continue;
        case SessionLock::State::Free:
        case SessionLock::State::Ending: // crashed, still writing its core: it will not write again
            break;
        case SessionLock::State::Missing: {
            // A file from before session locks (or a file system without them): its PID.
            const QString pid = f.fileName().section(QLatin1Char('-'), 1, 1);
            if (pid.toLongLong() != QCoreApplication::applicationPid() && QFileInfo::exists(QStringLiteral("/proc/") + pid))
                continue;
            break;
        }
        }
        files << f.absoluteFilePath();
    }
    return files;
}

Status Autosave::recover(const QString &recoveryFile)
{
    // A write of this session in flight would rename its snapshot over the recovered copy
    // once it finishes: let it finish first, and let no new one start meanwhile.
    m_timer->stop();
    m_writer.waitForDone();
    const Status loaded = DesignStore::load(m_doc, recoveryFile);
    m_timer->start();
    if (!loaded)
        return loaded;
    const QString origin = originOf(recoveryFile);
    m_doc.setFilePath(origin);
    m_doc.undoStack()->resetClean(); // recovered edits are not saved yet
    // The recovered copy becomes this session's: it stays until the design is saved.
    QFile::remove(m_path);
    QFile::remove(m_path + QStringLiteral(".origin"));
    QFile::rename(recoveryFile, m_path);
    QFile::rename(recoveryFile + QStringLiteral(".origin"), m_path + QStringLiteral(".origin"));
    QFile::remove(lockOf(recoveryFile));
    emit recovered();
    return {};
}

bool Autosave::offerRecovery()
{
    for (const QString &file : leftBehind()) {
        if (file == m_path)
            continue;
        const QString origin = originOf(file);
        const auto answer = QMessageBox::question(
            m_window, tr("Recover unsaved work"),
            tr("Railyard did not close cleanly. Unsaved edits of %1 from %2 were kept. Recover them?")
                .arg(origin.isEmpty() ? tr("an untitled design") : QFileInfo(origin).fileName(),
                     QLocale().toString(QFileInfo(file).lastModified(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel)
            return false; // keep the files for next time
        if (answer == QMessageBox::Discard) {
            removeRecovery(file);
            continue;
        }
        if (Status s = recover(file); !s) {
            QMessageBox::warning(m_window, tr("Cannot recover"), s.error());
            return false;
        }
        return true;
    }
    return false;
}

} // namespace railyard
