#include "../model/testsupport.h"
#include "clirun.h"
#include "commands/editor.h"
#include "edit/editapplier.h"
#include "edit/opswriter.h"
#include "io/designdump.h"
#include "io/designstore.h"
#include "layout/rackplacement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using namespace railyard;
using railyard::test::cli;
using railyard::test::fileHash;
using railyard::test::Run;
using railyard::test::writeBytes;

namespace {

// The totals as JSON without the ids: a design rebuilt by ops numbers its objects its own way.
QJsonValue withoutIds(const QJsonValue &v)
{
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        o.remove(QStringLiteral("id"));
        for (auto it = o.begin(); it != o.end(); ++it)
            *it = withoutIds(*it);
        return o;
    }
    if (v.isArray()) {
        QJsonArray a;
        for (const QJsonValue &e : v.toArray())
            a.append(withoutIds(e));
        return a;
    }
    return v;
}

QJsonObject jsonOf(const Run &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

std::unique_ptr<Document> load(const QString &path)
{
    auto doc = std::make_unique<Document>(Catalog{});
    if (!DesignStore::load(*doc, path).ok())
        qFatal("cannot load %s", qPrintable(path));
    return doc;
}

template <class T> const T *named(const Document &doc, const QString &name)
{
    for (const T &e : doc.table<T>())
        if (e.name == name)
            return &e;
    return nullptr;
}

} // namespace

class TestCliEdit : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_su;    // the generator's design of one 32-node scalable unit
    QString m_empty; // an empty design
    QString m_small; // the hand-written example applied to the empty design

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // The design rebuilt from `original`'s ops has its inventory and totals.
    static void compareTotals(const QString &original, const QString &built)
    {
        const QJsonValue a = withoutIds(jsonOf(cli({QStringLiteral("totals"), original, QStringLiteral("--json")})));
        const QJsonValue b = withoutIds(jsonOf(cli({QStringLiteral("totals"), built, QStringLiteral("--json")})));
        QVERIFY(a.toObject().value(QLatin1String("it_power_w")).toDouble() > 0);
        QCOMPARE(b, a);
        QCOMPARE(cli({QStringLiteral("info"), built, QStringLiteral("--json")}).out,
                 cli({QStringLiteral("info"), original, QStringLiteral("--json")}).out);
        const Run checkA = cli({QStringLiteral("check"), original, QStringLiteral("--json")});
        const Run checkB = cli({QStringLiteral("check"), built, QStringLiteral("--json")});
        QCOMPARE(checkB.exitCode, checkA.exitCode);
        for (const char *key : {"errors", "warnings"})
            QCOMPARE(jsonOf(checkB).value(QLatin1String(key)).toInt(),
                     jsonOf(checkA).value(QLatin1String(key)).toInt());
    }
    QString copyOf(const QString &from, const QString &name) const
    {
        const QString to = path(name);
        QFile::remove(to);
        QFile::copy(from, to);
        return to;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_su = path(QStringLiteral("su.railyard"));
        m_empty = path(QStringLiteral("empty.railyard"));
        QCOMPARE(
            cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("-o"), m_su})
                .exitCode,
            0);
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--empty"), QStringLiteral("-o"), m_empty}).exitCode, 0);
        m_small = copyOf(m_empty, QStringLiteral("small.railyard"));
        const Run r = cli({QStringLiteral("edit"), m_small, QStringLiteral(RAILYARD_TEST_DATA "/edit-example.jsonl")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(QString::fromUtf8(r.out).contains(QStringLiteral("15 op(s) applied: 13 added, 2 changed, 0 removed")),
                 r.out.constData());
    }

    // The documented example builds what it says, and it checks clean.
    void exampleFile()
    {
        auto doc = load(m_small);
        QCOMPARE(doc->halls().size(), 1);
        QVERIFY(named<Hall>(*doc, QStringLiteral("Hall 1")));
        const Rack *rack = named<Rack>(*doc, QStringLiteral("A01"));
        QVERIFY(rack);
        QCOMPARE(doc->pdus().at(rack->pduA).name, QStringLiteral("A01-PDU-A"));
        QCOMPARE(named<Device>(*doc, QStringLiteral("head-2"))->uPosition, 22);
        QCOMPARE(doc->cables().size(), 2);
        for (const Cable &c : doc->cables())
            QVERIFY2(c.label.contains(QStringLiteral("H1.A01-U")) || c.label.contains(QStringLiteral("Hall 1.A01-U")),
                     qPrintable(c.label));
        const Run check = cli({QStringLiteral("check"), m_small});
        QCOMPARE(check.exitCode, 0);
    }

    // The end-to-end test: one scalable unit built op by op from an empty design (hall, rows,
    // feeds, PDUs, loop with its CDUs, networks, racks, nodes, leaves, management switches, every
    // cable) equals the generator's: same inventory, same totals, and it checks clean.
    void scalableUnitByHand()
    {
        const QString ops = path(QStringLiteral("su.jsonl"));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("ops"), m_su, QStringLiteral("-o"), ops}).exitCode, 0);
        const QString built = copyOf(m_empty, QStringLiteral("built.railyard"));
        const Run edit = cli({QStringLiteral("edit"), built, ops});
        QVERIFY2(edit.exitCode == 0, qPrintable(edit.err));
        QVERIFY2(edit.err.isEmpty(), qPrintable(edit.err)); // no new problem to warn about

        auto original = load(m_su), rebuilt = load(built);
        QCOMPARE(rebuilt->racks().size(), original->racks().size());
        QCOMPARE(rebuilt->devices().size(), original->devices().size());
        QCOMPARE(rebuilt->cables().size(), original->cables().size());
        QVERIFY(original->cables().size() > 600);
        QCOMPARE(rebuilt->loops().size(), 1);
        QVERIFY(original->cdus().size() > 0);
        QCOMPARE(rebuilt->cdus().size(), original->cdus().size());

        for (const QString &file : {m_su, built}) {
            const Run check = cli({QStringLiteral("check"), file, QStringLiteral("--json")});
            QCOMPARE(check.exitCode, 0);
            QCOMPARE(jsonOf(check).value(QLatin1String("errors")).toInt(), 0);
            QCOMPARE(jsonOf(check).value(QLatin1String("warnings")).toInt(), 0);
        }
        compareTotals(m_su, built);
        // The labels come from the site's template, as on the generator's cables.
        QStringList labelsA, labelsB;
        for (const Cable &c : original->cables())
            labelsA << c.label;
        for (const Cable &c : rebuilt->cables())
            labelsB << c.label;
        QCOMPARE(labelsB, labelsA);
    }

    // Several halls, each with its own "Feed A", "Feed B" and loop: ops name them "HALL/NAME".
    void severalHallsByHand()
    {
        const QString original = path(QStringLiteral("halls.railyard"));
        QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--gpus"), QStringLiteral("1024"),
                      QStringLiteral("--max-hall-mw"), QStringLiteral("1"), QStringLiteral("-o"), original})
                     .exitCode,
                 0);
        QVERIFY(load(original)->halls().size() > 1);
        // A hall whose name holds the separator still round-trips ("H/2/Feed A" once did not resolve).
        const QString rename = path(QStringLiteral("rename.jsonl"));
        writeBytes(rename, R"({"op":"set","kind":"hall","name":"H2","fields":{"name":"H/2"}})" "\n");
        QCOMPARE(cli({QStringLiteral("edit"), original, rename}).exitCode, 0);
        const QString ops = path(QStringLiteral("halls.jsonl"));
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("ops"), original, QStringLiteral("-o"), ops}).exitCode,
                 0);
        QFile file(ops);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("\"feed\":\"H/2/Feed A\""));
        const QString built = copyOf(m_empty, QStringLiteral("halls-built.railyard"));
        const Run edit = cli({QStringLiteral("edit"), built, ops});
        QVERIFY2(edit.exitCode == 0, qPrintable(edit.err));
        compareTotals(original, built);
        // A feed name two halls share is refused bare, with the way to write it.
        writeBytes(ops, R"({"op":"set","kind":"feed","name":"Feed A","fields":{"capacity_w":1}})"
                        "\n");
        const Run refused = cli({QStringLiteral("edit"), built, ops});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("in different halls; write \"HALL/Feed A\"")),
                 qPrintable(refused.err));
    }

    // Every refused op: exit 2, "OPS:LINE: what: why" on stderr, the design byte-identical and
    // -o OUT never written. The good ops before the bad one are not kept either.
    void badOps_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("reason");
        auto row = [](const char *name, const char *line, const char *reason) {
            QTest::newRow(name) << QByteArray(line) << QString::fromUtf8(reason);
        };
        row("unknown kind", R"({"op":"add","kind":"spaceship","fields":{"name":"x"}})",
            "unknown kind \"spaceship\"; the kinds are hall, row");
        row("unknown field", R"({"op":"set","kind":"rack","name":"SU01-R01","fields":{"colour":"red"}})",
            "a rack has no field \"colour\"; its fields are name, row, part");
        row("wrong type", R"({"op":"set","kind":"rack","name":"SU01-R01","fields":{"x_m":"3"}})",
            "\"x_m\" takes a number from");
        row("bad token", R"({"op":"set","kind":"feed","name":"Feed A","fields":{"side":"C"}})",
            "\"side\" takes A, B, not \"C\"");
        row("plane with a gap", R"({"op":"set","kind":"network","name":"Compute fabric","fields":{"plane":2}})",
            "Planes are numbered from 1 without gaps");
        row("plane on storage", R"({"op":"add","kind":"network","fields":{"name":"S2","role":"storage","plane":1}})",
            "S2 is not a compute network");
        row("plane out of range", R"({"op":"set","kind":"network","name":"Compute fabric","fields":{"plane":9}})",
            "\"plane\" takes a whole number from 0 to 8");
        row("taken U",
            R"({"op":"add","kind":"device","fields":{"name":"gpu-x","rack":"SU01-R01","part":"DGX-B200","u":5}})",
            "U5 of rack SU01-R01 is taken by gpu0000");
        row("full rack",
            R"({"op":"add","kind":"device","fields":{"name":"gpu-x","rack":"SU01-R01","part":"DGX-B200","u":41}})",
            "Rack SU01-R01 has no 10 U free for DGX-B200");
        row("U missing",
            R"({"op":"add","kind":"device","fields":{"name":"gpu-x","rack":"SU01-R01","part":"DGX-B200"}})",
            "DGX-B200 takes 10 U: give the lowest U");
        row("port used", R"({"op":"connect","a":"gpu00001:C1","b":"leaf-su1-r2:P64"})",
            "port gpu00001:C1 is already used by the cable to leaf-su1-r1:");
        row("no such device", R"({"op":"connect","a":"gpu99999:C1","b":"leaf-su1-r2:P64"})",
            "\"a\": there is no device named \"gpu99999\"");
        row("no such port", R"({"op":"connect","a":"gpu00001:C99","b":"leaf-su1-r2:P64"})",
            "device gpu00001 has no port C99");
        row("not a port", R"({"op":"disconnect","a":"gpu00001"})", "write it as \"device:port\"");
        row("duplicate name",
            R"({"op":"add","kind":"rack","fields":{"name":"SU01-R02","row":"SU01","part":"RACK-DLC-48U-MANIFOLD","x_m":9,"y_m":9}})",
            "Another rack is named SU01-R02; rack names must be unique.");
        row("rename onto another", R"({"op":"set","kind":"device","name":"gpu00001","fields":{"name":"gpu00002"}})",
            "Another device is named gpu00002; device names must be unique.");
        row("required field", R"({"op":"add","kind":"row","fields":{"name":"SU02"}})",
            "the field \"hall\" is required");
        row("wrong part category",
            R"({"op":"add","kind":"rack","fields":{"name":"X1","row":"SU01","part":"DGX-B200","x_m":9,"y_m":9}})",
            "DGX-B200 is a gpu_server part; this field takes a rack or rack_system part");
        row("unknown part", R"({"op":"add","kind":"pdu","fields":{"name":"P","feed":"Feed A","part":"PDU-NONE"}})",
            "the design's catalog has no part \"PDU-NONE\"");
        row("device part change", R"({"op":"set","kind":"device","name":"gpu00001","fields":{"part":"DGX-H100"}})",
            "the part of a device cannot be changed");
        row("delete missing", R"({"op":"delete","kind":"pdu","name":"nope"})", "there is no pdu named \"nope\"");
        row("unknown op", R"({"op":"paint","kind":"rack"})", "unknown op \"paint\"");
        row("extra key", R"({"op":"delete","kind":"rack","name":"SU01-R01","cascade":false})",
            "\"delete\" takes no \"cascade\"");
        row("malformed JSON", R"({"op":"add","kind":)", "not valid JSON");
        row("not an object", R"(["add"])", "each line must be one JSON object");
        row("empty set", R"({"op":"set","kind":"hall","name":"H1","fields":{}})", "nothing to set");
        row("disconnect free port", R"({"op":"disconnect","a":"oob-net1:P40"})", "no cable is plugged into oob-net1:P40");
        row("rack on a column", R"({"op":"add","kind":"rack","fields":{"name":"X2","row":"SU01","part":"RACK-DLC-48U-MANIFOLD","x_m":0.5,"y_m":0.5}})",
            "Rack X2 cannot stand at (0.5, 0.5) m: it would stand on building column C-TEST");
        row("huge line", QByteArray(70000, ' ').prepend("{").append("}").constData(), "longer than 65536 bytes");
        // What a JSON parser takes silently and a design must not (plain literals: moc reads this file).
        row("key twice", "{\"op\":\"set\",\"kind\":\"hall\",\"name\":\"H1\",\"fields\":{\"pue\":1.2,\"pue\":9}}",
            "the key \"pue\" is given twice in one object; give it once at column 59");
        row("fields twice", "{\"op\":\"set\",\"kind\":\"hall\",\"name\":\"H1\",\"fields\":{\"pue\":1.2},\"fields\":{\"pue\":9}}",
            "the key \"fields\" is given twice");
        row("escaped key twice", "{\"op\":\"set\",\"kind\":\"hall\",\"name\":\"H1\",\"fields\":{\"pue\":1.2,\"p\\u0075e\":9}}",
            "the key \"pue\" is given twice");
        row("lone high surrogate", "{\"op\":\"set\",\"kind\":\"hall\",\"name\":\"H1\",\"fields\":{\"name\":\"p\\ud800\"}}",
            "a lone surrogate escape (\\ud800)");
        row("lone low surrogate", "{\"op\":\"set\",\"kind\":\"hall\",\"name\":\"H1\",\"fields\":{\"name\":\"a\\udc00b\"}}",
            "a lone surrogate escape (\\udc00)");
        row("right-to-left override", "{\"op\":\"set\",\"kind\":\"rack\",\"name\":\"SU01-R01\",\"fields\":{\"name\":\"R\\u202e10\"}}",
            "holds the character U+202E, which does not print");
        row("escaped control", "{\"op\":\"add\",\"kind\":\"row\",\"fields\":{\"name\":\"A\\u0007\",\"hall\":\"H1\"}}",
            "holds the character U+0007");
        row("deep nesting", (QByteArray(1018, '[') + QByteArray(1018, ']')).constData(), "nested deeper than 32");
        row("long name", (QByteArray("{\"op\":\"set\",\"kind\":\"rack\",\"name\":\"SU01-R01\",\"fields\":{\"name\":\"") + QByteArray(200, 'R') + "\"}}").constData(),
            "A rack name has at most 128 characters");
        QTest::newRow("raw NUL") << QByteArray("{\"op\":\"add\",\"kind\":\"row\",\"fields\":{\"name\":\"A#B\",\"hall\":\"H1\"}}").replace('#', char(0))
                                 << QStringLiteral("a control character (U+0000) inside a string");
        QTest::newRow("not UTF-8") << QByteArray("{\"op\":\"add\",\"kind\":\"row\",\"fields\":{\"name\":\"A#\",\"hall\":\"H1\"}}").replace('#', char(0xff))
                                   << QStringLiteral("bytes that are not UTF-8");
    }

    void badOps()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, reason);
        const QString design = copyOf(m_su, QStringLiteral("bad.railyard"));
        const QByteArray before = fileHash(design);
        const QString ops = path(QStringLiteral("bad.jsonl"));
        // Two good ops first: they are applied, then undone when line 4 is refused.
        writeBytes(ops, "# good ops, then the bad one\n"
                        R"({"op":"add","kind":"column","fields":{"name":"C-TEST","hall":"H1","x_m":0.5,"y_m":0.5,"width_m":0.6,"depth_m":0.6}})" "\n"
                        R"({"op":"delete","kind":"rack","name":"SU01-R08"})" "\n" + line + "\n");
        const QString out = path(QStringLiteral("out.railyard"));
        QFile::remove(out);
        for (const QStringList &extra : {QStringList{}, QStringList{QStringLiteral("-o"), out}}) {
            const Run r = cli(QStringList{QStringLiteral("edit"), design, ops} + extra);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.startsWith(QStringLiteral("railyard-cli: %1:4: ").arg(ops)), qPrintable(r.err));
            QVERIFY2(r.err.contains(reason), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
            QCOMPARE(fileHash(design), before);
            QVERIFY(!QFile::exists(out));
        }
    }

    // Good ops on every kind: add, set, delete, connect, disconnect, with the GUI's cascade.
    void goodOps()
    {
        const QString design = copyOf(m_small, QStringLiteral("good.railyard"));
        const QString ops = path(QStringLiteral("good.jsonl"));
        writeBytes(ops, R"({"op":"add","kind":"hall","fields":{"name":"H2","width_m":5,"depth_m":6}}
{"op":"set","kind":"hall","name":"H2","fields":{"pue":1.5,"floor_rating_kpa":15}}
{"op":"add","kind":"row","fields":{"name":"B","hall":"Hall 1"}}
{"op":"set","kind":"row","name":"B","fields":{"name":"B2"}}
{"op":"add","kind":"feed","fields":{"name":"Feed C","hall":"Hall 1","side":"A","capacity_w":50000}}
{"op":"set","kind":"feed","name":"Feed C","fields":{"capacity_w":70000}}
{"op":"add","kind":"pdu","fields":{"name":"P-C","feed":"Feed C","part":"PDU-3P-415V-60A"}}
{"op":"set","kind":"pdu","name":"P-C","fields":{"units":2}}
{"op":"add","kind":"loop","fields":{"name":"Loop 1","hall":"Hall 1","supply_c":30}}
{"op":"add","kind":"cdu","fields":{"name":"CDU 1","loop":"Loop 1","part":"CDU-INROW-350KW","x_m":1,"y_m":9}}
{"op":"add","kind":"cdu","fields":{"name":"CDU 2","loop":"Loop 1","part":"CDU-INROW-350KW","x_m":2,"y_m":9}}
{"op":"set","kind":"loop","name":"Loop 1","fields":{"delta_t_k":12}}
{"op":"add","kind":"column","fields":{"name":"C1","hall":"Hall 1","x_m":8,"y_m":8,"width_m":0.6,"depth_m":0.6}}
{"op":"add","kind":"keepout","fields":{"name":"K1","hall":"Hall 1","x_m":9,"y_m":1,"width_m":1,"depth_m":2,"reason":"fire exit"}}
{"op":"add","kind":"busway","fields":{"name":"BW-C","hall":"Hall 1","feed":"Feed C","part":"BUSWAY-TRACK-400A","x1_m":0,"y1_m":3,"x2_m":10,"y2_m":3}}
{"op":"set","kind":"pdu","name":"P-C","fields":{"busway":"BW-C"}}
{"op":"add","kind":"network","fields":{"name":"Compute","role":"compute"}}
{"op":"set","kind":"network","name":"Compute","fields":{"technology":"ethernet"}}
{"op":"add","kind":"rack","fields":{"name":"B2-01","row":"B2","part":"RACK-AIR-42U-600x1200","x_m":5,"y_m":2,"pdu_a":"P-C","loop":"Loop 1"}}
{"op":"set","kind":"rack","name":"B2-01","fields":{"x_m":6,"rotation_deg":180,"loop":null}}
{"op":"add","kind":"device","fields":{"name":"sw-b","rack":"B2-01","part":"SN2201","u":10,"network":"Compute","tier":"leaf","su":1,"rail":2}}
{"op":"set","kind":"device","name":"sw-b","fields":{"su":2,"u":12}}
{"op":"connect","a":"sw-b:P1","b":"oob-a01:P10"}
{"op":"set","kind":"cable","name":"sw-b:P1","fields":{"length_m":7,"bundle":"B1","medium":"cat6"}}
{"op":"add","kind":"cable","fields":{"a":"sw-b:P2","b":"oob-a01:P11","label":"my own label"}}
{"op":"set","kind":"cable","name":"my own label","fields":{"b":"oob-a01:P12"}}
{"op":"disconnect","a":"head-1:M1"}
{"op":"delete","kind":"device","name":"head-2"}
{"op":"delete","kind":"pdu","name":"A01-PDU-B"}
{"op":"delete","kind":"hall","name":"H2"}
)");
        const Run r = cli({QStringLiteral("edit"), design, ops});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // 13 adds + connect + add cable; 11 sets; disconnect, head-2 with its cable, the PDU, the hall.
        QVERIFY2(QString::fromUtf8(r.out).contains(QStringLiteral("30 op(s) applied: 15 added, 11 changed, 5 removed")), r.out.constData());
        auto doc = load(design);
        QVERIFY(!named<Hall>(*doc, QStringLiteral("H2")));
        QVERIFY(named<Row>(*doc, QStringLiteral("B2")));
        QCOMPARE(named<PowerFeed>(*doc, QStringLiteral("Feed C"))->capacityW, 70000.0);
        QCOMPARE(named<Pdu>(*doc, QStringLiteral("P-C"))->units, 2);
        QCOMPARE(named<CoolingLoop>(*doc, QStringLiteral("Loop 1"))->deltaTK, 12.0);
        QCOMPARE(named<CoolingLoop>(*doc, QStringLiteral("Loop 1"))->supplyC, 30.0);
        QCOMPARE(int(doc->cdusOf(named<CoolingLoop>(*doc, QStringLiteral("Loop 1"))->id).size()), 2);
        QCOMPARE(named<KeepOut>(*doc, QStringLiteral("K1"))->reason, QStringLiteral("fire exit"));
        QCOMPARE(named<Column>(*doc, QStringLiteral("C1"))->widthM, 0.6);
        QCOMPARE(named<Pdu>(*doc, QStringLiteral("P-C"))->busway, named<Busway>(*doc, QStringLiteral("BW-C"))->id);
        QCOMPARE(named<Network>(*doc, QStringLiteral("Compute"))->technology, Technology::Ethernet);
        const Rack *rack = named<Rack>(*doc, QStringLiteral("B2-01"));
        QCOMPARE(rack->xM, 6.0);
        QCOMPARE(rack->yM, 2.0);
        QCOMPARE(rack->rotationDeg, 180.0);
        QVERIFY(!rack->loop);
        QCOMPARE(doc->pdus().at(rack->pduA).name, QStringLiteral("P-C"));
        const Device *sw = named<Device>(*doc, QStringLiteral("sw-b"));
        QCOMPARE(sw->uPosition, 12);
        QCOMPARE(sw->su, 1); // 1-based in the file
        QCOMPARE(sw->rail, 1);
        QCOMPARE(sw->tier, FabricTier::Leaf);
        QVERIFY(!named<Device>(*doc, QStringLiteral("head-2")));
        QVERIFY(!named<Pdu>(*doc, QStringLiteral("A01-PDU-B")));
        QVERIFY(!named<Rack>(*doc, QStringLiteral("A01"))->pduB); // cleared, as the GUI's delete does
        QCOMPARE(doc->cables().size(), 2);
        bool pinned = false, own = false;
        for (const Cable &c : doc->cables()) {
            if (c.bundle == QLatin1String("B1")) {
                pinned = true;
                QCOMPARE(c.lengthM, 7.0);
                QCOMPARE(c.medium, Medium::Cat6);
                QVERIFY(!c.label.isEmpty());
            }
            if (c.label == QLatin1String("my own label")) {
                own = true;
                QCOMPARE(doc->ports().at(c.b).name, QStringLiteral("P12"));
            }
        }
        QVERIFY(pinned && own);

        // Deleting the rest of the kinds, with their cascades.
        writeBytes(ops, R"({"op":"delete","kind":"cable","name":"my own label"}
{"op":"delete","kind":"network","name":"Compute"}
{"op":"delete","kind":"loop","name":"Loop 1"}
{"op":"delete","kind":"rack","name":"B2-01"}
{"op":"delete","kind":"row","name":"B2"}
{"op":"delete","kind":"feed","name":"Feed C"}
)");
        const Run deleted = cli({QStringLiteral("edit"), design, ops});
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        // The cable, network, loop with its 2 CDUs; the rack with sw-b and its cable; the row; the
        // feed with P-C and busway BW-C.
        QVERIFY2(QString::fromUtf8(deleted.out).contains(QStringLiteral("6 op(s) applied: 0 added, 0 changed, 12 removed")), deleted.out.constData());
        doc = load(design);
        QCOMPARE(doc->networks().size(), 1);
        QCOMPARE(doc->loops().size(), 0);
        QCOMPARE(doc->racks().size(), 1);
        QCOMPARE(doc->rows().size(), 1);
        QCOMPARE(doc->feeds().size(), 2);
        QCOMPARE(doc->pdus().size(), 1);
        QCOMPARE(doc->devices().size(), 2);
        QCOMPARE(doc->cables().size(), 0);
        // -o OUT leaves FILE as it was.
        writeBytes(ops, R"({"op":"disconnect","a":"head-2:M1"})"
                        "\n");
        const QByteArray before = fileHash(m_small);
        const QString out = path(QStringLiteral("good-out.railyard"));
        QCOMPARE(cli({QStringLiteral("edit"), m_small, ops, QStringLiteral("-o"), out}).exitCode, 0);
        QCOMPARE(fileHash(m_small), before);
        QCOMPARE(load(out)->cables().size(), 1);
    }

    // New problems an edit brings are printed as warnings; the edit still succeeds.
    void newProblemsWarned()
    {
        const QString design = copyOf(m_small, QStringLiteral("warn.railyard"));
        const QString ops = path(QStringLiteral("warn.jsonl"));
        writeBytes(ops, R"({"op":"set","kind":"rack","name":"A01","fields":{"x_m":0.1}})"
                        "\n");
        const Run r = cli({QStringLiteral("edit"), design, ops});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("warning: RACK_OUTSIDE_HALL")), qPrintable(r.err));
    }

    // A hand-drawn liquid hall that checks clean, broken one way at a time by an edit: `check`
    // names that fault, once, and nothing else (issue #33's rules a hand design needs).
    void handDesignFaultReportedAlone_data()
    {
        QTest::addColumn<QByteArray>("ops");
        QTest::addColumn<QString>("code");
        QTest::newRow("rack side with no PDU")
            << QByteArray(R"({"op":"set","kind":"rack","name":"A02","fields":{"pdu_b":null}})") << QStringLiteral("RACK_SIDE_UNFED");
        QTest::newRow("both sides on one feed")
            << QByteArray(R"({"op":"set","kind":"pdu","name":"A02-PDU-B","fields":{"feed":"Feed A"}})")
            << QStringLiteral("RACK_SIDES_ON_ONE_FEED");
        QTest::newRow("liquid rack with no loop")
            << QByteArray(R"({"op":"set","kind":"rack","name":"A02","fields":{"loop":null}})") << QStringLiteral("LIQUID_RACK_WITHOUT_LOOP");
        QTest::newRow("loop with no CDU") << QByteArray(R"({"op":"delete","kind":"cdu","name":"L1 CDU 1"})"
                                                        "\n"
                                                        R"({"op":"delete","kind":"cdu","name":"L1 CDU 2"})")
                                          << QStringLiteral("LOOP_WITHOUT_CDU");
        QTest::newRow("CDU on a CDU") << QByteArray(R"({"op":"set","kind":"cdu","name":"L1 CDU 2","fields":{"x_m":1.2}})")
                                      << QStringLiteral("CDU_OVERLAP");
        QTest::newRow("CDU on a rack") << QByteArray(R"({"op":"set","kind":"cdu","name":"L1 CDU 2","fields":{"x_m":5,"y_m":5}})")
                                       << QStringLiteral("CDU_OVERLAP");
        QTest::newRow("CDU outside the hall") << QByteArray(R"({"op":"set","kind":"cdu","name":"L1 CDU 2","fields":{"x_m":16}})")
                                              << QStringLiteral("CDU_OUTSIDE_HALL");
        QTest::newRow("hall with no utility feed")
            << QByteArray(R"({"op":"set","kind":"hall","name":"H1","fields":{"utility_feed_w":0}})") << QStringLiteral("HALL_WITHOUT_UTILITY");
        QTest::newRow("utility feed under the facility load")
            << QByteArray(R"({"op":"set","kind":"hall","name":"H1","fields":{"utility_feed_w":30000}})")
            << QStringLiteral("HALL_POWER_OVER_UTILITY");
    }
    void handDesignFaultReportedAlone()
    {
        QFETCH(QByteArray, ops);
        QFETCH(QString, code);
        const QString hand = copyOf(m_empty, QStringLiteral("hand.railyard"));
        Run r = cli({QStringLiteral("edit"), hand, QStringLiteral(RAILYARD_TEST_DATA "/hand-liquid-hall.jsonl")});
        QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.err));
        r = cli({QStringLiteral("check"), hand, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0 && jsonOf(r).value(QLatin1String("problems")).toArray().isEmpty(), r.out.constData());

        const QString fault = path(QStringLiteral("fault.jsonl"));
        writeBytes(fault, ops + "\n");
        r = cli({QStringLiteral("edit"), hand, fault});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("warning: ") + code), qPrintable(r.err)); // edit says so at once
        r = cli({QStringLiteral("check"), hand, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray problems = jsonOf(r).value(QLatin1String("problems")).toArray();
        QVERIFY2(problems.size() == 1, r.out.constData());
        const QJsonObject p = problems.first().toObject();
        QCOMPARE(p.value(QLatin1String("code")).toString(), code);
        QVERIFY2(!p.value(QLatin1String("fix")).toString().isEmpty(), r.out.constData());
    }

    // railyard-cli fabric on the hand-drawn hall: --dry-run prints the preview and leaves the
    // file alone; the build saves a design that checks clean; a second build is refused with the
    // cabled port named; a rack that does not exist is named.
    void fabricOnAHandHall()
    {
        const QString hand = copyOf(m_empty, QStringLiteral("fabric.railyard"));
        Run r = cli({QStringLiteral("edit"), hand, QStringLiteral(RAILYARD_TEST_DATA "/hand-liquid-hall.jsonl")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray before = test::fileHash(hand);
        r = cli({QStringLiteral("fabric"), hand, QStringLiteral("--hall"), QStringLiteral("H1"), QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject preview = jsonOf(r);
        QCOMPARE(preview.value(QLatin1String("switch")).toString(), QStringLiteral("MQM9700-NS2F"));
        QCOMPARE(preview.value(QLatin1String("leaves")).toInt(), 8); // a leaf per rail of the HGX B200's 8 NICs
        QCOMPARE(preview.value(QLatin1String("node_links")).toInt(), 32);
        QVERIFY(preview.value(QLatin1String("transceivers")).toInt() > 0);
        QCOMPARE(test::fileHash(hand), before);
        r = cli({QStringLiteral("fabric"), hand, QStringLiteral("--racks"), QStringLiteral("A01,A02")});
        QVERIFY2(r.exitCode == 0 && r.out.contains("Switches: 9 MQM9700-NS2F"), r.out.constData());
        r = cli({QStringLiteral("check"), hand, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0 && jsonOf(r).value(QLatin1String("problems")).toArray().isEmpty(), r.out.constData());
        const QByteArray built = test::fileHash(hand);
        r = cli({QStringLiteral("fabric"), hand, QStringLiteral("--hall"), QStringLiteral("H1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("node-1:C1 is already cabled")), qPrintable(r.err));
        r = cli({QStringLiteral("fabric"), hand, QStringLiteral("--racks"), QStringLiteral("A01,Z9")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("no rack named \"Z9\"")), qPrintable(r.err));
        QCOMPARE(test::fileHash(hand), built);
    }

    // Issue #33: `"whole": true` adds a rack-scale system as a drop on the plan places it (the
    // same fill: trays, NVLink switch trays, shelves on the hall's feeds, a management switch, the
    // loop and, on a 12 kPa floor, a spreader plate); without it the frame is added as written,
    // empty, which is what `export ops` relies on. "whole" on a plain frame or in a `set` is refused.
    void wholeRackArrivesAsADropPlacesIt()
    {
        const QByteArray hall = R"({"op":"add","kind":"hall","fields":{"name":"H1","width_m":16,"depth_m":10,"utility_feed_w":1000000,"floor_rating_kpa":12}})" "\n"
                                R"({"op":"add","kind":"row","fields":{"name":"A","hall":"H1"}})" "\n"
                                R"({"op":"add","kind":"feed","fields":{"name":"Feed A","hall":"H1","side":"A","capacity_w":400000}})" "\n"
                                R"({"op":"add","kind":"feed","fields":{"name":"Feed B","hall":"H1","side":"B","capacity_w":400000}})" "\n"
                                R"({"op":"add","kind":"loop","fields":{"name":"L1","hall":"H1"}})" "\n"
                                R"({"op":"add","kind":"network","fields":{"name":"Management","role":"oob","technology":"ethernet"}})" "\n";
        auto byOps = load(m_empty);
        const auto ops = parseEditOps(hall + R"({"op":"add","kind":"rack","fields":{"name":"N1","row":"A","part":"GB300-NVL72","x_m":6,"y_m":5,"whole":true}})" "\n"
                                             R"({"op":"add","kind":"rack","fields":{"name":"N2","row":"A","part":"GB300-NVL72","x_m":7,"y_m":5}})" "\n",
                                      QStringLiteral("ops"));
        QVERIFY(ops.ok());
        const EditOutcome outcome = applyEditOps(*byOps, ops.value(), QStringLiteral("ops"));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Rack *whole = named<Rack>(*byOps, QStringLiteral("N1"));
        const Rack *empty = named<Rack>(*byOps, QStringLiteral("N2"));
        QVERIFY(whole && empty);
        QCOMPARE(int(byOps->devicesOf(empty->id).size()), 0);
        QVERIFY(!empty->pduA && !empty->loop && empty->spreaderM2 == 0);

        // The same frame dropped on the plan, in a twin design.
        auto byDrop = load(m_empty);
        const auto twin = parseEditOps(hall, QStringLiteral("ops"));
        QVERIFY(applyEditOps(*byDrop, twin.value(), QStringLiteral("ops")).ok);
        const HallId h = named<Hall>(*byDrop, QStringLiteral("H1"))->id;
        const RackPlacement plan = planRackAt(*byDrop, h, byDrop->catalog().find(QStringLiteral("GB300-NVL72"))->id, 6, 5);
        QVERIFY2(plan.ok(), qPrintable(plan.refusal));
        Editor editor(*byDrop);
        const Rack &dropped = byDrop->racks().at(placeRack(editor, plan));

        QCOMPARE(int(byOps->devicesOf(whole->id).size()), int(byDrop->devicesOf(dropped.id).size()));
        QVERIFY(byOps->devicesOf(whole->id).size() > 18); // 18 compute trays and more
        QVERIFY(whole->pduA && whole->pduB && whole->loop);
        QCOMPARE(byOps->pdus().at(whole->pduA).units, byDrop->pdus().at(dropped.pduA).units);
        QCOMPARE(byOps->loops().at(whole->loop).name, QStringLiteral("L1"));
        QVERIFY(whole->spreaderM2 > 0.6); // a loaded NVL72 is well over 12 kPa on its own 0.6 × 1.07 m
        QCOMPARE(whole->spreaderM2, dropped.spreaderM2);
        const Engine engine(*byOps);
        for (const Problem &p : test::problemsButInlets(*byOps, engine))
            QVERIFY2(!(p.code == QLatin1String("FLOOR_LOAD_OVER_RATING") && p.message.contains(QLatin1String("N1"))), qPrintable(p.message));

        for (const auto &[line, reason] :
             {std::pair{R"({"op":"add","kind":"rack","fields":{"name":"P1","row":"A","part":"RACK-DLC-48U-MANIFOLD","x_m":9,"y_m":5,"whole":true}})",
                        "\"whole\" fills a rack-scale system; RACK-DLC-48U-MANIFOLD is an empty frame"},
              std::pair{R"({"op":"set","kind":"rack","name":"N2","fields":{"whole":true}})", "\"whole\" fills a rack as it is added"},
              std::pair{R"({"op":"add","kind":"rack","fields":{"name":"N3","row":"A","part":"GB300-NVL72","x_m":9,"y_m":5,"whole":"yes"}})",
                        "\"whole\" takes true or false"}}) {
            const QString before = dumpDesign(*byOps);
            const auto bad = parseEditOps(line, QStringLiteral("ops"));
            QVERIFY(bad.ok());
            const EditOutcome refused = applyEditOps(*byOps, bad.value(), QStringLiteral("ops"));
            QVERIFY(!refused.ok);
            QVERIFY2(refused.error.contains(QLatin1String(reason)), qPrintable(refused.error));
            QCOMPARE(dumpDesign(*byOps), before);
        }
    }

    // A rack kept as a template by an op and placed again by another, as a drop of the template
    // on the plan places it; the built-in network rack by name; each misuse refused, the design
    // unchanged.
    void templateRackArrivesAsADropPlacesIt()
    {
        const QByteArray hall = R"({"op":"add","kind":"hall","fields":{"name":"H1","width_m":20,"depth_m":10,"utility_feed_w":1000000}})" "\n"
                                R"({"op":"add","kind":"row","fields":{"name":"A","hall":"H1"}})" "\n"
                                R"({"op":"add","kind":"feed","fields":{"name":"Feed A","hall":"H1","side":"A","capacity_w":400000}})" "\n"
                                R"({"op":"add","kind":"feed","fields":{"name":"Feed B","hall":"H1","side":"B","capacity_w":400000}})" "\n"
                                R"({"op":"add","kind":"network","fields":{"name":"Compute","role":"compute"}})" "\n"
                                R"({"op":"add","kind":"network","fields":{"name":"Management","role":"oob","technology":"ethernet"}})" "\n"
                                R"({"op":"add","kind":"rack","fields":{"name":"N1","row":"A","x_m":3,"y_m":5,"template":"Network rack with 2 leaves"}})" "\n";
        auto doc = load(m_empty);
        const auto ops = parseEditOps(hall + R"({"op":"add","kind":"rack_template","fields":{"name":"Spine rack","rack":"N1"}})" "\n"
                                             R"({"op":"add","kind":"rack","fields":{"name":"N2","row":"A","x_m":4,"y_m":5,"template":"Spine rack"}})" "\n"
                                             // The devices a template brought are known by name to the ops after it.
                                             R"({"op":"connect","a":"N1-L1:P1","b":"N2-L1:P1"})" "\n",
                                      QStringLiteral("ops"));
        QVERIFY(ops.ok());
        const EditOutcome outcome = applyEditOps(*doc, ops.value(), QStringLiteral("ops"));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Rack *n1 = named<Rack>(*doc, QStringLiteral("N1"));
        const Rack *n2 = named<Rack>(*doc, QStringLiteral("N2"));
        QVERIFY(n1 && n2);
        QCOMPARE(int(doc->devicesOf(n1->id).size()), 3); // two leaves and the management switch
        QCOMPARE(int(doc->devicesOf(n2->id).size()), 3);
        QCOMPARE(doc->pdus().at(n2->pduA).units, doc->pdus().at(n1->pduA).units);
        QCOMPARE(doc->feeds().at(doc->pdus().at(n2->pduB).feed).name, QStringLiteral("Feed B"));
        QCOMPARE(test::namedDevice(*doc, QStringLiteral("N2-L2")).tier, FabricTier::Leaf);
        QCOMPARE(doc->site().rackTemplates.size(), size_t(1));

        for (const auto &[line, reason] :
             {std::pair{R"({"op":"add","kind":"rack","fields":{"name":"N3","row":"A","x_m":6,"y_m":5,"template":"Nothing"}})",
                        "the design has no rack template \"Nothing\" (it has: Spine rack, Network rack with 2 leaves"},
              std::pair{R"({"op":"add","kind":"rack","fields":{"name":"N3","row":"A","x_m":6,"y_m":5,"template":"Spine rack","part":"RACK-DLC-48U-MANIFOLD"}})",
                        "leave \"part\" out"},
              std::pair{R"({"op":"add","kind":"rack","fields":{"name":"N3","row":"A","x_m":6,"y_m":5,"template":"Spine rack","whole":true}})",
                        "each fill the rack; give one"},
              std::pair{R"({"op":"add","kind":"rack","fields":{"name":"N3","row":"A","x_m":6,"y_m":5,"template":"Spine rack","pdu_a":"N1-PDU-A"}})",
                        "gets its PDUs and loop from it"},
              std::pair{R"({"op":"set","kind":"rack","name":"N2","fields":{"template":"Spine rack"}})", "fills a rack as it is added"},
              std::pair{R"({"op":"add","kind":"rack_template","fields":{"name":"Spine rack","rack":"N2"}})", "has a rack template Spine rack already"},
              std::pair{R"({"op":"set","kind":"rack_template","name":"Spine rack","fields":{"name":"X"}})", "is not edited field by field"},
              std::pair{R"({"op":"delete","kind":"rack_template","name":"Nothing"})", "has no rack template Nothing"}}) {
            const QString before = dumpDesign(*doc);
            const auto bad = parseEditOps(line, QStringLiteral("ops"));
            QVERIFY(bad.ok());
            const EditOutcome refused = applyEditOps(*doc, bad.value(), QStringLiteral("ops"));
            QVERIFY(!refused.ok);
            QVERIFY2(refused.error.contains(QLatin1String(reason)), qPrintable(refused.error));
            QCOMPARE(dumpDesign(*doc), before);
        }
        const auto remove = parseEditOps(R"({"op":"delete","kind":"rack_template","name":"Spine rack"})", QStringLiteral("ops"));
        QVERIFY(applyEditOps(*doc, remove.value(), QStringLiteral("ops")).ok);
        QVERIFY(doc->site().rackTemplates.empty());
    }

    // In the model: the ops are one undo step, and a refused op leaves the document as it was.
    void oneUndoStep()
    {
        auto doc = load(m_small);
        const QString before = dumpDesign(*doc);
        const auto ops = parseEditOps("\n# comment\n"
                                      R"({"op":"add","kind":"row","fields":{"name":"Z","hall":"Hall 1"}})"
                                      "\n"
                                      R"({"op":"connect","a":"head-1:I1","b":"oob-a01:P20"})"
                                      "\n",
                                      QStringLiteral("ops"));
        QVERIFY(ops.ok());
        QCOMPARE(ops.value().size(), size_t(2));
        QCOMPARE(ops.value()[1].line, 4);
        const int steps = doc->undoStack()->count();
        const EditOutcome outcome = applyEditOps(*doc, ops.value(), QStringLiteral("ops"));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(dumpDesign(*doc) != before);
        doc->undoStack()->undo();
        QCOMPARE(dumpDesign(*doc), before);
        doc->undoStack()->redo();
        QVERIFY(named<Row>(*doc, QStringLiteral("Z")));

        auto fresh = load(m_small);
        const auto bad = parseEditOps(R"({"op":"add","kind":"row","fields":{"name":"Z","hall":"Hall 1"}})"
                                      "\n"
                                      R"({"op":"add","kind":"row","fields":{"name":"Z","hall":"Hall 1"}})"
                                      "\n",
                                      QStringLiteral("ops"));
        const EditOutcome refused = applyEditOps(*fresh, bad.value(), QStringLiteral("ops"));
        QVERIFY(!refused.ok);
        QCOMPARE(refused.line, 2);
        QCOMPARE(dumpDesign(*fresh), before);
    }

    // The ops writer writes what applying it needs, and refuses names an op could not tell apart.
    void writerRefusesDuplicateNames()
    {
        auto doc = load(m_small);
        Rack copy = *named<Rack>(*doc, QStringLiteral("A01"));
        copy.id = {};
        Editor(*doc).addRack(copy);
        const auto ops = writeEditOps(*doc);
        QVERIFY(!ops.ok());
        QVERIFY2(ops.error().contains(QStringLiteral("racks are named \"A01\"")), qPrintable(ops.error()));
    }
};

QTEST_GUILESS_MAIN(TestCliEdit)
#include "tst_cliedit.moc"
