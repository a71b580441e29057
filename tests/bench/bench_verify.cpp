// Fabric verification benchmarks (docs/PERFORMANCE.md). Built with the project, never run by
// ctest:   build/tests/bench/bench_verify
#include "catalog/catalogcsv.h"
#include "generate/generator.h"
#include "verify/fabricdiff.h"
#include "verify/ibnetdiscover.h"
#include "verify/planexport.h"

#include <QTest>

using namespace railyard;

namespace {
std::unique_ptr<Document> generated(int gpus)
{
    auto doc = std::make_unique<Document>(*bundledCatalog());
    GeneratorOptions o;
    o.gpus = gpus;
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}
} // namespace

class BenchVerify : public QObject {
    Q_OBJECT
private slots:
    // Reading what ibnetdiscover prints for a 16,384-GPU fabric (target ≤ 1 s). The plan's
    // export has the same shape: one block per switch and per HCA, each link on both ends.
    void parseIbnetdiscover16k()
    {
        auto doc = generated(16384);
        const QByteArray text = ibnetTopology(*doc)->toUtf8();
        size_t links = 0;
        QBENCHMARK {
            auto found = parseIbnetdiscover(text, QStringLiteral("fabric.topo"));
            QVERIFY(found.ok());
            links = found->links.size();
        }
        qInfo("%lld bytes, %zu links", (long long)text.size(), links);
    }

    // Diffing the as-built of a whole compute fabric against its plan, with a swap in it
    // (target ≤ 200 ms for 131,072 links).
    void diff_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::newRow("43,688 GPUs") << 43688;
        QTest::newRow("65,536 GPUs") << 65536;
    }
    void diff()
    {
        QFETCH(int, gpus);
        auto doc = generated(gpus);
        auto found = parseIbnetdiscover(ibnetTopology(*doc)->toUtf8(), QStringLiteral("fabric.topo"));
        QVERIFY(found.ok());
        std::swap(found->links[0].b, found->links[1].b);
        size_t findings = 0;
        QBENCHMARK {
            const VerifyReport r = verifyFabric(*doc, *found, {});
            findings = r.findings.size();
        }
        qInfo("%zu links found, %zu findings", found->links.size(), findings);
    }
};

QTEST_GUILESS_MAIN(BenchVerify)
#include "bench_verify.moc"
