#include "workspaceshots.h"

#include "common/objectselection.h"
#include "findbar.h"
#include "floorplanpanel.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "workspaceactions.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QTabWidget>

namespace railyard {

bool takeWorkspaceShots(MainWindow &window, const QString &dir)
{
    QDir().mkpath(dir);
    const Document &doc = window.document();
    const auto shot = [&](QWidget *widget, const QString &name) {
        QApplication::processEvents();
        return widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
    };
    bool ok = true;
    auto *inspector = window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    if (inspector) {
        inspector->raise();
        // Tall enough for a kind's fields and figures together.
        window.resizeDocks({inspector}, {560}, Qt::Vertical);
        const std::pair<ObjectRef, const char *> shown[] = {
            {{EntityKind::Feed, doc.feeds().empty() ? 0 : doc.feeds().begin()->id.value}, "inspector-feed"},
            {{EntityKind::Loop, doc.loops().empty() ? 0 : doc.loops().begin()->id.value}, "inspector-loop"},
            {{EntityKind::Cable, doc.cables().empty() ? 0 : doc.cables().begin()->id.value}, "inspector-cable"},
        };
        for (const auto &[object, name] : shown)
            if (object.id) {
                window.selection()->select(object);
                ok = shot(inspector, QLatin1String(name)) && ok;
            }
    }
    // Find with part of a node's name typed, and its first result shown: the plan centred on its
    // rack, the elevation and the inspector on the node.
    WorkspaceActions *workspace = window.workspace();
    workspace->showFind();
    QString typed = QStringLiteral("SU");
    for (const Device &d : doc.devices())
        if (const Part *p = doc.catalog().find(d.part); p && p->category == PartCategory::GpuServer) {
            typed = d.name.left(d.name.size() - 1);
            break;
        }
    window.centralTabs()->setCurrentWidget(window.floorPlan());
    window.floorPlan()->view()->fitAll();
    workspace->findBar()->input()->setText(typed);
    workspace->findBar()->search();
    workspace->findBar()->activate(0);
    ok = shot(&window, QStringLiteral("find")) && ok;
    workspace->findDock()->hide();
    return ok;
}

} // namespace railyard
