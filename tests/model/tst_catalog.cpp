#include "catalog/catalogcsv.h"

#include <QTest>
#include <cmath>

using namespace railyard;

namespace {
const QString kHeader = QStringLiteral(
    "part_number,category,vendor,model,description,technology,u_height,width_m,depth_m,weight_kg,typical_w,max_w,gpus,"
    "liquid_fraction,ports,medium,speed_gbps,length_m,reach_m,links_per_module,capacity_w,cooling_type,"
    "cooling_capacity_w,rack_units,feet,price_usd,source_power,source_weight,source_price,source_reach,source_other\n");

// The bundled catalog, read once for the tests that only look at it.
const Catalog &bundled()
{
    static const Catalog c = std::move(*bundledCatalog());
    return c;
}
}

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void portGroupsParseAndFormat()
    {
        QString error;
        const auto groups = parsePortGroups(QStringLiteral("8xOSFP@400:compute/2; 1xRJ45@1:oob"), &error);
        QVERIFY2(groups.has_value(), qPrintable(error));
        QCOMPARE(groups->size(), size_t(2));
        QCOMPARE((*groups)[0].count, 8);
        QCOMPARE((*groups)[0].cage, Cage::Osfp);
        QCOMPARE((*groups)[0].perCage, 2);
        QCOMPARE((*groups)[1].role, PortRole::Oob);
        QCOMPARE(formatPortGroups(*groups), QStringLiteral("8xOSFP@400:compute/2;1xRJ45@1:oob"));
        QVERIFY(!parsePortGroups(QStringLiteral("8xFOO@400:compute"), &error));
        QVERIFY(error.contains(QLatin1String("FOO")));
    }

    void errorsNameLineAndColumn_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bad number") << QStringLiteral("X1,switch,V,M,D,,1,,,abc,,,,,,,,,,,,,,,,,,,,,")
                                    << QStringLiteral("line 2, column weight_kg");
        QTest::newRow("unknown category") << QStringLiteral("X1,gizmo,V,M,D,,1,,,,,,,,,,,,,,,,,,,,,,,,")
                                          << QStringLiteral("column category: unknown value 'gizmo'");
        QTest::newRow("power without source") << QStringLiteral("X1,switch,V,M,D,,1,,,,100,200,,,,,,,,,,,,,,,,,,,")
                                              << QStringLiteral("column source_power");
        QTest::newRow("price without source") << QStringLiteral("X1,switch,V,M,D,,1,,,,,,,,,,,,,,,,,,,999,,,,,")
                                              << QStringLiteral("column source_price");
        QTest::newRow("bad ports") << QStringLiteral("X1,switch,V,M,D,,1,,,,,,,,64xOSFP400,,,,,,,,,,,,,,,,")
                                   << QStringLiteral("column ports");
        QTest::newRow("liquid over 1") << QStringLiteral("X1,gpu_server,V,M,D,,1,,,,,,,1.5,,,,,,,,,,,,,,,,,")
                                       << QStringLiteral("column liquid_fraction");
    }
    void errorsNameLineAndColumn()
    {
        QFETCH(QString, row);
        QFETCH(QString, expected);
        auto c = parseCatalogCsv(kHeader + row + QLatin1Char('\n'), QStringLiteral("parts.csv"));
        QVERIFY(!c.ok());
        QVERIFY2(c.error().contains(QLatin1String("parts.csv")), qPrintable(c.error()));
        QVERIFY2(c.error().contains(expected), qPrintable(c.error()));
    }

    void duplicatePartNumberRefused()
    {
        auto c = parseCatalogCsv(kHeader + QStringLiteral("X1,switch,V,M,D,,1,,,,,,,,,,,,,,,,,,,,,,,,\n"
                                                          "X1,switch,V,M,D,,1,,,,,,,,,,,,,,,,,,,,,,,,\n"),
                                 QStringLiteral("p.csv"));
        QVERIFY(!c.ok());
        QVERIFY2(c.error().contains(QLatin1String("p.csv line 3")), qPrintable(c.error()));
    }

    void missingColumnRefused()
    {
        auto c = parseCatalogCsv(QStringLiteral("part_number,category\nX,switch\n"), QStringLiteral("p.csv"));
        QVERIFY(!c.ok());
        QVERIFY2(c.error().contains(QLatin1String("no column 'vendor'")), qPrintable(c.error()));
    }

    // The bundled catalog loads, and holds what designs are built from, each figure sourced.
    void bundledCatalogIsComplete()
    {
        auto c = bundledCatalog();
        QVERIFY2(c.ok(), qPrintable(c.error()));
        auto has = [&](PartCategory cat, auto pred) {
            for (const Part *p : c->parts(cat))
                if (pred(*p))
                    return true;
            return false;
        };
        auto computePorts = [](const Part &p) {
            int n = 0;
            for (const PortGroup &g : p.ports)
                if (g.role == PortRole::Compute)
                    n += g.count;
            return n;
        };
        QVERIFY(has(PartCategory::GpuServer, [&](const Part &p) { return p.gpus == 8 && p.model.contains(QLatin1String("H100")); }));
        QVERIFY(has(PartCategory::GpuServer, [&](const Part &p) { return p.gpus == 8 && p.model.contains(QLatin1String("B200")); }));
        QVERIFY(has(PartCategory::GpuServer, [&](const Part &p) { return p.liquidFraction > 0; }));
        QVERIFY(has(PartCategory::RackSystem, [&](const Part &p) { return p.gpus == 72; }));
        QVERIFY(has(PartCategory::Switch, [&](const Part &p) { return p.technology == Technology::InfiniBand && computePorts(p) == 64; }));
        QVERIFY(has(PartCategory::Switch, [&](const Part &p) { return p.technology == Technology::Ethernet && computePorts(p) >= 64; }));
        QVERIFY(has(PartCategory::Transceiver, [&](const Part &p) { return p.linksPerModule == 2 && p.medium == Medium::Mmf; }));
        QVERIFY(has(PartCategory::Transceiver, [&](const Part &p) { return p.linksPerModule == 2 && p.medium == Medium::Smf; }));
        for (Medium m : {Medium::Dac, Medium::Aoc, Medium::Mmf, Medium::Smf})
            QVERIFY2(has(PartCategory::Cable, [&](const Part &p) { return p.medium == m && p.lengthM > 0; }), qPrintable(toToken(m)));
        QVERIFY(has(PartCategory::Cable, [&](const Part &p) { return p.medium == Medium::Acc || p.medium == Medium::Aec; }));
        QVERIFY(has(PartCategory::Pdu, [&](const Part &p) { return p.capacityW > 0; }));
        QVERIFY(has(PartCategory::Cdu, [&](const Part &p) { return p.capacityW > 0; }));
        for (CoolingType t : {CoolingType::Air, CoolingType::RearDoor, CoolingType::Dlc})
            QVERIFY(has(PartCategory::Rack, [&](const Part &p) { return p.coolingType == t && p.rackUnits > 0; }));
        // Brief figures: DGX H100 10.2 kW max; QM9700 1.72 kW max.
        QVERIFY(has(PartCategory::GpuServer, [&](const Part &p) { return p.model.contains(QLatin1String("H100")) && qFuzzyCompare(p.maxW, 10200.0); }));
        QVERIFY(has(PartCategory::Switch, [&](const Part &p) { return qFuzzyCompare(p.maxW, 1720.0); }));
    }

    // Today's hardware (docs/CATALOG.md, "Rack-scale systems"): each part under the number other
    // code asks for, with its category and ports, and a source for its ports and capacities.
    void currentGenerationParts_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<PartCategory>("category");
        QTest::addColumn<QString>("ports");
        const auto row = [](const char *number, PartCategory c, const char *ports) {
            QTest::newRow(number) << QString::fromLatin1(number) << c << QString::fromLatin1(ports);
        };
        row("GB200-NVL72", PartCategory::RackSystem, "");
        row("GB300-NVL72", PartCategory::RackSystem, "");
        row("GB200-NVL72-TRAY", PartCategory::GpuServer, "4xOSFP@400:compute;1xQSFP112@400:storage;1xQSFP112@100:inband;1xRJ45@1:oob");
        row("GB300-NVL72-TRAY", PartCategory::GpuServer, "4xOSFP@800:compute;1xQSFP112@400:storage;1xQSFP112@100:inband;1xRJ45@1:oob");
        row("GB300-NVL72-TRAY-ETH", PartCategory::GpuServer, "8xOSFP@400:compute/2;1xQSFP112@400:storage;1xQSFP112@100:inband;1xRJ45@1:oob");
        row("NVL5-SWITCH-TRAY", PartCategory::NvlinkSwitch, "1xRJ45@1:oob");
        row("PWR-SHELF-33KW", PartCategory::PowerShelf, "1xRJ45@1:oob");
        row("DGX-B300", PartCategory::GpuServer, "8xOSFP@800:compute;2xQSFP112@400:storage;2xQSFP112@100:inband;1xRJ45@1:oob");
        row("DGX-B300-ETH", PartCategory::GpuServer, "16xOSFP@400:compute/2;2xQSFP112@400:storage;2xQSFP112@100:inband;1xRJ45@1:oob");
        row("DGX-B300-BUSBAR", PartCategory::GpuServer, "16xOSFP@400:compute/2;2xQSFP112@400:storage;2xQSFP112@100:inband;1xRJ45@1:oob");
        row("HGX-B300-AIR", PartCategory::GpuServer, "8xOSFP@800:compute;2xQSFP112@400:storage;2xQSFP112@100:inband;1xRJ45@1:oob");
        row("HGX-B300-DLC", PartCategory::GpuServer, "8xOSFP@800:compute;2xQSFP112@400:storage;2xQSFP112@100:inband;1xRJ45@1:oob");
        row("Q3400-RA", PartCategory::Switch, "144xOSFP@800:compute/2;1xRJ45@1:oob");
        row("Q3200-RA", PartCategory::Switch, "72xOSFP@800:compute/2;1xRJ45@1:oob");
        row("SN5610", PartCategory::Switch, "128xOSFP@400:compute/2;1xRJ45@1:oob");
        row("CX8-C8180", PartCategory::Nic, "1xOSFP@800:compute");
        row("BF3-B3220", PartCategory::Nic, "2xQSFP112@200:storage");
        row("BF3-B3140H", PartCategory::Nic, "1xQSFP112@400:storage");
        row("BF4-800G", PartCategory::Nic, "1xOSFP@800:storage");
        row("XDR-OSFP-2xDR4-100M", PartCategory::Transceiver, "2xOSFP@800:compute/2");
        row("XDR-OSFP-2xDR4-500M", PartCategory::Transceiver, "2xOSFP@800:compute/2");
        row("XDR-OSFP-2xDR4-100M-FLT", PartCategory::Transceiver, "2xOSFP@800:compute/2");
        row("XDR-OSFP-DR4-800G-FLT", PartCategory::Transceiver, "1xOSFP@800:compute");
        row("XDR-LACC-SPLIT-3M", PartCategory::Cable, "1xOSFP@800:compute/2;2xOSFP@800:compute");
        row("XDR-LACC-5M", PartCategory::Cable, "2xOSFP@800:compute/2");
        row("CDU-INRACK-250KW", PartCategory::Cdu, "1xRJ45@1:oob");
        row("CDU-INROW-600KW", PartCategory::Cdu, "1xRJ45@1:oob");
        row("CDU-FACILITY-2300KW", PartCategory::Cdu, "1xRJ45@1:oob");
    }
    void currentGenerationParts()
    {
        QFETCH(QString, number);
        QFETCH(PartCategory, category);
        QFETCH(QString, ports);
        const Catalog &c = bundled();
        const Part *p = c.find(number);
        QVERIFY2(p, qPrintable(number));
        QCOMPARE(p->category, category);
        QCOMPARE(formatPortGroups(p->ports), ports);
        QVERIFY2(!p->sources.other.isEmpty(), qPrintable(number));
        if (category == PartCategory::Nic)
            QCOMPARE(p->uHeight, 0); // quoted on its own, not mounted
        if (category == PartCategory::GpuServer || category == PartCategory::Switch || category == PartCategory::NvlinkSwitch
            || category == PartCategory::PowerShelf)
            QVERIFY2(p->uHeight > 0 && p->maxW > 0 && p->weightKg > 0, qPrintable(number));
    }

    // A rack-scale system is a frame with its devices mounted in it: the frame carries the NVLink
    // domain, the shelves' capacity and the system price; the loaded rack weighs what the sources
    // say; one side's four shelves carry the whole rack after losing a feed.
    void nvl72FrameAndItsTrays_data()
    {
        QTest::addColumn<QString>("frame");
        QTest::addColumn<QString>("tray");
        QTest::addColumn<QString>("nodeModule"); // the compute module in each tray cage
        QTest::newRow("GB200") << QStringLiteral("GB200-NVL72") << QStringLiteral("GB200-NVL72-TRAY") << QStringLiteral("MMS4X00-NS400");
        QTest::newRow("GB300") << QStringLiteral("GB300-NVL72") << QStringLiteral("GB300-NVL72-TRAY") << QStringLiteral("XDR-OSFP-DR4-800G-FLT");
    }
    void nvl72FrameAndItsTrays()
    {
        QFETCH(QString, frame);
        QFETCH(QString, tray);
        QFETCH(QString, nodeModule);
        const Catalog &c = bundled();
        const Part &f = *c.find(frame), &t = *c.find(tray), &nvs = *c.find(QStringLiteral("NVL5-SWITCH-TRAY"));
        const Part &shelf = *c.find(QStringLiteral("PWR-SHELF-33KW")), &tor = *c.find(QStringLiteral("SN2201"));
        const Part &module = *c.find(nodeModule), &bf3Module = *c.find(QStringLiteral("MMS1Z00-NS400"));
        QCOMPARE(f.rackUnits, 48);
        QCOMPARE(f.gpus, 72); // the NVLink domain its spine joins
        QCOMPARE(f.gpus, 18 * t.gpus);
        QVERIFY(f.ports.empty());
        QCOMPARE(f.maxW, 0.0); // power is in the trays
        QCOMPARE(f.coolingType, CoolingType::Dlc);
        QVERIFY(f.priceUsd && *f.priceUsd >= 2e6);
        QVERIFY(t.priceUsd && *t.priceUsd == 0 && t.sources.price.contains(QLatin1String("included")));
        QVERIFY(nvs.priceUsd && *nvs.priceUsd == 0);
        QCOMPARE(t.uHeight, 1);
        QVERIFY(18 * t.uHeight + 9 * nvs.uHeight + 8 * shelf.uHeight + 2 * tor.uHeight <= f.rackUnits);
        // ~1,360 kg loaded (docs/CATALOG.md): the frame is the rest.
        const double loaded = f.weightKg + 18 * t.weightKg + 9 * nvs.weightKg + 8 * shelf.weightKg + 2 * tor.weightKg;
        QVERIFY2(std::abs(loaded - 1360) < 5, qPrintable(QString::number(loaded)));
        // 2N shelves: one side's four carry the rack (132 kW), trays, switch trays, ToRs and optics.
        QCOMPARE(shelf.capacityW, 33000.0);
        // The frame's limit covers one side's shelves (GB300: NVIDIA's 142 kW rack maximum).
        const double side = 4 * shelf.capacityW;
        QVERIFY(f.capacityW >= side);
        const double optics = 18 * (t.portCount(PortRole::Compute) * module.maxW + 2 * bf3Module.maxW);
        const double rackW = 18 * t.maxW + 9 * nvs.maxW + 2 * tor.maxW + optics;
        QVERIFY2(rackW <= side && rackW > 0.85 * side, qPrintable(QString::number(rackW)));
    }

    // A switch's optics_in_max_w is its cages times the maximum of the module they take, as the
    // QM9700's 32 x 17 W: the engine then counts each module once (docs/ENGINE.md).
    void switchOpticsInMaxAreItsCagesModules_data()
    {
        QTest::addColumn<QString>("sw");
        QTest::addColumn<QString>("module");
        QTest::newRow("QM9700") << QStringLiteral("MQM9700-NS2F") << QStringLiteral("MMS4X00-NS");
        QTest::newRow("Q3400-RA") << QStringLiteral("Q3400-RA") << QStringLiteral("XDR-OSFP-2xDR4-100M");
        QTest::newRow("Q3200-RA") << QStringLiteral("Q3200-RA") << QStringLiteral("XDR-OSFP-2xDR4-500M");
    }
    void switchOpticsInMaxAreItsCagesModules()
    {
        QFETCH(QString, sw);
        QFETCH(QString, module);
        const Catalog &c = bundled();
        const Part &s = *c.find(sw), &m = *c.find(module);
        const PortGroup &g = s.ports.front();
        QCOMPARE(g.speedGbps, m.speedGbps);
        QCOMPARE(g.perCage, m.linksPerModule);
        QCOMPARE(s.opticsInMaxW, g.count / g.perCage * m.maxW);
        QVERIFY(s.ownMaxW() > 0);
    }

    // 800G XDR links have modules for both cage tops and copper for short runs (no passive DAC
    // at 200G-PAM4, NVIDIA LinkX): twin-port finned for switch cages, twin-port flat for
    // liquid-cooled switches, single-port flat for ConnectX-8; splitters and straight LACC.
    void xdrMediaForBothCageTops()
    {
        const Catalog &c = bundled();
        auto count = [&](PartCategory cat, auto pred) {
            int n = 0;
            for (const Part *p : c.parts(cat))
                n += pred(*p) ? 1 : 0;
            return n;
        };
        auto module = [&](int links, ModuleTop top) {
            return count(PartCategory::Transceiver, [&](const Part &p) {
                return p.speedGbps == 800 && p.medium == Medium::Smf && p.linksPerModule == links && p.moduleTop == top;
            });
        };
        QVERIFY(module(2, ModuleTop::Finned) >= 2); // 100 m and 500 m
        QCOMPARE(module(2, ModuleTop::Flat), 1);
        QCOMPARE(module(1, ModuleTop::Flat), 1);
        QCOMPARE(count(PartCategory::Cable, [](const Part &p) { return p.speedGbps == 800 && p.medium == Medium::Dac; }), 0);
        for (int twinEnds : {1, 2})
            for (double m : {3.0, 4.0, 5.0})
                QVERIFY2(count(PartCategory::Cable, [&](const Part &p) {
                             int twin = 0;
                             for (const PortGroup &g : p.ports)
                                 twin += g.perCage > 1 ? g.count : 0;
                             return p.speedGbps == 800 && p.medium == Medium::Acc && p.lengthM == m && p.linksPerModule == 2 && twin == twinEnds;
                         }) == 1,
                         qPrintable(QStringLiteral("%1 m, %2 twin ends").arg(m).arg(twinEnds)));
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
