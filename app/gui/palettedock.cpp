#include "palettedock.h"

#include "catalogpalette.h"
#include "commands/editor.h"
#include "elevationdrop.h"
#include "floorplandrop.h"
#include "floorplanpanel.h"
#include "mainwindow.h"
#include "rackelevation.h"

#include <QDockWidget>
#include <QStatusBar>

namespace railyard {

QDockWidget *installCatalogPalette(MainWindow &window)
{
    auto *dock = new QDockWidget(MainWindow::tr("Catalog"), &window);
    dock->setObjectName(QStringLiteral("paletteDock"));
    auto *palette = new CatalogPalette(window.document(), dock);
    dock->setWidget(palette);
    // A tab beside the totals, the history and the inspector, over the elevation: a part drags
    // left onto the plan or down onto the rack. A column of its own would widen the window's
    // minimum past a laptop's screen (docs/GUI.md, "Docks").
    window.addDockWidget(Qt::RightDockWidgetArea, dock);
    if (auto *totals = window.findChild<QDockWidget *>(QStringLiteral("totalsDock"))) {
        window.tabifyDockWidget(totals, dock);
        totals->raise();
    }

    auto *plan = new FloorPlanDrop(window.document(), window.floorPlan()->view());
    auto *elevation = new ElevationDrop(window.document(), window.elevation());
    QStatusBar *status = window.statusBar();
    const auto tell = [status](const QString &text) { status->showMessage(text, 8000); };
    QObject::connect(plan, &FloorPlanDrop::message, status, tell);
    QObject::connect(elevation, &ElevationDrop::message, status, tell);
    QObject::connect(plan, &FloorPlanDrop::racksPlaced, &window, [&window](const std::vector<RackId> &racks) { window.selectRacks(racks); });
    QObject::connect(palette, &CatalogPalette::templateRemoveRequested, &window, [&window, tell](const QString &name) {
        const EditResult removed = Editor(window.document()).removeRackTemplate(name);
        tell(removed.wasRefused() ? removed.refusal() : MainWindow::tr("Removed rack template %1").arg(name));
    });
    return dock;
}

} // namespace railyard
