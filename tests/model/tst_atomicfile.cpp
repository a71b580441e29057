// Outputs are written to a temporary, checked and renamed (docs/RELIABILITY.md): a failed write
// leaves the previous file byte for byte and no temporary; nothing empty or cut reaches the name.
#include "io/atomicfile.h"
#include "io/pdffile.h"
#include "testsupport.h"

#include <QTemporaryDir>

#include <sys/stat.h>
#include <thread>

using namespace railyard;

class TestAtomicFile : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void replacesAndLeavesNoTemporary()
    {
        const QString file = path(QStringLiteral("out.csv"));
        test::writeBytes(file, "old");
        QVERIFY(writeFileAtomically(file, "new content").ok());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("new content"));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral(".out.csv.*")}, QDir::Hidden | QDir::Files),
                 QStringList());
    }

    // A full disk: the write fails naming the file, the previous file survives byte for byte and
    // no temporary stays behind to fill the disk further.
    void fullDiskKeepsThePreviousFile()
    {
        test::FullDisk disk(path(QStringLiteral("full-csv")));
        if (!disk.mounted())
            QFAIL("mounting a small tmpfs is not permitted here: this test needs root and CAP_SYS_ADMIN, as scripts/test.sh runs");
        const QString file = disk.filePath(QStringLiteral("pull.csv"));
        test::writeBytes(file, "the previous pull sheet\n");
        const QByteArray before = test::fileHash(file);
        disk.fill();
        const Status s = writeFileAtomically(file, QByteArray(200'000, 'x'));
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(file) && s.error().contains(QLatin1String("unchanged")), qPrintable(s.error()));
        QCOMPARE(test::fileHash(file), before);
        QCOMPARE(disk.files(), QStringList{QStringLiteral("pull.csv")});
    }

    // QPdfWriter and QPainter say nothing of a full disk; the PDF's device does.
    void fullDiskFailsAPdf()
    {
        test::FullDisk disk(path(QStringLiteral("full-pdf")));
        if (!disk.mounted())
            QFAIL("mounting a small tmpfs is not permitted here: this test needs root and CAP_SYS_ADMIN, as scripts/test.sh runs");
        const QString file = disk.filePath(QStringLiteral("sheet.pdf"));
        test::writeBytes(file, "%PDF previous");
        const QByteArray before = test::fileHash(file);
        disk.fill();
        PdfFile out(file);
        QVERIFY(out.open().ok());
        QPainter p;
        QVERIFY(p.begin(&out.writer()));
        for (int page = 0; page < 5; ++page) {
            for (int i = 0; i < 400; ++i)
                p.drawText(10, 20 + i * 10, QStringLiteral("line %1 of page %2").arg(i).arg(page));
            out.writer().newPage();
        }
        const Status s = out.finish(p);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(file), qPrintable(s.error()));
        QCOMPARE(test::fileHash(file), before);
        QCOMPARE(disk.files(), QStringList{QStringLiteral("sheet.pdf")});
    }

    // A writer that writes by path and leaves nothing does not empty the target.
    void emptyResultIsRefused()
    {
        const QString file = path(QStringLiteral("book.xlsx"));
        test::writeBytes(file, "previous workbook");
        AtomicFile out(file);
        QVERIFY(out.create().ok());
        QVERIFY(QFileInfo::exists(out.tempPath()));
        const Status s = out.commit();
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(QLatin1String("empty")), qPrintable(s.error()));
        QCOMPARE(QFileInfo(file).size(), qint64(17));
        QVERIFY(!QFileInfo::exists(out.tempPath()));
    }

    // Files that belong together: one that cannot be written leaves every old one.
    void filesThatBelongTogetherFailTogether()
    {
        const QString folder = path(QStringLiteral("netbox"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/cables.csv"))); // a folder where a file must go
        const QString sites = folder + QStringLiteral("/sites.csv");
        test::writeBytes(sites, "old sites");
        const Status s =
            writeFilesAtomically({{sites, "new sites"}, {folder + QStringLiteral("/cables.csv"), "new cables"}});
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(QLatin1String("cables.csv")), qPrintable(s.error()));
        QFile f(sites);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old sites"));
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("sites.csv")});
    }

    void missingFolderNamesIt()
    {
        const QString file = path(QStringLiteral("nowhere/out.csv"));
        const Status s = writeFileAtomically(file, "x");
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(file) && s.error().contains(QLatin1String("does not exist")),
                 qPrintable(s.error()));
    }

    // An output that is a device or a FIFO, or a link to one, is written into, never replaced:
    // `-o /dev/null` as root must not turn the system's /dev/null into a regular file.
    void devicesAndFifosAreWrittenInPlace()
    {
        const QString null = path(QStringLiteral("null-link"));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), null));
        QVERIFY(writeFileAtomically(null, "discarded").ok());
        QVERIFY(QFileInfo(null).isSymLink());
        struct stat st {};
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
        QVERIFY(writeFileAtomically(QStringLiteral("/dev/null"), "discarded").ok());
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));

        const QString fifo = path(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QByteArray received;
        std::thread reader([&] {
            QFile f(fifo);
            if (f.open(QIODevice::ReadOnly))
                received = f.readAll();
        });
        const Status s = writeFileAtomically(fifo, "through the pipe");
        reader.join();
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(received, QByteArray("through the pipe"));
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        // Nothing was left in the folder of /dev, nor beside the FIFO.
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral(".pipe.*")}, QDir::Hidden | QDir::Files), QStringList());
    }

    // A file no one may write (0444) is refused, for root as for anyone: root's access() says
    // yes, the file's mode says the user meant it to stay.
    void readOnlyRefusedEvenForRoot()
    {
        const QString file = path(QStringLiteral("frozen.railyard"));
        test::writeBytes(file, "keep me");
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const Status s = writeFileAtomically(file, "new");
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(QLatin1String("read-only")) && s.error().contains(QLatin1String("unchanged")), qPrintable(s.error()));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
    }
};

QTEST_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
