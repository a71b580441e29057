// Recovery after a crash (issue #19, defect 11): a restart a second after a crash offered
// nothing, because the crashed process still held its session lock while its core was being
// written; and a recovered design's empty undo history went unexplained.
#include "../model/testsupport.h"

#include "autosave.h"
#include "io/atomicfile.h"
#include "mainwindow.h"
#include "sessionlock.h"

#include <QApplication>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoView>
#include <unistd.h>

using namespace railyard;

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QApplication::setApplicationName(QStringLiteral("tst_autosave"));
    }

    void cleanup() { SessionLock::setProcRoot(QStringLiteral("/proc")); }

    // The status a crashed process shows while the kernel writes its core, and after it exits.
    void processEndingReadsTheStatus()
    {
        QTemporaryDir proc;
        auto status = [&](qint64 pid, const QByteArray &text) {
            QDir(proc.path()).mkpath(QString::number(pid));
            return writeFileAtomically(proc.filePath(QStringLiteral("%1/status").arg(pid)), text).ok();
        };
        QVERIFY(status(10, "Name:\trailyard\nState:\tS (sleeping)\nCoreDumping:\t0\n"));
        QVERIFY(status(11, "Name:\trailyard\nState:\tR (running)\nCoreDumping:\t1\n"));
        QVERIFY(status(12, "Name:\trailyard\nState:\tZ (zombie)\n"));
        QVERIFY(!SessionLock::processEnding(10, proc.path()));
        QVERIFY(SessionLock::processEnding(11, proc.path()));
        QVERIFY(SessionLock::processEnding(12, proc.path()));
        QVERIFY(!SessionLock::processEnding(13, proc.path())); // unknown: alive, to be safe
        QVERIFY(!SessionLock::processEnding(::getpid(), QStringLiteral("/proc"))); // this one runs
    }

    // A recovery file whose lock is still held by a process writing its core is offered; the
    // same file held by a live session is not. Recovering says that the undo history is gone.
    void crashedSessionStillDumpingCoreIsOffered()
    {
        const QString dir = QFileInfo(MainWindow(std::move(*bundledCatalog())).autosave()->recoveryPath()).path();
        const QString file = QDir(dir).filePath(QStringLiteral("session-%1-7.railyard").arg(::getpid()));
        QFile::remove(file);
        QVERIFY(QFile::copy(QStringLiteral(RAILYARD_SAMPLE_FILE), file));
        QVERIFY(writeFileAtomically(file + QStringLiteral(".origin"), "/somewhere/sample.railyard"));
        {
            SessionLock dying(file + QStringLiteral(".lock")); // held, naming this process
            QVERIFY(dying.held());
            QCOMPARE(SessionLock::stateOf(file + QStringLiteral(".lock")), SessionLock::State::Held);
            QVERIFY(!Autosave::leftBehind().contains(file)); // a live session keeps its file

            QTemporaryDir proc;
            QVERIFY(QDir(proc.path()).mkpath(QString::number(::getpid())));
            QVERIFY(writeFileAtomically(proc.filePath(QStringLiteral("%1/status").arg(::getpid())),
                                        "Name:\trailyard\nState:\tR (running)\nCoreDumping:\t1\n"));
            SessionLock::setProcRoot(proc.path());
            QCOMPARE(SessionLock::stateOf(file + QStringLiteral(".lock")), SessionLock::State::Ending);
            QVERIFY(Autosave::leftBehind().contains(file));

            MainWindow next(std::move(*bundledCatalog()));
            QVERIFY(next.autosave()->recover(file).ok());
            QVERIFY(!QFileInfo::exists(file));
            QCOMPARE(next.document().filePath(), QStringLiteral("/somewhere/sample.railyard"));
            const QString note = QStringLiteral("Recovered from autosave; earlier undo history is not available");
            QCOMPARE(next.statusBar()->currentMessage(), note);
            auto *history = next.findChild<QUndoView *>();
            QVERIFY(history);
            QCOMPARE(history->emptyLabel(), note);
            QCOMPARE(history->model()->index(0, 0).data().toString(), note);
            next.autosave()->discard();
        }
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
