#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "engine/pducapacity.h"
#include "generate/pdusizing.h"
#include "quote/bom.h"
#include "report/designinfo.h"
#include "rules/ruleprovider.h"

using namespace railyard;
using namespace railyard::test;

namespace {

std::unique_ptr<Document> denseLiquidDesign()
{
    GeneratorOptions o;
    o.gpus = 1024;
    o.nodePart = QStringLiteral("HGX-B200-8GPU-DLC-4U");
    return generatedDocument(o);
}

} // namespace

// More PDUs per rack side where the rack's power needs them (docs/ENGINE.md, "PDU derating";
// docs/GENERATOR.md, "Nodes per rack").
class TestRackPower : public QObject {
    Q_OBJECT
private slots:
    // Liquid-cooled HGX B200 racks used to stop at 3 nodes (39 kW), what one 80 A PDU carries at
    // 80 %; with up to three PDUs per side they take what the floor allows.
    void denseRackTakesSeveralPdusPerSide()
    {
        auto doc = denseLiquidDesign();
        const Engine engine(*doc);
        const Catalog &cat = doc->catalog();
        double largestContinuous = 0;
        for (const Part *p : cat.parts(PartCategory::Pdu))
            largestContinuous = std::max(largestContinuous, p->capacityW * kPduContinuousFraction);

        int denseRacks = 0, maxNodes = 0, units = 0;
        for (const Rack &r : doc->racks()) {
            const double load = fromMilli(engine.rack(r.id).itMaxMw());
            int nodes = 0;
            for (DeviceId d : doc->devicesOf(r.id))
                nodes += cat.at(doc->devices().at(d).part).category == PartCategory::GpuServer;
            maxNodes = std::max(maxNodes, nodes);
            for (PduId side : {r.pduA, r.pduB}) {
                const Pdu &pdu = doc->pdus().at(side);
                // Either side alone carries the whole rack within 80 % of its PDUs' nameplate.
                QVERIFY2(pduContinuousW(cat.at(pdu.part), pdu) >= load, qPrintable(pdu.name));
            }
            if (load > largestContinuous) {
                ++denseRacks;
                QVERIFY(doc->pdus().at(r.pduA).units >= 2);
                QVERIFY(doc->pdus().at(r.pduB).units >= 2);
            }
        }
        QVERIFY(denseRacks > 0);
        QVERIFY2(maxNodes > 3, qPrintable(QString::number(maxNodes)));

        const std::vector<Problem> problems = checkDesign(*doc, engine);
        QCOMPARE(problemCount(problems, "PDU_OVERLOAD_ON_FAILOVER"), 0);

        // Every unit is installed: its own controller on the OOB network, in the BOM and in info.
        std::map<PartId, int64_t> installed;
        for (const Pdu &p : doc->pdus()) {
            installed[p.part] += p.units;
            units += p.units;
        }
        std::map<PartId, int64_t> controllers;
        for (const Device &d : doc->devices())
            if (cat.at(d.part).category == PartCategory::Pdu)
                ++controllers[d.part];
        QCOMPARE(controllers, installed);
        std::map<PartId, int64_t> inBom;
        for (const InstalledPart &p : installedParts(*doc, engine))
            if (p.category == BomCategory::RacksAndPdus && cat.at(p.part).category == PartCategory::Pdu)
                inBom[p.part] = p.quantity;
        QCOMPARE(inBom, installed);
        QCOMPARE(computeDesignInfo(*doc).pdus, units);
    }

    // One unit taken from a dense rack's side overloads it on failover: the rule fires once.
    void aSideShortOfPdusIsReported()
    {
        auto doc = denseLiquidDesign();
        std::optional<Pdu> side;
        for (const Pdu &p : doc->pdus())
            if (p.units >= 2 && !side)
                side = p;
        QVERIFY(side);
        --side->units;
        Editor(*doc).update(*side, Pdu::kUnits, QStringLiteral("x"));
        const Engine engine(*doc);
        QCOMPARE(problemCount(checkDesign(*doc, engine), "PDU_OVERLOAD_ON_FAILOVER"), 1);
    }

    // The fewest units that carry the load, then the cheapest set.
    void choosesTheFewestUnits()
    {
        const Catalog cat = std::move(*bundledCatalog());
        const PduChoice light = choosePdus(cat, 15000);
        QCOMPARE(light.units, 1);
        QCOMPARE(light.part->partNumber, QStringLiteral("PDU-3P-415V-32A")); // 18.4 kW continuous
        const PduChoice dense = choosePdus(cat, 80000);
        QCOMPARE(dense.units, 2);
        QCOMPARE(dense.part->partNumber, QStringLiteral("PDU-3P-415V-80A-HD")); // 2 × 46 kW
        QVERIFY(!choosePdus(cat, 3 * 46000 + 1).part);
    }
};

QTEST_GUILESS_MAIN(TestRackPower)
#include "tst_rackpower.moc"
