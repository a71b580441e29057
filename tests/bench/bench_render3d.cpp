// 3D hall frame benchmark (docs/PERFORMANCE.md). Needs an X display with OpenGL 3.3 (Mesa's
// llvmpipe under Xvfb); built with the project, never run by ctest:
//   xvfb-run -a -s "-screen 0 1600x1000x24" build/tests/bench/bench_render3d
// With RAILYARD_SHOTS=DIR it also writes the 3D hall and the heat overlay as PNGs there.
#include "catalog/catalogcsv.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "hall3dpanel.h"
#include "hallview3d.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace railyard;

class BenchRender3D : public QObject {
    Q_OBJECT
private slots:
    // About 2,000 air-cooled racks of DGX H100 in one hall (as bench_thermal), at 1600 × 1000.
    void frame()
    {
        Document doc(*bundledCatalog());
        GeneratorOptions o;
        o.gpus = 40960;
        o.nodePart = QStringLiteral("DGX-H100");
        o.cooling = CoolingType::Air;
        o.maxHallItW = 200e6; // one hall
        auto s = generateDesign(doc, o);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        const Engine engine(doc);
        Hall3DPanel panel(doc, engine, [](RackId r) { return QColor::fromHsv(int(r.value * 47 % 360), 160, 220); });
        panel.resize(1600, 1000);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        HallView3D *view = panel.view();
        QVERIFY2(view, qPrintable(panel.unavailableText()));
        view->grabFramebuffer(); // the context, shaders and first upload
        QVERIFY2(view->glError().isEmpty(), qPrintable(view->glError()));
        qInfo("%zu racks, %zu boxes, view %d x %d", view->geometry3D().racks.size(), view->geometry3D().opaque.size(), view->width(),
              view->height());
        QBENCHMARK {
            view->camera().orbit(1, 0); // a frame of a turning camera
            view->renderFrameNow();
        }
        const QString shots = qEnvironmentVariable("RAILYARD_SHOTS");
        if (!shots.isEmpty()) {
            view->camera().yawDeg = -60;
            view->camera().pitchDeg = 35;
            view->frameHall();
            view->camera().zoom(0.45f);
            view->grabFramebuffer().save(QDir(shots).filePath(QStringLiteral("hall-3d.png")));
        }
    }

    // The same with the heat slice drawn over it.
    void frameWithHeat()
    {
        Document doc(*bundledCatalog());
        GeneratorOptions o;
        o.gpus = 40960;
        o.nodePart = QStringLiteral("DGX-H100");
        o.cooling = CoolingType::Air;
        o.maxHallItW = 200e6;
        QVERIFY(generateDesign(doc, o).ok());
        const Engine engine(doc);
        Hall3DPanel panel(doc, engine, [](RackId) { return QColor(0x9a, 0xa4, 0xb0); });
        panel.resize(1600, 1000);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        HallView3D *view = panel.view();
        QVERIFY(view);
        QSignalSpy ready(&panel, &Hall3DPanel::heatFieldReady);
        panel.setHeatOverlay(true);
        QVERIFY(ready.wait(120000));
        QVERIFY(view->heatFieldShown());
        view->grabFramebuffer();
        QBENCHMARK {
            view->camera().orbit(1, 0);
            view->renderFrameNow();
        }
        const QString shots = qEnvironmentVariable("RAILYARD_SHOTS");
        if (!shots.isEmpty()) {
            view->camera().yawDeg = -70;
            view->camera().pitchDeg = 50;
            view->frameHall();
            view->camera().zoom(0.3f);
            view->grabFramebuffer().save(QDir(shots).filePath(QStringLiteral("hall-3d-heat.png")));
        }
    }
};

QTEST_MAIN(BenchRender3D)
#include "bench_render3d.moc"
