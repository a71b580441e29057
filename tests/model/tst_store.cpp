#include "testsupport.h"
#include "engine/engine.h"

#include "commands/editor.h"
#include "io/designschema.h"
#include "io/designreader.h"
#include "io/designstore.h"
#include "io/sqliteconnection.h"

#include <QDir>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <sys/stat.h>

using namespace railyard;
using namespace railyard::test;

class TestStore : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // Writes a sample design to `name` and returns its path.
    QString savedSample(const QString &name)
    {
        auto doc = sampleDocument();
        const QString p = path(name);
        const Status s = DesignStore::save(*doc, p);
        if (!s)
            qFatal("%s", qPrintable(s.error()));
        return p;
    }

    void expectOpenFails(const QString &file, const QString &expected)
    {
        const QByteArray hashBefore = fileHash(file);
        Document doc(smallCatalog());
        buildSampleDesign(doc);
        const QString contentBefore = dumpDesign(doc);
        const Status s = DesignStore::load(doc, file);
        QVERIFY2(!s.ok(), qPrintable(file));
        QVERIFY2(s.error().contains(file), qPrintable(s.error()));
        QVERIFY2(s.error().contains(expected, Qt::CaseInsensitive), qPrintable(s.error()));
        QCOMPARE(fileHash(file), hashBefore);         // the file is untouched
        QCOMPARE(dumpDesign(doc), contentBefore);      // and so is the open document
        QVERIFY(!QFile::exists(file + QLatin1String("-journal")));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void roundTripKeepsEveryEntityAndField()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        // Exercise optional and unusual values: pinned media, labels, a cleared reference,
        // unicode names, a site customer.
        Cable c = *doc->cables().begin();
        c.medium = Medium::Smf;
        c.lengthM = 17.25;
        c.label = QStringLiteral("H1.A01-U2:C1 / H1.B01-U10:P1");
        c.bundle = QStringLiteral("A01→B01");
        ed.update(c, Cable::kMedium | Cable::kLength | Cable::kLabel | Cable::kBundle, QStringLiteral("x"));
        Site site = doc->site();
        site.customer = QStringLiteral("Ünïcode GmbH, \"quoted\"");
        site.waivers.push_back({QStringLiteral("RAIL_SWAP"), QStringLiteral("cable:1,cable:2"), QStringLiteral("lab test bench")});
        ed.setSite(site, Site::kCustomer | Site::kWaivers);
        // A renamed port makes its device's ports explicit in the file (not derived from the part).
        Port port = doc->ports().at(doc->portsOf(doc->devices().begin()->id)[0]);
        port.name = QStringLiteral("renamed");
        ed.update(port, Port::kName, QStringLiteral("x"));
        Rack r = *doc->racks().begin();
        r.loop = {};
        r.rotationDeg = 90;
        ed.update(r, Rack::kLoop | Rack::kRotation, QStringLiteral("x"));

        const QString file = path(QStringLiteral("roundtrip.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document loaded(Catalog{});
        const Status s = DesignStore::load(loaded, file);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(dumpDesign(loaded), dumpDesign(*doc));
        QVERIFY(loaded.catalog() == doc->catalog());
        QCOMPARE(loaded.idCounters(), doc->idCounters());
        QCOMPARE(loaded.filePath(), QFileInfo(file).absoluteFilePath());
        QVERIFY(loaded.undoStack()->isClean());
        QCOMPARE(loaded.undoStack()->count(), 0);
        // Adjacency is rebuilt: the rack's devices and the cables at ports are found again.
        for (const Rack &rack : doc->racks())
            QCOMPARE(loaded.devicesOf(rack.id).size(), doc->devicesOf(rack.id).size());

        // Saving the loaded design again gives an equal design.
        const QString again = path(QStringLiteral("roundtrip2.railyard"));
        QVERIFY(DesignStore::save(loaded, again).ok());
        Document reloaded(Catalog{});
        QVERIFY(DesignStore::load(reloaded, again).ok());
        QCOMPARE(dumpDesign(reloaded), dumpDesign(*doc));
    }

    void saveReplacesAtomicallyAndLeavesNoTemporaries()
    {
        const QString file = savedSample(QStringLiteral("atomic.railyard"));
        auto doc = sampleDocument();
        Editor(*doc).moveRack(doc->racks().begin()->id, 3, 3);
        QVERIFY(DesignStore::save(*doc, file).ok());
        const QStringList leftovers = QDir(m_dir.path()).entryList({QStringLiteral(".atomic.railyard.saving-*")},
                                                                   QDir::Hidden | QDir::Files);
        QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QLatin1Char(' '))));
    }

    void failedSaveLeavesOldFile_data()
    {
        QTest::addColumn<QString>("stage");
        for (const char *stage : {"create", "meta", "catalog", "rack", "device", "cable", "commit", "replace"})
            QTest::newRow(stage) << QString::fromLatin1(stage);
    }
    void failedSaveLeavesOldFile()
    {
        QFETCH(QString, stage);
        const QString file = savedSample(QStringLiteral("fail-%1.railyard").arg(stage));
        const QByteArray before = fileHash(file);
        auto doc = sampleDocument();
        Editor(*doc).erase(Selection{.racks = {doc->racks().begin()->id}});
        const Status s = DesignStore::save(*doc, file, [&](const QString &at) { return at != stage; });
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(file) && s.error().contains(QLatin1String("unchanged")), qPrintable(s.error()));
        QCOMPARE(fileHash(file), before);
        const QStringList leftovers = QDir(m_dir.path()).entryList({QStringLiteral(".fail-*")}, QDir::Hidden | QDir::Files);
        QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QLatin1Char(' '))));
    }

    void processKilledMidSaveLeavesOldFile()
    {
        const QString file = savedSample(QStringLiteral("killed.railyard"));
        const QByteArray before = fileHash(file);
        for (const char *stage : {"device", "commit", "replace"}) {
            QProcess crasher;
            crasher.start(QStringLiteral(SAVE_CRASHER),
                          {QStringLiteral(RAILYARD_TEST_DATA "/catalog_small.csv"), file, QString::fromLatin1(stage)});
            QVERIFY(crasher.waitForFinished(60000));
            QCOMPARE(crasher.exitStatus(), QProcess::CrashExit);
            QCOMPARE(fileHash(file), before);
            Document doc(Catalog{});
            QVERIFY(DesignStore::load(doc, file).ok());
        }
    }

    // Issue #18: a save keeps the design's permissions; a new design gets the umask's.
    void saveKeepsPermissions()
    {
        const mode_t oldMask = ::umask(022);
        const QString fresh = savedSample(QStringLiteral("fresh.railyard"));
        QCOMPARE(QFileInfo(fresh).permissions() & 0x7777,
                 QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser | QFile::ReadGroup | QFile::ReadOther);
        auto doc = sampleDocument();
        for (const QFile::Permissions mode : {QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup,  // 0640
                                              QFile::ReadOwner | QFile::WriteOwner}) {                 // 0600
            const QString file = savedSample(QStringLiteral("private.railyard"));
            QVERIFY(QFile::setPermissions(file, mode));
            const QFile::Permissions expected = QFileInfo(file).permissions();
            Editor(*doc).moveRack(doc->racks().begin()->id, 4, 4);
            QVERIFY(DesignStore::save(*doc, file).ok());
            QCOMPARE(QFileInfo(file).permissions(), expected);
        }
        ::umask(oldMask);
    }

    // Issue #18: saving through a symbolic link replaces the file it leads to; the link stays.
    void saveFollowsASymbolicLink()
    {
        QVERIFY(QDir().mkpath(path(QStringLiteral("real"))));
        const QString target = savedSample(QStringLiteral("real/design.railyard"));
        const QString link = path(QStringLiteral("link.railyard"));
        QVERIFY(QFile::link(QStringLiteral("real/design.railyard"), link)); // relative, as ln -s makes it
        auto doc = sampleDocument();
        Editor(*doc).erase(Selection{.racks = {doc->racks().begin()->id}});
        QVERIFY(DesignStore::save(*doc, link).ok());
        QVERIFY(QFileInfo(link).isSymLink());
        Document reloaded(Catalog{});
        QVERIFY(DesignStore::load(reloaded, target).ok());
        QCOMPARE(dumpDesign(reloaded), dumpDesign(*doc));
        QCOMPARE(QDir(path(QStringLiteral("real"))).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("design.railyard")});
    }

    // Issue #18: the hidden temporary of a save that was killed is removed by the next save of
    // that design; one of a process still running is left alone.
    void nextSaveRemovesStaleTemporaries()
    {
        const QString file = savedSample(QStringLiteral("stale.railyard"));
        QProcess gone;
        gone.start(QStringLiteral("true"), QStringList());
        QVERIFY(gone.waitForStarted());
        const qint64 deadPid = gone.processId();
        QVERIFY(gone.waitForFinished());
        const QString dead = path(QStringLiteral(".stale.railyard.saving-%1-0badf00d").arg(deadPid));
        const QString deadJournal = dead + QStringLiteral("-journal");
        const QString alive = path(QStringLiteral(".stale.railyard.saving-1-0badf00d")); // PID 1 always runs
        const QString other = path(QStringLiteral(".other.railyard.saving-%1-0badf00d").arg(deadPid));
        for (const QString &f : {dead, deadJournal, alive, other})
            writeBytes(f, "half a save");
        auto doc = sampleDocument();
        QVERIFY(DesignStore::save(*doc, file).ok());
        QVERIFY(!QFileInfo::exists(dead));
        QVERIFY(!QFileInfo::exists(deadJournal));
        QVERIFY(QFileInfo::exists(alive));
        QVERIFY(QFileInfo::exists(other)); // another design's business
        QFile::remove(alive);
        QFile::remove(other);
    }

    void saveIntoMissingFolderFails()
    {
        auto doc = sampleDocument();
        const QString file = path(QStringLiteral("no/such/folder/x.railyard"));
        const Status s = DesignStore::save(*doc, file);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(file), qPrintable(s.error()));
    }

    void emptyFile()
    {
        const QString file = path(QStringLiteral("empty.railyard"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        expectOpenFails(file, QStringLiteral("empty"));
    }

    void randomBytes()
    {
        const QString file = path(QStringLiteral("random.railyard"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray bytes;
        quint32 x = 12345;
        for (int i = 0; i < 65536; ++i) {
            x = x * 1664525u + 1013904223u;
            bytes.append(char(x >> 24));
        }
        f.write(bytes);
        f.close();
        expectOpenFails(file, QStringLiteral("not a Railyard design"));
    }

    void randomBytesAfterSqliteHeader()
    {
        const QString source = savedSample(QStringLiteral("garbled-src.railyard"));
        QFile in(source);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray bytes = in.readAll();
        for (qsizetype i = 100; i < bytes.size(); i += 7)
            bytes[i] = char(bytes[i] ^ 0x5A);
        const QString file = path(QStringLiteral("garbled.railyard"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();
        expectOpenFails(file, QStringLiteral("damaged"));
    }

    void truncatedCopy()
    {
        const QString source = savedSample(QStringLiteral("full.railyard"));
        QFile in(source);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        const QString file = path(QStringLiteral("truncated.railyard"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes.left(bytes.size() / 2));
        out.close();
        expectOpenFails(file, QStringLiteral("truncated"));
    }

    void foreignSqliteDatabase()
    {
        const QString file = path(QStringLiteral("foreign.sqlite"));
        {
            SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QVERIFY(conn.exec(QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)"), nullptr));
            QVERIFY(conn.exec(QStringLiteral("INSERT INTO customers VALUES (1, 'x')"), nullptr));
        }
        expectOpenFails(file, QStringLiteral("not a Railyard design"));
    }

    void newerFormat()
    {
        const QString file = savedSample(QStringLiteral("newer.railyard"));
        {
            SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QVERIFY(conn.exec(QStringLiteral("PRAGMA user_version=%1").arg(kFileFormatVersion + 1), nullptr));
        }
        expectOpenFails(file, QStringLiteral("newer Railyard"));
    }

    void danglingReference()
    {
        const QString file = savedSample(QStringLiteral("dangling.railyard"));
        {
            SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QVERIFY(conn.exec(QStringLiteral("UPDATE rack SET row_id = 4242 WHERE id = (SELECT MIN(id) FROM rack)"), nullptr));
        }
        expectOpenFails(file, QStringLiteral("refers to row 4242"));
    }

    void unknownToken()
    {
        const QString file = savedSample(QStringLiteral("token.railyard"));
        {
            SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QVERIFY(conn.exec(QStringLiteral("UPDATE cable SET medium = 'string' WHERE id = (SELECT MIN(id) FROM cable)"), nullptr));
        }
        expectOpenFails(file, QStringLiteral("unknown value 'string'"));
    }

    void missingFile() { expectOpenFailsMissing(); }

    void loadedFileIsOpenedReadOnly()
    {
        const QString file = savedSample(QStringLiteral("readonly.railyard"));
        const QByteArray before = fileHash(file);
        const QDateTime mtime = QFileInfo(file).lastModified();
        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, file).ok());
        Editor(doc).moveRack(doc.racks().begin()->id, 1, 2); // edits stay in memory until saved
        QCOMPARE(fileHash(file), before);
        QCOMPARE(QFileInfo(file).lastModified(), mtime);
    }

    // Every released format keeps a fixture that must open forever (through migrations once
    // the format moves on).
    void format1FixtureOpens()
    {
        const QString fixture = QStringLiteral(RAILYARD_TEST_DATA "/format1/sample-format1.railyard");
        const QByteArray before = fileHash(fixture);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, fixture);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(doc.halls().size(), 1);
        QCOMPARE(doc.racks().size(), 6);
        QCOMPARE(doc.devices().size(), 36);
        QCOMPARE(doc.cables().size(), 308);
        int gpus = 0;
        for (const Device &d : doc.devices())
            gpus += doc.catalog().at(d.part).gpus;
        QCOMPARE(gpus, 128);
        QCOMPARE(fileHash(fixture), before);
    }

    // Format 2 (before network oversubscription targets) opens as 1:1 networks.
    void format2FixtureOpens()
    {
        const QString fixture = QStringLiteral(RAILYARD_TEST_DATA "/format2/sample-format2.railyard");
        const QByteArray before = fileHash(fixture);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, fixture);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(doc.racks().size(), 52);
        QCOMPARE(doc.devices().size(), 372);
        QCOMPARE(doc.cables().size(), 2996);
        for (const Network &n : doc.networks())
            QCOMPARE(n.oversubscription, 1.0);
        QCOMPARE(fileHash(fixture), before);
    }

    void format3FixtureOpens()
    {
        const QString fixture = QStringLiteral(RAILYARD_TEST_DATA "/format3/sample-format3.railyard");
        const QByteArray before = fileHash(fixture);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, fixture);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(doc.cables().size(), 2996);
        QVERIFY(doc.site().priceBook.prices.empty()); // quotes take catalog prices, as before
        QCOMPARE(doc.site().priceBook.currency, QStringLiteral("USD"));
        QCOMPARE(fileHash(fixture), before);
    }

    // Format 4 (before variants and stored TCO assumptions) opens with no variants, default
    // assumptions and its price book intact.
    void format4FixtureOpens()
    {
        const QString fixture = QStringLiteral(RAILYARD_TEST_DATA "/format4/sample-format4.railyard");
        const QByteArray before = fileHash(fixture);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, fixture);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(doc.site().priceBook.prices.size(), size_t(1));
        QCOMPARE(doc.site().priceBook.prices.front().unitPrice, 12345.5);
        QVERIFY(doc.site().scenarios.empty());
        QCOMPARE(doc.site().priceBook.tco, TcoInputs{});
        QCOMPARE(doc.site().priceBook.spares, defaultSparePolicies());
        QCOMPARE(fileHash(fixture), before);
    }

    // Format 5 (switch maxima counted with their optics, and the modules again) opens with the
    // bundled switches' optics allowance, so its IT load counts each watt once: the hand sum of
    // tst_engine's itLoadEqualsTheHandSum for the same 1,024-GPU H100 design.
    void format5FixtureOpens()
    {
        const QString fixture = QStringLiteral(RAILYARD_TEST_DATA "/format5/sample-format5.railyard");
        const QByteArray before = fileHash(fixture);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, fixture);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(doc.catalog().find(QStringLiteral("MQM9700-NS2F"))->opticsInMaxW, 544.0);
        QCOMPARE(doc.catalog().find(QStringLiteral("SN2201"))->opticsInMaxW, 0.0);
        const Engine engine(doc);
        QCOMPARE(engine.site().itMaxMw(), int64_t(1440732) * 1000);
        QCOMPARE(fileHash(fixture), before);
    }

    // Format 6 (one PDU per rack side) opens with one unit on every side, and the same IT load:
    // the 1,024-GPU H100 hand sum as it stood before PDUs per side were counted.
    void format6FixtureOpens()
    {
        const QString fixture = QStringLiteral(RAILYARD_TEST_DATA "/format6/sample-format6.railyard");
        const QByteArray before = fileHash(fixture);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, fixture);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(doc.pdus().size(), size_t(80));
        for (const Pdu &p : doc.pdus())
            QCOMPARE(p.units, 1);
        const Engine engine(doc);
        QCOMPARE(engine.site().itMaxMw(), int64_t(1441792) * 1000);
        QCOMPARE(fileHash(fixture), before);
    }

    // Variants, the current design's variant name and the TCO assumptions survive a save.
    void variantsAndAssumptionsRoundTrip()
    {
        auto doc = sampleDocument();
        const QString variantDump = dumpDesign(*doc);
        auto variantBytes = DesignStore::toBytes(*doc);
        QVERIFY2(variantBytes.ok(), qPrintable(variantBytes.error()));
        Site site = doc->site();
        site.scenarioName = QStringLiteral("Liquid");
        site.scenarios.push_back({QStringLiteral("Air"), QStringLiteral("rear-door heat exchangers"), *variantBytes});
        site.priceBook.tco.years = 4;
        site.priceBook.tco.rentUsdPerGpuHour = 2.15;
        Editor(*doc).setSite(site, Site::kScenarios | Site::kPrices);
        const QString file = path(QStringLiteral("variants.railyard"));
        QVERIFY(DesignStore::save(*doc, file).ok());
        Document loaded(Catalog{});
        QVERIFY(DesignStore::load(loaded, file).ok());
        QCOMPARE(loaded.site().scenarioName, site.scenarioName);
        QCOMPARE(loaded.site().scenarios, site.scenarios);
        QCOMPARE(loaded.site().priceBook.tco, site.priceBook.tco);
        // A variant's own bytes carry no variants.
        Document variant(Catalog{});
        QVERIFY(DesignStore::loadBytes(variant, loaded.site().scenarios.front().design, QStringLiteral("variant 'Air'")).ok());
        QVERIFY(variant.site().scenarios.empty());
        QCOMPARE(dumpDesign(variant), variantDump);
    }

    void variantThatIsNoDesign()
    {
        const QString file = savedSample(QStringLiteral("badvariant.railyard"));
        {
            SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QVERIFY(conn.exec(QStringLiteral("INSERT INTO scenario VALUES (0, 'RoCE', '', x'00ff')"), nullptr));
        }
        expectOpenFails(file, QStringLiteral("table scenario, row RoCE, column design"));
    }

    // Text where the price book holds numbers fails the open instead of reading as zero.
    void priceBookTextIsDamage()
    {
        const QString file = savedSample(QStringLiteral("spares-text.railyard"));
        {
            SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QVERIFY(conn.exec(QStringLiteral("UPDATE spare_policy SET minimum = 'lots' WHERE category = 'optics'"), nullptr));
        }
        expectOpenFails(file, QStringLiteral("table spare_policy, row optics"));
        const QString priced = savedSample(QStringLiteral("price-text.railyard"));
        {
            SqliteConnection conn(priced, SqliteConnection::Mode::ReadWriteCreate);
            QVERIFY(conn.open());
            QVERIFY(conn.exec(QStringLiteral("INSERT INTO price VALUES ('X-1', 'cheap', 0, '')"), nullptr));
        }
        expectOpenFails(priced, QStringLiteral("column unit_price"));
    }

    void migrationsRunInOrderOnACopy()
    {
        const QString file = savedSample(QStringLiteral("migrate.railyard"));
        const std::vector<Migration> steps = {
            {1, {QStringLiteral("ALTER TABLE hall ADD COLUMN tray_height_m REAL DEFAULT 2.7")}},
            {2, {QStringLiteral("UPDATE hall SET tray_height_m = tray_height_m + 0.3")}},
        };
        SqliteConnection conn(file, SqliteConnection::Mode::ReadWriteCreate);
        QVERIFY(conn.open());
        QString error;
        QVERIFY2(migrateDesign(conn, 1, 3, steps, &error), qPrintable(error));
        QSqlQuery q(conn.db());
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), 3);
        QVERIFY(q.exec(QStringLiteral("SELECT tray_height_m FROM hall")) && q.next());
        QCOMPARE(q.value(0).toDouble(), 3.0);
        // A gap in the chain is an error that names the missing step.
        QVERIFY(!migrateDesign(conn, 3, 4, steps, &error));
        QVERIFY2(error.contains(QLatin1String("format 3")), qPrintable(error));
    }

private:
    void expectOpenFailsMissing()
    {
        Document doc(Catalog{});
        const QString file = path(QStringLiteral("does-not-exist.railyard"));
        const Status s = DesignStore::load(doc, file);
        QVERIFY(!s.ok());
        QVERIFY(s.error().contains(file));
        QVERIFY(!QFile::exists(file)); // opening never creates the file
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
