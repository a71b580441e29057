// Cabling deliverable benchmarks (docs/PERFORMANCE.md). Built with the project, never run by
// ctest:   QT_QPA_PLATFORM=offscreen build/tests/bench/bench_cabling
#include "cabling/cablelist.h"
#include "cabling/pullsheet.h"
#include "catalog/catalogcsv.h"
#include "generate/generator.h"

#include <QTemporaryDir>
#include <QTest>

using namespace railyard;

class BenchCabling : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<Engine> m_engine;
    PullSheet m_sheet; // the first 50,000 cables of a 16,384-GPU design
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        m_doc = std::make_unique<Document>(*bundledCatalog());
        GeneratorOptions o;
        o.gpus = 16384;
        QVERIFY(generateDesign(*m_doc, o).ok());
        m_engine = std::make_unique<Engine>(*m_doc);
        m_sheet = buildPullSheet(*m_doc, *m_engine);
        m_sheet.rows.resize(50000);
        while (!m_sheet.bundles.empty() && m_sheet.bundles.back().second.first >= 50000)
            m_sheet.bundles.pop_back();
        m_sheet.bundles.back().second.second = std::min<size_t>(m_sheet.bundles.back().second.second, 50000);
    }
    void buildSheet()
    {
        size_t rows = 0;
        QBENCHMARK {
            rows = buildPullSheet(*m_doc, *m_engine).rows.size();
        }
        qInfo("%zu cables", rows);
    }
    void csv50k()
    {
        QBENCHMARK {
            QVERIFY(pullSheetCsv(m_sheet).size() > 1000000);
        }
    }
    void xlsx50k()
    {
        QBENCHMARK {
            QVERIFY(writePullSheetXlsx(m_sheet, m_dir.filePath(QStringLiteral("pull.xlsx"))).ok());
        }
    }
    void pdf50k()
    {
        QBENCHMARK {
            QVERIFY(writePullSheetPdf(m_sheet, m_dir.filePath(QStringLiteral("pull.pdf"))).ok());
        }
    }
    void cableListRoundTrip()
    {
        QBENCHMARK {
            const QString text = cableListCsv(*m_doc);
            QVERIFY(readCableList(*m_doc, text, QStringLiteral("cables.csv"))->empty());
        }
    }
};

QTEST_MAIN(BenchCabling)
#include "bench_cabling.moc"
