// Issue #18: a kill -9 in the middle of any export or save leaves the previous file byte for
// byte; what the kill leaves is only a hidden temporary, which the next write of the same
// target removes.
//
// The kill is aimed, not timed: the test watches the output folder with inotify and kills
// railyard-cli the moment its temporary appears, so the process is caught while it writes.
// Small outputs (the price book) can be finished before the signal lands, or the signal can land
// after the rename while the process exits; then the test checks the other half of the promise:
// the file at the target's name is the complete new output.

#include "../model/testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

using namespace railyard;

namespace {

// Reports files created in one folder, from before the watched process starts.
class CreationWatch {
public:
    explicit CreationWatch(const QString &dir)
    {
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0)
            m_wd = inotify_add_watch(m_fd, QFile::encodeName(dir).constData(), IN_CREATE);
    }
    ~CreationWatch()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    CreationWatch(const CreationWatch &) = delete;
    CreationWatch &operator=(const CreationWatch &) = delete;

    bool valid() const { return m_fd >= 0 && m_wd >= 0; }

    // True as soon as a file whose name starts with `prefix` is created; false after `ms`.
    bool waitFor(const QByteArray &prefix, int ms)
    {
        alignas(inotify_event) char buffer[8192];
        for (int waited = 0; waited < ms; waited += 10) {
            pollfd p{m_fd, POLLIN, 0};
            if (::poll(&p, 1, 10) <= 0)
                continue;
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            for (ssize_t at = 0; at < n;) {
                const auto *e = reinterpret_cast<const inotify_event *>(buffer + at);
                if (e->len > 0 && QByteArray(e->name).startsWith(prefix))
                    return true;
                at += ssize_t(sizeof(inotify_event) + e->len);
            }
        }
        return false;
    }

private:
    int m_fd = -1;
    int m_wd = -1;
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    p.waitForFinished(300000);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QStringList hiddenTemporaries(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral(".*.saving-*")}, QDir::Files | QDir::Hidden | QDir::System);
}

// A complete output of its kind: a PDF ends with its trailer, a workbook with the zip's
// central directory record, a text output with its last line.
bool looksComplete(const QByteArray &bytes, const QString &format)
{
    if (format == QLatin1String("pdf"))
        return bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF");
    if (format == QLatin1String("xlsx"))
        return bytes.startsWith("PK") && bytes.size() > 22 && bytes.mid(bytes.size() - 22, 4) == QByteArray("PK\x05\x06", 4);
    return !bytes.isEmpty() && bytes.endsWith('\n');
}

} // namespace

class TestKilledExports : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_design;
    QString m_pdfDesign;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Large enough that each big export writes for a while (about 4,000 cables per 1,000 GPUs).
        m_design = m_dir.filePath(QStringLiteral("hall.railyard"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("4096"), QStringLiteral("-o"), m_design}), 0);
        // PDFs are written a page at a time and each page costs tens of milliseconds under the
        // sanitizers: a quarter of the hall (340 label pages) still writes for seconds.
        m_pdfDesign = m_dir.filePath(QStringLiteral("quarter.railyard"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("1024"), QStringLiteral("-o"), m_pdfDesign}), 0);
    }

    void aKillDuringAnExportLeavesThePreviousFile_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("format");
        for (const char *e : {"cables csv", "p2p csv", "ibnet topo", "prices csv", "pullsheet csv", "pullsheet xlsx", "pullsheet pdf",
                              "labels pdf", "bom csv", "bom xlsx", "quote pdf"}) {
            const QString s = QString::fromLatin1(e);
            QTest::newRow(e) << s.section(QLatin1Char(' '), 0, 0) << s.section(QLatin1Char(' '), 1);
        }
    }

    void aKillDuringAnExportLeavesThePreviousFile()
    {
        QFETCH(QString, what);
        QFETCH(QString, format);
        const QString folder = m_dir.filePath(what + QLatin1Char('-') + format);
        QVERIFY(QDir().mkpath(folder));
        const QString name = what + QLatin1Char('.') + format;
        const QString target = QDir(folder).filePath(name);
        const QByteArray previous = "previous " + name.toUtf8() + '\n';
        test::writeBytes(target, previous);
        const QString &design = format == QLatin1String("pdf") ? m_pdfDesign : m_design;
        const QStringList args{QStringLiteral("export"), what, design, QStringLiteral("--format"), format, QStringLiteral("-o"), target};

        CreationWatch watch(folder);
        QVERIFY(watch.valid());
        QProcess p;
        p.start(QStringLiteral(RAILYARD_CLI), args);
        QVERIFY(p.waitForStarted());
        QVERIFY2(watch.waitFor('.' + name.toUtf8() + ".saving-", 120000), "the export never made its temporary");
        p.kill();
        QVERIFY(p.waitForFinished(30000));

        const QByteArray after = readAll(target);
        qInfo("%s: %s", qPrintable(name), p.exitStatus() == QProcess::CrashExit ? "killed while writing" : "finished before the kill");
        if (p.exitStatus() == QProcess::CrashExit) {
            // Killed before the rename: the previous file. Killed after it, on the way out:
            // the whole new output. Never anything in between.
            if (after != previous)
                QVERIFY2(looksComplete(after, format), qPrintable(name + QLatin1String(" is neither the previous file nor a complete output")));
        } else {
            // Finished before the signal landed: then it must be the whole new output.
            QCOMPARE(p.exitCode(), 0);
            QVERIFY2(looksComplete(after, format), qPrintable(name + QLatin1String(" is not a complete output")));
        }
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{name}); // nothing else at a visible name

        // The next export of the same target writes it whole and removes the dead temporary.
        QCOMPARE(runCli(args), 0);
        QVERIFY(looksComplete(readAll(target), format));
        QVERIFY2(hiddenTemporaries(folder).isEmpty(), qPrintable(hiddenTemporaries(folder).join(QLatin1Char(' '))));
    }

    // The NetBox export is five files imported together: a kill leaves the previous set whole.
    void aKillDuringTheNetBoxExportLeavesThePreviousSet()
    {
        const QString folder = m_dir.filePath(QStringLiteral("netbox"));
        QVERIFY(QDir().mkpath(folder));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("netbox"), m_design, QStringLiteral("-o"), folder}), 0);
        QMap<QString, QByteArray> previous;
        const QStringList files = QDir(folder).entryList(QDir::Files);
        QCOMPARE(files.size(), 5);
        for (const QString &f : files) {
            previous[f] = "previous " + f.toUtf8() + '\n';
            test::writeBytes(QDir(folder).filePath(f), previous[f]);
        }

        CreationWatch watch(folder);
        QProcess p;
        p.start(QStringLiteral(RAILYARD_CLI), {QStringLiteral("export"), QStringLiteral("netbox"), m_design, QStringLiteral("-o"), folder});
        QVERIFY(watch.waitFor(".", 120000));
        p.kill();
        QVERIFY(p.waitForFinished(30000));
        if (p.exitStatus() == QProcess::CrashExit) {
            // Each file is its previous version or the whole new one (a kill can land after
            // the renames, on the way out).
            for (const QString &f : files) {
                const QByteArray after = readAll(QDir(folder).filePath(f));
                if (after != previous[f])
                    QVERIFY2(looksComplete(after, QStringLiteral("csv")), qPrintable(f + QLatin1String(" is cut short")));
            }
        }
        QCOMPARE(QDir(folder).entryList(QDir::Files), files);
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("netbox"), m_design, QStringLiteral("-o"), folder}), 0);
        QVERIFY(hiddenTemporaries(folder).isEmpty());
    }

    // A save (here of an imported price book) killed mid-way leaves the design as it was, and it
    // still opens; the next save removes the dead temporary.
    void aKillDuringASaveLeavesThePreviousDesign()
    {
        const QString folder = m_dir.filePath(QStringLiteral("save"));
        QVERIFY(QDir().mkpath(folder));
        const QString design = QDir(folder).filePath(QStringLiteral("d.railyard"));
        QVERIFY(QFile::copy(m_design, design));
        const QString prices = m_dir.filePath(QStringLiteral("prices-for-save.csv"));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("prices"), m_design, QStringLiteral("-o"), prices}), 0);
        const QByteArray hash = test::fileHash(design);

        CreationWatch watch(folder);
        QProcess p;
        p.start(QStringLiteral(RAILYARD_CLI), {QStringLiteral("import"), QStringLiteral("prices"), design, prices});
        QVERIFY(watch.waitFor(".d.railyard.saving-", 120000));
        p.kill();
        QVERIFY(p.waitForFinished(30000));
        if (p.exitStatus() == QProcess::CrashExit)
            QCOMPARE(test::fileHash(design), hash);
        QCOMPARE(runCli({QStringLiteral("info"), design}), 0);
        QCOMPARE(runCli({QStringLiteral("import"), QStringLiteral("prices"), design, prices}), 0);
        QVERIFY(hiddenTemporaries(folder).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKilledExports)
#include "tst_killedexports.moc"
