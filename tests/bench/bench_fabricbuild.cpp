// Build fabric on a hand-laid GB300 NVL72 hall (docs/PERFORMANCE.md, "Build fabric"): 32 racks
// dropped whole in one row (2,304 GPUs, 4 SUs), then the fabric planned, previewed on a copy of
// the design and added as one undo step. Built with the project, never run by ctest:
//   build/tests/bench/bench_fabricbuild [RAILYARD_BENCH_RACKS=32]
#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "layout/fabricbuild.h"
#include "layout/rackplacement.h"

#include <QElapsedTimer>
#include <QTest>
#include <QUndoStack>

using namespace railyard;

class BenchFabricBuild : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc;
    std::vector<RackId> m_racks;

private slots:
    void initTestCase()
    {
        const int racks = qEnvironmentVariableIsSet("RAILYARD_BENCH_RACKS") ? qEnvironmentVariableIntValue("RAILYARD_BENCH_RACKS") : 32;
        m_doc = std::make_unique<Document>(std::move(*bundledCatalog()));
        Editor editor(*m_doc);
        Hall hall;
        hall.name = QStringLiteral("H1");
        hall.widthM = 2 * 4 + racks * 0.6 + 6;
        hall.depthM = 16;
        hall.floorRatingKPa = 24;
        hall.utilityFeedW = racks * 200e3;
        hall.airCoolingW = racks * 40e3;
        const HallId h = *editor.addHall(hall);
        editor.addFeed({{}, h, QStringLiteral("Feed A"), FeedSide::A, racks * 150e3});
        editor.addFeed({{}, h, QStringLiteral("Feed B"), FeedSide::B, racks * 150e3});
        CoolingLoop loop;
        loop.hall = h;
        loop.name = QStringLiteral("Loop 1");
        editor.addLoop(loop);
        editor.addNetwork({{}, QStringLiteral("Management"), NetworkRole::Oob, Technology::Ethernet});
        m_racks = placeRacks(editor, planRacksAt(*m_doc, h, m_doc->catalog().find(QStringLiteral("GB300-NVL72"))->id, 4, 8, racks));
        QCOMPARE(int(m_racks.size()), racks);
        qInfo("%d NVL72 racks, %d devices, %d ports", racks, int(m_doc->devices().size()), int(m_doc->ports().size()));
    }

    // Planning and adding the fabric, as Build does after the preview (and its undo).
    void planAndBuild()
    {
        QBENCHMARK {
            auto build = planFabricBuild(*m_doc, m_racks, {});
            QVERIFY(build.ok());
            Editor editor(*m_doc);
            QVERIFY(applyFabricBuild(editor, *build));
            m_doc->undoStack()->undo();
        }
    }

    // The preview: a plan, a copy of the design, the engine on it before and after.
    void preview()
    {
        QBENCHMARK {
            auto build = planFabricBuild(*m_doc, m_racks, {});
            QVERIFY(build.ok());
            previewOnCopy(*m_doc, *build);
            QVERIFY(build->preview.transceivers > 0);
        }
        auto build = planFabricBuild(*m_doc, m_racks, {});
        qInfo("%d leaves, %d spines, %d cores, %d node links", build->preview.leaves, build->preview.spines, build->preview.cores,
              build->preview.nodeLinks);
    }
};

QTEST_GUILESS_MAIN(BenchFabricBuild)
#include "bench_fabricbuild.moc"
