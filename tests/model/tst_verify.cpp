// Verifying the as-built fabric (docs/VERIFY.md): parsers, the plan exports, the diff and its
// fix list; the InfiniBand case end to end with the real ibsim and ibnetdiscover.

#include "lldpinput.h"
#include "testsupport.h"

#include "io/csv.h"
#include "verify/ibnetdiscover.h"
#include "verify/linkscsv.h"
#include "verify/lldpjson.h"
#include "verify/planexport.h"
#include "verify/verifyreport.h"

#include <QProcess>
#include <QTemporaryDir>

using namespace railyard;

namespace {

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QStringList kinds(const VerifyReport &r)
{
    QStringList out;
    for (const Finding &f : r.findings)
        out << toToken(f.kind);
    out.sort();
    return out;
}

const Finding &findingOf(const VerifyReport &r, FindingKind kind)
{
    for (const Finding &f : r.findings)
        if (f.kind == kind)
            return f;
    qFatal("no finding of kind %s", qPrintable(toToken(kind)));
}

// Runs a script under tests/verify; returns its exit code.
int runScript(const QString &script, const QStringList &args, QString *output = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("bash"), QStringList{QStringLiteral(RAILYARD_TEST_SCRIPTS "/") + script} + args);
    if (!p.waitForFinished(180000))
        return -1;
    if (output)
        *output = QString::fromUtf8(p.readAll());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

const char *kIbnet = R"(#
# Topology file: generated on Wed Dec  2 18:05:42 2026
#
vendid=0x0
devid=0x0
sysimgguid=0xe41d2d0300a00001
switchguid=0xe41d2d0300a00001(e41d2d0300a00001)
Switch	8 "S-e41d2d0300a00001"		# "MF0;leaf-b:MQM9700/U1" enhanced port 0 lid 2 lmc 0
[1]	"H-0c42a10300b00004"[1](c42a10300b00005) 		# "gpu0003 mlx5_0" lid 13 4xNDR
[7]	"S-e41d2d0300a00000"[7]		# "leaf-a" lid 1 2xNDR

vendid=0x0
devid=0x0
switchguid=0xe41d2d0300a00000(e41d2d0300a00000)
Switch	8 "S-e41d2d0300a00000"		# "leaf-a" enhanced port 0 lid 1 lmc 0
[7]	"S-e41d2d0300a00001"[7]		# "leaf-b" lid 2 2xNDR

caguid=0xc42a10300b00004
Ca	1 "H-0c42a10300b00004"		# "gpu0003 mlx5_0"
[1](c42a10300b00005) 	"S-e41d2d0300a00001"[1]		# lid 13 lmc 0 "leaf-b" lid 2 4xNDR
)";

} // namespace

class TestVerify : public QObject {
    Q_OBJECT
private slots:
    void ibnetdiscoverParses()
    {
        auto found = parseIbnetdiscover(kIbnet, QStringLiteral("net.topo"));
        QVERIFY2(found.ok(), qPrintable(found.error()));
        QCOMPARE(found->links.size(), size_t(2)); // each link once, though reported from both ends
        const FoundLink &host = found->links[0];
        QCOMPARE(host.a.device, QStringLiteral("leaf-b")); // from the managed switch's description
        QCOMPARE(host.a.ibPort, 1);
        QCOMPARE(host.b.device, QStringLiteral("gpu0003"));
        QCOMPARE(host.b.hca, 0);
        QCOMPARE(host.gbps(), 400.0);
        QCOMPARE(host.line, 9);
        QCOMPARE(found->links[1].gbps(), 200.0);
    }

    void ibnetdiscoverRejectsBadInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray good(kIbnet);
        QTest::newRow("garbled line") << QByteArray(good).replace("[7]\t\"S-e41d2d0300a00000\"[7]", "[7 garbage")
                                      << QStringLiteral("net.topo:10: not ibnetdiscover output");
        QTest::newRow("duplicate GUID") << QByteArray(good).replace("\"S-e41d2d0300a00000\"\t\t# \"leaf-a\" enhanced",
                                                                    "\"S-e41d2d0300a00001\"\t\t# \"leaf-a\" enhanced")
                                        << QStringLiteral("net.topo:15: GUID S-e41d2d0300a00001 is reported by two nodes (lines 8 and 15)");
        QTest::newRow("truncated") << good.left(good.indexOf("caguid="))
                                   << QStringLiteral("net.topo:9: port 1 leads to node H-0c42a10300b00004, which the file never describes");
        QTest::newRow("wrong format") << QByteArray("{\"lldp\": []}\n") << QStringLiteral("net.topo:1: not ibnetdiscover output");
        QTest::newRow("empty") << QByteArray("# nothing\n") << QStringLiteral("net.topo: no Switch or Ca nodes");
        // Numbers out of range are refused, never wrapped into another port (a port number that
        // did not fit an int used to become port 0 of the switch).
        QTest::newRow("port beyond the switch") << QByteArray(good).replace("[1]\t\"H-0c42a10300b00004\"", "[9]\t\"H-0c42a10300b00004\"")
                                                << QStringLiteral("net.topo:9: port 9 of node S-e41d2d0300a00001, which has ports 1 to 8");
        QTest::newRow("port too big for a number") << QByteArray(good).replace("[1]\t\"H-0c42a10300b00004\"", "[99999999999]\t\"H-0c42a10300b00004\"")
                                                   << QStringLiteral("net.topo:9: port 99999999999 of node S-e41d2d0300a00001");
        QTest::newRow("port 0") << QByteArray(good).replace("[1]\t\"H-0c42a10300b00004\"", "[0]\t\"H-0c42a10300b00004\"")
                                << QStringLiteral("net.topo:9: port 0 of node S-e41d2d0300a00001");
        QTest::newRow("far port beyond its node") << QByteArray(good).replace("\"S-e41d2d0300a00000\"[7]", "\"S-e41d2d0300a00000\"[70]")
                                                  << QStringLiteral("net.topo:10: port 7 leads to port 70 of node S-e41d2d0300a00000, which has ports 1 to 8");
        QTest::newRow("absurd port count") << QByteArray(good).replace("Switch\t8 \"S-e41d2d0300a00000\"", "Switch\t4294967297 \"S-e41d2d0300a00000\"")
                                           << QStringLiteral("net.topo:15: node S-e41d2d0300a00000 states 4294967297 ports");
    }
    void ibnetdiscoverRejectsBadInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        auto found = parseIbnetdiscover(text, QStringLiteral("net.topo"));
        QVERIFY(!found.ok());
        QVERIFY2(found.error().startsWith(expected), qPrintable(found.error()));
    }

    // Both lldpcli shapes (real output of lldpd 1.0.16, trimmed): json0 with several
    // neighbours, json with one (an object) and with several (an array of one-key objects).
    void lldpShapes()
    {
        const QByteArray json0 = R"({"lldp": [{"interface": [
          {"name": "swp1", "via": "LLDP", "chassis": [{"id": [{"type": "mac", "value": "06:cf:b3:9d:c9:b1"}], "name": [{"value": "h1"}]}],
           "port": [{"id": [{"type": "ifname", "value": "eth0"}], "descr": [{"value": "to sw1 swp1"}]}]},
          {"name": "swp5", "via": "LLDP", "chassis": [{"id": [{"type": "mac", "value": "fe:2b:c3:02:c8:de"}], "name": [{"value": "sw2"}]}],
           "port": [{"id": [{"type": "mac", "value": "fe:2b:c3:02:c8:df"}], "descr": [{"value": "swp5"}]}]}]}]})";
        const QByteArray jsonOne = R"({"lldp": {"interface": {"eth0": {"via": "LLDP", "chassis": {"sw1": {"id": {"type": "mac", "value": "fe:2b:c3:02:c8:de"}}},
          "port": {"id": {"type": "ifname", "value": "swp1"}, "descr": "to h1 eth0", "ttl": "4"}}}}})";
        const QByteArray jsonMany = R"({"lldp": {"interface": [{"swp1": {"chassis": {"h1": {"id": {"type": "mac", "value": "06:cf"}}},
          "port": {"id": {"type": "ifname", "value": "eth0"}}}}, {"swp2": {"chassis": {"h2": {"id": {"type": "mac", "value": "aa:97"}}},
          "port": {"id": {"type": "ifname", "value": "eth0"}}}}]}})";
        auto a = parseLldpJson(json0, QStringLiteral("sw1.json"), QStringLiteral("sw1"));
        QVERIFY2(a.ok(), qPrintable(a.error()));
        QCOMPARE(a->links.size(), size_t(2));
        QCOMPARE(a->links[0].a, (FoundEnd{QStringLiteral("sw1"), QStringLiteral("swp1")}));
        QCOMPARE(a->links[0].b, (FoundEnd{QStringLiteral("h1"), QStringLiteral("eth0")}));
        QCOMPARE(a->links[1].b, (FoundEnd{QStringLiteral("sw2"), QStringLiteral("swp5")})); // MAC port id: its description
        QCOMPARE(a->links[0].line, 2); // the line naming the interface
        QCOMPARE(a->links[1].line, 4);
        auto b = parseLldpJson(jsonOne, QStringLiteral("h1.json"), QStringLiteral("h1"));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(b->links.size(), size_t(1));
        QCOMPARE(b->links[0].b, (FoundEnd{QStringLiteral("sw1"), QStringLiteral("swp1")}));
        auto c = parseLldpJson(jsonMany, QStringLiteral("sw1.json"), QStringLiteral("sw1"));
        QVERIFY2(c.ok(), qPrintable(c.error()));
        QCOMPARE(c->links.size(), size_t(2));
        QCOMPARE(c->links[1].a.port, QStringLiteral("swp2"));
        QCOMPARE(c->links[1].b.device, QStringLiteral("h2"));
        QCOMPARE(c->links[1].line, 2); // json: the interface is a key

        auto bad = parseLldpJson(json0.left(200), QStringLiteral("sw1.json"), QStringLiteral("sw1"));
        QVERIFY2(!bad.ok() && bad.error().startsWith(QLatin1String("sw1.json: line 3: not valid JSON")), qPrintable(bad.error()));
        auto foreign = parseLldpJson(R"({"chassis": {}})", QStringLiteral("x.json"), QStringLiteral("x"));
        QVERIFY(!foreign.ok() && foreign.error().contains(QLatin1String("not lldpcli JSON")));
    }

    // Issue #18: a switch reporting 20,000 neighbours is read whole, each link pointing at the
    // line naming its interface (docs/PERFORMANCE.md times 100,000: the lines were once found by
    // searching the text again per interface, quadratic).
    void lldpOfTwentyThousandInterfaces()
    {
        const int interfaces = 20000;
        auto found = parseLldpJson(test::lldpJson0(interfaces), QStringLiteral("leaf.json"), QStringLiteral("leaf"));
        QVERIFY2(found.ok(), qPrintable(found.error()));
        QCOMPARE(found->links.size(), size_t(interfaces));
        for (int i : {0, 1, 9999, interfaces - 1}) {
            const FoundLink &l = found->links[size_t(i)];
            QCOMPARE(l.a, (FoundEnd{QStringLiteral("leaf"), QStringLiteral("swp%1").arg(i + 1)}));
            QCOMPARE(l.b, (FoundEnd{QStringLiteral("host%1").arg(i + 1), QStringLiteral("eth0")}));
            QCOMPARE(l.line, 2 + 3 * i);
        }
    }

    // The plan exported as P2P rows and read back as a links CSV verifies clean; each kind of
    // cabling fault edited into the rows is found exactly once, with its fix.
    void linksDiffFindsEachFault()
    {
        auto doc = test::generatedDocument(512, 1);
        QTemporaryDir dir;
        auto rows = parseCsv(p2pCsv(*doc), QStringLiteral("plan.csv"));
        QVERIFY(rows.ok());
        QCOMPARE(rows->size(), size_t(doc->cables().size()) + 1);
        auto csvOf = [](const std::vector<QStringList> &r) {
            QString s;
            for (const QStringList &fields : r)
                s += csvLine(fields) + QStringLiteral("\n");
            return s.toUtf8();
        };
        std::vector<QStringList> plan;
        for (const CsvRecord &r : *rows)
            plan.push_back(r.fields);
        auto clean = readLinksCsv(write(dir, QStringLiteral("plan.csv"), csvOf(plan)));
        QVERIFY2(clean.ok(), qPrintable(clean.error()));
        const VerifyReport asPlanned = verifyFabric(*doc, *clean, {});
        QVERIFY2(asPlanned.findings.empty(), qPrintable(verifyText(asPlanned)));
        QCOMPARE(asPlanned.asPlanned, int(doc->cables().size()));

        // Row of the cable at a leaf port; columns: A-Node Name, A-Type, A-Port, Z-Node Name, Z-Type, Z-Port.
        auto rowAt = [&](const QString &leaf, const QString &port) -> QStringList & {
            for (QStringList &r : plan)
                if ((r[3] == leaf && r[5] == port) || (r[0] == leaf && r[2] == port))
                    return r;
            qFatal("no row at %s %s", qPrintable(leaf), qPrintable(port));
        };
        auto hostEnd = [](QStringList &r) { return r[1] == QLatin1String("Host") ? 0 : 3; };
        auto exchangeHosts = [&](QStringList &x, QStringList &y) {
            const int i = hostEnd(x), j = hostEnd(y);
            for (int k = 0; k < 3; ++k)
                std::swap(x[i + k], y[j + k]);
        };
        auto setLeafEnd = [&](QStringList &r, const QString &leaf, const QString &port) {
            const int i = hostEnd(r) == 0 ? 3 : 0;
            r[i] = leaf;
            r[i + 2] = port;
        };
        const QString l1 = QStringLiteral("leaf-su1-r1"), l2 = QStringLiteral("leaf-su1-r2"), l3 = QStringLiteral("leaf-su1-r3"),
                      l4 = QStringLiteral("leaf-su1-r4"), l5 = QStringLiteral("leaf-su1-r5");
        exchangeHosts(rowAt(l1, QStringLiteral("P1")), rowAt(l1, QStringLiteral("P2")));    // swap
        exchangeHosts(rowAt(l2, QStringLiteral("P1")), rowAt(l2, QStringLiteral("P2")));    // rotation: 1->2->3->1
        exchangeHosts(rowAt(l2, QStringLiteral("P1")), rowAt(l2, QStringLiteral("P3")));
        setLeafEnd(rowAt(l3, QStringLiteral("P4")), l3, QStringLiteral("P32"));             // right switch, wrong port
        setLeafEnd(rowAt(l4, QStringLiteral("P5")), l5, QStringLiteral("P32"));             // wrong rail
        const QStringList gone = rowAt(l1, QStringLiteral("P6"));                            // missing
        plan.erase(std::find(plan.begin(), plan.end(), gone));
        plan.push_back({QStringLiteral("leaf-su1-r6"), QStringLiteral("Switch"), QStringLiteral("P32"),  // unexpected
                        QStringLiteral("leaf-su1-r7"), QStringLiteral("Switch"), QStringLiteral("P32")});
        plan.push_back({QStringLiteral("gpu09999"), QStringLiteral("Host"), QStringLiteral("mlx5_0"), // unknown device
                        QStringLiteral("leaf-su1-r8"), QStringLiteral("Switch"), QStringLiteral("P32")});
        QStringList twice = rowAt(l1, QStringLiteral("P7"));                                 // duplicate
        setLeafEnd(twice, l1, QStringLiteral("P32"));
        plan.push_back(twice);

        auto built = readLinksCsv(write(dir, QStringLiteral("built.csv"), csvOf(plan)));
        QVERIFY2(built.ok(), qPrintable(built.error()));
        const VerifyReport r = verifyFabric(*doc, *built, {});
        QCOMPARE(kinds(r), (QStringList{QStringLiteral("duplicate"), QStringLiteral("missing"), QStringLiteral("rotation"),
                                        QStringLiteral("swap"), QStringLiteral("unexpected"), QStringLiteral("unknown_device"),
                                        QStringLiteral("wrong_port"), QStringLiteral("wrong_switch")}));
        QCOMPARE(findingOf(r, FindingKind::Swap).fix, QStringLiteral("At leaf-su1-r1, exchange the cables in ports P1 and P2."));
        QCOMPARE(findingOf(r, FindingKind::Swap).cables.size(), size_t(2));
        QCOMPARE(findingOf(r, FindingKind::Rotation).cables.size(), size_t(3));
        QVERIFY(findingOf(r, FindingKind::Rotation).fix.startsWith(QLatin1String("At leaf-su1-r2, move the cable in P")));
        QCOMPARE(findingOf(r, FindingKind::WrongPort).fix, QStringLiteral("At leaf-su1-r3, move the cable from port P32 to port P4."));
        QVERIFY2(findingOf(r, FindingKind::WrongSwitch).fix.contains(QLatin1String("landed on rail 5 of SU 1; it belongs on rail 4")),
                 qPrintable(findingOf(r, FindingKind::WrongSwitch).fix));
        QVERIFY(findingOf(r, FindingKind::UnknownDevice).fix.startsWith(QLatin1String("gpu09999 is not in the design")));
        QCOMPARE(findingOf(r, FindingKind::UnknownDevice).line, int(plan.size()) - 1);
        // Rails are identical by construction: the differing links sit on the rails with faults.
        QCOMPARE(r.rails.size(), size_t(8));
        QVERIFY(r.rails[0].differing > 0 && r.rails[7].differing == 0);

        // The fix list: CSV with one row per finding, and a PDF.
        auto fixes = parseCsv(fixListCsv(r), QStringLiteral("fixes.csv"));
        QVERIFY(fixes.ok());
        QCOMPARE(fixes->size(), r.findings.size() + 1);
        const QString pdf = dir.filePath(QStringLiteral("fixes.pdf"));
        QVERIFY(writeFixListPdf(r, QStringLiteral("test design"), pdf).ok());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly) && f.read(5) == "%PDF-");

        // An installed name that differs from the design's, mapped.
        for (QStringList &row : plan)
            for (int i : {0, 3})
                if (row[i] == QLatin1String("gpu00010"))
                    row[i] = QStringLiteral("node-10.cluster");
        auto renamed = readLinksCsv(write(dir, QStringLiteral("renamed.csv"), csvOf(plan)));
        QVERIFY(verifyFabric(*doc, *renamed, {}).findings.size() > r.findings.size()); // its ends unknown, its cables missing
        NameMap names;
        names.devices.emplace_back(QStringLiteral("node-10.cluster"), QStringLiteral("gpu00010"));
        QCOMPARE(verifyFabric(*doc, *renamed, names).findings.size(), r.findings.size());
    }

    // One cable plugged into its neighbour's port and the neighbour never installed: the move
    // and the missing cable are both reported.
    void movedIntoAMissingCablesPort()
    {
        auto doc = test::generatedDocument(512, 1);
        QTemporaryDir dir;
        auto rows = parseCsv(p2pCsv(*doc), QStringLiteral("plan.csv"));
        std::vector<QStringList> plan;
        for (const CsvRecord &r : *rows)
            plan.push_back(r.fields);
        auto at = [&](const QString &port) {
            for (size_t i = 1; i < plan.size(); ++i)
                if ((plan[i][3] == QLatin1String("leaf-su1-r1") && plan[i][5] == port) || (plan[i][0] == QLatin1String("leaf-su1-r1") && plan[i][2] == port))
                    return i;
            qFatal("no row");
        };
        const size_t p9 = at(QStringLiteral("P9")), p10 = at(QStringLiteral("P10"));
        QStringList &moved = plan[p9];
        (moved[3] == QLatin1String("leaf-su1-r1") ? moved[5] : moved[2]) = QStringLiteral("P10");
        plan.erase(plan.begin() + long(p10)); // the cable planned for P10 was never installed
        QString text;
        for (const QStringList &r : plan)
            text += csvLine(r) + QStringLiteral("\n");
        auto built = readLinksCsv(write(dir, QStringLiteral("built.csv"), text.toUtf8()));
        QVERIFY(built.ok());
        const VerifyReport r = verifyFabric(*doc, *built, {});
        QVERIFY2(kinds(r) == (QStringList{QStringLiteral("missing"), QStringLiteral("wrong_port")}), qPrintable(verifyText(r).left(1500)));
        QVERIFY2(findingOf(r, FindingKind::Missing).found.contains(QLatin1String("leaf-su1-r1:P10 holds a link")),
                 qPrintable(findingOf(r, FindingKind::Missing).found));
        QCOMPARE(findingOf(r, FindingKind::WrongPort).fix, QStringLiteral("At leaf-su1-r1, move the cable from port P10 to port P9."));
        QCOMPARE(r.rails[0].differing, 2);
    }

    void nameMapErrorsNameTheLine()
    {
        QTemporaryDir dir;
        auto bad = readNameMap(write(dir, QStringLiteral("map.csv"), "found,design\n"));
        QVERIFY(!bad.ok() && bad.error().contains(QLatin1String("map.csv:1:")));
        auto half = readNameMap(write(dir, QStringLiteral("map2.csv"), "found_device,found_port,design_device,design_port\nh1,eth0,h1,\n"));
        QVERIFY(!half.ok() && half.error().contains(QLatin1String("map2.csv:2:")));
        auto good = readNameMap(write(dir, QStringLiteral("map3.csv"), "found_device,found_port,design_device,design_port\nn10,,gpu00010,\nh1,eth0,h1,I1\n"));
        QVERIFY(good.ok());
        QCOMPARE(good->devices.size(), size_t(1));
        QCOMPARE(good->ports.size(), size_t(1));
    }

    // The real tools: the plan of a 1,024-GPU NDR design, of a 1,136-GPU DGX B300 design on
    // Quantum-X800 XDR (144-port leaves and spines), and of 14 GB300 NVL72 racks on XDR (the
    // trays' ConnectX-8, nine ranks of every domain to a leaf), runs in ibsim and ibnetdiscover
    // discovers it; it verifies clean. Five faults injected into a copy are found, and nothing else.
    void ibsimEndToEnd_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("computeSwitch");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("top");
        QTest::addColumn<QString>("firstLeaf");
        QTest::newRow("NDR, DGX B200") << QStringLiteral("DGX-B200") << QStringLiteral("MQM9700-NS2F") << 1024 << QStringLiteral("NDR")
                                       << QStringLiteral("leaf-su1-r1");
        QTest::newRow("XDR, DGX B300") << QStringLiteral("DGX-B300") << QStringLiteral("Q3400-RA") << 1136 << QStringLiteral("XDR")
                                       << QStringLiteral("leaf-su1-r1");
        QTest::newRow("XDR, GB300 NVL72") << QStringLiteral("GB300-NVL72") << QStringLiteral("Q3400-RA") << 1008 << QStringLiteral("XDR")
                                          << QStringLiteral("leaf-su1-r1-9");
    }
    void ibsimEndToEnd()
    {
        QFETCH(QString, node);
        QFETCH(QString, computeSwitch);
        QFETCH(int, gpus);
        QFETCH(QString, top);
        QFETCH(QString, firstLeaf);
        GeneratorOptions o;
        o.gpus = gpus;
        o.nodePart = node;
        o.computeSwitchPart = computeSwitch;
        o.reservedPerSu = 1; // spare leaf ports to cable wrongly into
        auto doc = test::generatedDocument(o);
        QCOMPARE(doc->devices().size() > 0, true);
        QTemporaryDir dir;
        auto topo = ibnetTopology(*doc);
        QVERIFY2(topo.ok(), qPrintable(topo.error()));
        const QString plan = write(dir, QStringLiteral("plan.topo"), topo->toUtf8());
        const QString found = dir.filePath(QStringLiteral("found.topo"));
        QString log;
        QVERIFY2(runScript(QStringLiteral("ibsim_discover.sh"), {plan, found, top}, &log) == 0, qPrintable(log));
        auto discovered = readIbnetdiscover(found);
        QVERIFY2(discovered.ok(), qPrintable(discovered.error()));
        const VerifyReport clean = verifyFabric(*doc, *discovered, {});
        QVERIFY2(clean.findings.empty(), qPrintable(verifyText(clean).left(2000)));
        QVERIFY(clean.plannedLinks > 2000);
        QCOMPARE(clean.foundLinks, clean.plannedLinks);
        QCOMPARE(clean.asPlanned, clean.plannedLinks);

        const QString faults = dir.filePath(QStringLiteral("faults.topo"));
        QString expected;
        QProcess inject;
        inject.start(QStringLiteral("python3"), {QStringLiteral(RAILYARD_TEST_SCRIPTS "/inject_ib_faults.py"), plan, faults});
        QVERIFY(inject.waitForFinished(60000) && inject.exitCode() == 0);
        expected = QString::fromUtf8(inject.readAllStandardOutput()).trimmed();
        const QString foundFaults = dir.filePath(QStringLiteral("found-faults.topo"));
        QVERIFY2(runScript(QStringLiteral("ibsim_discover.sh"), {faults, foundFaults, top}, &log) == 0, qPrintable(log));
        auto withFaults = readIbnetdiscover(foundFaults);
        QVERIFY2(withFaults.ok(), qPrintable(withFaults.error()));
        const VerifyReport r = verifyFabric(*doc, *withFaults, {});
        QCOMPARE(kinds(r).join(QLatin1Char('\n')), expected);
        QCOMPARE(findingOf(r, FindingKind::Swap).fix, QStringLiteral("At %1, exchange the cables in ports P1 and P2.").arg(firstLeaf));
        QVERIFY(findingOf(r, FindingKind::Degraded).found.startsWith(QLatin1String("up at 2x")));
        QCOMPARE(r.asPlanned, clean.plannedLinks - 7); // swap 2, rotation 3, missing 1, degraded 1
    }
};

QTEST_MAIN(TestVerify)
#include "tst_verify.moc"
