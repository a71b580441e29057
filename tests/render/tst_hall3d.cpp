// The 3D hall (issue #16): drawn on a real OpenGL 3.3 context (Mesa under Xvfb), the picture is
// not blank, the rack drawn at the centre pixel is the one a click there selects, and the heat
// overlay changes what is drawn.
#include "../model/testsupport.h"

#include "hall3dpanel.h"
#include "hallview3d.h"
#include "mainwindow.h"
#include "problemspanel.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace railyard;

namespace {

// A colour of its own for every rack, so that a pixel tells which rack it shows.
QColor rackHue(RackId r)
{
    return QColor::fromHsv(int(r.value * 47 % 360), 220, 230);
}

int hueDistance(int a, int b)
{
    const int d = std::abs(a - b) % 360;
    return std::min(d, 360 - d);
}

// Pixels other than the background.
double drawnShare(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int64_t drawn = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            drawn += image.pixel(x, y) != background;
    return double(drawn) / (double(image.width()) * image.height());
}

} // namespace

class TestHall3D : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<Engine> m_engine;
    std::unique_ptr<Hall3DPanel> m_panel;

private slots:
    void initTestCase()
    {
        GeneratorOptions o;
        o.gpus = 256;
        o.nodePart = QStringLiteral("DGX-H100");
        o.cooling = CoolingType::Air;
        m_doc = test::generatedDocument(o);
        m_engine = std::make_unique<Engine>(*m_doc);
        m_panel = std::make_unique<Hall3DPanel>(*m_doc, *m_engine, rackHue);
        m_panel->resize(900, 650);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        QVERIFY2(m_panel->view(), qPrintable(m_panel->unavailableText()));
    }

    void drawsTheHall()
    {
        HallView3D *view = m_panel->view();
        const QImage image = view->grabFramebuffer();
        QVERIFY2(view->glError().isEmpty(), qPrintable(view->glError()));
        QVERIFY(!image.isNull());
        image.save(QDir::temp().filePath(QStringLiteral("railyard-hall3d.png")));
        const double share = drawnShare(image);
        QVERIFY2(share > 0.2, qPrintable(QString::number(share)));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
        QCOMPARE(int(view->geometry3D().racks.size()), int(m_doc->racks().size()));
    }

    // Fly to a rack, and the centre pixel shows it (its own hue), and a click there selects it.
    void theCentrePixelPicksTheRackDrawnThere()
    {
        HallView3D *view = m_panel->view();
        const Rack &rack = *std::next(m_doc->racks().begin(), int(m_doc->racks().size()) / 2);
        view->flyTo(rack.id, false);
        const QImage image = view->grabFramebuffer();
        const QPoint centre(view->width() / 2, view->height() / 2);
        const QColor pixel(image.pixel(image.width() / 2, image.height() / 2));
        QVERIFY2(hueDistance(pixel.hsvHue(), rackHue(rack.id).hsvHue()) <= 6,
                 qPrintable(QStringLiteral("centre hue %1, rack %2's %3").arg(pixel.hsvHue()).arg(rack.name).arg(rackHue(rack.id).hsvHue())));
        QCOMPARE(view->rackAt(centre), rack.id);
        QSignalSpy clicked(m_panel.get(), &Hall3DPanel::rackClicked);
        QTest::mouseClick(view, Qt::LeftButton, {}, centre);
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.front().front().value<RackId>(), rack.id);
        // The selection is drawn: the rack comes back lighter, with its cap.
        m_panel->setSelectedRacks({rack.id});
        m_panel->refresh();
        const QColor selected(view->grabFramebuffer().pixel(image.width() / 2, image.height() / 2));
        QVERIFY2(selected.value() >= pixel.value(), qPrintable(QStringLiteral("%1 then %2").arg(pixel.value()).arg(selected.value())));
        // A click on empty floor selects nothing.
        QCOMPARE(view->rackAt(QPoint(2, 2)), RackId());
    }

    // The overlay: the field solved off the UI thread, then drawn as a slice over the hall.
    void heatOverlayDrawsTheField()
    {
        HallView3D *view = m_panel->view();
        view->frameHall();
        const QImage before = view->grabFramebuffer();
        QSignalSpy ready(m_panel.get(), &Hall3DPanel::heatFieldReady);
        m_panel->setHeatOverlay(true);
        QVERIFY(m_panel->heatSolving());
        QVERIFY(ready.wait(60000));
        QVERIFY(view->heatFieldShown());
        const QImage after = view->grabFramebuffer();
        after.save(QDir::temp().filePath(QStringLiteral("railyard-hall3d-heat.png")));
        int64_t changed = 0;
        for (int y = 0; y < after.height(); ++y)
            for (int x = 0; x < after.width(); ++x)
                changed += after.pixel(x, y) != before.pixel(x, y);
        QVERIFY2(changed > after.width() * after.height() / 10, qPrintable(QString::number(changed)));
        m_panel->setHeatOverlay(false);
        QVERIFY(!view->heatFieldShown());
    }

    // In the window: the 3D tab in front, a problem's rack (the Problems dock's double-click) is
    // selected everywhere and the camera flies to it; a rack clicked in 3D is the window's
    // selection.
    void theWindowFliesToAProblemsRack()
    {
        m_panel.reset();
        QApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QApplication::setApplicationName(QStringLiteral("tst_hall3d"));
        auto catalog = bundledCatalog();
        QVERIFY2(catalog.ok(), qPrintable(catalog.error()));
        MainWindow w(std::move(*catalog));
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)));
        w.centralTabs()->setCurrentWidget(w.hall3D());
        HallView3D *view = w.hall3D()->view();
        QVERIFY2(view, qPrintable(w.hall3D()->unavailableText()));
        view->grabFramebuffer();
        const Rack &rack = *std::next(w.document().racks().begin(), 3);
        emit w.problemsPanel()->showRacks({rack.id}, {ObjectRef{EntityKind::Rack, rack.id.value}});
        QCOMPARE(w.centralTabs()->currentWidget(), w.hall3D()); // stays in 3D
        QCOMPARE(w.selectedRacks(), std::vector<RackId>{rack.id});
        QTRY_COMPARE_WITH_TIMEOUT(view->rackAt(QPoint(view->width() / 2, view->height() / 2)), rack.id, 3000);
        QTRY_VERIFY_WITH_TIMEOUT((view->camera().target - QVector3D(float(rack.xM), float(rack.yM), view->camera().target.z())).length() < 0.01f, 3000);

        const Rack &other = *std::next(w.document().racks().begin(), 5);
        view->flyTo(other.id, false);
        QTest::mouseClick(view, Qt::LeftButton, {}, QPoint(view->width() / 2, view->height() / 2));
        QCOMPARE(w.selectedRacks(), std::vector<RackId>{other.id});
        w.grab().save(QDir::temp().filePath(QStringLiteral("railyard-window-3d.png")));
        w.document().undoStack()->setClean(); // nothing to ask on close
    }

    void cleanupTestCase() { m_panel.reset(); }
};

QTEST_MAIN(TestHall3D)
#include "tst_hall3d.moc"
