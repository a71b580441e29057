#include "testsupport.h"

#include "cabling/cabletrace.h"

using namespace railyard;

namespace {
DeviceId deviceNamed(const Document &doc, const QString &name)
{
    for (const Device &d : doc.devices())
        if (d.name == name)
            return d.id;
    return {};
}

PortId portOf(const Document &doc, DeviceId device, PortRole role, int index)
{
    for (PortId p : doc.portsOf(device))
        if (doc.ports().at(p).role == role && doc.ports().at(p).index == index)
            return p;
    return {};
}
} // namespace

// The cable trace (docs/CABLING.md): port → cable → port → … to the far end.
class TestCableTrace : public QObject {
    Q_OBJECT
private slots:
    void gpuNicEndsAtItsRailLeafPort()
    {
        // 512 GPUs: two SUs of 32 nodes; node 37 is the fifth node of SU 2, so its NIC 3 is cabled
        // to the rail-3 leaf of SU 2, on that leaf's fifth compute port.
        const auto doc = test::generatedDocument(512);
        const DeviceId node = deviceNamed(*doc, QStringLiteral("gpu00037"));
        QVERIFY(node);
        const PortId nic = portOf(*doc, node, PortRole::Compute, 2);
        QVERIFY(nic);
        const CableTrace trace = traceCable(*doc, nic);
        QCOMPARE(trace.hops.size(), size_t(1));
        QVERIFY(!trace.loop);
        QCOMPARE(trace.hops[0].from, nic);
        const Port &end = doc->ports().at(trace.end());
        QCOMPARE(doc->devices().at(end.device).name, QStringLiteral("leaf-su2-r3"));
        QCOMPARE(end.role, PortRole::Compute);
        QCOMPARE(end.index, 4);
        // The same walk read from the cable itself, and from the far end back.
        QCOMPARE(traceCable(*doc, trace.hops[0].cable).hops.size(), size_t(1));
        QCOMPARE(traceCable(*doc, trace.end()).end(), nic);
    }

    void freePortHasNoHops()
    {
        const auto doc = test::generatedDocument(512, 2); // two node slots per SU left free
        const DeviceId leaf = deviceNamed(*doc, QStringLiteral("leaf-su1-r1"));
        const PortId free = portOf(*doc, leaf, PortRole::Compute, 31);
        QVERIFY(free);
        for (CableId c : doc->cablesAt(free))
            QFAIL(qPrintable(QStringLiteral("port cabled: %1").arg(c.value)));
        const CableTrace trace = traceCable(*doc, free);
        QVERIFY(trace.hops.empty());
        QCOMPARE(trace.end(), free);
    }

    void walksThroughPassThroughDevices()
    {
        // A leaf treated as a patch panel whose front port j continues on its rear port j + 32
        // (its uplinks): the walk goes node → leaf → spine, two cables.
        const auto doc = test::generatedDocument(512);
        const DeviceId node = deviceNamed(*doc, QStringLiteral("gpu00005"));
        const PortId nic = portOf(*doc, node, PortRole::Compute, 0);
        const PassThrough panel = [](const Document &d, PortId p) {
            const Port &port = d.ports().at(p);
            const Device &device = d.devices().at(port.device);
            if (device.tier != FabricTier::Leaf || port.index >= 32)
                return PortId();
            return portOf(d, device.id, port.role, port.index + 32);
        };
        const CableTrace trace = traceCable(*doc, nic, panel);
        QCOMPARE(trace.hops.size(), size_t(2));
        QCOMPARE(doc->devices().at(doc->ports().at(trace.hops[1].from).device).name, QStringLiteral("leaf-su1-r1"));
        QCOMPARE(doc->ports().at(trace.hops[1].from).index, 36);
        QCOMPARE(doc->devices().at(doc->ports().at(trace.end()).device).tier, FabricTier::Spine);
        QVERIFY(!trace.loop);
    }

    void stopsOnALoop()
    {
        // A pass-through that sends the walk back where it came from is a patching loop: the walk
        // stops and says so instead of running forever.
        const auto doc = test::generatedDocument(512);
        const PortId nic = portOf(*doc, deviceNamed(*doc, QStringLiteral("gpu00001")), PortRole::Compute, 0);
        const CableTrace trace = traceCable(*doc, nic, [nic](const Document &, PortId) { return nic; });
        QVERIFY(trace.loop);
        QCOMPARE(trace.hops.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestCableTrace)
#include "tst_cabletrace.moc"
