// Rack-scale systems (GB200/GB300 NVL72): the fabric plan with several rails per leaf, the
// generated racks with their trays, switch trays and shelves, and the rail rule that knows which
// tray's NIC forms which rail of the NVLink domain.
#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "generate/fabricplan.h"
#include "report/designinfo.h"
#include "report/rankanalysis.h"
#include "rules/ruleprovider.h"
#include "topology/nvlinkdomain.h"

#include <map>

using namespace railyard;

namespace {

GeneratorOptions nvl72(const QString &frame, int gpus, const QString &sw)
{
    GeneratorOptions o;
    o.nodePart = frame;
    o.gpus = gpus;
    o.computeSwitchPart = sw;
    return o;
}

const Device &named(const Document &doc, const QString &name)
{
    return test::namedDevice(doc, name);
}

PortId computePort(const Document &doc, const QString &device, int index)
{
    return test::computePort(doc, device, index);
}

void crossLeafEnds(Document &doc, PortId x, PortId y)
{
    test::crossFarEnds(doc, x, y);
}

std::map<QString, int> allProblems(const Document &doc)
{
    return test::problemCodes(doc);
}

QString show(const std::map<QString, int> &c)
{
    return test::showCodes(c);
}

std::map<QString, int> railProblems(const Document &doc)
{
    std::map<QString, int> out = test::problemCodes(doc);
    std::erase_if(out, [](const auto &kv) { return !kv.first.startsWith(QLatin1String("RAIL_")) && kv.first != QLatin1String("NODE_IN_OTHER_SU"); });
    return out;
}

int countCategory(const Document &doc, PartCategory c)
{
    int n = 0;
    for (const Device &d : doc.devices())
        n += doc.catalog().at(d.part).category == c;
    return n;
}

} // namespace

class TestRackScale : public QObject {
    Q_OBJECT
private slots:
    // An NVL72 domain has 72 rails; an SU of 8 racks puts 8 × g ports of each leaf down, g the
    // most rails a leaf takes: 9 on 144-port XDR switches (72 down), 4 on 64-port NDR (32 down).
    // Two tiers hold as many leaves as a switch has ports: 144 × 72 = 10,368 endpoints on XDR.
    void twoTierLimits_data()
    {
        QTest::addColumn<int>("radix");
        QTest::addColumn<int>("domains");
        QTest::addColumn<int>("railsPerLeaf");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("tiers");
        QTest::newRow("XDR 1 SU") << 144 << 8 << 9 << 8 << 4 << 0 << 2;
        QTest::newRow("XDR 4 SU") << 144 << 32 << 9 << 32 << 18 << 0 << 2;
        QTest::newRow("XDR 18 SU: the two-tier limit") << 144 << 144 << 9 << 144 << 72 << 0 << 2;
        QTest::newRow("XDR one rack more") << 144 << 145 << 9 << 152 << 146 << 144 << 3; // the last pod: 8 leaves of 9 uplinks on 2 spines
        QTest::newRow("NDR 1 SU") << 64 << 8 << 4 << 18 << 16 << 0 << 2;
        QTest::newRow("NDR 3 SU: the two-tier limit") << 64 << 24 << 4 << 54 << 32 << 0 << 2;
        QTest::newRow("NDR 4 SU") << 64 << 32 << 4 << 72 << 72 << 64 << 3; // pods of 32 leaves: 32 + 32 + the last 8 leaves' 256 uplinks on 8
        QTest::newRow("NDR 16 SU (9,216 GPUs)") << 64 << 128 << 4 << 288 << 288 << 256 << 3;
    }
    void twoTierLimits()
    {
        QFETCH(int, radix);
        QFETCH(int, domains);
        QFETCH(int, railsPerLeaf);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, tiers);
        auto plan = planComputeFabric({domains, 72, radix, 1, 8, 0, 0});
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QCOMPARE(plan->railsPerLeaf, railsPerLeaf);
        QCOMPARE(plan->leavesPerSu, 72 / railsPerLeaf);
        QCOMPARE(plan->downPerLeaf, 8 * railsPerLeaf);
        QCOMPARE(plan->leaves, leaves);
        QCOMPARE(plan->spines, spines);
        QCOMPARE(plan->cores, cores);
        QCOMPARE(plan->tiers, tiers);
        QCOMPARE(plan->nodeLeafLinks, int64_t(domains) * 72);
    }

    // Four SUs of GB300 NVL72 on Quantum-X800: every rack a whole domain, wired rank by rank.
    void gb300FourSus()
    {
        GenerationSummary s;
        auto doc = test::generatedDocument(nvl72(QStringLiteral("GB300-NVL72"), 2304, QStringLiteral("Q3400-RA")), &s);
        QCOMPARE(s.domains, 32);
        QCOMPARE(s.nodes, 576);
        QCOMPARE(s.compute.sus, 4);
        QCOMPARE(countCategory(*doc, PartCategory::GpuServer), 576);
        QCOMPARE(countCategory(*doc, PartCategory::NvlinkSwitch), 32 * 9);
        QCOMPARE(countCategory(*doc, PartCategory::PowerShelf), 32 * 8);
        // GPUs are the trays': a frame holding trays adds none of its own.
        QCOMPARE(Engine(*doc).site().gpus, int64_t(2304));
        QCOMPARE(computeDesignInfo(*doc).gpus, 2304);
        int leaves = 0, spines = 0;
        int64_t trayLeaf = 0, leafSpine = 0;
        for (const Cable &c : doc->cables()) {
            const Device &a = doc->devices().at(doc->ports().at(c.a).device);
            const Device &b = doc->devices().at(doc->ports().at(c.b).device);
            const bool aTray = doc->catalog().at(a.part).category == PartCategory::GpuServer;
            const bool bTray = doc->catalog().at(b.part).category == PartCategory::GpuServer;
            if ((aTray && b.tier == FabricTier::Leaf && doc->ports().at(c.a).role == PortRole::Compute)
                || (bTray && a.tier == FabricTier::Leaf && doc->ports().at(c.b).role == PortRole::Compute))
                ++trayLeaf;
            if (a.network == b.network && doc->networks().at(a.network).role == NetworkRole::Compute
                && ((a.tier == FabricTier::Leaf && b.tier == FabricTier::Spine) || (b.tier == FabricTier::Leaf && a.tier == FabricTier::Spine)))
                ++leafSpine;
        }
        for (const Device &d : doc->devices())
            if (doc->catalog().at(d.part).partNumber == QLatin1String("Q3400-RA"))
                (d.tier == FabricTier::Leaf ? leaves : spines) += 1;
        QCOMPARE(leaves, 32);
        QCOMPARE(spines, 18);
        QCOMPARE(trayLeaf, int64_t(2304));
        QCOMPARE(leafSpine, int64_t(2304));
        QVERIFY2(railProblems(*doc).empty(), "a generated NVL72 fabric has no rail problem");
        // Each rack is one domain of 18 trays, in domain order bottom-up.
        const Device &first = named(*doc, QStringLiteral("gpu00001"));
        QVERIFY(isRackScale(*doc, first.rack));
        QCOMPARE(domainTrays(*doc, first.rack).size(), size_t(18));
        QCOMPARE(domainTrays(*doc, first.rack).front(), first.id);
        const DomainRanks ranks(*doc);
        const Device &third = named(*doc, QStringLiteral("gpu00003"));
        QCOMPARE(ranks.rankOf(third, doc->ports().at(computePort(*doc, QStringLiteral("gpu00003"), 1))), 9);
    }

    // Four SUs of GB300 NVL72 check clean: shelves 2N by feed (one side's 4 × 33 kW carry the
    // trays), spreader plates under the 1.4 t racks, XDR media for every 800G link. So do 16 SUs
    // of GB200 NVL72 on NDR in three tiers (9,216 GPUs: 288 leaves, 288 spines, 256 cores).
    void nvl72DesignsCheckClean_data()
    {
        QTest::addColumn<QString>("frame");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("computeSwitch");
        QTest::addColumn<int>("cores");
        QTest::newRow("GB300, 4 SUs, XDR") << QStringLiteral("GB300-NVL72") << 2304 << QStringLiteral("Q3400-RA") << 0;
        QTest::newRow("GB200, 16 SUs, NDR") << QStringLiteral("GB200-NVL72") << 9216 << QStringLiteral("MQM9700-NS2F") << 256;
    }
    void nvl72DesignsCheckClean()
    {
        QFETCH(QString, frame);
        QFETCH(int, gpus);
        QFETCH(QString, computeSwitch);
        QFETCH(int, cores);
        GenerationSummary s;
        auto doc = test::generatedDocument(nvl72(frame, gpus, computeSwitch), &s);
        QCOMPARE(s.compute.cores, cores);
        const auto found = allProblems(*doc);
        QVERIFY2(found.empty(), qPrintable(show(found) + QLatin1Char('\n') + s.notes.join(QLatin1Char('\n'))));
        for (const Rack &r : doc->racks())
            if (isRackScale(*doc, r.id))
                QVERIFY2(r.spreaderM2 > 0.64 && r.spreaderM2 < 2, qPrintable(QString::number(r.spreaderM2)));
    }

    // A rack side turned from power shelves to AC PDUs and back: the live engine follows, as a
    // fresh one computes it (the shelves' own loss leaves the side's load only on shelves).
    void shelfSideEditFollowsIncrementally()
    {
        auto doc = test::generatedDocument(nvl72(QStringLiteral("GB300-NVL72"), 576, QStringLiteral("Q3400-RA")));
        const Engine live(*doc);
        Pdu side = doc->pdus().at(doc->racks().at(named(*doc, QStringLiteral("gpu00001")).rack).pduA);
        const MilliWatts onShelves = live.pdu(side.id).failoverMw;
        side.part = doc->catalog().find(QStringLiteral("PDU-3P-415V-80A-HD"))->id;
        Editor(*doc).update(side, Pdu::kPart, QStringLiteral("to AC"));
        QString where;
        QVERIFY2(live.sameFigures(Engine(*doc), &where), qPrintable(where));
        QVERIFY(live.pdu(side.id).failoverMw > onShelves);
        doc->undoStack()->undo();
        QVERIFY2(live.sameFigures(Engine(*doc), &where), qPrintable(where));
        QCOMPARE(live.pdu(side.id).failoverMw, onShelves);
    }

    // The domain as built: a switch tray taken out is one problem naming how many to mount; a
    // switch tray moved into a network rack is one problem (the spine does not reach it).
    void nvlinkDomainAsBuilt()
    {
        auto doc = test::generatedDocument(nvl72(QStringLiteral("GB300-NVL72"), 576, QStringLiteral("Q3400-RA")));
        const Device &nvsw = named(*doc, QStringLiteral("SU01-R01-NVSW9"));
        Editor(*doc).erase(Selection{.devices = {nvsw.id}});
        QCOMPARE(allProblems(*doc), (std::map<QString, int>{{QStringLiteral("NVLINK_SWITCH_TRAYS_MISSING"), 1}}));
        doc->undoStack()->undo();
        QVERIFY(allProblems(*doc).empty());
        Device moved = named(*doc, QStringLiteral("SU01-R01-NVSW9"));
        const Device &leaf = named(*doc, QStringLiteral("leaf-su1-r1-9"));
        moved.rack = leaf.rack;
        moved.uPosition = 44;
        Editor(*doc).update(moved, Device::kPlacement, QStringLiteral("move"));
        const auto found = allProblems(*doc);
        // (and its cold plates stand in an air rack)
        QVERIFY2(found == (std::map<QString, int>{{QStringLiteral("LIQUID_NODE_WITHOUT_LIQUID"), 1},
                                                  {QStringLiteral("NVLINK_SWITCH_OUTSIDE_FRAME"), 1},
                                                  {QStringLiteral("NVLINK_SWITCH_TRAYS_MISSING"), 1}}),
                 qPrintable(show(found)));
    }

    // Inside one domain: tray 3's NICs 1 and 2 are ranks 8 and 9, on the leaves of ranks 1-9
    // and 10-18. Their cables crossed are one swap; two trays' cables crossed likewise; two
    // cables of ranks on the same leaf exchanged stay on their rail (no problem).
    void transpositionInsideADomain()
    {
        auto doc = test::generatedDocument(nvl72(QStringLiteral("GB300-NVL72"), 576, QStringLiteral("Q3400-RA")));
        QVERIFY(railProblems(*doc).empty());
        crossLeafEnds(*doc, computePort(*doc, QStringLiteral("gpu00003"), 0), computePort(*doc, QStringLiteral("gpu00003"), 1));
        auto found = railProblems(*doc);
        QCOMPARE(found, (std::map<QString, int>{{QStringLiteral("RAIL_SWAP"), 1}}));
        doc->undoStack()->undo();
        QVERIFY(railProblems(*doc).empty());

        crossLeafEnds(*doc, computePort(*doc, QStringLiteral("gpu00001"), 0), computePort(*doc, QStringLiteral("gpu00004"), 0));
        found = railProblems(*doc);
        QCOMPARE(found, (std::map<QString, int>{{QStringLiteral("RAIL_SWAP"), 1}}));
        doc->undoStack()->undo();

        crossLeafEnds(*doc, computePort(*doc, QStringLiteral("gpu00001"), 0), computePort(*doc, QStringLiteral("gpu00001"), 1));
        QVERIFY(railProblems(*doc).empty());
    }

    // The rank report knows the NVLink domain: a ring slot is a whole rack of 72 GPUs, pairs
    // inside a domain ride NVLink, and the default order (domain by domain, rank by rank) keeps
    // every fabric pair on one rail.
    void ranksKnowTheDomain()
    {
        auto doc = test::generatedDocument(nvl72(QStringLiteral("GB300-NVL72"), 576, QStringLiteral("Q3400-RA")));
        auto a = analyzeRanks(*doc, nullptr);
        QVERIFY2(a.ok(), qPrintable(a.error()));
        QCOMPARE(a->domainGpus, 72);
        QCOMPARE(a->domains.size(), size_t(8));
        QCOMPARE(a->pairs, int64_t(8 * 72));
        QCOMPARE(a->crossRail, int64_t(0));
        QVERIFY(toText(*a).contains(QLatin1String("8 NVLink domains of 72 GPUs")));
        // Tray-major across racks (tray 1 of every rack, then tray 2…) puts ring neighbours on
        // different ranks, hence different leaves.
        std::vector<GpuRef> trayMajor;
        for (int t = 0; t < 18; ++t)
            for (int r = 0; r < 8; ++r)
                for (int g = 0; g < 4; ++g)
                    trayMajor.push_back({QStringLiteral("gpu%1").arg(r * 18 + t + 1, 5, 10, QLatin1Char('0')), g});
        auto bad = analyzeRanks(*doc, &trayMajor);
        QVERIFY2(bad.ok(), qPrintable(bad.error()));
        QVERIFY(bad->crossRail > 0);
    }

    // A GPU count that leaves the last rack short of trays is built, with a warning naming
    // the whole-rack counts either side.
    void partialDomainIsWarned()
    {
        GenerationSummary s;
        auto doc = test::generatedDocument(nvl72(QStringLiteral("GB300-NVL72"), 640, QStringLiteral("Q3400-RA")), &s);
        QCOMPARE(s.domains, 9);
        QCOMPARE(s.warnings.size(), 1);
        QVERIFY2(s.warnings.front().contains(QLatin1String("16 of its 18 trays")) && s.warnings.front().contains(QLatin1String("576 or 648")),
                 qPrintable(s.warnings.front()));
        QCOMPARE(countCategory(*doc, PartCategory::GpuServer), 160);
    }
};

QTEST_GUILESS_MAIN(TestRackScale)
#include "tst_rackscale.moc"
