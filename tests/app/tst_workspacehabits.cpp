// The workspace habits of issue #19: the window's layout remembered, zoom and fit on the plan,
// its scale bar, cursor coordinates and measure tool, the plan's title block, the fabric's
// filters, labels and cable trace, and the elevation's tooltips and rear view.

#include "catalog/catalogcsv.h"
#include "cabling/cablelabels.h"
#include "cabling/cabletrace.h"
#include "cabletracedialog.h"
#include "displayunits.h"
#include "fabricview.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "measuretool.h"
#include "plancursor.h"
#include "rackelevation.h"
#include "rackitem.h"
#include "scalebar.h"
#include "windowlayout.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QMouseEvent>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;

namespace {
std::unique_ptr<MainWindow> openSample()
{
    auto w = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
    if (!w->openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)))
        qFatal("cannot open the sample");
    return w;
}

QSize minimumOf(QMainWindow &w)
{
    QSize m = w.minimumSizeHint().expandedTo(w.minimumSize());
    return w.layout() ? m.expandedTo(w.layout()->minimumSize()) : m;
}

void sendMouse(QWidget *to, QEvent::Type type, QPoint at, Qt::MouseButton button = Qt::NoButton)
{
    const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease || button == Qt::NoButton ? Qt::NoButton : Qt::MouseButtons(button);
    QMouseEvent event(type, at, to->mapToGlobal(at), button, type == QEvent::MouseMove ? Qt::MouseButtons(Qt::NoButton) | buttons : buttons,
                      Qt::NoModifier);
    QApplication::sendEvent(to, &event);
}

RackId aGpuRack(const MainWindow &w)
{
    std::vector<RackId> gpu;
    for (const Rack &r : const_cast<MainWindow &>(w).document().racks())
        if (w.engine().rack(r.id).gpus > 0)
            gpu.push_back(r.id);
    return gpu.empty() ? RackId() : gpu[gpu.size() / 2];
}

// The sample in a laptop-sized window.
std::unique_ptr<MainWindow> sampleOnLaptop()
{
    auto w = openSample();
    w->resize(1366, 768);
    w->show();
    return w;
}

// The same, showing its fabric.
std::unique_ptr<MainWindow> sampleOnFabric()
{
    auto w = sampleOnLaptop();
    w->centralTabs()->setCurrentWidget(w->fabric());
    w->fabric()->rebuild();
    return w;
}

// The fabric zoomed in on a node of the sample.
DeviceId zoomOnNode(MainWindow &w, const QString &name)
{
    DeviceId node;
    for (const Device &d : w.document().devices())
        if (d.name == name)
            node = d.id;
    w.fabric()->setTransform(QTransform::fromScale(4, 4));
    w.fabric()->centerOn(w.fabric()->anchorOf(node));
    return node;
}

QLabel *planStatus(MainWindow &w)
{
    // The status bar's label that follows the plan's cursor and measurements.
    for (QLabel *label : w.statusBar()->findChildren<QLabel *>())
        if (label->text().contains(QStringLiteral(" x ")) || label->text().startsWith(QStringLiteral("Distance")))
            return label;
    return nullptr;
}
} // namespace

class TestWorkspaceHabits : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QApplication::setApplicationName(QStringLiteral("tst_workspacehabits"));
        // Settings in a temporary folder: the test neither reads nor leaves the user's layout.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        DisplayUnits::instance().set(false, false);
        // The screen main() configured: a laptop's 1366×768.
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1366, 768));
    }

    void fitWindowRectKeepsToScreenAndMinimum()
    {
        const QRect laptop(0, 0, 1366, 768);
        const QSize minimum(992, 652);
        // A layout saved on a 4K monitor opens whole on a laptop.
        QCOMPARE(fitWindowRect(QRect(1200, 300, 2400, 1500), minimum, laptop), laptop);
        // One that fits is left where it was.
        QCOMPARE(fitWindowRect(QRect(40, 30, 1100, 700), minimum, laptop), QRect(40, 30, 1100, 700));
        // Never below the minimum, and moved back onto the screen.
        QCOMPARE(fitWindowRect(QRect(900, 500, 400, 300), minimum, laptop), QRect(374, 116, 992, 652));
        // A screen smaller than the minimum: the minimum wins, the title bar stays on screen.
        QCOMPARE(fitWindowRect(QRect(-50, -20, 1200, 800), minimum, QRect(0, 0, 800, 600)), QRect(0, 0, 992, 652));
    }

    // With no layout saved, the window opens within the laptop's screen.
    void firstStartFitsTheScreen()
    {
        QSettings().clear();
        MainWindow w(std::move(*bundledCatalog()));
        const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
        QVERIFY2(w.width() <= available.width() && w.height() <= available.height(),
                 qPrintable(QStringLiteral("%1 × %2 on %3 × %4").arg(w.width()).arg(w.height()).arg(available.width()).arg(available.height())));
        QVERIFY(w.width() >= 1000); // still a working size, not the minimum
    }

    void layoutIsRememberedBetweenSessions()
    {
        QSettings().clear();
        {
            MainWindow first(std::move(*bundledCatalog()));
            QVERIFY(!first.restoreLayout()); // nothing saved yet: the default layout
            first.show();
            first.resize(1200, 700);
            first.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->hide();
            first.findChild<QDockWidget *>(QStringLiteral("historyDock"))->raise();
            QVERIFY(QTest::qWaitForWindowExposed(&first));
            QVERIFY(first.close()); // a clean close saves the layout
        }
        MainWindow second(std::move(*bundledCatalog()));
        QVERIFY(second.restoreLayout());
        second.show();
        QVERIFY(QTest::qWaitForWindowExposed(&second));
        QCOMPARE(second.size(), QSize(1200, 700));
        QVERIFY(!second.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
        QVERIFY(second.findChild<QDockWidget *>(QStringLiteral("totalsDock"))->isVisible());
    }

    void restoredLayoutFitsTheScreenAndTheMinimum()
    {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        // Saved by a window larger than this screen (a big monitor).
        {
            MainWindow big(std::move(*bundledCatalog()));
            big.show();
            big.setGeometry(100, 100, 2400, 1400);
            QSettings settings;
            saveWindowLayout(big, settings);
        }
        {
            MainWindow w(std::move(*bundledCatalog()));
            QVERIFY(w.restoreLayout());
            w.show();
            QVERIFY(w.width() <= screen.width() && w.height() <= screen.height());
            QVERIFY(w.width() >= minimumOf(w).width() && w.height() >= minimumOf(w).height());
            QVERIFY(screen.contains(w.geometry().topLeft()));
        }
        // Saved by a window smaller than Railyard's minimum.
        {
            QMainWindow tiny;
            tiny.setGeometry(50, 50, 500, 300);
            tiny.show();
            QSettings settings;
            saveWindowLayout(tiny, settings);
        }
        MainWindow w(std::move(*bundledCatalog()));
        w.restoreLayout();
        w.show();
        QVERIFY2(w.width() >= minimumOf(w).width() && w.height() >= minimumOf(w).height(),
                 qPrintable(QStringLiteral("%1x%2").arg(w.width()).arg(w.height())));
        QVERIFY(minimumOf(w).width() <= 1280 && minimumOf(w).height() <= 720);
        QSettings().clear();
    }

    void zoomShortcutsAndFit()
    {
        auto w = sampleOnLaptop();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        FloorPlanView *view = w->floorPlan()->view();
        view->setFocus();
        view->fitAll();
        const double fitted = view->transform().m11();
        QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(view->transform().m11(), fitted * 1.25);
        QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(qFuzzyCompare(view->transform().m11(), fitted));
        QTest::keyClick(view, Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY(qFuzzyCompare(view->transform().m11(), fitted * 1.25));
        QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(qFuzzyCompare(view->transform().m11(), fitted));
        // The View menu names them with their shortcuts.
        auto *zoomIn = w->findChild<QAction *>(QStringLiteral("zoomIn"));
        QVERIFY(zoomIn && zoomIn->shortcuts().contains(QKeySequence(QKeySequence::ZoomIn)));
        QVERIFY(w->findChild<QAction *>(QStringLiteral("fitSelection")));

        // Fit selection brings a rack from off screen into the viewport.
        const RackId rack = aGpuRack(*w);
        w->floorPlan()->scene()->selectRacks({rack});
        view->setTransform(QTransform::fromScale(2, 2));
        view->centerOn(view->sceneRect().topLeft());
        const auto inView = [&] {
            const QRect at = view->mapFromScene(w->floorPlan()->scene()->item(rack)->sceneBoundingRect()).boundingRect();
            return view->viewport()->rect().contains(at);
        };
        QVERIFY(!inView());
        QTest::keyClick(view, Qt::Key_F);
        QVERIFY(inView());
        // Filling the view: the rack is larger than a few pixels.
        QVERIFY(view->mapFromScene(w->floorPlan()->scene()->item(rack)->sceneBoundingRect()).boundingRect().width() > 40);
    }

    void scaleBarIsTrueAtEveryZoom()
    {
        auto w = sampleOnLaptop();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        FloorPlanView *view = w->floorPlan()->view();
        ScaleBarOverlay *bar = w->floorPlan()->scaleBar();
        for (double scale : {0.02, 0.11, 0.5, 1.0, 3.3, 8.0}) {
            view->setTransform(QTransform::fromScale(scale, scale));
            QApplication::processEvents();
            const ScaleBarSpec spec = bar->spec();
            // Stated metres × the view's pixels per metre (1 scene unit = 1 cm).
            QVERIFY(qFuzzyCompare(spec.pixels, spec.metres * scale * kSceneUnitsPerMetre));
            QVERIFY(spec.pixels <= 150 && spec.pixels >= 150 / 2.5);
            // And as drawn: the bar's black ends are that many pixels apart.
            const QImage image = bar->grab().toImage();
            const int y = image.height() - 7 - 2;
            int left = -1, right = -1;
            for (int x = 0; x < image.width(); ++x)
                if (image.pixelColor(x, y) == QColor(Qt::black)) {
                    if (left < 0)
                        left = x;
                    right = x;
                }
            QVERIFY2(std::abs((right - left) - spec.pixels) <= 1.5,
                     qPrintable(QStringLiteral("drawn %1 px, stated %2 px").arg(right - left).arg(spec.pixels)));
        }
        // Feet under the imperial preference, still true.
        DisplayUnits::instance().set(true, false);
        view->setTransform(QTransform::fromScale(0.5, 0.5));
        const ScaleBarSpec feet = bar->spec();
        QCOMPARE(feet.unit, QStringLiteral("ft"));
        QVERIFY(qFuzzyCompare(feet.metres, feet.length * 0.3048));
        QVERIFY(qFuzzyCompare(feet.pixels, feet.metres * 0.5 * kSceneUnitsPerMetre));
        DisplayUnits::instance().set(false, false);
    }

    void cursorCoordinatesAndMeasure()
    {
        auto w = sampleOnLaptop();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        FloorPlanView *view = w->floorPlan()->view();
        view->setTransform(QTransform::fromScale(1, 1));
        const RackId rackId = aGpuRack(*w);
        const Rack &rack = w->document().racks().at(rackId);
        const QPointF rackAt = w->floorPlan()->scene()->item(rackId)->pos();
        view->centerOn(rackAt);
        // The cursor's hall coordinates are the rack's position, in metres.
        const QString text = w->floorPlan()->cursor()->textAt(rackAt);
        QVERIFY2(text.contains(planLengthText(rack.xM)) && text.contains(planLengthText(rack.yM)), qPrintable(text));
        sendMouse(view->viewport(), QEvent::MouseMove, view->mapFromScene(rackAt));
        QLabel *status = planStatus(*w);
        QVERIFY(status);
        QVERIFY2(status->text().startsWith(w->document().halls().at(w->document().hallOf(rackId)).name), qPrintable(status->text()));
        DisplayUnits::instance().set(true, false);
        QVERIFY(w->floorPlan()->cursor()->textAt(rackAt).contains(QStringLiteral(" ft")));
        DisplayUnits::instance().set(false, false);

        // Measure: a drag shows the distance; the design is not touched; Esc cancels.
        MeasureTool *tool = w->floorPlan()->measureTool();
        const int undoSteps = w->document().undoStack()->count();
        tool->setActive(true);
        const QPoint from = view->mapFromScene(rackAt), to = from + QPoint(300, 400); // 5 m at 1 px per cm
        sendMouse(view->viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton);
        sendMouse(view->viewport(), QEvent::MouseMove, to, Qt::LeftButton);
        sendMouse(view->viewport(), QEvent::MouseButtonRelease, to, Qt::LeftButton);
        QCOMPARE(tool->metres(), 5.0);
        QCOMPARE(status->text(), QStringLiteral("Distance 5.00 m"));
        QCOMPARE(w->document().undoStack()->count(), undoSteps);
        QCOMPARE(w->floorPlan()->scene()->selectedRacks(), std::vector<RackId>{}); // no rack picked either
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(tool->metres(), 0.0);
        QVERIFY(tool->isActive());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!tool->isActive());
        // Off again: a click selects racks as before.
        sendMouse(view->viewport(), QEvent::MouseButtonPress, view->mapFromScene(rackAt + QPointF(10, 10)), Qt::LeftButton);
        sendMouse(view->viewport(), QEvent::MouseButtonRelease, view->mapFromScene(rackAt + QPointF(10, 10)), Qt::LeftButton);
        QCOMPARE(w->floorPlan()->scene()->selectedRacks(), std::vector<RackId>{rackId});
    }

    void toolsFollowAReplacedViewport()
    {
        // Switching to OpenGL replaces the view's viewport; the plan's tools follow it.
        auto w = sampleOnLaptop();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        FloorPlanView *view = w->floorPlan()->view();
        view->setViewport(new QWidget);
        w->floorPlan()->scaleBar()->attach();
        w->floorPlan()->measureTool()->attach();
        w->floorPlan()->cursor()->attach();
        view->setTransform(QTransform::fromScale(1, 1));
        MeasureTool *tool = w->floorPlan()->measureTool();
        tool->setActive(true);
        const QPoint from(100, 100);
        sendMouse(view->viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton);
        sendMouse(view->viewport(), QEvent::MouseMove, from + QPoint(0, 200), Qt::LeftButton);
        sendMouse(view->viewport(), QEvent::MouseButtonRelease, from + QPoint(0, 200), Qt::LeftButton);
        QCOMPARE(tool->metres(), 2.0);
        const QRect vp = view->viewport()->geometry();
        QCOMPARE(w->floorPlan()->scaleBar()->geometry().left(), vp.left() + 8);
    }

    void planExportCarriesATitleBlock()
    {
        auto w = openSample();
        FloorPlanView *view = w->floorPlan()->view();
        w->floorPlan()->setMetric(RackMetric::PowerVsLimit);
        // A measurement on the plan is the user's, not the design's.
        w->floorPlan()->measureTool()->setActive(true);
        const QString svgPath = m_dir.filePath(QStringLiteral("plan.svg"));
        QVERIFY(view->exportTo(svgPath));
        QFile svg(svgPath);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString xml = QString::fromUtf8(svg.readAll());
        // The design's name, revision and date, the scale bar's length and the legend.
        QVERIFY(xml.contains(QStringLiteral("sample")));
        QVERIFY(xml.contains(QStringLiteral("Revision: saved ")));
        QVERIFY(xml.contains(QStringLiteral("Date: ") + QLocale().toString(QDate::currentDate(), QLocale::ShortFormat)));
        QVERIFY(xml.contains(QStringLiteral(">Scale<")));
        QVERIFY(xml.contains(QStringLiteral("Racks coloured by power")));
        for (const LegendEntry &e : legendFor(RackMetric::PowerVsLimit))
            QVERIFY2(xml.contains(e.text.toHtmlEscaped()), qPrintable(e.text));

        // PNG: the block is added under the plan; the plan keeps its scale.
        const QString pngPath = m_dir.filePath(QStringLiteral("plan.png"));
        QVERIFY(view->exportTo(pngPath));
        const QImage png(pngPath);
        const QRectF source = w->floorPlan()->scene()->itemsBoundingRect().adjusted(-100, -100, 100, 100);
        QVERIFY(png.height() > int(source.height() * png.width() / source.width()) + 100);
        // The block's frame is black along its bottom.
        QCOMPARE(png.pixelColor(png.width() / 2, png.height() - 1), QColor(Qt::black));

        const QString pdfPath = m_dir.filePath(QStringLiteral("plan.pdf"));
        QVERIFY(view->exportTo(pdfPath));
        QVERIFY(QFileInfo(pdfPath).size() > 1000);
        // To look at them (e.g. the PDF through pdftoppm): RAILYARD_TEST_OUTPUT=<folder>.
        if (const QString keep = qEnvironmentVariable("RAILYARD_TEST_OUTPUT"); !keep.isEmpty())
            for (const QString &path : {svgPath, pngPath, pdfPath})
                QFile::copy(path, QDir(keep).filePath(QFileInfo(path).fileName()));
    }

    void fabricFiltersByRailAndSu()
    {
        auto w = sampleOnFabric();
        FabricView *fabric = w->fabric();
        const Document &doc = w->document();
        const std::vector<CableId> all = fabric->drawnCables();
        QVERIFY(!all.empty());

        FabricFilter rail;
        rail.rail = 2;
        fabric->setFilter(rail);
        QCOMPARE(fabric->filter().rail, 2);
        const auto railOfLeafEnd = [&](CableId c) {
            const Cable &cable = doc.cables().at(c);
            for (PortId p : {cable.a, cable.b}) {
                const Device &d = doc.devices().at(doc.ports().at(p).device);
                if (d.tier == FabricTier::Leaf && doc.networks().at(d.network).role == NetworkRole::Compute)
                    return d.rail;
            }
            return -1;
        };
        // Every drawn cable is a rail-3 cable, and every rail-3 cable of the fabric is drawn.
        const std::vector<CableId> drawn = fabric->drawnCables();
        for (CableId c : drawn)
            QCOMPARE(railOfLeafEnd(c), 2);
        int expected = 0;
        for (CableId c : all)
            expected += railOfLeafEnd(c) == 2;
        QCOMPARE(int(drawn.size()), expected);
        QVERIFY(expected > 0 && expected < int(all.size()) / 4);

        // One SU: only its nodes and leaves.
        FabricFilter su;
        su.su = 1;
        fabric->setFilter(su);
        for (CableId c : fabric->drawnCables()) {
            const Cable &cable = doc.cables().at(c);
            bool inSu = false;
            for (PortId p : {cable.a, cable.b})
                inSu = inSu || doc.devices().at(doc.ports().at(p).device).su == 1;
            QVERIFY(inSu);
        }
        fabric->setFilter(FabricFilter{});
        QCOMPARE(fabric->drawnCables().size(), all.size());
    }

    void fabricLabelsWhenZoomedIn()
    {
        auto w = sampleOnFabric();
        FabricView *fabric = w->fabric();
        // The whole fabric: no node names (they would overlap), only the few spread-out switches'.
        QVERIFY(!fabric->visibleLabels().contains(QStringLiteral("gpu00010")));
        QVERIFY(fabric->visibleLabels().size() < 100);
        zoomOnNode(*w, QStringLiteral("gpu00010"));
        QVERIFY(fabric->visibleLabels().contains(QStringLiteral("gpu00010")));
    }

    void cableTraceFromTheFabricAndTheElevation()
    {
        auto w = sampleOnFabric();
        FabricView *fabric = w->fabric();
        const Document &doc = w->document();
        const DeviceId node = zoomOnNode(*w, QStringLiteral("gpu00010"));
        QMenu menu;
        fabric->fillContextMenu(menu, fabric->mapFromScene(fabric->anchorOf(node)));
        QCOMPARE(menu.actions().size(), 1);
        QMenu *ports = menu.actions().front()->menu();
        QVERIFY(ports && !ports->actions().isEmpty());
        QSignalSpy asked(fabric, &FabricView::traceRequested);
        ports->actions().front()->trigger();
        QCOMPARE(asked.size(), 1);
        const PortId nic = asked.front().front().value<PortId>();
        QCOMPARE(doc.ports().at(nic).device, node);
        auto *dialog = w->findChild<CableTraceDialog *>();
        QVERIFY(dialog);
        // The far end: the leaf of the NIC's rail in the node's SU, named in the last row.
        const Port &end = doc.ports().at(dialog->trace().end());
        const Device &leaf = doc.devices().at(end.device);
        QCOMPARE(leaf.tier, FabricTier::Leaf);
        QCOMPARE(leaf.rail, doc.ports().at(nic).index);
        QCOMPARE(leaf.su, doc.devices().at(node).su);
        QTableWidget *table = dialog->table();
        QCOMPARE(table->rowCount(), 3); // port, cable, port
        QCOMPARE(table->item(2, 1)->text(), QStringLiteral("%1 %2").arg(leaf.name, end.name));
        QCOMPARE(table->item(2, 2)->text(), endLocation(doc, end.id));
        dialog->close();

        // The elevation's port: its tooltip names the far end, its trace is the same walk.
        w->selectRacks({doc.devices().at(node).rack});
        RackElevation *elevation = w->elevation();
        elevation->resize(420, 760);
        const QRectF square = elevation->portRect(nic);
        QVERIFY(!square.isNull());
        QCOMPARE(elevation->portAt(square.center()), nic);
        const QString tip = elevation->toolTipAt(square.center());
        QVERIFY2(tip.contains(leaf.name) && tip.contains(endLocation(doc, end.id)), qPrintable(tip));
        QCOMPARE(w->showCableTrace(nic)->trace().end(), end.id);
    }

    void elevationTooltipsAndRearView()
    {
        auto w = openSample();
        const RackId rack = aGpuRack(*w);
        w->selectRacks({rack});
        RackElevation *elevation = w->elevation();
        elevation->resize(420, 760);
        const Document &doc = w->document();
        DeviceId node;
        for (DeviceId d : doc.devicesOf(rack))
            if (doc.devices().at(d).uPosition > 0 && doc.catalog().at(doc.devices().at(d).part).gpus > 0)
                node = d;
        QVERIFY(node);
        const Device &device = doc.devices().at(node);
        const Part &part = doc.catalog().at(device.part);
        const QRectF box = elevation->deviceBox(node).rect;
        // Over the device's name (left half): its name, part, units and power.
        const QString tip = elevation->toolTipAt(QPointF(box.left() + 10, box.center().y()));
        QVERIFY2(tip.contains(device.name) && tip.contains(part.partNumber), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("U%1–U%2").arg(device.uPosition).arg(device.uPosition + part.uHeight - 1)));
        QVERIFY(tip.contains(QStringLiteral("%1 kW max").arg(part.ownMaxW() / 1000, 0, 'f', 2)));

        // The rear (the default) shows ports; the front shows the devices without them.
        QCOMPARE(elevation->face(), RackElevation::Face::Rear);
        PortId port;
        for (PortId p : doc.portsOf(node))
            if (doc.ports().at(p).role == PortRole::Compute)
                port = p;
        QVERIFY(!elevation->portRect(port).isNull());
        const QImage rear = elevation->grab().toImage();
        auto *toggle = elevation->findChild<QAbstractButton *>(QStringLiteral("elevationFace"));
        QVERIFY(toggle);
        toggle->click();
        QCOMPARE(elevation->face(), RackElevation::Face::Front);
        QVERIFY(elevation->portRect(port).isNull());
        const QRectF frontBox = elevation->deviceBox(node).rect; // a grab may have laid the dock out again
        const QString frontTip = elevation->toolTipAt(QPointF(frontBox.left() + 10, frontBox.center().y()));
        QVERIFY2(frontTip.contains(device.name), qPrintable(frontTip));
        const QImage front = elevation->grab().toImage();
        const QColor compute(0x7e, 0x57, 0xc2);
        const auto count = [&](const QImage &image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    n += image.pixelColor(x, y) == compute;
            return n;
        };
        if (const QString keep = qEnvironmentVariable("RAILYARD_TEST_OUTPUT"); !keep.isEmpty()) {
            rear.save(QDir(keep).filePath(QStringLiteral("elevation-rear.png")));
            front.save(QDir(keep).filePath(QStringLiteral("elevation-front.png")));
        }
        QVERIFY(count(rear) > 50);
        QCOMPARE(count(front), 0);
        toggle->click();
        QCOMPARE(elevation->face(), RackElevation::Face::Rear);
    }
};

int main(int argc, char **argv)
{
    // A laptop's screen for the offscreen platform, so restoring a layout meets a real limit.
    QTemporaryDir config;
    const QString screens = config.filePath(QStringLiteral("screens.json"));
    QFile file(screens);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
               <= 0)
        return 2;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.toUtf8());
    QApplication app(argc, argv);
    TestWorkspaceHabits test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_workspacehabits.moc"
