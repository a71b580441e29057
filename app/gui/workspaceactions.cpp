#include "workspaceactions.h"

#include "cablepinui.h"
#include "commands/editor.h"
#include "common/objectselection.h"
#include "contextmenuhooks.h"
#include "deleteactions.h"
#include "documenttablemodel.h"
#include "findbar.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "helpmenu.h"
#include "mainwindow.h"
#include "objectnavigator.h"
#include "cabletablemodel.h"

#include <QDockWidget>
#include <QMenu>
#include <QPushButton>
#include <QMenuBar>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>

namespace railyard {

WorkspaceActions::WorkspaceActions(MainWindow &window, ObjectSelection &selection)
    : QObject(&window), m_window(window), m_selection(selection)
{
    m_navigator = new ObjectNavigator(window, selection, this);
    m_findDock = new QDockWidget(tr("Find"), &window);
    m_findDock->setObjectName(QStringLiteral("findDock"));
    m_delete = new DeleteActions(window.document(), selection, &window);
    m_find = new FindBar(window.document(), window.ruleChecker(), m_findDock);
    m_findDock->setWidget(m_find);
    window.addDockWidget(Qt::LeftDockWidgetArea, m_findDock);
    m_findDock->hide(); // until Ctrl+F
    connect(m_find, &FindBar::activated, this, [this](const FindHit &hit) { m_navigator->reveal(hit); });
    registerActions();
    m_hooks = new ContextMenuHooks(window, m_menus, this);
    followTables();
}

void WorkspaceActions::showFind()
{
    m_findDock->show();
    m_findDock->raise();
    m_find->focusInput();
}

void WorkspaceActions::addTo(QMenu *edit)
{
    QAction *find = edit->addAction(tr("&Find…"), this, &WorkspaceActions::showFind);
    find->setShortcut(QKeySequence::Find);
    find->setObjectName(QStringLiteral("find"));
    m_delete->addTo(edit);
}

void WorkspaceActions::raiseDock(const char *objectName)
{
    if (auto *dock = m_window.findChild<QDockWidget *>(QLatin1String(objectName))) {
        dock->show();
        dock->raise();
    }
}

void WorkspaceActions::erase(const ObjectRef &object)
{
    // The object right-clicked, with the rest of the selection when it is part of it.
    const std::vector<ObjectRef> &selected = m_selection.objects();
    const bool inSelection = std::find(selected.begin(), selected.end(), object) != selected.end();
    m_window.statusBar()->showMessage(m_delete->deleteObjects(inSelection ? selected : std::vector<ObjectRef>{object}), 8000);
}

void WorkspaceActions::registerActions()
{
    // The actions every view offers; a feature adds its own with one m_menus.add(...) line.
    using K = EntityKind;
    // The cables table's pinning of media first, as it was before the table joined these menus.
    m_menus.add({QStringLiteral("pinMedium"), {}, [](const ContextTarget &t) { return t.object.kind == K::Cable; }, {},
                 [this](QMenu &menu, const ContextTarget &) {
                     auto *proxy = static_cast<QSortFilterProxyModel *>(m_window.cableTable()->model());
                     if (fillCablePinMenu(menu, m_window.cableTable(), static_cast<CableTableModel *>(proxy->sourceModel()), m_window.document()))
                         menu.addSeparator();
                 }});
    const auto rackOf = [this](const ContextTarget &t) { return RackId(t.object.id); };
    m_menus.add(QStringLiteral("select"), tr("Select"), {K::Rack}, [this, rackOf](const ContextTarget &t) { m_window.selectRacks({rackOf(t)}); });
    m_menus.add(QStringLiteral("showElevation"), tr("Show Elevation"), {K::Rack}, [this, rackOf](const ContextTarget &t) {
        m_window.selectRacks({rackOf(t)});
        raiseDock("elevationDock");
    });
    m_menus.add(QStringLiteral("inspect"), tr("Inspect"),
                {K::Hall, K::Row, K::Rack, K::Device, K::Port, K::Cable, K::Feed, K::Pdu, K::Loop, K::Network, K::Column, K::KeepOut, K::Busway, K::Cdu},
                [this](const ContextTarget &t) {
                    m_selection.select(t.object);
                    raiseDock("inspectorDock");
                });
    m_menus.add(QStringLiteral("findInPlan"), tr("Find in Plan"), {K::Rack, K::Device, K::Port, K::Cable}, [this](const ContextTarget &t) {
        m_window.centralTabs()->setCurrentWidget(m_window.floorPlan());
        m_navigator->reveal(t.object);
    });
    m_menus.add(QStringLiteral("delete"), tr("Delete"),
                {K::Hall, K::Row, K::Rack, K::Device, K::Cable, K::Feed, K::Pdu, K::Loop, K::Network, K::Column, K::KeepOut, K::Busway, K::Cdu},
                [this](const ContextTarget &t) { erase(t.object); });
    m_menus.add(QStringLiteral("fitAll"), tr("Fit All"), {K::Hall}, [this](const ContextTarget &) { m_window.floorPlan()->view()->fitAll(); });
}

void WorkspaceActions::followTables()
{
    // One device or cable picked in its table is selected as itself (the inspector shows it);
    // MainWindow has already selected its racks.
    for (auto [table, kind] : {std::pair{m_window.deviceTable(), EntityKind::Device}, std::pair{m_window.cableTable(), EntityKind::Cable}})
        connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this, table, kind] {
            const QModelIndexList rows = table->selectionModel()->selectedRows();
            if (rows.size() != 1)
                return;
            auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
            const auto *model = static_cast<const DocumentTableModel *>(proxy->sourceModel());
            m_selection.select(ObjectRef{kind, model->idAt(proxy->mapToSource(rows.front()).row())});
        });
}

void WorkspaceActions::addViewItems(QMenu *view)
{
    view->addSeparator();
    QMenu *layers = view->addMenu(tr("&Layers"));
    FloorPlanScene *scene = m_window.floorPlan()->scene();
    using L = FloorPlanScene::Layer;
    for (auto [layer, text, name] : {std::tuple{L::Trays, tr("Cable &Trays"), "layerTrays"}, std::tuple{L::RowLabels, tr("Row &Labels"), "layerRowLabels"},
                                     std::tuple{L::ProblemCables, tr("&Problem Cables"), "layerProblemCables"}}) {
        QAction *a = layers->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setCheckable(true);
        a->setChecked(scene->layerVisible(layer));
        connect(a, &QAction::toggled, scene, [scene, layer](bool on) { scene->setLayerVisible(layer, on); });
    }
    // The Power and Cooling layers have their buttons on the plan; the menu and the buttons agree.
    FloorPlanPanel *plan = m_window.floorPlan();
    for (auto [button, text, name] : {std::tuple{plan->powerLayerButton(), tr("P&ower"), "layerPower"},
                                      std::tuple{plan->coolingLayerButton(), tr("&Cooling"), "layerCooling"}}) {
        QAction *a = layers->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setCheckable(true);
        a->setChecked(button->isChecked());
        connect(a, &QAction::toggled, button, &QPushButton::setChecked);
        connect(button, &QPushButton::toggled, a, &QAction::setChecked);
    }
    // Docks added later (by any feature) are listed too: the submenu is filled when opened.
    QMenu *docks = view->addMenu(tr("&Docks"));
    docks->setObjectName(QStringLiteral("docksMenu"));
    const auto fill = [this, docks] {
        docks->clear();
        for (QDockWidget *dock : m_window.findChildren<QDockWidget *>())
            docks->addAction(dock->toggleViewAction());
    };
    connect(docks, &QMenu::aboutToShow, this, fill);
    fill();
}

void WorkspaceActions::addHelpMenu(QMenuBar *bar)
{
    railyard::addHelpMenu(m_window, bar);
}

} // namespace railyard
