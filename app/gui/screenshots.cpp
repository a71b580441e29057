#include "screenshots.h"

#include "mainwindow.h"
#include "quotepanel.h"
#include "scenariopanel.h"
#include "pricebookpanel.h"
#include "floorplanpanel.h"
#include "floorplanview.h"
#include "rackelevation.h"
#include "dashboard.h"
#include "fabricview.h"
#include "newdesigndialog.h"
#include "commands/editor.h"

#include <QApplication>
#include <QBuffer>
#include <QPainter>
#include <QDir>
#include <QDockWidget>
#include <QTabWidget>
#include <QTextStream>
#include <QThread>

namespace railyard {

namespace {
// Lets layouts, deferred refreshes and the background rule check settle before a grab.
void settle()
{
    for (int i = 0; i < 20; ++i) {
        QApplication::processEvents();
        QThread::msleep(25);
    }
}
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
    tabs->setCurrentWidget(window.quotePanel());
    window.quotePanel()->tabs()->setCurrentIndex(0);
    ok = shot(QStringLiteral("laptop-quote")) && ok;
    tabs->setCurrentWidget(window.fabric());
    ok = shot(QStringLiteral("laptop-fabric")) && ok;
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
    NewDesignDialog wizard(window.document().catalog(), &window);
    wizard.setGpus(4096);
    wizard.preview();
    wizard.show();
    ok = shotOf(&wizard, QStringLiteral("wizard")) && ok;
    return ok ? 0 : 1;
}

} // namespace railyard
