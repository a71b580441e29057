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
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<Engine> m_engine;

    // Frames of a turning camera at 1600 × 1000, then (with RAILYARD_SHOTS) the picture `shot`.
    void measureFrames(Hall3DPanel &panel, bool heat, const QString &shot, float yawDeg, float pitchDeg, float zoom)
    {
        panel.resize(1600, 1000);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        HallView3D *view = panel.view();
        QVERIFY2(view, qPrintable(panel.unavailableText()));
        if (heat) {
            QSignalSpy ready(&panel, &Hall3DPanel::heatFieldReady);
            panel.setHeatOverlay(true);
            QVERIFY(ready.wait(120000));
            QVERIFY(view->heatFieldShown());
        }
        view->grabFramebuffer(); // the context, shaders and first upload
        QVERIFY2(view->glError().isEmpty(), qPrintable(view->glError()));
        qInfo("%zu racks, %zu boxes, view %d x %d", view->geometry3D().racks.size(), view->geometry3D().opaque.size(), view->width(),
              view->height());
        QBENCHMARK {
            view->camera().orbit(1, 0);
            view->renderFrameNow();
        }
        const QString shots = qEnvironmentVariable("RAILYARD_SHOTS");
        if (!shots.isEmpty()) {
            view->camera().yawDeg = yawDeg;
            view->camera().pitchDeg = pitchDeg;
            view->frameHall();
            view->camera().zoom(zoom);
            view->grabFramebuffer().save(QDir(shots).filePath(shot));
        }
    }

private slots:
    // About 2,000 air-cooled racks of DGX H100 in one hall (as bench_thermal).
    void initTestCase()
    {
        m_doc = std::make_unique<Document>(*bundledCatalog());
        GeneratorOptions o;
        o.gpus = 40960;
        o.nodePart = QStringLiteral("DGX-H100");
        o.cooling = CoolingType::Air;
        o.maxHallItW = 200e6; // one hall
        auto s = generateDesign(*m_doc, o);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        m_engine = std::make_unique<Engine>(*m_doc);
    }

    void frame()
    {
        Hall3DPanel panel(*m_doc, *m_engine, [](RackId r) { return QColor::fromHsv(int(r.value * 47 % 360), 160, 220); });
        measureFrames(panel, false, QStringLiteral("hall-3d.png"), -60, 35, 0.45f);
    }

    // The same with the heat slice drawn over it.
    void frameWithHeat()
    {
        Hall3DPanel panel(*m_doc, *m_engine, [](RackId) { return QColor(0x9a, 0xa4, 0xb0); });
        measureFrames(panel, true, QStringLiteral("hall-3d-heat.png"), -70, 50, 0.3f);
    }
};

QTEST_MAIN(BenchRender3D)
#include "bench_render3d.moc"
