#pragma once

#include "document/document.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "rules/liverulechecker.h"

#include <QMainWindow>
#include <memory>

class QMenu;
class QTableView;
class QTabWidget;
class QLabel;

namespace railyard {

class RackTableModel;
class DeviceTableModel;
class TotalsPanel;
class ProblemsPanel;
class FindingsPanel;
class CablingActions;
class QuotePanel;
class FloorPlanPanel;
class RackElevation;
class Dashboard;
class FabricView;
class Autosave;
class Inspector;
class CableTableModel;
class CableTraceDialog;
class LabelExport;
class LayoutActions;
class ObjectSelection;
class InspectorHost;
class WorkspaceActions;
class Hall3DPanel;

// The application window: a thin host for the design's editors and tables. It owns the one
// Document it shows; opening a file replaces that document's content (and undo history).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Catalog bundledCatalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    Document &document() { return *m_doc; }
    const Engine &engine() const { return *m_engine; }
    LiveRuleChecker &ruleChecker() const { return *m_checker; }
    TotalsPanel *totalsPanel() const { return m_totals; }
    ProblemsPanel *problemsPanel() const { return m_problems; }
    FindingsPanel *findingsPanel() const { return m_findings; }
    CablingActions *cablingActions() const { return m_cabling; }
    QuotePanel *quotePanel() const { return m_quote; }
    FloorPlanPanel *floorPlan() const { return m_floor; }
    RackElevation *elevation() const { return m_elevation; }
    Dashboard *dashboard() const { return m_dashboard; }
    FabricView *fabric() const { return m_fabric; }
    Hall3DPanel *hall3D() const { return m_hall3d; }
    Autosave *autosave() const { return m_autosave; }
    Inspector *inspector() const { return m_inspector; }
    InspectorHost *inspectorHost() const { return m_inspectorHost; }
    // The selected objects of any kind (the inspector's and the context menus' subject).
    ObjectSelection *selection() const { return m_selection; }
    // Find, context menus, View layers and docks, Help.
    WorkspaceActions *workspace() const { return m_workspace; }
    // The one selection of racks the floor plan, the tables and the elevation show.
    void selectRacks(const std::vector<RackId> &racks);
    std::vector<RackId> selectedRacks() const;
    QTabWidget *centralTabs() const { return m_tabs; }
    // Opens a file; shows a message and returns false if it cannot be read.
    bool openFile(const QString &path);
    // Replaces the content with a generated design (the wizard's Create); one undoable step.
    bool createDesign(const GeneratorOptions &options, QString *error);
    bool saveTo(const QString &path);
    QTableView *rackTable() const { return m_rackTable; }
    QTableView *deviceTable() const { return m_deviceTable; }
    QTableView *cableTable() const { return m_cableTable; }
    // The window's size and its docks' layout from the last session (windowlayout.h); a clean
    // close saves them.
    bool restoreLayout();
    void saveLayout() const;
    // Opens the cable trace from a port (docs/GUI.md); the dialog closes itself.
    CableTraceDialog *showCableTrace(PortId port);
    // The cables selected in the Cables tab when it is in front, else those with an end in the
    // selected racks (what "only the selection" exports).
    std::vector<CableId> selectedCables() const;
    LabelExport *labelExport() const { return m_labelExport; }
    LayoutActions *layoutActions() const { return m_layout; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void newDesign();
    void newDesignWizard();
    void preferences();
    void openDialog();
    bool save();
    bool saveAs();
    // Asks to save unsaved changes; false if the user cancels.
    bool maybeSave();
    void updateTitle();
    void showRack(RackId rack);
    void showRacks(const std::vector<RackId> &racks);
    void connectSelection();
    void updateStatus();
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void createViewMenu();

    Catalog m_bundledCatalog;
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<Engine> m_engine; // follows m_doc's edits; declared after it, destroyed before it
    std::unique_ptr<LiveRuleChecker> m_checker; // follows both
    TotalsPanel *m_totals = nullptr;
    ProblemsPanel *m_problems = nullptr;
    FindingsPanel *m_findings = nullptr;
    CablingActions *m_cabling = nullptr;
    QuotePanel *m_quote = nullptr;
    FloorPlanPanel *m_floor = nullptr;
    RackElevation *m_elevation = nullptr;
    Dashboard *m_dashboard = nullptr;
    FabricView *m_fabric = nullptr;
    Hall3DPanel *m_hall3d = nullptr;
    Autosave *m_autosave = nullptr;
    Inspector *m_inspector = nullptr;
    InspectorHost *m_inspectorHost = nullptr;
    ObjectSelection *m_selection = nullptr;
    WorkspaceActions *m_workspace = nullptr;
    bool m_syncingSelection = false;
    RackTableModel *m_rackModel = nullptr;
    DeviceTableModel *m_deviceModel = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_rackTable = nullptr;
    QTableView *m_deviceTable = nullptr;
    QTableView *m_cableTable = nullptr;
    CableTableModel *m_cableModel = nullptr;
    LabelExport *m_labelExport = nullptr;
    LayoutActions *m_layout = nullptr;
    QWidget *m_rackPage = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_planCursor = nullptr; // the floor plan's cursor coordinates or measurement
};

} // namespace railyard
