#include "catalog/catalogcsv.h"

#include <QTest>

using namespace railyard;

namespace {
const QString kHeader = QStringLiteral(
    "part_number,category,vendor,model,description,technology,u_height,width_m,depth_m,weight_kg,typical_w,max_w,gpus,"
    "liquid_fraction,ports,medium,speed_gbps,length_m,reach_m,links_per_module,capacity_w,cooling_type,"
    "cooling_capacity_w,rack_units,feet,price_usd,source_power,source_weight,source_price,source_reach,source_other\n");
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
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
