#include "testsupport.h"

#include "engine/engine.h"
#include "generate/managementplan.h"
#include "quote/bom.h"
#include "report/designinfo.h"

#include <set>

using namespace railyard;
using namespace railyard::test;

namespace {

std::unique_ptr<Document> generate(int gpus, const QString &node, const QString &sw,
                                   GenerationSummary *summary = nullptr)
{
    GeneratorOptions o;
    o.gpus = gpus;
    o.nodePart = node;
    o.computeSwitchPart = sw;
    return generatedDocument(o, summary);
}

struct Placed {
    std::vector<DeviceId> ufm, heads;
};

Placed placed(const Document &doc)
{
    Placed p;
    for (const Device &d : doc.devices()) {
        const QString &number = doc.catalog().at(d.part).partNumber;
        if (number == QLatin1String("UFM-APPLIANCE-3.1"))
            p.ufm.push_back(d.id);
        else if (number == QLatin1String("MGMT-HEAD-1U"))
            p.heads.push_back(d.id);
    }
    return p;
}

// The network each of a device's cables runs on: the far device's network (a switch's).
std::map<NetworkRole, int> cablesByNetwork(const Document &doc, DeviceId device)
{
    std::map<NetworkRole, int> out;
    for (PortId pid : doc.portsOf(device))
        for (CableId cid : doc.cablesAt(pid)) {
            const Cable &c = doc.cables().at(cid);
            const Device &far = doc.devices().at(doc.ports().at(c.a == pid ? c.b : c.a).device);
            if (const Network *n = doc.networks().find(far.network))
                ++out[n->role];
        }
    return out;
}

} // namespace

// UFM appliances and management nodes as NVIDIA's DGX SuperPOD reference architectures place
// them (docs/GENERATOR.md, "Fabric management and head nodes").
class TestManagement : public QObject {
    Q_OBJECT
private slots:
    // The H100 RA's 4-SU fabric: 127 DGX, one slot given to UFM, 1,020 compute cables (Table 4).
    void ufmTakesTheFreeSlotAsTheReferenceArchitecture()
    {
        auto doc = generate(1016, QStringLiteral("DGX-H100"), QStringLiteral("MQM9700-NS2F"));
        const Placed p = placed(*doc);
        QCOMPARE(int(p.ufm.size()), kUfmAppliances);
        QCOMPARE(int(p.heads.size()), kManagementServers);
        const DesignInfo info = computeDesignInfo(*doc);
        int64_t computeToLeaf = 0;
        for (const Cable &c : doc->cables()) {
            const Device &a = doc->devices().at(doc->ports().at(c.a).device);
            const Device &b = doc->devices().at(doc->ports().at(c.b).device);
            const bool leafA = a.tier == FabricTier::Leaf, leafB = b.tier == FabricTier::Leaf;
            const Network *n = doc->networks().find(leafA ? a.network : b.network);
            const bool endpoint = doc->catalog().at((leafA ? b : a).part).category != PartCategory::Switch;
            if (n && n->role == NetworkRole::Compute && leafA != leafB && endpoint)
                ++computeToLeaf;
        }
        QCOMPARE(computeToLeaf, int64_t(1020));
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("leaf")), 32);
        QCOMPARE(info.switchesByNetwork.at(QStringLiteral("compute")).at(QStringLiteral("spine")), 16);
        std::set<int> rails;
        for (DeviceId u : p.ufm) {
            const auto nets = cablesByNetwork(*doc, u);
            QCOMPARE(nets.at(NetworkRole::Compute), 1);
            QCOMPARE(nets.at(NetworkRole::InBand), 1);
            QCOMPARE(nets.at(NetworkRole::Oob), 1);
            for (PortId pid : doc->portsOf(u))
                for (CableId cid : doc->cablesAt(pid)) {
                    const Cable &c = doc->cables().at(cid);
                    const Device &far = doc->devices().at(doc->ports().at(c.a == pid ? c.b : c.a).device);
                    if (far.tier == FabricTier::Leaf && doc->networks().at(far.network).role == NetworkRole::Compute) {
                        QCOMPARE(far.su, 3); // the last SU, the slot its 31 nodes leave free
                        rails.insert(far.rail);
                    }
                }
        }
        QCOMPARE(rails, (std::set<int>{0, 1, 2, 3}));
        for (DeviceId h : p.heads) {
            const auto nets = cablesByNetwork(*doc, h);
            QCOMPARE(nets.at(NetworkRole::InBand), 2); // both of its in-band ports
            QCOMPARE(nets.at(NetworkRole::Oob), 1);
            QVERIFY(!nets.count(NetworkRole::Compute));
        }

        // In the BOM, in power and in the cable plan.
        const Engine engine(*doc);
        std::map<QString, int64_t> bom;
        for (const InstalledPart &ip : installedParts(*doc, engine))
            bom[doc->catalog().at(ip.part).partNumber] += ip.quantity;
        QCOMPARE(bom.at(QStringLiteral("UFM-APPLIANCE-3.1")), int64_t(kUfmAppliances));
        QCOMPARE(bom.at(QStringLiteral("MGMT-HEAD-1U")), int64_t(kManagementServers));
        const double ufmW = doc->catalog().find(QStringLiteral("UFM-APPLIANCE-3.1"))->maxW;
        const double headW = doc->catalog().find(QStringLiteral("MGMT-HEAD-1U"))->maxW;
        QCOMPARE(engine.site().maxMw[size_t(PowerCategory::Management)],
                 toMilli(kUfmAppliances * ufmW + kManagementServers * headW));
        for (DeviceId u : p.ufm)
            for (PortId pid : doc->portsOf(u))
                for (CableId cid : doc->cablesAt(pid)) {
                    QVERIFY(engine.cable(cid) && engine.cable(cid)->routed);
                    QVERIFY(!doc->cables().at(cid).label.isEmpty());
                }
    }

    // A full fabric (4 SUs of 32 at 1:1) keeps every node asked for: UFM on in-band and OOB
    // only, and the notes say how to free a slot.
    void aFullFabricKeepsItsNodesAndSaysSo()
    {
        GenerationSummary summary;
        auto doc = generate(1024, QStringLiteral("DGX-H100"), QStringLiteral("MQM9700-NS2F"), &summary);
        const Placed p = placed(*doc);
        QCOMPARE(int(p.ufm.size()), kUfmAppliances);
        for (DeviceId u : p.ufm)
            QVERIFY(!cablesByNetwork(*doc, u).count(NetworkRole::Compute));
        QVERIFY(summary.notes.join(QLatin1Char('\n')).contains(QLatin1String("no free leaf port")));
        QCOMPARE(summary.nodes, 128);
    }

    // Every rack's management switch uplinks to the OOB aggregation, also that of a network rack
    // opened for the aggregation switch itself (the 1,024-GPU H100 design: 36 racks, 36 uplinks).
    void everyRackManagementSwitchUplinks()
    {
        auto doc = generate(1024, QStringLiteral("DGX-H100"), QStringLiteral("MQM9700-NS2F"));
        int racks = 0;
        for (const Device &d : doc->devices()) {
            const Network *n = doc->networks().find(d.network);
            if (!n || n->role != NetworkRole::Oob || d.tier != FabricTier::Leaf
                || doc->catalog().at(d.part).partNumber != QLatin1String("SN2201"))
                continue;
            ++racks;
            int uplinks = 0;
            for (PortId p : doc->portsOf(d.id)) {
                const Port &port = doc->ports().at(p);
                if (port.role == PortRole::Oob && port.cage == Cage::Qsfp28)
                    uplinks += int(doc->cablesAt(p).size());
            }
            QVERIFY2(uplinks == 1, qPrintable(d.name));
        }
        QCOMPARE(racks, int(doc->racks().size()));
    }

    // An Ethernet compute fabric has no UFM; the head nodes are there.
    void ethernetHasHeadNodesOnly()
    {
        auto doc = generate(1024, QStringLiteral("DGX-B200"), QStringLiteral("SN5600-2x400"));
        const Placed p = placed(*doc);
        QVERIFY(p.ufm.empty());
        QCOMPARE(int(p.heads.size()), kManagementServers);
    }
};

QTEST_GUILESS_MAIN(TestManagement)
#include "tst_management.moc"
