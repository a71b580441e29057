#include "testsupport.h"

#include "engine/mediaselector.h"
#include "generate/fabriccost.h"

#include <cmath>

using namespace railyard;
using namespace railyard::test;

// Storage, in-band and OOB aggregation switches chosen by cost (docs/GENERATOR.md, "Storage and
// management switches by cost").
class TestFabricCost : public QObject {
    Q_OBJECT
private slots:
    // The audit's case: 10,240 GPUs have 1,360 storage endpoints (1,280 DGX B200 and 80 storage
    // nodes); the 32-port SN4700 needs three tiers and 245 switches for them.
    void storageAtTenThousandGpusTakesTwoTiersOfTheCheapestSwitch()
    {
        GeneratorOptions o;
        o.gpus = 10240;
        auto doc = generatedDocument(o);
        const Catalog &cat = doc->catalog();

        NetworkId storage;
        for (const Network &n : doc->networks())
            if (n.role == NetworkRole::Storage)
                storage = n.id;
        std::map<QString, int> switches;
        int storageEndpoints = 0;
        for (const Device &d : doc->devices()) {
            const Part &p = cat.at(d.part);
            if (d.network == storage && p.category == PartCategory::Switch)
                ++switches[p.partNumber];
            if (p.category == PartCategory::GpuServer || p.category == PartCategory::Storage)
                storageEndpoints += p.portCount(PortRole::Storage); // both ports of each
        }
        QCOMPARE(storageEndpoints, 2720);

        const std::vector<FabricCostOption> options = ethernetFabricOptions(cat, {2720, 400});
        QVERIFY(options.size() >= 2);
        const FabricCostOption &best = options.front();
        QCOMPARE(switches.size(), size_t(1));
        QCOMPARE(switches.begin()->first, best.part->partNumber);
        QCOMPARE(switches.begin()->second, best.switches);
        QCOMPARE(best.plan.tiers, 2);
        QVERIFY2(best.switches * 4 < 474, qPrintable(QString::number(best.switches)));

        // Each alternative's cost from catalog prices and its plan, by hand: switches, one
        // switch-side module per cage end (two links per twin-port module), one cord per link.
        const FabricCostOption *sn4700 = nullptr;
        for (const FabricCostOption &x : options) {
            const int64_t inter = x.plan.leafSpineLinks + x.plan.spineCoreLinks;
            const int64_t links = 2720 + inter;
            const int per = std::max(1, x.module->linksPerModule);
            const int64_t modules = (2720 + 2 * inter + per - 1) / per;
            const double total = x.switches * *x.part->priceUsd + double(modules) * *x.module->priceUsd +
                                 double(links) * *x.cord->priceUsd;
            QCOMPARE(x.totalUsd(), total);
            QVERIFY2(best.totalUsd() <= x.totalUsd(), qPrintable(x.part->partNumber));
            // The module fits the cage it goes into (a QSFP112 module never in a QSFP-DD cage).
            for (const PortGroup &g : x.part->ports)
                if (g.role == x.role)
                    QVERIFY(MediaSelector::cageAccepts(g.cage, x.module->ports.front().cage));
            if (x.part->partNumber == QLatin1String("SN4700"))
                sn4700 = &x;
        }
        QVERIFY(sn4700);
        QCOMPARE(sn4700->plan.tiers, 3);
        // 170 leaves of 16 endpoints; pods of 16 leaves: 10 full pods of 16 spines and a last pod
        // of 10 leaves whose 160 uplinks take 16 spines (10 down each); 16 planes of 8 cores (a
        // plane's 170 links over 32-port cores, 2 links from each full pod to each).
        QCOMPARE(sn4700->switches, 170 + 10 * 16 + 16 + 128);
        QCOMPARE(sn4700->module->partNumber, QStringLiteral("QDD-400G-SR8"));
        QVERIFY(best.totalUsd() < sn4700->totalUsd());
    }

    // A switch the designer names is kept, whatever it costs.
    void aNamedStorageSwitchIsKept()
    {
        GeneratorOptions o;
        o.gpus = 1024;
        o.storageSwitchPart = QStringLiteral("SN4700");
        auto doc = generatedDocument(o);
        int sn4700 = 0;
        for (const Device &d : doc->devices())
            sn4700 += doc->catalog().at(d.part).partNumber == QLatin1String("SN4700");
        QCOMPARE(sn4700, 33); // 2 tiers: 17 leaves of 16 endpoints and 16 spines for 272 endpoints (both ports of each)
    }

    // Only switches whose ports run at the endpoints' speed, with a module for their cages.
    void candidatesRunAtTheEndpointSpeed()
    {
        const Catalog cat = std::move(*bundledCatalog());
        for (const FabricCostOption &x : ethernetFabricOptions(cat, {200, 100})) {
            QCOMPARE(x.part->ports.front().speedGbps, 100.0);
            QVERIFY(x.part->technology == Technology::Ethernet);
        }
        QVERIFY(ethernetFabricOptions(cat, {200, 1600}).empty());
    }
};

QTEST_GUILESS_MAIN(TestFabricCost)
#include "tst_fabriccost.moc"
