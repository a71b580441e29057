// Floor plan benchmarks (docs/PERFORMANCE.md): building the scene, drawing a whole frame of a
// 2,000-rack hall zoomed out and zoomed in (what panning redraws), and following a rack move;
// rebuilding and painting the Power and Cooling layers of a one-hall, 2,000-rack design.
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
#include "syntheticdesign.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
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

    // The Power and Cooling layers of one hall of about 2,000 racks (one A and one B feed, a
    // PDU per rack side, one loop): rebuilding a layer's model after an edit, and painting it
    // whole into a 1600×1000 image as the plan's fitted view draws it.
    void layers_data()
    {
        QTest::addColumn<bool>("cooling");
        QTest::addColumn<bool>("paint");
        QTest::addColumn<bool>("zoomed");
        QTest::newRow("power rebuild") << false << false << false;
        QTest::newRow("power paint, whole hall") << false << true << false;
        QTest::newRow("power paint, hall width") << false << true << true;
        QTest::newRow("cooling rebuild") << true << false << false;
        QTest::newRow("cooling paint, whole hall") << true << true << false;
        QTest::newRow("cooling paint, hall width") << true << true << true;
    }
    void layers()
    {
        QFETCH(bool, cooling);
        QFETCH(bool, paint);
        // Zoomed to the hall's width, the links to racks and the PDU marks are drawn too.
        QFETCH(bool, zoomed);
        static std::unique_ptr<Document> doc;
        if (!doc) {
            doc = bench::buildSyntheticDesign(55296);
            qInfo("one hall, %lld racks", qlonglong(doc->racks().size()));
        }
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        FloorPlanScene scene(*doc, engine, checker);
        scene.setPowerLayerVisible(!cooling);
        scene.setCoolingLayerVisible(cooling);
        SupplyLayerItem *item = (cooling ? scene.coolingLayer() : scene.powerLayer()).item(doc->halls().begin()->id);
        QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        const QRectF bounds = item->boundingRect();
        const double scale = zoomed ? image.width() / bounds.width() : std::min(image.width() / bounds.width(), image.height() / bounds.height());
        painter.translate(image.width() / 2.0, image.height() / 2.0);
        painter.scale(scale, scale);
        painter.translate(-bounds.center());
        QStyleOptionGraphicsItem option;
        option.exposedRect = painter.worldTransform().inverted().mapRect(QRectF(image.rect())).intersected(bounds);
        item->model();
        if (paint) {
            QBENCHMARK {
                item->paint(&painter, &option, nullptr);
            }
        } else {
            QBENCHMARK {
                item->invalidate();
                item->model();
            }
        }
        if (!paint)
            qInfo("%lld links, %lld lines", qlonglong(item->model().links.size()), qlonglong([&] {
                  size_t n = 0;
                  for (const SupplyModel::Stroke &s : item->model().strokes)
                      n += s.lines.size();
                  return n;
              }()));
        painter.end();
        if (qEnvironmentVariableIsSet("RAILYARD_BENCH_FRAMES"))
            image.save(qEnvironmentVariable("RAILYARD_BENCH_FRAMES") + (cooling ? QStringLiteral("/cooling") : QStringLiteral("/power"))
                       + (zoomed ? QStringLiteral("-zoomed.png") : QStringLiteral(".png")));
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
