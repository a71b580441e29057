#include "../model/testsupport.h"
#include "clirun.h"
#include "commands/editor.h"
#include "engine/engine.h"
#include "io/designstore.h"
#include "cabling/labelselection.h"

#include <QJsonArray>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

using namespace railyard;

using railyard::test::cli;
using railyard::test::Run;

class TestCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void infoJsonOnSample()
    {
        const Run r = cli({QStringLiteral("info"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        for (const char *key : {"halls", "rows", "racks", "devices", "devices_by_category", "gpus", "ports", "cables",
                                "cables_by_medium", "power_feeds", "pdus", "cooling_loops", "networks"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        // The figures are the sample's: counted by the CLI from the file, compared with the model.
        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, QStringLiteral(RAILYARD_SAMPLE_FILE)).ok());
        int gpus = 0;
        for (const Device &d : doc.devices())
            gpus += doc.catalog().at(d.part).gpus;
        QVERIFY(gpus > 0);
        QCOMPARE(o.value(QLatin1String("gpus")).toInt(), gpus);
        QCOMPARE(o.value(QLatin1String("racks")).toInt(), doc.racks().size());
        QCOMPARE(o.value(QLatin1String("cables")).toInt(), doc.cables().size());
        QCOMPARE(o.value(QLatin1String("ports")).toInt(), doc.ports().size());
        int byMedium = 0;
        for (const QJsonValue &v : o.value(QLatin1String("cables_by_medium")).toObject())
            byMedium += v.toInt();
        QCOMPARE(byMedium, doc.cables().size());
    }

    // totals: the documented keys, and figures equal to the engine's on the same file.
    void totalsJsonOnSample()
    {
        const Run r = cli({QStringLiteral("totals"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *key : {"it_power_w", "facility_power_w", "heat_liquid_w", "heat_air_w", "cdus_required",
                                "floor_load_max_kg_m2", "cables_by_medium", "transceivers_by_part", "optics_power_w",
                                "halls", "feeds", "pdus", "cooling_loops", "racks_detail", "networks",
                                "power_by_category_w", "cable_length_histogram"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, QStringLiteral(RAILYARD_SAMPLE_FILE)).ok());
        const Engine engine(doc);
        QCOMPARE(o.value(QLatin1String("it_power_w")).toDouble(), fromMilli(engine.site().itMaxMw()));
        QVERIFY(o.value(QLatin1String("it_power_w")).toDouble() > 100e3);
        const QJsonObject hall = o.value(QLatin1String("halls")).toArray().first().toObject();
        QCOMPARE(o.value(QLatin1String("facility_power_w")).toDouble(),
                 hall.value(QLatin1String("it_power_w")).toDouble() * hall.value(QLatin1String("pue")).toDouble());
        QCOMPARE(o.value(QLatin1String("heat_liquid_w")).toDouble() + o.value(QLatin1String("heat_air_w")).toDouble(),
                 o.value(QLatin1String("it_power_w")).toDouble());
        int cables = 0;
        for (const QJsonValue &v : o.value(QLatin1String("cables_by_medium")).toObject())
            cables += v.toInt();
        QCOMPARE(cables, doc.cables().size());
        const Run text = cli({QStringLiteral("totals"), QStringLiteral(RAILYARD_SAMPLE_FILE)});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("MW") && text.out.contains("L/min"));
        QCOMPARE(cli({QStringLiteral("totals")}).exitCode, 2);
    }

    void infoTextOnSample()
    {
        const Run r = cli({QStringLiteral("info"), QStringLiteral(RAILYARD_SAMPLE_FILE)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("GPUs"));
    }

    void badFilesExitTwoAndNameTheFile_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
        QTest::newRow("text") << QByteArray("hall,row\n1,2\n") << QStringLiteral("not a Railyard design");
        QFile sample(QStringLiteral(RAILYARD_SAMPLE_FILE));
        sample.open(QIODevice::ReadOnly);
        const QByteArray full = sample.readAll();
        QTest::newRow("truncated") << full.left(full.size() / 3) << QStringLiteral("truncated");
        QByteArray newer = full;
        newer[60] = char(0x7F); // PRAGMA user_version lives at header offset 60
        QTest::newRow("newer") << newer << QStringLiteral("newer Railyard");
        QByteArray foreign = full;
        foreign[68] = 0; // PRAGMA application_id lives at header offset 68
        foreign[69] = 0;
        foreign[70] = 0;
        foreign[71] = 0;
        QTest::newRow("foreign") << foreign << QStringLiteral("not a Railyard design");
    }
    void badFilesExitTwoAndNameTheFile()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString file = m_dir.filePath(QStringLiteral("bad-%1.railyard").arg(QTest::currentDataTag()));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        const QByteArray before = test::fileHash(file);
        const Run r = cli({QStringLiteral("info"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(file), qPrintable(r.err));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(test::fileHash(file), before);
    }

    void usageErrorsExitTwo()
    {
        QCOMPARE(cli({}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--bogus")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info"), m_dir.filePath(QStringLiteral("missing.railyard"))}).exitCode, 2);
    }

    void newGeneratesAndRefusesBadInput()
    {
        const QString file = m_dir.filePath(QStringLiteral("new512.railyard"));
        Run r = cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("512"), QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("16 leaves, 8 spines"));
        const Run info = cli({QStringLiteral("info"), file, QStringLiteral("--json")});
        const QJsonObject o = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(o.value(QLatin1String("gpus")).toInt(), 512);
        const QJsonObject compute = o.value(QLatin1String("switches_by_network")).toObject().value(QLatin1String("compute")).toObject();
        QCOMPARE(compute.value(QLatin1String("leaf")).toInt(), 16);
        QCOMPARE(compute.value(QLatin1String("spine")).toInt(), 8);
        QCOMPARE(o.value(QLatin1String("cables_by_tier")).toObject().value(QLatin1String("leaf_spine")).toInt(), 512);

        r = cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("1001"), QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("1000 and 1008")), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("-o"), file}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("x"), QStringLiteral("-o"), file}).exitCode, 2);
    }

    // Whatever `new` writes opens: every option out of range is refused before anything is
    // written, with the option and its range named (and none runs for long: --storage-nodes
    // 1000000000 once took 30 s and 3.6 GB).
    void newRefusesOptionsOutOfRange_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("reason");
        auto row = [](const char *name, const QString &options, const char *reason) {
            QTest::newRow(name) << options.split(QLatin1Char(' ')) << QString::fromUtf8(reason);
        };
        row("pue nan", QStringLiteral("--gpus 512 --pue nan"), "--pue takes a number from 1 to 5");
        row("pue huge", QStringLiteral("--gpus 512 --pue 1e9"), "--pue takes a number from 1 to 5");
        row("hall wide", QStringLiteral("--gpus 512 --hall-width 1e9"), "--hall-width takes a positive length in metres, at most 2000");
        row("hall deep", QStringLiteral("--gpus 512 --hall-depth inf"), "--hall-depth takes a positive length");
        row("no nodes per rack", QStringLiteral("--gpus 512 --nodes-per-rack 0"), "--nodes-per-rack takes a whole number of at least 1, not 0");
        row("nodes past the rack", QStringLiteral("--gpus 512 --nodes-per-rack 1000"), "a rack holds 1 to 200 nodes");
        row("nodes past the units", QStringLiteral("--gpus 512 --nodes-per-rack 5"), "5 nodes of 10 U do not fit the");
        row("negative SU", QStringLiteral("--gpus 512 --su-nodes -1"), "--su-nodes takes a whole number of at least 1, not -1");
        row("negative storage", QStringLiteral("--gpus 512 --storage-nodes -1"), "--storage-nodes takes a whole number of at least 0, not -1");
        row("storage galore", QStringLiteral("--gpus 512 --storage-nodes 1000000000"), "a design has 0 to 16384 storage nodes");
        row("gpus galore", QStringLiteral("--gpus 2000000000"), "a design has 1 to 262144 GPUs");
        row("gpus twice", QStringLiteral("--gpus 512 --gpus 1024"), "option --gpus is given twice; give it once");
        row("envelope nan", QStringLiteral("--power-mw nan"), "--power-mw takes a positive number of megawatts");
    }
    void newRefusesOptionsOutOfRange()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, reason);
        const QString file = m_dir.filePath(QStringLiteral("refused.railyard"));
        const Run r = cli(QStringList{QStringLiteral("new")} + options + QStringList{QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(reason), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(file));
    }

    // An output that is not a regular file is written in place, never replaced: run as root,
    // `-o /dev/null` once put a regular file where the system's /dev/null was. A folder given
    // for a picture is refused without an abort.
    void outputsThatAreNotFilesAreWrittenInPlace()
    {
        const QFileInfo before(QStringLiteral("/dev/null"));
        QVERIFY(!before.isFile());
        const Run sample = cli({QStringLiteral("sample"), QStringLiteral("-o"), QStringLiteral("/dev/null")});
        QVERIFY2(sample.exitCode == 0, qPrintable(sample.err));
        const Run pulls = cli({QStringLiteral("export"), QStringLiteral("cables"), QStringLiteral(RAILYARD_SAMPLE_FILE),
                               QStringLiteral("-o"), QStringLiteral("/dev/null")});
        QVERIFY2(pulls.exitCode == 0, qPrintable(pulls.err));
        const QFileInfo after(QStringLiteral("/dev/null"));
        QVERIFY(!after.isFile() && after.exists());
        QFile null(QStringLiteral("/dev/null"));
        QVERIFY(null.open(QIODevice::ReadOnly));
        QCOMPARE(null.readAll().size(), 0); // still a device that reads empty

        const Run folder = cli({QStringLiteral("thermal"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--png"), m_dir.path()});
        QCOMPARE(folder.exitCode, 2);
        QVERIFY2(folder.err.contains(QStringLiteral("folder")), qPrintable(folder.err));
    }

    // A site beyond its IT limit per hall comes out as several halls, each within the limit,
    // and passes `check`; the same design as one hall (made under a larger limit, as older
    // versions made it) is reported against the limit.
    void newSplitsASiteIntoHalls()
    {
        const QString file = m_dir.filePath(QStringLiteral("site.railyard"));
        Run r = cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("4096"), QStringLiteral("--max-hall-mw"), QStringLiteral("3"),
                     QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Site: 4 halls"), r.out.constData());
        QCOMPARE(QJsonDocument::fromJson(cli({QStringLiteral("info"), file, QStringLiteral("--json")}).out).object().value(QLatin1String("halls")).toInt(), 4);
        const QJsonArray halls = QJsonDocument::fromJson(cli({QStringLiteral("totals"), file, QStringLiteral("--json")}).out)
                                     .object().value(QLatin1String("halls")).toArray();
        QCOMPARE(halls.size(), 4);
        for (const QJsonValue &h : halls) {
            const double it = h.toObject().value(QLatin1String("it_power_w")).toDouble();
            QVERIFY2(it > 1e6 && it <= 3e6, qPrintable(QString::number(it)));
        }
        QCOMPARE(cli({QStringLiteral("check"), file}).exitCode, 0);

        const QString one = m_dir.filePath(QStringLiteral("onehall.railyard"));
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("4096"), QStringLiteral("--max-hall-mw"), QStringLiteral("10"),
                      QStringLiteral("-o"), one}).exitCode, 0);
        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, one).ok());
        QCOMPARE(int(doc.halls().size()), 1);
        Site site = doc.site();
        site.maxHallItW = 3e6;
        Editor(doc).setSite(site, Site::kLimits);
        QVERIFY(DesignStore::save(doc, one).ok());
        r = cli({QStringLiteral("check"), one});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("HALL_IT_OVER_SITE_LIMIT"), r.out.constData());
    }

    // Issue #19, defect 4: direct liquid cooling for the air-cooled DGX-B200 built racks with
    // 0 kW to liquid and no CDUs, and `check` found nothing. It is refused, naming the nodes that
    // fit; nodes per rack beyond a rack limit are built with a warning.
    void newRefusesACoolingTheNodeCannotUse()
    {
        const QString file = m_dir.filePath(QStringLiteral("dlc.railyard"));
        Run r = cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--cooling"),
                     QStringLiteral("dlc"), QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("DGX-B200 is air-cooled")) && r.err.contains(QLatin1String("HGX-B200-8GPU-DLC-4U")),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(file));
        r = cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--node"),
                 QStringLiteral("HGX-B200-8GPU-DLC-4U"), QStringLiteral("--nodes-per-rack"), QStringLiteral("8"),
                 QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 0);
        // Up to three PDUs per side carry 6 such nodes; the floor rating stops them at 6 too.
        QVERIFY2(r.err.contains(QLatin1String("warning: 8 nodes per rack exceed what the floor rating allows (6)")), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("check"), file}).exitCode, 1); // and the check reports the overload
    }

    // A power envelope gives the largest design whose facility load fits, with the arithmetic.
    void newFromPowerEnvelope()
    {
        const QString file = m_dir.filePath(QStringLiteral("env.railyard"));
        const Run r = cli({QStringLiteral("new"), QStringLiteral("--power-mw"), QStringLiteral("2"), QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("envelope"));
        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, file).ok());
        const Engine engine(doc);
        const double facility = fromMilli(engine.site().itMaxMw()) * doc.halls().begin()->pue;
        QVERIFY2(facility <= 2e6, qPrintable(QString::number(facility)));
        QVERIFY(facility > 2e6 * 0.9); // and it uses the envelope
    }

    // thermal: each rack's inlet, the heat balance closing, a heat map written whole; the
    // containment option lowers the hottest inlet; a PNG of several halls, or no hall, is refused.
    void thermalReportsInletsAndTheBalance()
    {
        const QString design = m_dir.filePath(QStringLiteral("thermal.railyard"));
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--node"), QStringLiteral("DGX-H100"),
                      QStringLiteral("--cooling"), QStringLiteral("air"), QStringLiteral("--containment"), QStringLiteral("none"),
                      QStringLiteral("-o"), design})
                     .exitCode,
                 0);
        const QString png = m_dir.filePath(QStringLiteral("field.png"));
        Run r = cli({QStringLiteral("thermal"), design, QStringLiteral("--json"), QStringLiteral("--png"), png});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
        const QJsonObject hall = QJsonDocument::fromJson(r.out).object().value(QLatin1String("halls")).toArray().first().toObject();
        const double in = hall.value(QLatin1String("heat_in_w")).toDouble();
        QVERIFY(in > 100e3);
        QVERIFY(std::fabs(hall.value(QLatin1String("residual_w")).toDouble()) < 0.005 * in);
        QVERIFY(hall.value(QLatin1String("racks")).toArray().size() > 10);
        const double open = hall.value(QLatin1String("max_inlet_c")).toDouble();
        QCOMPARE(hall.value(QLatin1String("containment")).toString(), QStringLiteral("none")); // the hall's own
        QCOMPARE(r.exitCode, open > 27 ? 1 : 0);
        QImage image;
        QVERIFY(image.load(png));
        QVERIFY(image.width() > 100 && image.height() > 100);
        r = cli({QStringLiteral("thermal"), design, QStringLiteral("--json"), QStringLiteral("--containment"), QStringLiteral("hot")});
        const double contained = QJsonDocument::fromJson(r.out).object().value(QLatin1String("halls")).toArray().first().toObject()
                                     .value(QLatin1String("max_inlet_c")).toDouble();
        QVERIFY2(contained < open, qPrintable(QStringLiteral("%1 contained, %2 open").arg(contained).arg(open)));
        QCOMPARE(cli({QStringLiteral("thermal"), design, QStringLiteral("--hall"), QStringLiteral("nowhere")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("thermal"), design, QStringLiteral("--cell"), QStringLiteral("0")}).exitCode, 2);
    }

    // Rank orders: rail-aligned costs nothing; swapping GPUs 0 and 1 on every other node puts
    // 2 of every 8 ring pairs across rails (through a spine): exactly 25 %.
    void ranksMeasureWhatAWrongOrderCosts()
    {
        const QString design = m_dir.filePath(QStringLiteral("ranks.railyard"));
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("512"), QStringLiteral("-o"), design}).exitCode, 0);
        Run r = cli({QStringLiteral("ranks"), design, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("cross_rail_fraction")).toDouble(), 0.0);
        QCOMPARE(o.value(QLatin1String("leaves")).toArray().size(), 16);
        QCOMPARE(o.value(QLatin1String("leaves")).toArray().first().toObject().value(QLatin1String("gpus")).toArray().size(), 32);

        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, design).ok());
        QStringList hosts;
        for (const Device &d : doc.devices())
            if (doc.catalog().at(d.part).gpus == 8)
                hosts << d.name;
        hosts.sort();
        QString order;
        for (int n = 0; n < hosts.size(); ++n)
            for (int g = 0; g < 8; ++g)
                order += QStringLiteral("%1 %2\n").arg(hosts[n]).arg(n % 2 && g < 2 ? 1 - g : g);
        const QString orderFile = m_dir.filePath(QStringLiteral("order.txt"));
        QFile f(orderFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(order.toUtf8());
        f.close();
        r = cli({QStringLiteral("ranks"), design, QStringLiteral("--order"), orderFile, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("cross_rail_fraction")).toDouble(), 0.25);

        QFile bad(orderFile);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("gpu00001 0\nnot-a-line\n");
        bad.close();
        r = cli({QStringLiteral("ranks"), design, QStringLiteral("--order"), orderFile});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("line 2")), qPrintable(r.err));
    }

    // check: exit 0 when clean, 1 with errors, 2 on input errors; JSON with a problems array.
    void checkExitCodesAndJson()
    {
        Run r = cli({QStringLiteral("check"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QLatin1String("problems")).isArray());
        QCOMPARE(o.value(QLatin1String("errors")).toInt(), 0);

        // The same design with a feed far too small: one error, exit 1.
        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, QStringLiteral(RAILYARD_SAMPLE_FILE)).ok());
        PowerFeed feed = *doc.feeds().begin();
        feed.capacityW = 1000;
        Editor(doc).update(feed, PowerFeed::kCapacity, QStringLiteral("x"));
        const QString file = m_dir.filePath(QStringLiteral("overloaded.railyard"));
        QVERIFY(DesignStore::save(doc, file).ok());
        r = cli({QStringLiteral("check"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray problems = o.value(QLatin1String("problems")).toArray();
        QCOMPARE(problems.size(), 1);
        const QJsonObject p = problems.first().toObject();
        for (const char *key : {"code", "severity", "objects", "measured", "limit", "message", "fix"})
            QVERIFY2(p.contains(QLatin1String(key)), key);
        QCOMPARE(p.value(QLatin1String("code")).toString(), QStringLiteral("FEED_OVERLOAD_ON_FAILOVER"));
        QCOMPARE(p.value(QLatin1String("limit")).toDouble(), 1000.0);
        QCOMPARE(cli({QStringLiteral("check"), m_dir.filePath(QStringLiteral("nope.railyard"))}).exitCode, 2);

        // Waived with a reason: saved in the file, shown by check, no longer an error.
        const QString key = p.value(QLatin1String("objects_key")).toString();
        QCOMPARE(cli({QStringLiteral("waive"), file, QStringLiteral("--code"), QStringLiteral("FEED_OVERLOAD_ON_FAILOVER"),
                      QStringLiteral("--objects"), key}).exitCode, 2); // a reason is required
        r = cli({QStringLiteral("waive"), file, QStringLiteral("--code"), QStringLiteral("FEED_OVERLOAD_ON_FAILOVER"),
                 QStringLiteral("--objects"), key, QStringLiteral("--reason"), QStringLiteral("temporary feed during phase 1")});
        QCOMPARE(r.exitCode, 0);
        r = cli({QStringLiteral("check"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject waived = QJsonDocument::fromJson(r.out).object().value(QLatin1String("problems")).toArray().first().toObject();
        QCOMPARE(waived.value(QLatin1String("waived")).toBool(), true);
        QCOMPARE(waived.value(QLatin1String("waiver_reason")).toString(), QStringLiteral("temporary feed during phase 1"));
        QCOMPARE(cli({QStringLiteral("waive"), file, QStringLiteral("--code"), QStringLiteral("NO_SUCH_CODE"),
                      QStringLiteral("--objects"), key, QStringLiteral("--reason"), QStringLiteral("x")}).exitCode, 2);
        // A physical impossibility cannot be waived (issue #19), and the refusal says why.
        r = cli({QStringLiteral("waive"), file, QStringLiteral("--code"), QStringLiteral("RACK_OVERLAP"), QStringLiteral("--objects"), key,
                 QStringLiteral("--reason"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("cannot be waived")), qPrintable(r.err));
    }

    // export p2p, then verify it back as a links CSV: exit 0 as planned; one row re-plugged:
    // exit 1 with a findings array; a garbled input: exit 2 naming the file and line.
    void exportAndVerifyExitCodes()
    {
        const QString plan = m_dir.filePath(QStringLiteral("plan.csv"));
        Run r = cli({QStringLiteral("export"), QStringLiteral("p2p"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("-o"), plan});
        QCOMPARE(r.exitCode, 0);
        r = cli({QStringLiteral("verify"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--links"), plan, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("findings")).toArray().size(), 0);
        QVERIFY(o.value(QLatin1String("as_planned")).toInt() > 2000);

        QFile f(plan);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = f.readAll().split('\n');
        f.close();
        lines.removeAt(1); // the first cable was never installed
        const QString built = m_dir.filePath(QStringLiteral("built.csv"));
        QFile b(built);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(lines.join('\n'));
        b.close();
        const QString fixes = m_dir.filePath(QStringLiteral("fixes.csv"));
        r = cli({QStringLiteral("verify"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--links"), built, QStringLiteral("--json"),
                 QStringLiteral("--fix-list"), fixes});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray findings = QJsonDocument::fromJson(r.out).object().value(QLatin1String("findings")).toArray();
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().toObject().value(QLatin1String("kind")).toString(), QStringLiteral("missing"));
        QVERIFY(QFileInfo(fixes).size() > 50);

        r = cli({QStringLiteral("verify"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--ibnetdiscover"), built});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("built.csv:1: not ibnetdiscover output")), qPrintable(r.err));
        r = cli({QStringLiteral("export"), QStringLiteral("ibnet"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("-o"),
                 m_dir.filePath(QStringLiteral("plan.topo"))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(cli({QStringLiteral("verify"), QStringLiteral(RAILYARD_SAMPLE_FILE)}).exitCode, 2); // no source
    }

    // export cables / import cables: unchanged it is byte-identical; a bad row exits 2 naming
    // the row and leaves the design file untouched; pull sheets in three formats, label sheets
    // and NetBox CSVs are written.
    void cableListAndDeliverables()
    {
        const QString design = m_dir.filePath(QStringLiteral("cabling.railyard"));
        QFile::remove(design);
        QVERIFY(QFile::copy(QStringLiteral(RAILYARD_SAMPLE_FILE), design));
        const QString first = m_dir.filePath(QStringLiteral("cables1.csv")), second = m_dir.filePath(QStringLiteral("cables2.csv"));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("cables"), design, QStringLiteral("-o"), first}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("cables"), design, first}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("cables"), design, QStringLiteral("-o"), second}).exitCode, 0);
        QFile a(first), b(second);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray text = a.readAll();
        QCOMPARE(b.readAll(), text);

        const QByteArray hash = test::fileHash(design);
        QByteArray bad = text;
        bad.replace(",auto,", ",copper,");
        const QString badPath = m_dir.filePath(QStringLiteral("bad.csv"));
        QFile out(badPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bad);
        out.close();
        const Run r = cli({QStringLiteral("import"), QStringLiteral("cables"), design, badPath});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("bad.csv:2: unknown medium \"copper\"")), qPrintable(r.err));
        QCOMPARE(test::fileHash(design), hash);

        for (const char *format : {"csv", "xlsx", "pdf"}) {
            const QString path = m_dir.filePath(QStringLiteral("pull.") + QLatin1String(format));
            QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("pullsheet"), design, QStringLiteral("--format"), QLatin1String(format),
                          QStringLiteral("-o"), path}).exitCode, 0);
            QVERIFY(QFileInfo(path).size() > 1000);
        }
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("labels"), design, QStringLiteral("--columns"), QStringLiteral("2"),
                      QStringLiteral("-o"), m_dir.filePath(QStringLiteral("labels.pdf"))}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("labels"), design, QStringLiteral("--columns"), QStringLiteral("9"),
                      QStringLiteral("-o"), m_dir.filePath(QStringLiteral("labels.pdf"))}).exitCode, 2); // does not fit
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("netbox"), design, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("netbox"))}).exitCode, 0);
        QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("netbox/cables.csv"))));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("netbox"), design, QStringLiteral("--format"), QStringLiteral("pdf"),
                      QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x"))}).exitCode, 2);
    }

    // tco --json has break_even_utilization; export bom writes priced lines.
    void tcoAndBom()
    {
        Run r = cli({QStringLiteral("tco"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--json"), QStringLiteral("--rent"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QLatin1String("break_even_utilization")).toDouble() > 0);
        QCOMPARE(o.value(QLatin1String("assumptions")).toObject().value(QLatin1String("rent_usd_per_gpu_hour")).toDouble(), 3.0);
        QCOMPARE(cli({QStringLiteral("tco"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--years"), QStringLiteral("x")}).exitCode, 2);
        const QString bom = m_dir.filePath(QStringLiteral("bom.csv"));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("-o"), bom}).exitCode, 0);
        QFile f(bom);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readLine().startsWith("category,part_number,description,quantity,unit_price_usd,extended_price_usd,spare"));
    }

    // Variants in one file: add from another file and as a snapshot, list, compare (CSV, JSON),
    // activate and remove; every change is saved; bad names exit 2 and leave the file as it was.
    void scenarioCommandsAndCompareOneFile()
    {
        const QString design = m_dir.filePath(QStringLiteral("variants.railyard"));
        const QString tapered = m_dir.filePath(QStringLiteral("tapered.railyard"));
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("1024"), QStringLiteral("-o"), design}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("1024"), QStringLiteral("--oversubscription"),
                      QStringLiteral("3"), QStringLiteral("-o"), tapered}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("compare"), design}).exitCode, 2); // nothing to compare yet
        QCOMPARE(cli({QStringLiteral("scenario"), QStringLiteral("rename"), design, QStringLiteral("--name"), QStringLiteral("1:1")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("scenario"), QStringLiteral("add"), design, QStringLiteral("--name"), QStringLiteral("3:1"),
                      QStringLiteral("--from"), tapered, QStringLiteral("--note"), QStringLiteral("tapered leaves")}).exitCode, 0);
        // Issue #18: a private design stays private through the saves of scenario commands.
        QVERIFY(QFile::setPermissions(design, QFile::ReadOwner | QFile::WriteOwner));
        QCOMPARE(cli({QStringLiteral("scenario"), QStringLiteral("add"), design, QStringLiteral("--name"), QStringLiteral("copy")}).exitCode, 0);
        QCOMPARE(QFileInfo(design).permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::ReadOwner), QFile::ReadOwner);
        const QByteArray before = QCryptographicHash::hash([&] {
            QFile f(design);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }(), QCryptographicHash::Sha1);
        Run dup = cli({QStringLiteral("scenario"), QStringLiteral("add"), design, QStringLiteral("--name"), QStringLiteral("3:1")});
        QCOMPARE(dup.exitCode, 2);
        QVERIFY2(dup.err.contains(QLatin1String("exists already")), qPrintable(dup.err));
        QFile again(design);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(QCryptographicHash::hash(again.readAll(), QCryptographicHash::Sha1), before);

        Run list = cli({QStringLiteral("scenario"), QStringLiteral("list"), design});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("* 1:1 (current)") && list.out.contains("3:1 — tapered leaves"));

        Run csv = cli({QStringLiteral("compare"), design});
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.at(1).startsWith("1:1,1024,") && lines.at(2).startsWith("3:1,1024,") && lines.at(3).startsWith("copy,1024,"));
        Run json = cli({QStringLiteral("compare"), design, QStringLiteral("--json")});
        const QJsonArray rows = QJsonDocument::fromJson(json.out).object().value(QLatin1String("scenarios")).toArray();
        QCOMPARE(rows.size(), 3);
        QVERIFY(rows.at(1).toObject().value(QLatin1String("switches")).toInt() < rows.at(0).toObject().value(QLatin1String("switches")).toInt());
        QCOMPARE(rows.at(2).toObject().value(QLatin1String("capex_usd")).toDouble(), rows.at(0).toObject().value(QLatin1String("capex_usd")).toDouble());

        QCOMPARE(cli({QStringLiteral("scenario"), QStringLiteral("activate"), design, QStringLiteral("--name"), QStringLiteral("3:1")}).exitCode, 0);
        Run after = cli({QStringLiteral("scenario"), QStringLiteral("list"), design});
        QVERIFY2(after.out.contains("* 3:1 (current)") && after.out.contains("  1:1"), after.out.constData());
        QCOMPARE(cli({QStringLiteral("scenario"), QStringLiteral("remove"), design, QStringLiteral("--name"), QStringLiteral("copy")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("scenario"), QStringLiteral("remove"), design, QStringLiteral("--name"), QStringLiteral("copy")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("scenario"), QStringLiteral("add"), design}).exitCode, 2); // --name is required
    }

    // Issue #18: on a full disk every export exits 2 naming the file, and the previous file (or
    // NetBox folder) is left byte for byte, with no temporary beside it.
    void exportsOnAFullDiskKeepThePreviousFile()
    {
        test::FullDisk disk(m_dir.filePath(QStringLiteral("full")));
        if (!disk.mounted())
            QFAIL("mounting a small tmpfs is not permitted here: this test needs root and CAP_SYS_ADMIN, as scripts/test.sh runs");
        const QStringList exports{QStringLiteral("cables csv"), QStringLiteral("p2p csv"),      QStringLiteral("ibnet topo"),
                                  QStringLiteral("prices csv"), QStringLiteral("pullsheet csv"), QStringLiteral("pullsheet xlsx"),
                                  QStringLiteral("pullsheet pdf"), QStringLiteral("labels pdf"), QStringLiteral("bom csv"),
                                  QStringLiteral("bom xlsx"),   QStringLiteral("quote pdf")};
        for (const QString &e : exports)
            test::writeBytes(disk.filePath(e.section(QLatin1Char(' '), 0, 0) + QLatin1Char('.') + e.section(QLatin1Char(' '), 1)),
                             "previous " + e.toUtf8());
        QVERIFY(QDir().mkpath(disk.filePath(QStringLiteral("netbox"))));
        test::writeBytes(disk.filePath(QStringLiteral("netbox/cables.csv")), "previous netbox cables");
        test::writeBytes(disk.filePath(QStringLiteral("fixes.pdf")), "previous fix list");
        const QStringList before = disk.files();
        disk.fill();

        // `file` must stay as it was; the message names `named` (the file, or the NetBox folder).
        auto expectRefused = [&](const QStringList &args, const QString &file, const QString &named) {
            const QByteArray hash = test::fileHash(file);
            const Run r = cli(args);
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(QLatin1Char(' ')) + QLatin1String(": ") + r.err));
            QVERIFY2(r.err.contains(named), qPrintable(r.err));
            QCOMPARE(test::fileHash(file), hash);
        };
        for (const QString &e : exports) {
            const QString what = e.section(QLatin1Char(' '), 0, 0), format = e.section(QLatin1Char(' '), 1);
            const QString file = disk.filePath(what + QLatin1Char('.') + format);
            expectRefused({QStringLiteral("export"), what, QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--format"), format,
                           QStringLiteral("-o"), file},
                          file, file);
        }
        expectRefused({QStringLiteral("export"), QStringLiteral("netbox"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("-o"),
                       disk.filePath(QStringLiteral("netbox"))},
                      disk.filePath(QStringLiteral("netbox/cables.csv")), disk.filePath(QStringLiteral("netbox")));
        const QString plan = m_dir.filePath(QStringLiteral("full-plan.csv"));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("p2p"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("-o"), plan}).exitCode, 0);
        expectRefused({QStringLiteral("verify"), QStringLiteral(RAILYARD_SAMPLE_FILE), QStringLiteral("--links"), plan, QStringLiteral("--fix-list"),
                       disk.filePath(QStringLiteral("fixes.pdf"))},
                      disk.filePath(QStringLiteral("fixes.pdf")), disk.filePath(QStringLiteral("fixes.pdf")));
        QCOMPARE(disk.files(), before); // no temporary left behind
        QCOMPARE(QDir(disk.filePath(QStringLiteral("netbox"))).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("cables.csv")});
    }

    // Issue #18: an export asked for a format it cannot write is refused with the formats it
    // can, and writes nothing; without --format the output's suffix chooses.
    void exportRefusesFormatsItCannotWrite()
    {
        const QString design = QStringLiteral(RAILYARD_SAMPLE_FILE);
        const struct {
            const char *what, *format, *out, *says;
        } refused[] = {
            {"quote", "csv", "quote.csv", "it writes pdf"},
            {"quote", "", "quote.csv", "it writes pdf"},
            {"labels", "csv", "labels.csv", "it writes pdf"},
            {"ibnet", "csv", "plan.csv", "it writes topo"},
            {"bom", "pdf", "bom.pdf", "it writes csv, xlsx"},
            {"prices", "xlsx", "prices.xlsx", "it writes csv"},
            {"netbox", "pdf", "netbox-x", "it writes csv"},
            {"pullsheet", "html", "pull.html", "it writes csv, xlsx, pdf"},
            {"pullsheet", "pdf", "pull.csv", "names a .csv file but --format is pdf"},
        };
        for (const auto &c : refused) {
            const QString out = m_dir.filePath(QStringLiteral("refused-") + QLatin1String(c.out));
            QStringList args{QStringLiteral("export"), QLatin1String(c.what), design, QStringLiteral("-o"), out};
            if (*c.format)
                args << QStringLiteral("--format") << QLatin1String(c.format);
            const Run r = cli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QLatin1String(c.says)), qPrintable(r.err));
            QVERIFY2(!QFileInfo::exists(out), c.out);
        }
        // The suffix chooses: pull.xlsx is a workbook (a zip), plan.topo the topology.
        const QString xlsx = m_dir.filePath(QStringLiteral("by-suffix.xlsx"));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("pullsheet"), design, QStringLiteral("-o"), xlsx}).exitCode, 0);
        QFile f(xlsx);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(2) == "PK");
        const Run fixes = cli({QStringLiteral("verify"), design, QStringLiteral("--links"), m_dir.filePath(QStringLiteral("plan.csv")),
                               QStringLiteral("--fix-list"), m_dir.filePath(QStringLiteral("fixes.xlsx"))});
        QCOMPARE(fixes.exitCode, 2);
        QVERIFY2(fixes.err.contains(QLatin1String("csv or pdf")), qPrintable(fixes.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("fixes.xlsx"))));
    }

    // Labels on a named stock for one rack's cables only; unknown racks and stocks are named;
    // label options belong to export labels.
    void labelsOnAStockForASelection()
    {
        const QString design = QStringLiteral(RAILYARD_SAMPLE_FILE);
        Document doc(Catalog{});
        QVERIFY(DesignStore::load(doc, design).ok());
        const Rack &rack = *doc.racks().begin();
        std::set<uint32_t> wanted;
        for (CableId c : cablesOfRacks(doc, {rack.id}))
            wanted.insert(c.value);
        QVERIFY(!wanted.empty());
        const QString pdf = m_dir.filePath(QStringLiteral("rack-labels.pdf"));
        const Run r = cli({QStringLiteral("export"), QStringLiteral("labels"), design, QStringLiteral("--stock"), QStringLiteral("avery-5160"),
                           QStringLiteral("--racks"), rack.name, QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(info.waitForFinished(30000));
        const QString infoText = QString::fromUtf8(info.readAllStandardOutput());
        QVERIFY2(infoText.contains(QLatin1String("612 x 792 pts")), qPrintable(infoText)); // Letter
        const int pages = infoText.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
        QCOMPARE(pages, int((2 * wanted.size() + 29) / 30));

        const Run noRack = cli({QStringLiteral("export"), QStringLiteral("labels"), design, QStringLiteral("--racks"), QStringLiteral("NOPE-R99"),
                                QStringLiteral("-o"), pdf});
        QCOMPARE(noRack.exitCode, 2);
        QVERIFY2(noRack.err.contains(QLatin1String("NOPE-R99")), qPrintable(noRack.err));
        const Run noStock = cli({QStringLiteral("export"), QStringLiteral("labels"), design, QStringLiteral("--stock"), QStringLiteral("nope"),
                                 QStringLiteral("-o"), pdf});
        QCOMPARE(noStock.exitCode, 2);
        QVERIFY2(noStock.err.contains(QLatin1String("avery-l7651")), qPrintable(noStock.err));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("pullsheet"), design, QStringLiteral("--stock"), QStringLiteral("avery-5160"),
                      QStringLiteral("-o"), m_dir.filePath(QStringLiteral("p.csv"))}).exitCode, 2);
    }

    // compare of an air and a liquid design: racks, cooling and heat to liquid in the CSV with a
    // differs column, and "*" beside the differing figures of the table.
    void compareMarksWhatDiffers()
    {
        const QString air = m_dir.filePath(QStringLiteral("air.railyard")), liquid = m_dir.filePath(QStringLiteral("liquid.railyard"));
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--cooling"), QStringLiteral("air"),
                      QStringLiteral("-o"), air}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--node"), QStringLiteral("HGX-B200-8GPU-DLC-4U"),
                      QStringLiteral("--cooling"), QStringLiteral("dlc"), QStringLiteral("-o"), liquid}).exitCode, 0);
        const Run csv = cli({QStringLiteral("compare"), air, liquid});
        QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QVERIFY(lines.at(0).contains("racks,floor_area_m2,heat_to_liquid_kw,cooling,differs"));
        QVERIFY2(lines.at(1).trimmed().endsWith(",air,"), lines.at(1).constData());
        QVERIFY2(lines.at(2).contains(",dlc,") && lines.at(2).contains("cooling") && lines.at(2).contains("heat_to_liquid_kw"), lines.at(2).constData());
        const Run table = cli({QStringLiteral("compare"), air, liquid, QStringLiteral("--table")});
        QCOMPARE(table.exitCode, 0);
        const QString text = QString::fromUtf8(table.out);
        QVERIFY2(text.contains(QLatin1String("*dlc")), qPrintable(text));
        QVERIFY2(!text.split(QLatin1Char('\n')).filter(QStringLiteral("GPUs")).value(0).contains(QLatin1Char('*')), qPrintable(text));
        const Run json = cli({QStringLiteral("compare"), air, liquid, QStringLiteral("--json")});
        const QJsonArray rows = QJsonDocument::fromJson(json.out).object().value(QLatin1String("scenarios")).toArray();
        QVERIFY(rows.at(1).toObject().value(QLatin1String("differs")).toArray().contains(QStringLiteral("cooling")));
        QCOMPARE(rows.at(1).toObject().value(QLatin1String("cooling")).toString(), QStringLiteral("dlc"));
    }

    void sampleCommandWritesALoadableDesign()
    {
        const QString file = m_dir.filePath(QStringLiteral("sample.railyard"));
        const Run r = cli({QStringLiteral("sample"), QStringLiteral("-o"), file});
        QCOMPARE(r.exitCode, 0);
        Document doc(Catalog{});
        const Status s = DesignStore::load(doc, file);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QVERIFY(doc.racks().size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
