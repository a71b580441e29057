// Find over a large design (docs/PERFORMANCE.md): building the index after an edit and one
// search per keystroke. Built with the project, never run by ctest:
//   build/tests/bench/bench_find
#include "syntheticdesign.h"

#include "edit/findindex.h"

#include <QTest>

using namespace railyard;

class BenchFind : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc;
    FindIndex m_index;

private slots:
    void initTestCase()
    {
        m_doc = bench::buildSyntheticDesign(16384);
        m_index.rebuild(*m_doc, {});
        qInfo("16384 GPUs: %d racks, %d devices, %d ports, %d cables; %d keys", m_doc->racks().size(), m_doc->devices().size(),
              m_doc->ports().size(), m_doc->cables().size(), m_index.size());
    }

    // What the first search after an edit pays.
    void rebuild()
    {
        FindIndex index;
        QBENCHMARK {
            index.rebuild(*m_doc, {});
        }
        QCOMPARE(index.size(), m_index.size());
    }

    void search_data()
    {
        QTest::addColumn<QString>("needle");
        const Device &middle = *std::next(m_doc->devices().begin(), m_doc->devices().size() / 2);
        QTest::newRow("one letter") << QStringLiteral("g");
        QTest::newRow("a device") << middle.name;
        QTest::newRow("a port") << middle.name + QLatin1Char(':') + m_doc->ports().at(*m_doc->portsOf(middle.id).begin()).name;
        QTest::newRow("nothing") << QStringLiteral("zzzz-no-such-name");
    }
    void search()
    {
        QFETCH(QString, needle);
        int total = 0;
        QBENCHMARK {
            m_index.search(needle, 500, &total);
        }
        QVERIFY(total >= 0);
    }
};

QTEST_GUILESS_MAIN(BenchFind)
#include "bench_find.moc"
