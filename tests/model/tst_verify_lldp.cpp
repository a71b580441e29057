// Verifying an Ethernet fabric with real LLDP (docs/VERIFY.md): network namespaces joined by
// veth pairs (2 switches, 8 hosts) run lldpd each; the switches' `lldpcli -f json0 show
// neighbors details` verify clean against the design; two veth ends swapped at a switch are
// reported as one swap with its fix; on two planes, a host's links crossed between the planes
// likewise, its fix saying it crosses them.

#include "testsupport.h"

#include "commands/editor.h"
#include "document/fragmentbuilder.h"
#include "verify/fabricdiff.h"
#include "verify/lldpjson.h"
#include "verify/verifyreport.h"

#include <QProcess>
#include <QTemporaryDir>

using namespace railyard;

namespace {

// One rack A01 of this type in row A of a 10 × 10 m hall H1, for a small fabric to stand in.
RackId oneRack(FragmentBuilder &b, PartId rackPart)
{
    Hall hall;
    hall.name = QStringLiteral("H1");
    hall.widthM = 10;
    hall.depthM = 10;
    Rack rack;
    rack.row = b.addRow(b.addHall(hall), QStringLiteral("A"));
    rack.name = QStringLiteral("A01");
    rack.xM = 2;
    rack.yM = 2;
    rack.part = rackPart;
    return b.addRack(rack);
}

// The fabric of tests/verify/lldp_fabric.sh as a design: h1..h4 on sw1 P1..P4, h5..h8 on sw2
// P1..P4, sw1 P5 to sw2 P5; hosts cabled from their in-band port I1.
std::unique_ptr<Document> ethernetDesign()
{
    auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    const Catalog &cat = doc->catalog();
    FragmentBuilder b(*doc);
    const NetworkId net = b.addNetwork({{}, QStringLiteral("In-band"), NetworkRole::InBand, Technology::Ethernet});
    PartId rackPart;
    for (const Part *p : cat.parts())
        if (p->category == PartCategory::Rack && !rackPart)
            rackPart = p->id;
    const RackId r = oneRack(b, rackPart);
    const PartId sw = cat.find(QStringLiteral("SN4600C"))->id, host = cat.find(QStringLiteral("STOR-NVME-2U"))->id;
    const DeviceId sw1 = b.addDevice({{}, r, sw, QStringLiteral("sw1"), 40, net, FabricTier::Leaf});
    const DeviceId sw2 = b.addDevice({{}, r, sw, QStringLiteral("sw2"), 38, net, FabricTier::Leaf});
    auto switchPort = [&](DeviceId s, int n) {
        for (const Port &p : b.portsOf(s))
            if (p.name == QStringLiteral("P%1").arg(n))
                return p.id;
        qFatal("no port");
    };
    for (int i = 0; i < 8; ++i) {
        const DeviceId d = b.addDevice({{}, r, host, QStringLiteral("h%1").arg(i + 1), 2 + 2 * i});
        b.addCable(b.port(d, PortRole::InBand, 0)->id, switchPort(i < 4 ? sw1 : sw2, i % 4 + 1));
    }
    b.addCable(switchPort(sw1, 5), switchPort(sw2, 5));
    Editor(*doc).insert(b.take(), QStringLiteral("fabric"));
    return doc;
}

// The two-plane fabric of `lldp_fabric.sh up planes` as a design: compute networks of plane 1
// (sw1) and plane 2 (sw2); h1..h4 are DGX B300s whose ConnectX-8 runs as 2 × 400GbE, port C1
// (plane 1, rail 1) on sw1 P<i> and C2 (plane 2, rail 1) on sw2 P<i>.
std::unique_ptr<Document> twoPlaneDesign()
{
    auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    const Catalog &cat = doc->catalog();
    FragmentBuilder b(*doc);
    const NetworkId plane1 = b.addNetwork({{}, QStringLiteral("Plane 1"), NetworkRole::Compute, Technology::Ethernet, 1, 1});
    const NetworkId plane2 = b.addNetwork({{}, QStringLiteral("Plane 2"), NetworkRole::Compute, Technology::Ethernet, 1, 2});
    const RackId r = oneRack(b, cat.find(QStringLiteral("RACK-AIR-48U-600x1200-HAC"))->id);
    const PartId sw = cat.find(QStringLiteral("SN5610"))->id, host = cat.find(QStringLiteral("DGX-B300-ETH"))->id;
    const DeviceId sw1 = b.addDevice({{}, r, sw, QStringLiteral("sw1"), 46, plane1, FabricTier::Leaf, 0, 0});
    const DeviceId sw2 = b.addDevice({{}, r, sw, QStringLiteral("sw2"), 43, plane2, FabricTier::Leaf, 0, 0});
    for (int i = 0; i < 4; ++i) {
        const DeviceId d = b.addDevice({{}, r, host, QStringLiteral("h%1").arg(i + 1), 2 + 10 * i, {}, FabricTier::None, 0});
        b.addCable(b.port(d, PortRole::Compute, 0)->id, b.port(sw1, PortRole::Compute, i)->id);
        b.addCable(b.port(d, PortRole::Compute, 1)->id, b.port(sw2, PortRole::Compute, i)->id);
    }
    Editor(*doc).insert(b.take(), QStringLiteral("fabric"));
    return doc;
}

int fabric(const QStringList &args, QString *log)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("bash"), QStringList{QStringLiteral(RAILYARD_TEST_SCRIPTS "/lldp_fabric.sh")} + args);
    if (!p.waitForFinished(120000))
        return -1;
    *log += QString::fromUtf8(p.readAll());
    return p.exitCode();
}

// What the fabric's switches report over LLDP now, saved under `name` in `dir` and read back.
Result<AsBuilt> collected(const QString &prefix, const QTemporaryDir &dir, const QString &name, QString *log)
{
    const QString out = dir.filePath(name);
    if (fabric({prefix, QStringLiteral("collect"), out}, log) != 0)
        return Result<AsBuilt>::failure(*log);
    return readLldp(out);
}

} // namespace

class TestVerifyLldp : public QObject {
    Q_OBJECT
private slots:
    void lldpBetweenNamespaces()
    {
        const QString prefix = QStringLiteral("ry%1").arg(QCoreApplication::applicationPid());
        QString log;
        struct Down {
            QString prefix;
            ~Down()
            {
                QString ignored;
                fabric({prefix, QStringLiteral("down")}, &ignored);
            }
        } down{prefix};
        const int up = fabric({prefix, QStringLiteral("up")}, &log);
        if (up == 77)
            QFAIL(qPrintable(QStringLiteral("network namespaces cannot be created here: this test needs root and CAP_SYS_ADMIN, as scripts/test.sh runs: ") + log));
        QVERIFY2(up == 0, qPrintable(log));

        auto doc = ethernetDesign();
        NameMap names; // hosts name their in-band port eth0; the design calls it I1
        for (int i = 1; i <= 8; ++i)
            names.ports.push_back({QStringLiteral("h%1").arg(i), QStringLiteral("eth0"), QStringLiteral("h%1").arg(i), QStringLiteral("I1")});

        QTemporaryDir dir;
        auto found = collected(prefix, dir, QStringLiteral("before"), &log);
        QVERIFY2(found.ok(), qPrintable(found.error()));
        QCOMPARE(found->reporters.size(), size_t(2));
        const VerifyReport clean = verifyFabric(*doc, *found, names);
        QVERIFY2(clean.findings.empty(), qPrintable(verifyText(clean)));
        QCOMPARE(clean.plannedLinks, 9);
        QCOMPARE(clean.asPlanned, 9);

        QVERIFY2(fabric({prefix, QStringLiteral("swap")}, &log) == 0, qPrintable(log));
        auto swapped = collected(prefix, dir, QStringLiteral("after"), &log);
        QVERIFY2(swapped.ok(), qPrintable(swapped.error()));
        const VerifyReport r = verifyFabric(*doc, *swapped, names);
        QCOMPARE(r.findings.size(), size_t(1));
        QCOMPARE(r.findings[0].kind, FindingKind::Swap);
        QCOMPARE(r.findings[0].fix, QStringLiteral("At sw1, exchange the cables in ports P1 and P2."));
        QCOMPARE(r.asPlanned, 7);
    }

    // Two planes (Spectrum-X twin-planar) with real lldpd: clean as planned; h1's two links
    // crossed between the planes are one swap at h1 whose fix says it crosses the planes.
    void lldpAcrossPlanes()
    {
        const QString prefix = QStringLiteral("rp%1").arg(QCoreApplication::applicationPid());
        QString log;
        struct Down {
            QString prefix;
            ~Down()
            {
                QString ignored;
                fabric({prefix, QStringLiteral("down")}, &ignored);
            }
        } down{prefix};
        const int up = fabric({prefix, QStringLiteral("up"), QStringLiteral("planes")}, &log);
        if (up == 77)
            QFAIL(qPrintable(QStringLiteral("network namespaces cannot be created here: this test needs root and CAP_SYS_ADMIN, as scripts/test.sh runs: ") + log));
        QVERIFY2(up == 0, qPrintable(log));

        auto doc = twoPlaneDesign();
        QCOMPARE(test::problemCodes(*doc).count(QStringLiteral("PLANE_CROSSING")), size_t(0)); // (a bare rack: no power drawn)
        NameMap names; // hosts call their plane ports eth0 and eth1; the design C1 and C2
        for (int i = 1; i <= 4; ++i)
            for (int plane : {0, 1})
                names.ports.push_back({QStringLiteral("h%1").arg(i), QStringLiteral("eth%1").arg(plane), QStringLiteral("h%1").arg(i),
                                       QStringLiteral("C%1").arg(plane + 1)});
        QTemporaryDir dir;
        auto found = collected(prefix, dir, QStringLiteral("before"), &log);
        QVERIFY2(found.ok(), qPrintable(found.error()));
        const VerifyReport clean = verifyFabric(*doc, *found, names);
        QVERIFY2(clean.findings.empty(), qPrintable(verifyText(clean)));
        QCOMPARE(clean.asPlanned, 8);

        QVERIFY2(fabric({prefix, QStringLiteral("swap")}, &log) == 0, qPrintable(log));
        auto crossed = collected(prefix, dir, QStringLiteral("after"), &log);
        QVERIFY2(crossed.ok(), qPrintable(crossed.error()));
        const VerifyReport r = verifyFabric(*doc, *crossed, names);
        QCOMPARE(r.findings.size(), size_t(1));
        QCOMPARE(r.findings[0].kind, FindingKind::Swap);
        QVERIFY2(r.findings[0].fix.startsWith(QStringLiteral("At h1, exchange the cables in ports C")), qPrintable(r.findings[0].fix));
        QVERIFY2(r.findings[0].fix.contains(QStringLiteral("cross between planes 1 and 2")), qPrintable(r.findings[0].fix));
        QCOMPARE(r.asPlanned, 6);
    }
};

QTEST_GUILESS_MAIN(TestVerifyLldp)
#include "tst_verify_lldp.moc"
