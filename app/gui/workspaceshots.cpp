#include "workspaceshots.h"

#include "common/objectselection.h"
#include "findbar.h"
#include "floorplanpanel.h"
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
    // Find with a device's name half typed: the devices and their ports it matches.
    WorkspaceActions *workspace = window.workspace();
    workspace->showFind();
    const QString typed = doc.devices().empty() ? QStringLiteral("SU") : doc.devices().begin()->name.left(5);
    workspace->findBar()->input()->setText(typed);
    workspace->findBar()->search();
    window.centralTabs()->setCurrentWidget(window.floorPlan());
    ok = shot(&window, QStringLiteral("find")) && ok;
    workspace->findDock()->hide();
    return ok;
}

} // namespace railyard
