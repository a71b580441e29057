#include "screenshots.h"
#include "palettescreenshots.h"
#include "workspaceshots.h"

#include "mainwindow.h"
#include "quotepanel.h"
#include "scenariopanel.h"
#include "pricebookpanel.h"
#include "floorplanpanel.h"
#include "floorplanview.h"
#include "floorplanscene.h"
#include "measuretool.h"
#include "rackitem.h"
#include "rackelevation.h"
#include "portdragconnector.h"
#include "layout/cableedit.h"
#include "wiringactions.h"
#include "dashboard.h"
#include "fabricview.h"
#include "newdesigndialog.h"
#include "exportprogress.h"
#include "floorplanscene.h"
#include "rackitem.h"
#include "cabling/labelsheet.h"
#include "commands/editor.h"

#include <QApplication>
#include <QUndoStack>
#include <functional>
#include <QBuffer>
#include <QPainter>
#include <QDir>
#include <QDockWidget>
#include <QHelpEvent>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTabWidget>
#include <QTextStream>
#include <QMouseEvent>
#include <QThread>

namespace railyard {

namespace {
// A mouse event on a widget, as the user's hand would give it.
void mouseOn(QWidget *widget, QEvent::Type type, QPoint at, Qt::MouseButton button)
{
    QMouseEvent event(type, at, widget->mapToGlobal(at), button, type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::MouseButtons(button),
                      Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

// Lets layouts, deferred refreshes and the background rule check settle before a grab.
void settle()
{
    for (int i = 0; i < 20; ++i) {
        QApplication::processEvents();
        QThread::msleep(25);
    }
}
// The window with a top-level popup (a tooltip, a dialog) painted where it shows: a grab of
// the window alone leaves them out.
QImage withPopup(QWidget &window, QWidget *popup)
{
    QImage image = window.grab().toImage();
    if (popup && popup->isVisible()) {
        QPainter p(&image);
        p.drawPixmap(popup->mapToGlobal(QPoint()) - window.mapToGlobal(QPoint()), popup->grab());
    }
    return image;
}

QWidget *visibleTooltip()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (w->inherits("QTipLabel") && w->isVisible())
            return w;
    return nullptr;
}

// Grabs the window with the export's progress dialog a third of the way through.
class GrabbingProgress : public Progress {
public:
    GrabbingProgress(ExportProgress &shown, QWidget &window, QString path) : m_shown(shown), m_window(window), m_path(std::move(path)) {}
    bool advance(qint64 done, qint64 total) override
    {
        const bool goOn = m_shown.advance(done, total);
        if (!m_taken && done >= total / 3) {
            settle();
            m_taken = withPopup(m_window, m_shown.dialog()).save(m_path);
        }
        return goOn;
    }
    bool taken() const { return m_taken; }

private:
    ExportProgress &m_shown;
    QWidget &m_window;
    QString m_path;
    bool m_taken = false;
};
// What a sales engineer sets before sending a quote of the sample: the customer, a quote number
// and a logo (a plain wordmark drawn here). The sample keeps its air and liquid variants already.
void stageQuote(Document &doc)
{
    QImage logo(360, 120, QImage::Format_ARGB32);
    logo.fill(Qt::transparent);
    {
        QPainter p(&logo);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(QColor(0x1e, 0x5a, 0x96));
        p.setPen(Qt::NoPen);
        p.drawRoundedRect(QRect(0, 10, 100, 100), 18, 18);
        p.setPen(QColor(0x1e, 0x5a, 0x96));
        p.setFont(QFont(QStringLiteral("DejaVu Sans"), 40, QFont::Bold));
        p.drawText(QRect(115, 0, 245, 120), Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("ACME"));
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    logo.save(&buffer, "PNG");
    Site site = doc.site();
    site.customer = QStringLiteral("Example Labs");
    site.priceBook.terms.quoteNumber = QStringLiteral("Q-2026-0042");
    site.priceBook.terms.logo = png;
    site.priceBook.terms.logoName = QStringLiteral("acme.png");
    Editor(doc).setSite(site, Site::kPrices | Site::kCustomer);
}
// Connect by drag, caught mid-drag: a node's out-of-band cable taken out (and put back after),
// the band from the node's free port to the free port of its rack's management switch.
bool shotOfDrag(MainWindow &window, const std::function<bool()> &shot)
{
    Document &doc = window.document();
    RackElevation *elevation = window.elevation();
    auto *wiring = window.findChild<WiringActions *>();
    if (!wiring || !doc.racks().contains(elevation->rack()))
        return true;
    for (DeviceId d : doc.devicesOf(elevation->rack())) {
        if (doc.catalog().at(doc.devices().at(d).part).gpus == 0)
            continue;
        for (PortId p : doc.portsOf(d)) {
            const auto cables = doc.cablesAt(p);
            if (doc.ports().at(p).role != PortRole::Oob || !(cables.begin() != cables.end()))
                continue;
            const CableId cable = *cables.begin();
            const PortId far = doc.otherEnd(doc.cables().at(cable), p);
            if (elevation->portRect(p).isNull() || elevation->portRect(far).isNull())
                continue;
            Editor editor(doc);
            deleteCables(editor, {cable});
            settle();
            wiring->dragConnector()->showDrag(p, elevation->portRect(far).center());
            const bool ok = shot();
            wiring->dragConnector()->cancel();
            doc.undoStack()->undo();
            return ok;
        }
    }
    return true;
}
} // namespace

int takeScreenshots(MainWindow &window, const QString &dir)
{
    QDir().mkpath(dir);
    window.resize(1600, 1000);
    settle();
    const auto shotOf = [&](QWidget *widget, const QString &name) {
        settle();
        const QString path = QDir(dir).filePath(name + QStringLiteral(".png"));
        if (!widget->grab().save(path)) {
            QTextStream(stderr) << QApplication::translate("main", "cannot write %1").arg(path) << Qt::endl;
            return false;
        }
        return true;
    };
    const auto shot = [&](const QString &name) { return shotOf(&window, name); };
    QTabWidget *tabs = window.centralTabs();
    tabs->setCurrentWidget(window.floorPlan());
    settle();
    // A GPU rack in the middle of the hall, selected as a user would click it: the elevation,
    // inspector and status bar show it.
    std::vector<RackId> gpuRacks;
    for (const Rack &r : window.document().racks())
        if (window.engine().rack(r.id).gpus > 0)
            gpuRacks.push_back(r.id);
    const RackId picked = gpuRacks.empty() ? RackId() : gpuRacks[gpuRacks.size() / 2];
    if (picked)
        window.selectRacks({picked});
    window.floorPlan()->view()->fitAll();
    bool ok = shot(QStringLiteral("window"));
    window.floorPlan()->setMetric(RackMetric::NetworkRole);
    if (picked)
        window.floorPlan()->view()->centerOnRacks({picked});
    ok = shot(QStringLiteral("floorplan")) && ok;
    ok = shotOf(window.elevation(), QStringLiteral("elevation")) && ok;
    ok = shotOfDrag(window, [&] { return shotOf(window.elevation(), QStringLiteral("connect-by-drag")); }) && ok;
    if (auto *inspector = window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"))) {
        inspector->raise();
        ok = shotOf(inspector, QStringLiteral("inspector")) && ok;
    }
    window.floorPlan()->setMetric(RackMetric::PowerVsLimit);
    tabs->setCurrentWidget(window.fabric());
    ok = shot(QStringLiteral("fabric")) && ok;
    tabs->setCurrentWidget(window.dashboard());
    ok = shot(QStringLiteral("dashboard")) && ok;
    tabs->setCurrentWidget(window.quotePanel());
    window.quotePanel()->tabs()->setCurrentIndex(0);
    window.quotePanel()->refreshNow();
    ok = shot(QStringLiteral("quote")) && ok;
    window.quotePanel()->tabs()->setCurrentWidget(window.quotePanel()->priceBook());
    ok = shot(QStringLiteral("pricebook")) && ok;
    window.quotePanel()->tabs()->setCurrentWidget(window.quotePanel()->scenarios());
    ok = shot(QStringLiteral("variants")) && ok;
    // A laptop's screen (1366×768): every dock still open, nothing cut off (issue #19).
    window.resize(1366, 768);
    tabs->setCurrentWidget(window.floorPlan());
    window.floorPlan()->view()->fitAll();
    ok = shot(QStringLiteral("laptop-floorplan")) && ok;
    // The plan by its binding limit, a rack's tooltip naming which limit binds (issue #19).
    window.floorPlan()->setMetric(RackMetric::BindingLimit);
    settle();
    if (RackItem *item = picked ? window.floorPlan()->scene()->item(picked) : nullptr) {
        FloorPlanView *view = window.floorPlan()->view();
        // Near the rack's end, clear of the row's tray drawn across its middle.
        const QRectF rack = item->sceneBoundingRect();
        const QPoint at = view->mapFromScene(QPointF(rack.center().x(), rack.top() + rack.height() * 0.12));
        QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &help);
        settle();
        const QString path = QDir(dir).filePath(QStringLiteral("laptop-binding-limit.png"));
        ok = withPopup(window, visibleTooltip()).save(path) && ok;
        QToolTip::hideText();
    }
    window.floorPlan()->setMetric(RackMetric::PowerVsLimit);
    // A long export: its progress and Cancel (issue #19).
    {
        QTemporaryDir scratch;
        const QString labels = scratch.filePath(QStringLiteral("labels.pdf"));
        ExportProgress::setShowAfterMs(0);
        ExportProgress shown(&window, QApplication::translate("CablingActions", "Writing the label sheets…"), labels,
                             ExportProgress::Counts::Pages);
        GrabbingProgress grabbing(shown, window, QDir(dir).filePath(QStringLiteral("laptop-export-progress.png")));
        const Status written = writeLabelSheetPdf(buildPullSheet(window.document(), window.engine()), LabelSheetLayout{}, labels,
                                                  nullptr, &grabbing);
        shown.finish(written.ok());
        ok = shot(QStringLiteral("laptop-export-done")) && grabbing.taken() && ok;
        ExportProgress::setShowAfterMs(500);
    }
    tabs->setCurrentWidget(window.quotePanel());
    window.quotePanel()->tabs()->setCurrentIndex(0);
    ok = shot(QStringLiteral("laptop-quote")) && ok;
    tabs->setCurrentWidget(window.fabric());
    ok = shot(QStringLiteral("laptop-fabric")) && ok;
    // The plan's habits on the laptop: its scale bar, a measurement from the selected rack to
    // the first rack of the hall, and the cursor's coordinates in the status bar.
    tabs->setCurrentWidget(window.floorPlan());
    FloorPlanView *plan = window.floorPlan()->view();
    plan->fitAll();
    settle();
    if (picked && window.floorPlan()->scene()->item(picked) && !window.document().racks().empty()) {
        const RackId first = window.document().racks().begin()->id;
        const QPoint from = plan->mapFromScene(window.floorPlan()->scene()->item(picked)->sceneBoundingRect().center());
        const QPoint to = plan->mapFromScene(window.floorPlan()->scene()->item(first)->sceneBoundingRect().center());
        window.floorPlan()->measureTool()->setActive(true);
        mouseOn(plan->viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton);
        mouseOn(plan->viewport(), QEvent::MouseMove, to, Qt::LeftButton);
        mouseOn(plan->viewport(), QEvent::MouseButtonRelease, to, Qt::LeftButton);
        mouseOn(plan->viewport(), QEvent::MouseMove, (from + to) / 2 + QPoint(0, 40), Qt::NoButton);
    }
    ok = shot(QStringLiteral("laptop-plan")) && ok;
    window.floorPlan()->measureTool()->setActive(false);
    // The fabric narrowed to one rail.
    tabs->setCurrentWidget(window.fabric());
    FabricFilter oneRail;
    oneRail.rail = 0;
    window.fabric()->setFilter(oneRail);
    ok = shot(QStringLiteral("laptop-fabric-rail")) && ok;
    window.fabric()->setFilter(FabricFilter{});
    // The quote with its number, logo and BOM table, and the variants with what differs.
    stageQuote(window.document());
    tabs->setCurrentWidget(window.quotePanel());
    window.quotePanel()->tabs()->setCurrentIndex(0);
    window.quotePanel()->refreshNow();
    ok = shot(QStringLiteral("laptop-quote-bom")) && ok;
    window.quotePanel()->tabs()->setCurrentWidget(window.quotePanel()->scenarios());
    window.quotePanel()->scenarios()->refreshNow();
    ok = shot(QStringLiteral("laptop-variants")) && ok;
    window.resize(1600, 1000);
    ok = takePaletteScreenshots(window, dir) && ok;
    ok = takeWorkspaceShots(window, dir) && ok;
    // The Power and Cooling layers over the whole hall (docs/GUI.md), one at a time.
    tabs->setCurrentWidget(window.floorPlan());
    window.floorPlan()->setMetric(RackMetric::BindingLimit);
    settle(); // the view laid out at the window's size before it is fitted
    window.floorPlan()->view()->fitAll();
    window.floorPlan()->powerLayerButton()->setChecked(true);
    window.floorPlan()->view()->fitAll(); // with the feeds beside the walls
    ok = shot(QStringLiteral("power-layer")) && ok;
    window.floorPlan()->powerLayerButton()->setChecked(false);
    window.floorPlan()->coolingLayerButton()->setChecked(true);
    window.floorPlan()->view()->fitAll();
    ok = shot(QStringLiteral("cooling-layer")) && ok;
    window.floorPlan()->coolingLayerButton()->setChecked(false);
    NewDesignDialog wizard(window.document().catalog(), &window);
    wizard.setGpus(4096);
    wizard.preview();
    wizard.show();
    ok = shotOf(&wizard, QStringLiteral("wizard")) && ok;
    return ok ? 0 : 1;
}

} // namespace railyard
