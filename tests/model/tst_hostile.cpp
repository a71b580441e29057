// Crafted designs (issue #18): each is a real design changed with SQL the way an attacker or a
// broken tool could. A design either opens and every command works on it, or it is refused at
// open naming the table, row and column — quickly, and without allocating gigabytes.
#include "testsupport.h"

#include "engine/engine.h"
#include "io/designstore.h"
#include "io/inputfile.h"
#include "io/sqliteconnection.h"
#include "quote/pricebookcsv.h"
#include "verify/fabricdiff.h"
#include "verify/ibnetdiscover.h"
#include "verify/linkscsv.h"
#include "verify/lldpjson.h"
#include "core/limits.h"
#include "report/designinfo.h"
#include "report/rankanalysis.h"
#include "report/totalsreport.h"
#include "rules/ruleprovider.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace railyard;
using namespace railyard::test;

namespace {

long peakRssKb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

} // namespace

class TestHostile : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_sample;
    int m_files = 0;

    // A copy of the sample design changed by `statements`.
    QString crafted(const QStringList &statements)
    {
        const QString file = m_dir.filePath(QStringLiteral("hostile-%1.railyard").arg(++m_files));
        QFile::copy(m_sample, file);
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
        if (!conn.open())
            qFatal("cannot open %s", qPrintable(file));
        for (const QString &sql : statements) {
            QString error;
            if (!conn.exec(sql, &error))
                qFatal("%s: %s", qPrintable(sql), qPrintable(error));
        }
        return file;
    }

    // Loads `file` into a document holding the sample; returns the status, after checking the
    // time and memory the attempt took.
    Status timedLoad(Document &doc, const QString &file)
    {
        const long rssBefore = peakRssKb();
        QElapsedTimer timer;
        timer.start();
        const Status s = DesignStore::load(doc, file);
        const qint64 ms = timer.elapsed();
        const long grownMb = (peakRssKb() - rssBefore) / 1024;
        if (ms > 1000 || grownMb > 100)
            qWarning("%s: %lld ms, %ld MB", qPrintable(file), ms, grownMb);
        [&] {
            QVERIFY2(ms < 1000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
            QVERIFY2(grownMb < 100, qPrintable(QStringLiteral("%1 MB").arg(grownMb)));
        }();
        return s;
    }

    void expectRefused(const QStringList &statements, const QStringList &expected)
    {
        const QString file = crafted(statements);
        const QByteArray hashBefore = fileHash(file);
        auto doc = sampleDocument();
        const QString before = dumpDesign(*doc);
        const Status s = timedLoad(*doc, file);
        QVERIFY2(!s.ok(), qPrintable(statements.join(QLatin1String("; "))));
        for (const QString &e : expected)
            QVERIFY2(s.error().contains(e), qPrintable(s.error()));
        QVERIFY2(s.error().contains(file), qPrintable(s.error()));
        QCOMPARE(fileHash(file), hashBefore);
        QCOMPARE(dumpDesign(*doc), before);
    }

    // Opens and runs what every command runs: totals, check, info, ranks, a save and reopen.
    void expectOpensAndWorks(const QStringList &statements)
    {
        const QString file = crafted(statements);
        Document doc(Catalog{});
        const Status s = timedLoad(doc, file);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        const Engine engine(doc);
        QVERIFY(!totalsText(doc, engine).isEmpty());
        (void)checkDesign(doc, engine);
        (void)toText(computeDesignInfo(doc), file);
        QVERIFY(analyzeRanks(doc, nullptr).ok() || true);
        for (uint32_t next : doc.idCounters())
            QVERIFY2(next < (1u << 31), qPrintable(QString::number(next)));
        const QString again = m_dir.filePath(QStringLiteral("resaved-%1.railyard").arg(m_files));
        QVERIFY(DesignStore::save(doc, again).ok());
        Document reopened(Catalog{});
        QVERIFY(DesignStore::load(reopened, again).ok());
        QCOMPARE(dumpDesign(reopened), dumpDesign(doc));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_sample = m_dir.filePath(QStringLiteral("sample.railyard"));
        QVERIFY(DesignStore::save(*sampleDocument(), m_sample).ok());
    }

    // --- ids -------------------------------------------------------------------------------

    void largestIdsAreRenumbered()
    {
        // 4,294,967,295 in a hall, a catalog part and a listed port: id + 1 would wrap.
        expectOpensAndWorks({QStringLiteral("UPDATE hall_row SET hall_id = 4294967295 WHERE hall_id = (SELECT MIN(id) FROM hall)"),
                             QStringLiteral("UPDATE power_feed SET hall_id = 4294967295 WHERE hall_id = (SELECT MIN(id) FROM hall)"),
                             QStringLiteral("UPDATE cooling_loop SET hall_id = 4294967295 WHERE hall_id = (SELECT MIN(id) FROM hall)"),
                             QStringLiteral("UPDATE hall SET id = 4294967295 WHERE id = (SELECT MIN(id) FROM hall)")});
        expectOpensAndWorks({QStringLiteral("UPDATE catalog_part SET id = 4294967295 WHERE id = (SELECT MIN(part_id) FROM device)"),
                             QStringLiteral("UPDATE device SET part_id = 4294967295 WHERE part_id NOT IN (SELECT id FROM catalog_part)")});
        expectOpensAndWorks({QStringLiteral("INSERT INTO port SELECT 4294967295, MIN(id), 'X1', 'oob', 1, 'rj45', 0, 0 FROM device")});
        expectOpensAndWorks({QStringLiteral("UPDATE catalog_part SET id = 100000000 WHERE id = (SELECT MIN(part_id) FROM device)"),
                             QStringLiteral("UPDATE device SET part_id = 100000000 WHERE part_id NOT IN (SELECT id FROM catalog_part)")});
    }

    void sparseHugeIdsCostNoMemory()
    {
        expectOpensAndWorks({QStringLiteral("UPDATE device SET rack_id = rack_id * 1000000 + 7"), QStringLiteral("UPDATE rack SET id = id * 1000000 + 7")});
    }

    void hugeNextIdIsClamped()
    {
        expectOpensAndWorks({QStringLiteral("UPDATE meta SET value = '4000000000' WHERE key LIKE 'next_id_%'")});
        expectRefused({QStringLiteral("UPDATE meta SET value = '99999999999' WHERE key = 'next_id_port'")}, {QStringLiteral("next_id_port")});
    }

    void duplicateIdRefused()
    {
        expectRefused({QStringLiteral("CREATE TABLE copy AS SELECT * FROM hall_row"), QStringLiteral("DROP TABLE hall_row"),
                       QStringLiteral("ALTER TABLE copy RENAME TO hall_row"), QStringLiteral("INSERT INTO hall_row SELECT * FROM hall_row LIMIT 1")},
                      {QStringLiteral("table hall_row"), QStringLiteral("appears twice")});
        // A listed port on an id that a device's part already numbers.
        expectRefused({QStringLiteral("INSERT INTO port SELECT first_port_id, id, 'X1', 'oob', 1, 'rj45', 0, 0 FROM device "
                                      "WHERE first_port_id IS NOT NULL LIMIT 1")},
                      {QStringLiteral("table port"), QStringLiteral("appears twice")});
    }

    void idsOutOfRangeRefused()
    {
        expectRefused({QStringLiteral("UPDATE device SET first_port_id = 4294967290 WHERE id = (SELECT MIN(id) FROM device WHERE first_port_id IS NOT NULL)")},
                      {QStringLiteral("table device"), QStringLiteral("column first_port_id")});
        expectRefused({QStringLiteral("UPDATE rack SET pdu_a_id = -5 WHERE id = (SELECT MIN(id) FROM rack)")},
                      {QStringLiteral("table rack"), QStringLiteral("column pdu_a_id")});
        expectRefused({QStringLiteral("UPDATE hall_row SET hall_id = 'two' WHERE id = (SELECT MIN(id) FROM hall_row)")},
                      {QStringLiteral("table hall_row"), QStringLiteral("column hall_id")});
    }

    // --- counts and indices ----------------------------------------------------------------

    void hugeCountsRefused()
    {
        expectRefused({QStringLiteral("UPDATE catalog_part SET ports = '1000000000xOSFP@400:compute' WHERE id = (SELECT MIN(part_id) FROM device)")},
                      {QStringLiteral("table catalog_part"), QStringLiteral("column ports")});
        expectRefused({QStringLiteral("UPDATE catalog_part SET gpus = 1000000000 WHERE id = (SELECT MIN(part_id) FROM device)")},
                      {QStringLiteral("table catalog_part"), QStringLiteral("column gpus")});
        expectRefused({QStringLiteral("UPDATE device SET su = 1000000000 WHERE id = (SELECT MIN(id) FROM device)")},
                      {QStringLiteral("table device"), QStringLiteral("column su")});
        expectRefused({QStringLiteral("UPDATE device SET rail = 1000000000 WHERE id = (SELECT MIN(id) FROM device)")},
                      {QStringLiteral("table device"), QStringLiteral("column rail")});
        expectRefused({QStringLiteral("UPDATE device SET u_position = -3 WHERE id = (SELECT MIN(id) FROM device)")},
                      {QStringLiteral("table device"), QStringLiteral("column u_position")});
    }

    void negativePortIndexRefused()
    {
        expectRefused({QStringLiteral("INSERT INTO port SELECT 3000000, MIN(id), 'X1', 'compute', 400, 'osfp', -1, 0 FROM device")},
                      {QStringLiteral("table port"), QStringLiteral("row with id 3000000"), QStringLiteral("column idx")});
        expectRefused({QStringLiteral("INSERT INTO port SELECT 3000000, MIN(id), 'X1', 'compute', 400, 'osfp', 0, 2147483647 FROM device")},
                      {QStringLiteral("table port"), QStringLiteral("column cage_index")});
    }

    // --- numbers ---------------------------------------------------------------------------

    void nonFiniteAndAbsurdNumbersRefused()
    {
        expectRefused({QStringLiteral("UPDATE cable SET length_m = 1e300 WHERE id = (SELECT MIN(id) FROM cable)")},
                      {QStringLiteral("table cable"), QStringLiteral("column length_m")});
        expectRefused({QStringLiteral("UPDATE cable SET length_m = -2 WHERE id = (SELECT MIN(id) FROM cable)")},
                      {QStringLiteral("table cable"), QStringLiteral("column length_m")});
        expectRefused({QStringLiteral("UPDATE hall SET width_m = 9e999 WHERE id = (SELECT MIN(id) FROM hall)")},
                      {QStringLiteral("table hall"), QStringLiteral("column width_m")});
        expectRefused({QStringLiteral("UPDATE rack SET x_m = 'nan' WHERE id = (SELECT MIN(id) FROM rack)")},
                      {QStringLiteral("table rack"), QStringLiteral("column x_m")});
        expectRefused({QStringLiteral("UPDATE catalog_part SET max_w = -9e999 WHERE id = (SELECT MIN(part_id) FROM device)")},
                      {QStringLiteral("table catalog_part"), QStringLiteral("column max_w")});
        expectRefused({QStringLiteral("UPDATE catalog_part SET price_usd = 1e30 WHERE id = (SELECT MIN(part_id) FROM device)")},
                      {QStringLiteral("table catalog_part"), QStringLiteral("column price_usd")});
        expectRefused({QStringLiteral("INSERT INTO price SELECT part_number, 1e300, 0, '' FROM catalog_part LIMIT 1")},
                      {QStringLiteral("table price"), QStringLiteral("column unit_price")});
        expectRefused({QStringLiteral("INSERT OR REPLACE INTO meta VALUES ('quote_margin', 'inf')")},
                      {QStringLiteral("table meta"), QStringLiteral("quote_margin")});
        expectRefused({QStringLiteral("INSERT OR REPLACE INTO meta VALUES ('tco_years', '1e300')")},
                      {QStringLiteral("table meta"), QStringLiteral("tco_years")});
        // Planes: one network each, compute networks only, 0 to 8.
        expectRefused({QStringLiteral("UPDATE network SET plane = 1 WHERE role = 'compute'"),
                       QStringLiteral("INSERT INTO network SELECT 900, 'Second plane 1', 'compute', 'ethernet', 1, 1")},
                      {QStringLiteral("table network"), QStringLiteral("column plane"), QStringLiteral("both plane 1")});
        expectRefused({QStringLiteral("UPDATE network SET plane = 2 WHERE role = 'oob'")},
                      {QStringLiteral("table network"), QStringLiteral("column plane"), QStringLiteral("not a compute network")});
        expectRefused({QStringLiteral("UPDATE network SET plane = 99 WHERE role = 'compute'")},
                      {QStringLiteral("table network"), QStringLiteral("column plane")});
    }

    // --- text inputs ------------------------------------------------------------------------

    // A file over the input bound is refused before it is read (a sparse file: no disk used).
    void oversizeInputsRefusedUnread()
    {
        const QString huge = m_dir.filePath(QStringLiteral("huge.csv"));
        {
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(limits::kMaxInputBytes + 1));
        }
        const long rssBefore = peakRssKb();
        const QString links = readLinksCsv(huge).error(), names = readNameMap(huge).error(), ib = readIbnetdiscover(huge).error(),
                      lldp = readLldp(huge).error();
        for (const QString &e : {links, names, ib, lldp})
            QVERIFY2(e.contains(huge) && e.contains(QLatin1String("at most")), qPrintable(e));
        QVERIFY((peakRssKb() - rssBefore) / 1024 < 100);
    }

    // A device or a pipe states no size: the bound counts the bytes as they arrive (/dev/zero is
    // refused after the bound, not read until the memory is gone), and a FIFO nobody writes to
    // reads as empty instead of holding the command.
    void unsizedInputsBoundedAsRead()
    {
        const long rssBefore = peakRssKb();
        const QString e = readLinksCsv(QStringLiteral("/dev/zero")).error();
        QVERIFY2(e.contains(QLatin1String("/dev/zero")) && e.contains(QLatin1String("at most")), qPrintable(e));
        const long grownMb = (peakRssKb() - rssBefore) / 1024;
        QVERIFY2(grownMb < 2 * (limits::kMaxInputBytes >> 20), qPrintable(QString::number(grownMb)));
        const QString fifo = m_dir.filePath(QStringLiteral("nobody-writes"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const auto read = readInputFile(fifo);
        QVERIFY(read.ok());
        QVERIFY(read.value().isEmpty());
        const QString folder = readInputFile(m_dir.path()).error();
        QVERIFY2(folder.contains(QLatin1String("folder")), qPrintable(folder));
    }

    // --- the price book import -------------------------------------------------------------

    void priceBookRefusesHugeAndNonFinitePrices()
    {
        const Catalog catalog = smallCatalog();
        const QString part = catalog.parts().front()->partNumber;
        for (const char *price : {"1e300", "1e30", "nan", "inf", "-inf", "NaN"}) {
            const QString csv = QStringLiteral("kind,key,value,lead_time_days,source\nprice,%1,%2,,\n").arg(part, QLatin1String(price));
            const auto book = readPriceBookCsv(catalog, csv, QStringLiteral("prices.csv"));
            QVERIFY2(!book.ok(), price);
            QVERIFY2(book.error().contains(QLatin1String("prices.csv:2")), qPrintable(book.error()));
        }
        for (const char *row : {"spare_minimum,optics,1e300", "spare_turnaround_days,optics,1e30", "spare_afr,optics,nan", "discount,optics,inf"}) {
            const QString csv = QStringLiteral("kind,key,value,lead_time_days,source\n%1,,\n").arg(QLatin1String(row));
            const auto book = readPriceBookCsv(catalog, csv, QStringLiteral("prices.csv"));
            QVERIFY2(!book.ok(), row);
        }
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
