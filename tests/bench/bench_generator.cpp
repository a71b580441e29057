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
        QTest::newRow("1024 GPUs") << 1024;
        QTest::newRow("16384 GPUs") << 16384;
        QTest::newRow("65536 GPUs") << 65536;
    }
    void generate()
    {
        QFETCH(int, gpus);
        const Catalog catalog = *bundledCatalog();
        GeneratorOptions o;
        o.gpus = gpus;
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
