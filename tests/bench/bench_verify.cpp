// Fabric verification benchmarks (docs/PERFORMANCE.md). Built with the project, never run by
// ctest:   build/tests/bench/bench_verify
#include "catalog/catalogcsv.h"
#include "generate/generator.h"
#include "verify/fabricdiff.h"
#include "verify/ibnetdiscover.h"
#include "verify/lldpjson.h"
#include "../model/lldpinput.h"
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
    // Reading what ibnetdiscover prints for a 16,384-GPU fabric (target ≤ 1 s), and for four
    // times as many to show the time grows with the size. The plan's export has the same shape:
    // one block per switch and per HCA, each link on both ends.
    void readIbnetdiscover_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::newRow("16,384 GPUs") << 16384;
        QTest::newRow("65,536 GPUs") << 65536;
    }
    void readIbnetdiscover()
    {
        QFETCH(int, gpus);
        auto doc = generated(gpus);
        const QByteArray text = ibnetTopology(*doc)->toUtf8();
        size_t links = 0;
        QBENCHMARK {
            auto found = parseIbnetdiscover(text, QStringLiteral("fabric.topo"));
            QVERIFY(found.ok());
            links = found->links.size();
        }
        qInfo("%lld bytes, %zu links", (long long)text.size(), links);
    }

    // Reading lldpcli JSON of 100,000 interfaces (target: a few seconds; it took 20 minutes when
    // each neighbour's line was found by searching the whole text again).
    void parseLldp_data()
    {
        QTest::addColumn<int>("interfaces");
        QTest::newRow("5,000 interfaces") << 5000;
        QTest::newRow("20,000 interfaces") << 20000;
        QTest::newRow("100,000 interfaces") << 100000;
    }
    void parseLldp()
    {
        QFETCH(int, interfaces);
        const QByteArray json = test::lldpJson0(interfaces);
        size_t links = 0;
        QBENCHMARK {
            auto found = parseLldpJson(json, QStringLiteral("leaf.json"), QStringLiteral("leaf"));
            QVERIFY(found.ok());
            links = found->links.size();
        }
        qInfo("%lld bytes, %zu links", (long long)json.size(), links);
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
