// Engine and store benchmarks (docs/PERFORMANCE.md). Built with the project, never run by ctest:
//   build/tests/bench/bench_engine
#include "syntheticdesign.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "io/designstore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace railyard;

class BenchEngine : public QObject {
    Q_OBJECT
    std::map<int, std::unique_ptr<Document>> m_designs;

    Document &design(int gpus)
    {
        auto &d = m_designs[gpus];
        if (!d) {
            d = bench::buildSyntheticDesign(gpus);
            qInfo("%d GPUs: %d racks, %d devices, %d ports, %d cables", gpus, d->racks().size(), d->devices().size(),
                  d->ports().size(), d->cables().size());
        }
        return *d;
    }

    static void sizes()
    {
        QTest::addColumn<int>("gpus");
        QTest::newRow("16384 GPUs") << 16384;
        QTest::newRow("131072 GPUs") << 131072;
    }

    // A compute rack in the middle of a row (its move does not change the row's extent).
    static RackId middleRack(const Document &doc)
    {
        for (const Rack &r : doc.racks())
            if (r.loop && doc.racksOf(r.row).size() == 20 && std::abs(r.xM - (3 + 10 * 0.6 + 0.3)) < 1e-9)
                return r.id;
        return doc.racks().begin()->id;
    }

private slots:
    void fullRecompute_data() { sizes(); }
    void fullRecompute()
    {
        QFETCH(int, gpus);
        Document &doc = design(gpus);
        Engine engine(doc);
        QBENCHMARK {
            engine.recomputeAll();
        }
    }

    void rackMove_data() { sizes(); }
    void rackMove()
    {
        QFETCH(int, gpus);
        Document &doc = design(gpus);
        Engine engine(doc);
        Editor editor(doc);
        const RackId id = middleRack(doc);
        const Rack start = doc.racks().at(id);
        double dx = 0;
        QBENCHMARK {
            dx = dx > 0 ? 0 : 0.05; // along the row, inside its extent: only this rack's cables
            editor.moveRack(id, start.xM + dx, start.yM);
        }
        QVERIFY(!engine.lastUpdate().full);
        static int64_t reported = -1;
        if (reported != engine.lastUpdate().cables)
            qInfo("cables re-routed per move: %lld", (long long)(reported = engine.lastUpdate().cables));
    }

    void deviceSwap_data() { sizes(); }
    void deviceSwap()
    {
        QFETCH(int, gpus);
        Document &doc = design(gpus);
        Engine engine(doc);
        Editor editor(doc);
        const RackId rack = middleRack(doc);
        Device d;
        for (DeviceId id : doc.devicesOf(rack))
            if (doc.catalog().at(doc.devices().at(id).part).gpus > 0)
                d = doc.devices().at(id);
        // QTest may call this function again to calibrate: do not take the part from the design.
        const PartId h100 = doc.catalog().find(QStringLiteral("DGX-H100"))->id;
        const PartId h200 = doc.catalog().find(QStringLiteral("DGX-H200"))->id;
        QBENCHMARK {
            d.part = d.part == h100 ? h200 : h100;
            editor.update(d, Device::kPart, QStringLiteral("swap"));
        }
        QVERIFY(!engine.lastUpdate().full);
    }

    void saveAndOpen_data() { sizes(); }
    void saveAndOpen()
    {
        QFETCH(int, gpus);
        Document &doc = design(gpus);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("big.railyard"));
        QElapsedTimer t;
        t.start();
        QVERIFY(DesignStore::save(doc, file).ok());
        const qint64 saveMs = t.elapsed();
        Document loaded(Catalog{});
        t.restart();
        QVERIFY(DesignStore::load(loaded, file).ok());
        const qint64 openMs = t.elapsed();
        qInfo("save %lld ms, open %lld ms, file %lld MB", (long long)saveMs, (long long)openMs,
              (long long)(QFileInfo(file).size() >> 20));
        QCOMPARE(loaded.cables().size(), doc.cables().size());
    }
};

QTEST_GUILESS_MAIN(BenchEngine)
#include "bench_engine.moc"
