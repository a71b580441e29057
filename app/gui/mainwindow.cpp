#include "mainwindow.h"

#include "devicetablemodel.h"
#include "io/designstore.h"
#include "racktablemodel.h"
#include "problemspanel.h"
#include "findingspanel.h"
#include "cablingactions.h"
#include "totalspanel.h"
#include "quotepanel.h"
#include "rackelevation.h"
#include "wiringactions.h"
#include "clipboardactions.h"
#include "editcontextactions.h"
#include "dashboard.h"
#include "fabricview.h"
#include "newdesigndialog.h"
#include "autosave.h"
#include "inspector.h"
#include "cabletablemodel.h"
#include "cablepinui.h"
#include "cabling/labelselection.h"
#include "labelexport.h"
#include "layoutactions.h"
#include "facilityinserts.h"
#include "insertactions.h"
#include "palettedock.h"
#include "objectlocation.h"
#include "displayunits.h"
#include "preferencesdialog.h"
#include "floorplanpanel.h"
#include "hall3dpanel.h"
#include "rackmetric.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "scrollingpage.h"
#include "windowlayout.h"
#include "cabletracedialog.h"
#include "common/objectselection.h"
#include "inspector/inspectorhost.h"
#include "workspaceactions.h"
#include "deleteactions.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoView>

namespace railyard {

namespace {
constexpr int kMaxRecent = 8;
constexpr int kRightDockMinWidth = 360, kBottomDockMinHeight = 110;
const QString kRecentKey = QStringLiteral("recentFiles");

// A table with a filter box above it (every column, case-insensitive).
QWidget *withFilter(QTableView *table, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *filter = new QLineEdit(box);
    filter->setPlaceholderText(QApplication::translate("MainWindow", "Filter rows (any column)"));
    filter->setClearButtonEnabled(true);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(filter);
    layout->addWidget(table, 1);
    auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
    proxy->setFilterKeyColumn(-1);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    QObject::connect(filter, &QLineEdit::textChanged, proxy, &QSortFilterProxyModel::setFilterFixedString);
    return box;
}

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(Qt::EditRole);
    auto *view = new QTableView(parent);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->verticalHeader()->setDefaultSectionSize(22);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setDefaultSectionSize(120);
    // Fit the columns to the design once it is loaded; later edits keep the user's widths.
    QObject::connect(model, &QAbstractItemModel::modelReset, view, [view] { view->resizeColumnsToContents(); });
    return view;
}
} // namespace

MainWindow::MainWindow(Catalog bundledCatalog, QWidget *parent)
    : QMainWindow(parent), m_bundledCatalog(bundledCatalog), m_doc(std::make_unique<Document>(std::move(bundledCatalog)))
{
    m_engine = std::make_unique<Engine>(*m_doc);
    m_checker = std::make_unique<LiveRuleChecker>(*m_doc, *m_engine);
    m_rackModel = new RackTableModel(*m_doc, m_engine.get(), this);
    m_deviceModel = new DeviceTableModel(*m_doc, this);
    m_tabs = new QTabWidget(this);
    m_rackTable = makeTable(m_rackModel, m_tabs);
    m_deviceTable = makeTable(m_deviceModel, m_tabs);
    m_floor = new FloorPlanPanel(*m_doc, *m_engine, *m_checker, m_tabs);
    m_tabs->addTab(m_floor, tr("Floor plan"));
    // The 3D hall colours racks as the floor plan does, by its metric.
    m_hall3d = new Hall3DPanel(
        *m_doc, *m_engine, [this](RackId r) { return shadeRack(*m_doc, *m_engine, r, m_floor->scene()->metric()).fill; }, m_tabs);
    m_tabs->addTab(m_hall3d, tr("3D hall"));
    m_dashboard = new Dashboard(*m_doc, *m_engine, m_tabs);
    m_tabs->addTab(m_dashboard, tr("Dashboard"));
    m_fabric = new FabricView(*m_doc, *m_checker, m_tabs);
    m_tabs->addTab(m_fabric, tr("Fabric"));
    m_rackPage = withFilter(m_rackTable, m_tabs);
    m_tabs->addTab(m_rackPage, tr("Racks"));
    m_tabs->addTab(withFilter(m_deviceTable, m_tabs), tr("Devices"));
    m_cableModel = new CableTableModel(*m_doc, *m_engine, this);
    m_cableTable = makeTable(m_cableModel, m_tabs);
    installCablePinUi(m_cableTable, m_cableModel, *m_doc);
    m_tabs->addTab(withFilter(m_cableTable, m_tabs), tr("Cables"));
    // An edit the Editor refuses, in a table or on the plan, says why where the user looks.
    const auto showRefusal = [this](const QString &why) { statusBar()->showMessage(why, 10000); };
    for (DocumentTableModel *model : std::initializer_list<DocumentTableModel *>{m_rackModel, m_deviceModel, m_cableModel})
        connect(model, &DocumentTableModel::editRefused, this, showRefusal);
    connect(m_floor->view(), &FloorPlanView::editRefused, this, showRefusal);
    m_quote = new QuotePanel(*m_doc, *m_engine, m_tabs);
    m_tabs->addTab(m_quote, tr("Quote"));
    setCentralWidget(m_tabs);
    auto *dock = new QDockWidget(tr("Totals"), this);
    dock->setObjectName(QStringLiteral("totalsDock"));
    m_totals = new TotalsPanel(*m_doc, *m_engine, dock);
    dock->setWidget(scrollingPage(m_totals, dock));
    addDockWidget(Qt::RightDockWidgetArea, dock);
    auto *elevationDock = new QDockWidget(tr("Rack elevation"), this);
    elevationDock->setObjectName(QStringLiteral("elevationDock"));
    m_elevation = new RackElevation(*m_doc, *m_engine, elevationDock);
    elevationDock->setWidget(scrollingPage(m_elevation, elevationDock));
    addDockWidget(Qt::RightDockWidgetArea, elevationDock);
    splitDockWidget(dock, elevationDock, Qt::Vertical);
    auto *problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problems = new ProblemsPanel(*m_doc, *m_checker, problemsDock);
    problemsDock->setWidget(scrollingPage(m_problems, problemsDock));
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    auto *asBuiltDock = new QDockWidget(tr("As-built"), this);
    asBuiltDock->setObjectName(QStringLiteral("asBuiltDock"));
    m_findings = new FindingsPanel(*m_doc, asBuiltDock);
    asBuiltDock->setWidget(scrollingPage(m_findings, asBuiltDock));
    addDockWidget(Qt::BottomDockWidgetArea, asBuiltDock);
    tabifyDockWidget(problemsDock, asBuiltDock);
    problemsDock->raise();
    resizeDocks({problemsDock}, {190}, Qt::Vertical);
    resizeDocks({dock}, {400}, Qt::Horizontal);
    resizeDocks({dock, elevationDock}, {220, 560}, Qt::Vertical);
    connect(m_findings, &FindingsPanel::showRack, this, &MainWindow::showRack);
    connectSelection();
    // A node or switch clicked in the fabric selects its rack everywhere else.
    connect(m_fabric, &FabricView::deviceClicked, this, [this](DeviceId d) {
        if (const Device *device = m_doc->devices().find(d))
            selectRacks({device->rack});
    });
    connect(m_fabric, &FabricView::traceRequested, this, &MainWindow::showCableTrace);
    // A rack clicked in 3D selects it everywhere; a click on the floor clears the selection.
    connect(m_hall3d, &Hall3DPanel::rackClicked, this, [this](RackId r) { selectRacks(r ? std::vector<RackId>{r} : std::vector<RackId>{}); });
    connect(m_elevation, &RackElevation::traceRequested, this, &MainWindow::showCableTrace);
    connect(m_problems, &ProblemsPanel::showRacks, this, [this](const std::vector<RackId> &racks, const std::vector<ObjectRef> &objects) {
        showRacks(racks);
        // The problem's own objects are the selection, in the inspector: a cable's problem
        // shows the cable, a loop's the loop.
        if (!objects.empty()) {
            m_selection->select(objects);
            if (auto *inspector = findChild<QDockWidget *>(QStringLiteral("inspectorDock"))) {
                inspector->show();
                inspector->raise();
            }
        }
        // A device's or cable's problem also lights its links in the fabric.
        for (const ObjectRef &o : objects) {
            DeviceId device;
            if (o.kind == EntityKind::Device)
                device = DeviceId(o.id);
            else if (const Cable *c = o.kind == EntityKind::Cable ? m_doc->cables().find(CableId(o.id)) : nullptr)
                device = m_doc->ports().at(c->a).device;
            if (device) {
                m_fabric->highlight(device);
                break;
            }
        }
    });
    m_status = new QLabel(this);
    // The selection's sums are cut at the window's edge rather than widen the window.
    m_status->setMinimumWidth(1);
    m_planCursor = new QLabel(this);
    m_planCursor->setMinimumWidth(1);
    statusBar()->addPermanentWidget(m_planCursor);
    connect(m_floor, &FloorPlanPanel::cursorText, m_planCursor, &QLabel::setText);
    connect(m_floor, &FloorPlanPanel::measureText, m_planCursor, &QLabel::setText);
    statusBar()->addPermanentWidget(m_status);

    auto *historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    auto *history = new QUndoView(m_doc->undoStack(), historyDock);
    history->setEmptyLabel(tr("Opened design"));
    historyDock->setWidget(history); // a list: it scrolls already
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    tabifyDockWidget(dock, historyDock);
    auto *inspectorDock = new QDockWidget(tr("Inspector"), this);
    inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
    m_selection = new ObjectSelection(this);
    // A column, keep-out area, busway or CDU selected elsewhere (Find, the inspector's callers)
    // is outlined on the plan too.
    connect(m_selection, &ObjectSelection::changed, this, [this] {
        QGraphicsItem *body = m_floor->scene()->facility().body(m_selection->single());
        if (!body || body->isSelected())
            return;
        m_syncingSelection = true;
        m_floor->scene()->clearSelection();
        body->setSelected(true);
        m_syncingSelection = false;
    });
    m_inspectorHost = new InspectorHost(*m_doc, *m_engine, *m_selection, inspectorDock);
    m_inspector = m_inspectorHost->rackInspector();
    inspectorDock->setWidget(scrollingPage(m_inspectorHost, inspectorDock));
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock);
    tabifyDockWidget(dock, inspectorDock);
    dock->raise();
    // Docks scroll rather than push the window, but are not squeezed below what is readable:
    // the right column shows the elevation's rack and bars, the bottom a few problems.
    for (QDockWidget *d : {dock, elevationDock, historyDock, inspectorDock})
        d->widget()->setMinimumWidth(kRightDockMinWidth);
    for (QDockWidget *d : {problemsDock, asBuiltDock})
        d->widget()->setMinimumHeight(kBottomDockMinHeight);
    m_autosave = new Autosave(*m_doc, this);
    // A recovered design comes back without the edits that made it: say so where undo is.
    connect(m_autosave, &Autosave::recovered, this, [this, history] {
        const QString note = tr("Recovered from autosave; earlier undo history is not available");
        history->setEmptyLabel(note);
        statusBar()->showMessage(note);
    });
    connect(m_doc.get(), &Document::changed, history, [this, history](const ChangeSet &changes) {
        if (changes.isReset() && m_doc->undoStack()->count() == 0)
            history->setEmptyLabel(tr("Opened design"));
    });

    m_cabling = new CablingActions(*m_doc, *m_engine, this);
    m_labelExport = new LabelExport(*m_doc, *m_engine, [this] { return selectedCables(); }, this);
    m_layout = new LayoutActions(*m_doc, [this] { return selectedRacks(); }, this);
    installCatalogPalette(*this);
    m_workspace = new WorkspaceActions(*this, *m_selection);
    connect(m_floor->view(), &FloorPlanView::deleteRequested, this,
            [this] { statusBar()->showMessage(m_workspace->deleteActions()->deleteSelection(), 8000); });
    createActions();
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_doc.get(), &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_doc.get(), &Document::changed, this, &MainWindow::updateStatus);
    updateTitle();
    updateStatus();
    // The first start (no saved layout) opens at a comfortable size, within the screen it
    // starts on: a 1366×768 laptop once got a 1400×820 window.
    QSize size(1400, 820);
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        size = fitWindowRect(QRect(screen->availableGeometry().topLeft(), size), minimumSizeHint(), screen->availableGeometry()).size();
    resize(size);
}

MainWindow::~MainWindow()
{
    // Before the document goes: its undo stack clears on the way out, which must not read as
    // "saved" and remove the recovery file (only a clean close does that).
    delete m_autosave;
    // The window's pages go while the document and engine they read still stand: closing the
    // window moves the focus, and a field losing it would otherwise commit into a freed design.
    delete centralWidget();
    for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
        delete dock;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAct = file->addAction(tr("&New"), this, &MainWindow::newDesign);
    newAct->setShortcut(QKeySequence::New);
    QAction *wizardAct = file->addAction(tr("New from &Wizard…"), this, &MainWindow::newDesignWizard);
    wizardAct->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QAction *openAct = file->addAction(tr("&Open…"), this, &MainWindow::openDialog);
    openAct->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    QAction *saveAct = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAct->setShortcut(QKeySequence::Save);
    QAction *saveAsAct = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAct->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_cabling->addTo(file, edit);
    m_labelExport->addTo(m_cabling->exportMenu());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    m_layout->addTo(edit);
    auto *wiring = new WiringActions(*m_doc, m_elevation, m_cableTable, [this] { return selectedRacks(); }, this);
    wiring->addTo(edit);
    auto *clipboard = new ClipboardActions(*m_doc, [this] { return selectedRacks(); }, [this](const std::vector<RackId> &r) { selectRacks(r); }, this);
    clipboard->setFacility([this] { return m_selection->objects(); }, [this](const std::vector<ObjectRef> &o) { m_selection->select(o); });
    clipboard->addTo(edit, {m_floor, m_rackTable});
    registerEditContextActions(m_workspace->contextMenus(), *this, *clipboard, *wiring, *m_layout);
    edit->addSeparator();
    m_workspace->addTo(edit);
    edit->addSeparator();
    QAction *prefs = edit->addAction(tr("&Preferences…"), this, &MainWindow::preferences);
    prefs->setShortcut(QKeySequence::Preferences);
    prefs->setMenuRole(QAction::PreferencesRole);

    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    // Both habits work on every platform: Ctrl+Y (Windows, most spreadsheets) and Ctrl+Shift+Z
    // (KDE, GNOME, macOS); QKeySequence::Redo alone gives only one of them.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)})
        if (!redoKeys.contains(k))
            redoKeys << k;
    redo->setShortcuts(redoKeys);
    edit->insertAction(edit->actions().value(0), redo);
    edit->insertAction(redo, undo);

    QToolBar *bar = addToolBar(tr("File"));
    bar->setObjectName(QStringLiteral("fileToolBar"));
    bar->addAction(newAct);
    bar->addAction(openAct);
    bar->addAction(saveAct);
    bar->addSeparator();
    bar->addAction(undo);
    bar->addAction(redo);
    auto *inserts = new InsertActions(*m_doc, [this] { return selectedRacks(); }, m_floor->view(), this);
    inserts->addTo(menuBar());
    (new FacilityInserts(*m_doc, *inserts, m_floor->view(), this))->addTo(menuBar()->findChild<QMenu *>(QStringLiteral("insertMenu")));
    rebuildRecentMenu();
    createViewMenu();
    m_workspace->addHelpMenu(menuBar());
}

void MainWindow::createViewMenu()
{
    // Zoom and fit for the floor plan, with the shortcuts of office and CAD tools; they act
    // while the floor plan is shown.
    QMenu *view = menuBar()->addMenu(tr("&View"));
    FloorPlanView *plan = m_floor->view();
    const auto add = [&](const QString &text, QList<QKeySequence> keys, auto slot) {
        QAction *action = view->addAction(text, this, [this, slot] {
            m_tabs->setCurrentWidget(m_floor);
            slot();
        });
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_floor->addAction(action);
        return action;
    };
    add(tr("Zoom &In"), {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn}, [plan] { plan->zoomBy(1.25); })
        ->setObjectName(QStringLiteral("zoomIn"));
    add(tr("Zoom &Out"), {QKeySequence(QKeySequence::ZoomOut)}, [plan] { plan->zoomBy(0.8); })
        ->setObjectName(QStringLiteral("zoomOut"));
    add(tr("&Fit All"), {QKeySequence(Qt::CTRL | Qt::Key_0)}, [plan] { plan->fitAll(); })->setObjectName(QStringLiteral("fitAll"));
    add(tr("Fit &Selection"), {QKeySequence(Qt::Key_F)}, [plan] { plan->fitSelection(); })
        ->setObjectName(QStringLiteral("fitSelection"));
    m_workspace->addViewItems(view);
}

CableTraceDialog *MainWindow::showCableTrace(PortId port)
{
    auto *dialog = new CableTraceDialog(*m_doc, *m_engine, port, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

bool MainWindow::restoreLayout()
{
    QSettings settings;
    return restoreWindowLayout(*this, settings);
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    saveWindowLayout(*this, settings);
}

void MainWindow::showRack(RackId rack)
{
    showRacks({rack});
}

void MainWindow::showRacks(const std::vector<RackId> &racks)
{
    // Select the racks in every view and center them.
    // Views that show racks or their links stay in front; others give way to the floor plan.
    QWidget *front = m_tabs->currentWidget();
    if (front != m_rackPage && front != m_fabric && front != m_hall3d)
        m_tabs->setCurrentWidget(m_floor);
    selectRacks(racks);
    if (front == m_hall3d && !racks.empty())
        m_hall3d->showRack(racks.front()); // the camera flies to it
    m_floor->view()->centerOnRacks(racks);
    if (racks.empty())
        return;
    const int row = m_rackModel->rowOf(racks.front().value);
    auto *proxy = static_cast<QSortFilterProxyModel *>(m_rackTable->model());
    m_rackTable->scrollTo(proxy->mapFromSource(m_rackModel->index(row, 0)));
}

void MainWindow::selectRacks(const std::vector<RackId> &racks)
{
    if (m_syncingSelection)
        return;
    m_syncingSelection = true;
    m_floor->scene()->selectRacks(racks);
    auto *proxy = static_cast<QSortFilterProxyModel *>(m_rackTable->model());
    QItemSelection selection;
    for (RackId r : racks) {
        const QModelIndex index = proxy->mapFromSource(m_rackModel->index(m_rackModel->rowOf(r.value), 0));
        if (index.isValid())
            selection.select(index, index.siblingAtColumn(proxy->columnCount() - 1));
    }
    m_rackTable->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_syncingSelection = false;
    // The elevation shows the first selected rack, and nothing once the selection is cleared.
    m_elevation->showRack(racks.empty() ? RackId() : racks.front());
    m_hall3d->setSelectedRacks(racks);
    std::vector<ObjectRef> objects;
    for (RackId r : racks)
        objects.push_back({EntityKind::Rack, r.value});
    m_selection->select(std::move(objects));
    updateStatus();
}

std::vector<CableId> MainWindow::selectedCables() const
{
    std::vector<CableId> cables;
    if (m_tabs->currentWidget() && m_tabs->currentWidget()->isAncestorOf(m_cableTable)) {
        auto *proxy = static_cast<QSortFilterProxyModel *>(m_cableTable->model());
        for (const QModelIndex &index : m_cableTable->selectionModel()->selectedRows())
            cables.push_back(CableId(m_cableModel->idAt(proxy->mapToSource(index).row())));
        std::sort(cables.begin(), cables.end(), [](CableId x, CableId y) { return x.value < y.value; });
    }
    return cables.empty() ? cablesOfRacks(*m_doc, selectedRacks()) : cables;
}

std::vector<RackId> MainWindow::selectedRacks() const
{
    return m_floor->scene()->selectedRacks();
}

void MainWindow::connectSelection()
{
    // The floor plan and the racks table show one selection.
    // A column, keep-out area, busway or CDU clicked on the plan (and no rack) is shown as itself.
    connect(m_floor->scene(), &QGraphicsScene::selectionChanged, this, [this] {
        const std::vector<ObjectRef> facility = m_floor->scene()->facility().selected();
        if (!facility.empty() && selectedRacks().empty()) {
            if (!m_syncingSelection)
                m_selection->select(facility);
            return;
        }
        selectRacks(m_floor->scene()->selectedRacks());
    });
    // Rows picked in a table select the racks they stand in: a rack, a device's rack, both
    // ends' racks of a cable.
    const auto follow = [this](QTableView *table, DocumentTableModel *model, auto racksOf) {
        connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this, table, model, racksOf] {
            if (m_syncingSelection)
                return;
            auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
            std::vector<ObjectRef> objects;
            for (const QModelIndex &index : table->selectionModel()->selectedRows())
                objects.push_back(racksOf(model->idAt(proxy->mapToSource(index).row())));
            selectRacks(racksOfObjects(*m_doc, objects));
        });
    };
    follow(m_rackTable, m_rackModel, [](uint32_t id) { return ObjectRef{EntityKind::Rack, id}; });
    follow(m_deviceTable, m_deviceModel, [](uint32_t id) { return ObjectRef{EntityKind::Device, id}; });
    follow(m_cableTable, m_cableModel, [](uint32_t id) { return ObjectRef{EntityKind::Cable, id}; });
}

void MainWindow::updateTitle()
{
    const QString name = m_doc->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_doc->filePath()).fileName();
    setWindowTitle(tr("%1[*] — Railyard").arg(name));
    setWindowModified(!m_doc->undoStack()->isClean());
}

void MainWindow::updateStatus()
{
    QString text = tr("%n rack(s)", nullptr, m_rackModel->rowCount()) + QStringLiteral(" · ")
                   + tr("%n device(s)", nullptr, m_deviceModel->rowCount());
    // The selection's sums, from the engine's per-rack figures.
    const std::vector<RackId> racks = m_floor ? m_floor->scene()->selectedRacks() : std::vector<RackId>{};
    if (!racks.empty()) {
        LoadSums sum;
        for (RackId r : racks)
            sum += m_engine->rack(r);
        text = tr("Selected: %n rack(s)", nullptr, int(racks.size())) + QStringLiteral(", ")
               + tr("%1 kW IT, %2 to liquid, %3, %4 GPUs")
                     .arg(fromMilli(sum.itMaxMw()) / 1000, 0, 'f', 1)
                     .arg(DisplayUnits::instance().heat(fromMilli(sum.liquidMw)), DisplayUnits::instance().mass(double(sum.weightG) / 1000))
                     .arg(sum.gpus)
               + QStringLiteral("   |   ") + text;
    }
    m_status->setText(text);
    m_status->setToolTip(text);
}

void MainWindow::newDesign()
{
    if (!maybeSave())
        return;
    m_doc->startNew(m_bundledCatalog);
    updateTitle();
}

void MainWindow::preferences()
{
    PreferencesDialog(this).exec();
}

void MainWindow::newDesignWizard()
{
    if (!maybeSave())
        return;
    NewDesignDialog dialog(m_bundledCatalog, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!createDesign(dialog.options(), &error))
        QMessageBox::warning(this, tr("Cannot create design"), error);
}

bool MainWindow::createDesign(const GeneratorOptions &options, QString *error)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // Options the generator refuses leave the open design as it is.
    {
        Document trial(m_bundledCatalog);
        if (auto checked = generateDesign(trial, options); !checked) {
            QApplication::restoreOverrideCursor();
            *error = checked.error();
            return false;
        }
    }
    m_doc->startNew(m_bundledCatalog);
    auto summary = generateDesign(*m_doc, options); // one undoable step
    QApplication::restoreOverrideCursor();
    if (!summary) {
        *error = summary.error();
        return false;
    }
    updateTitle();
    m_floor->view()->fitAll();
    statusBar()->showMessage(tr("Created %n GPU(s) in %1 rack(s)", nullptr, summary->gpus).arg(summary->racks), 6000);
    return true;
}

bool MainWindow::openFile(const QString &path)
{
    if (Status s = DesignStore::load(*m_doc, path); !s) {
        QMessageBox::warning(this, tr("Cannot open design"), s.error());
        return false;
    }
    addRecent(m_doc->filePath());
    updateTitle();
    return true;
}

void MainWindow::openDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open design"), QFileInfo(m_doc->filePath()).path(),
                                                      tr("Railyard designs (*.railyard);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::saveTo(const QString &path)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Status s = DesignStore::save(*m_doc, path);
    QApplication::restoreOverrideCursor();
    if (!s) {
        QMessageBox::critical(this, tr("Cannot save design"), s.error());
        return false;
    }
    m_doc->setFilePath(QFileInfo(path).absoluteFilePath());
    m_doc->undoStack()->setClean();
    addRecent(m_doc->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return true;
}

bool MainWindow::save()
{
    return m_doc->filePath().isEmpty() ? saveAs() : saveTo(m_doc->filePath());
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save design as"), m_doc->filePath(),
                                                tr("Railyard designs (*.railyard)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".railyard")))
        path += QLatin1String(".railyard");
    return saveTo(path);
}

bool MainWindow::maybeSave()
{
    if (m_doc->undoStack()->isClean())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The design has unsaved changes. Save them first?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        m_autosave->discard(); // a clean close leaves nothing to recover
        saveLayout();
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::addRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString &path : recent) {
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave())
                openFile(path);
        })->setToolTip(path);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace railyard
