#pragma once

#include "document/document.h"

#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QTableView;
class QWidget;

namespace railyard {

class ConnectDialog;
class PortDragConnector;
class RackElevation;
class ReplugDialog;

// Cabling by hand in the window (docs/GUI.md, "Cabling by hand"): connect by drag in the
// elevation, Edit > Connect…, re-plug and delete cables from the cables table, wire the selected
// racks' devices like their neighbours, and the same on a port's context menu in the elevation.
// Each gesture is one undo step; what it did or why it was refused goes to the status bar. The
// actions are plain QActions so other menus can offer them; the *Now methods are the gestures
// without dialogs (tests) and return what the status bar says.
class WiringActions : public QObject {
    Q_OBJECT
public:
    using Racks = std::function<std::vector<RackId>()>;
    WiringActions(Document &doc, RackElevation *elevation, QTableView *cableTable, Racks selectedRacks, QWidget *window);
    void addTo(QMenu *edit);

    QAction *connectAction() const { return m_connect; }
    QAction *replugAction() const { return m_replug; }
    QAction *deleteCablesAction() const { return m_delete; }
    QAction *wireAction() const { return m_wire; }
    PortDragConnector *dragConnector() const { return m_drag; }

    // The Connect dialog, open (window-modal) with `from` chosen when given.
    ConnectDialog *openConnect(PortId from = {});
    // The Re-plug dialog for the first cable selected in the cables table, or null.
    ReplugDialog *openReplug();
    // The cables selected in the cables table.
    std::vector<CableId> tableCables() const;
    QString deleteCablesNow(const std::vector<CableId> &cables);
    QString wireLikeNeighboursNow(const std::vector<DeviceId> &devices);
    // The devices of the selected racks, for wiring them.
    std::vector<DeviceId> devicesOfSelectedRacks() const;

private:
    void addPortActions(QMenu *menu, PortId port);
    void tell(const QString &message);

    Document &m_doc;
    RackElevation *m_elevation;
    QTableView *m_cableTable;
    Racks m_selectedRacks;
    QWidget *m_window;
    PortDragConnector *m_drag;
    QAction *m_connect, *m_replug, *m_delete, *m_wire;
};

} // namespace railyard
