// The 3D hall (issue #16): drawn on a real OpenGL 3.3 context (Mesa under Xvfb), the picture is
// not blank, the rack drawn at the centre pixel is the one a click there selects, and the heat
// overlay changes what is drawn.
#include "../model/testsupport.h"

#include "edit/editapplier.h"

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

// The box whose centre stands over (x, y) on the floor, or null.
const BoxInstance *boxOver(const std::vector<BoxInstance> &boxes, double x, double y)
{
    for (const BoxInstance &b : boxes)
        if (std::abs(b.center[0] - x) < 0.05 && std::abs(b.center[1] - y) < 0.05 && b.center[2] > 0)
            return &b;
    return nullptr;
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

    // A hall laid out by hand with edit ops, as a designer would script it: two GB300 NVL72
    // frames on a liquid loop, an in-row CDU, a building column, a keep-out area and a busway.
    // Each is drawn where it stands, and the loop's header runs along the row.
    void aHandEditedNvl72HallIsDrawn()
    {
        auto catalog = bundledCatalog();
        QVERIFY2(catalog.ok(), qPrintable(catalog.error()));
        Document doc(std::move(*catalog));
        const QByteArray ops = R"({"op":"add","kind":"hall","fields":{"name":"H1","width_m":20,"depth_m":12,"air_cooling_w":100000}}
{"op":"add","kind":"row","fields":{"name":"A","hall":"H1"}}
{"op":"add","kind":"feed","fields":{"name":"Feed A","hall":"H1","side":"A","capacity_w":1000000}}
{"op":"add","kind":"loop","fields":{"name":"Loop 1","hall":"H1","supply_c":30}}
{"op":"add","kind":"cdu","fields":{"name":"CDU 1","loop":"Loop 1","part":"CDU-INROW-600KW","x_m":2,"y_m":9}}
{"op":"add","kind":"column","fields":{"name":"C1","hall":"H1","x_m":10,"y_m":3,"width_m":0.6,"depth_m":0.6}}
{"op":"add","kind":"keepout","fields":{"name":"K1","hall":"H1","x_m":15,"y_m":9,"width_m":1,"depth_m":2,"reason":"fire exit"}}
{"op":"add","kind":"busway","fields":{"name":"BW-A","hall":"H1","feed":"Feed A","part":"BUSWAY-TRACK-800A","x1_m":2,"y1_m":3.5,"x2_m":12,"y2_m":3.5}}
{"op":"add","kind":"rack","fields":{"name":"A01","row":"A","part":"GB300-NVL72","x_m":5,"y_m":5,"loop":"Loop 1"}}
{"op":"add","kind":"rack","fields":{"name":"A02","row":"A","part":"GB300-NVL72","x_m":5.6,"y_m":5,"loop":"Loop 1"}}
{"op":"add","kind":"device","fields":{"name":"A01-T1","rack":"A01","part":"GB300-NVL72-TRAY","u":12}}
{"op":"add","kind":"device","fields":{"name":"A02-T1","rack":"A02","part":"GB300-NVL72-TRAY","u":12}}
)";
        const auto parsed = parseEditOps(ops, QStringLiteral("nvl72.jsonl"));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        const EditOutcome applied = applyEditOps(doc, parsed.value(), QStringLiteral("nvl72.jsonl"));
        QVERIFY2(applied.ok, qPrintable(applied.error));
        const Engine engine(doc);
        const HallGeometry g = buildHallGeometry(doc, engine, doc.halls().begin()->id, rackHue, {});
        QCOMPARE(g.racks.size(), size_t(2));
        QCOMPARE(g.trays, 1);
        const BoxInstance *rack = boxOver(g.opaque, 5, 5), *column = boxOver(g.opaque, 10, 3), *cdu = boxOver(g.opaque, 2, 9),
                          *busway = boxOver(g.opaque, 7, 3.5);
        QVERIFY(rack && column && cdu && busway);
        QVERIFY(rack->size[2] > 2.2f);          // a 48U frame
        QVERIFY(column->size[2] > rack->size[2]); // floor to ceiling
        QVERIFY(std::abs(busway->size[0] - 10.15f) < 0.01f);
        QCOMPARE(g.translucent.size(), size_t(1)); // the keep-out area
        QVERIFY(boxOver(g.translucent, 15, 9));
        const auto header = std::count_if(g.opaque.begin(), g.opaque.end(), [](const BoxInstance &b) { return b.color[2] > 0.75f && b.color[0] < 0.25f; });
        QVERIFY(header >= 2); // the CDU and the loop header, both blue

        Hall3DPanel panel(doc, engine, rackHue);
        panel.resize(900, 650);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.view());
        const Rack &a02 = doc.racks().at(g.racks.back());
        panel.view()->flyTo(a02.id, false);
        panel.view()->camera().distanceM = 14;
        const QImage image = panel.view()->grabFramebuffer();
        image.save(QDir::temp().filePath(QStringLiteral("railyard-hall3d-nvl72.png")));
        QCOMPARE(panel.view()->rackAt(QPoint(panel.view()->width() / 2, panel.view()->height() / 2)), a02.id);
    }

    void cleanupTestCase() { m_panel.reset(); }
};

QTEST_MAIN(TestHall3D)
#include "tst_hall3d.moc"
