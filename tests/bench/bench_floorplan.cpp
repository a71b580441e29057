// Floor plan benchmarks (docs/PERFORMANCE.md): building the scene, drawing a whole frame of a
// 2,000-rack hall zoomed out and zoomed in (what panning redraws), and following a rack move.
// Built with the project, never run by ctest:
//   QT_QPA_PLATFORM=offscreen build/tests/bench/bench_floorplan
#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "engine/engine.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "generate/generator.h"
#include "rackitem.h"
#include "rules/liverulechecker.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace railyard;

namespace {
// About 2,000 racks: 40,960 GPUs of DGX B200 at three nodes per rack, with their network racks.
std::unique_ptr<Document> largeHall()
{
    auto doc = std::make_unique<Document>(*bundledCatalog());
    GeneratorOptions o;
    o.gpus = 40960;
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

// One frame as the viewport paints it: its paint event, rendered into an image of its size.
void drawFrame(FloorPlanView &view, QImage &frame)
{
    view.viewport()->render(&frame);
}

// A view shown and laid out, as on screen, so fitting and centring see its real size.
void showView(FloorPlanView &view)
{
    view.resize(1600, 1000);
    view.show();
    QTest::qWait(50);
}
} // namespace

class BenchFloorPlan : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<Engine> m_engine;
    std::unique_ptr<LiveRuleChecker> m_checker;

private slots:
    void initTestCase()
    {
        m_doc = largeHall();
        m_engine = std::make_unique<Engine>(*m_doc);
        m_checker = std::make_unique<LiveRuleChecker>(*m_doc, *m_engine);
        qInfo("%lld racks, %lld cables", qlonglong(m_doc->racks().size()), qlonglong(m_doc->cables().size()));
    }

    void buildScene()
    {
        QBENCHMARK {
            FloorPlanScene scene(*m_doc, *m_engine, *m_checker);
        }
    }

    void frameWholeHall()
    {
        FloorPlanScene scene(*m_doc, *m_engine, *m_checker);
        FloorPlanView view(*m_doc, *m_engine, &scene);
        showView(view);
        view.fitAll();
        QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        QBENCHMARK {
            drawFrame(view, frame);
        }
        if (qEnvironmentVariableIsSet("RAILYARD_BENCH_FRAMES"))
            frame.save(qEnvironmentVariable("RAILYARD_BENCH_FRAMES") + QStringLiteral("/whole.png"));
    }

    void frameZoomedIn()
    {
        FloorPlanScene scene(*m_doc, *m_engine, *m_checker);
        FloorPlanView view(*m_doc, *m_engine, &scene);
        showView(view);
        view.centerOnRacks({m_doc->racks().begin()->id});
        QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        QBENCHMARK {
            drawFrame(view, frame);
        }
        if (qEnvironmentVariableIsSet("RAILYARD_BENCH_FRAMES"))
            frame.save(qEnvironmentVariable("RAILYARD_BENCH_FRAMES") + QStringLiteral("/zoomed.png"));
    }

    // A rack dragged one tile: document, engine, rules and the scene follow.
    void rackMoveUpdate()
    {
        FloorPlanScene scene(*m_doc, *m_engine, *m_checker);
        const Rack rack = *m_doc->racks().begin();
        int step = 0;
        QBENCHMARK {
            ++step;
            Editor(*m_doc).moveRack(rack.id, rack.xM + (step % 2) * 0.6, rack.yM);
        }
    }
};

QTEST_MAIN(BenchFloorPlan)
#include "bench_floorplan.moc"
