// Rule-check benchmarks (docs/PERFORMANCE.md). Built with the project, never run by ctest:
//   build/tests/bench/bench_rules
#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "rules/liverulechecker.h"

#include <QTest>

using namespace railyard;

namespace {
std::unique_ptr<Document> generated(int gpus)
{
    auto doc = std::make_unique<Document>(*bundledCatalog());
    GeneratorOptions o;
    o.gpus = gpus;
    if (gpus > 65536) // beyond three tiers of 64-port InfiniBand: 400G Ethernet radix 128
        o.computeSwitchPart = QStringLiteral("SN5600-2x400");
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

// A rack of nodes in the middle of its row: moving it along the row leaves the tray alone.
RackId middleNodeRack(const Document &doc)
{
    for (const Device &d : doc.devices()) {
        if (doc.catalog().at(d.part).gpus == 0)
            continue;
        std::vector<RackId> racks(doc.racksOf(doc.racks().at(d.rack).row).begin(),
                                  doc.racksOf(doc.racks().at(d.rack).row).end());
        return racks[racks.size() / 2];
    }
    return {};
}
} // namespace

class BenchRules : public QObject {
    Q_OBJECT
private slots:
    void sizes_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::newRow("16384 GPUs") << 16384;
        QTest::newRow("131072 GPUs") << 131072;
    }

    // The whole rule check (every local and design-wide rule, on the UI thread; target ≤ 1 s
    // at 16,384 GPUs).
    void fullCheck_data() { sizes_data(); }
    void fullCheck()
    {
        QFETCH(int, gpus);
        auto doc = generated(gpus);
        const Engine engine(*doc);
        size_t found = 0;
        QBENCHMARK {
            found = checkDesign(*doc, engine).size();
        }
        qInfo("%d GPUs: %zu problems", gpus, found);
    }

    // What the GUI does on each drag step of a rack: the engine follows, then the live checker
    // re-checks the touched objects and rebuilds the sorted list.
    void liveRackMove_data() { sizes_data(); }
    void liveRackMove()
    {
        QFETCH(int, gpus);
        auto doc = generated(gpus);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        const RackId rack = middleNodeRack(*doc);
        const Rack start = doc->racks().at(rack);
        Editor ed(*doc);
        int step = 0;
        QBENCHMARK {
            ed.moveRack(rack, start.xM + (++step % 2) * 0.01, start.yM);
            checker.flush();
        }
        qInfo("%d GPUs: %lld objects re-checked per move", gpus, (long long)checker.lastLocalCheck().objectsChecked);
    }

    // The background part: snapshot the design and run the design-wide rules on it.
    void designWideRun_data() { sizes_data(); }
    void designWideRun()
    {
        QFETCH(int, gpus);
        auto doc = generated(gpus);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        QVERIFY(checker.waitForDesignCheck());
        QBENCHMARK {
            checker.requestDesignCheck();
            QVERIFY(checker.waitForDesignCheck());
        }
    }

    // Taking the read-only snapshot alone (on the UI thread, before each background run).
    void snapshot_data() { sizes_data(); }
    void snapshot()
    {
        QFETCH(int, gpus);
        auto doc = generated(gpus);
        QBENCHMARK {
            auto copy = doc->snapshot();
            QVERIFY(copy->cables().size() == doc->cables().size());
        }
    }
};

QTEST_GUILESS_MAIN(BenchRules)
#include "bench_rules.moc"
