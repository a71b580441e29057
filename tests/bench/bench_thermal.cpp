// Thermal field benchmarks (docs/PERFORMANCE.md). Built with the project, never run by ctest:
//   build/tests/bench/bench_thermal
#include "catalog/catalogcsv.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "thermal/hallthermal.h"

#include <QTest>

using namespace railyard;

class BenchThermal : public QObject {
    Q_OBJECT
private slots:
    void solve_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("node");
        QTest::addColumn<int>("cooling");
        // About 2,000 air-cooled racks of DGX H100 (two a rack) in one hall; and the default
        // 16,384-GPU design (liquid-cooled DGX B200: the air takes the residual).
        QTest::newRow("2000 racks air") << 40960 << QStringLiteral("DGX-H100") << int(CoolingType::Air);
        QTest::newRow("16384 GPUs") << 16384 << QString() << int(CoolingType::None);
    }
    void solve()
    {
        QFETCH(int, gpus);
        QFETCH(QString, node);
        QFETCH(int, cooling);
        Document doc(*bundledCatalog());
        GeneratorOptions o;
        o.gpus = gpus;
        if (!node.isEmpty())
            o.nodePart = node;
        o.cooling = CoolingType(cooling);
        o.maxHallItW = 200e6; // one hall
        auto s = generateDesign(doc, o);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        const Engine engine(doc);
        const HallId hall = doc.halls().begin()->id;
        size_t racks = 0, cells = 0;
        double hottest = 0;
        QBENCHMARK_ONCE {
            auto t = thermal::solveHallThermal(doc, engine, hall);
            QVERIFY2(t.ok(), qPrintable(t.error()));
            racks = t->racks.size();
            cells = t->tempC.size();
            hottest = t->hottest() ? t->hottest()->inletC : 0;
        }
        qInfo("%zu racks, %zu cells, hottest inlet %.1f C", racks, cells, hottest);
    }
};

QTEST_GUILESS_MAIN(BenchThermal)
#include "bench_thermal.moc"
