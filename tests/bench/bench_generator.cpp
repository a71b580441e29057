// Generator benchmarks (docs/PERFORMANCE.md). Built with the project, never run by ctest:
//   build/tests/bench/bench_generator
#include "catalog/catalogcsv.h"
#include "engine/engine.h"
#include "generate/generator.h"

#include <QTest>

using namespace railyard;

class BenchGenerator : public QObject {
    Q_OBJECT
private slots:
    void generate_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("computeSwitch");
        QTest::addColumn<int>("planes");
        QTest::newRow("1024 GPUs") << 1024 << QString() << QString() << 1;
        QTest::newRow("16384 GPUs") << 16384 << QString() << QString() << 1;
        QTest::newRow("65536 GPUs") << 65536 << QString() << QString() << 1;
        // Rack-scale systems (docs/GENERATOR.md): 16 SUs of GB200 NVL72 on NDR, and 131,072
        // GB300 GPUs (1,821 racks, the last short of trays) on XDR in three tiers.
        QTest::newRow("9216 GPUs GB200 NVL72") << 9216 << QStringLiteral("GB200-NVL72") << QString() << 1;
        QTest::newRow("131072 GPUs GB300 NVL72") << 131072 << QStringLiteral("GB300-NVL72") << QStringLiteral("Q3400-RA") << 1;
        // Spectrum-X twin-planar: 16 SUs of DGX B300 on two planes of SN5610 (the two-tier limit).
        QTest::newRow("8192 GPUs B300 two planes") << 8192 << QStringLiteral("DGX-B300-ETH") << QStringLiteral("SN5610") << 2;
    }
    void generate()
    {
        QFETCH(int, gpus);
        QFETCH(QString, node);
        QFETCH(QString, computeSwitch);
        QFETCH(int, planes);
        const Catalog catalog = *bundledCatalog();
        GeneratorOptions o;
        o.gpus = gpus;
        o.planes = planes;
        if (!node.isEmpty())
            o.nodePart = node;
        if (!computeSwitch.isEmpty())
            o.computeSwitchPart = computeSwitch;
        int tiers = 0, cables = 0;
        QBENCHMARK_ONCE {
            Document doc(catalog);
            auto s = generateDesign(doc, o);
            QVERIFY2(s.ok(), qPrintable(s.error()));
            tiers = s->compute.tiers;
            cables = doc.cables().size();
        }
        qInfo("%d GPUs: %d tiers, %d cables", gpus, tiers, cables);
    }
};

QTEST_GUILESS_MAIN(BenchGenerator)
#include "bench_generator.moc"
