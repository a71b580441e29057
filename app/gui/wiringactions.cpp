#include "wiringactions.h"

#include "cabletablemodel.h"
#include "commands/editor.h"
#include "connectdialog.h"
#include "layout/cableedit.h"
#include "layout/neighbourwiring.h"
#include "portdragconnector.h"
#include "portpicker.h"
#include "rackelevation.h"
#include "replugdialog.h"
#include "rules/ruleprovider.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

namespace railyard {

WiringActions::WiringActions(Document &doc, RackElevation *elevation, QTableView *cableTable, Racks selectedRacks, QWidget *window)
    : QObject(window), m_doc(doc), m_elevation(elevation), m_cableTable(cableTable), m_selectedRacks(std::move(selectedRacks)),
      m_window(window)
{
    m_drag = new PortDragConnector(doc, elevation);
    connect(m_drag, &PortDragConnector::finished, this, [this](const QString &message) { tell(message); });
    connect(elevation, &RackElevation::portMenuRequested, this, &WiringActions::addPortActions);

    m_connect = new QAction(tr("&Connect…"), this);
    m_connect->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_connect->setStatusTip(tr("Connect two ports with a new cable; or drag from port to port on the elevation's rear."));
    connect(m_connect, &QAction::triggered, this, [this] { openConnect(); });

    m_replug = new QAction(tr("Re-plug Cable &End…"), this);
    m_replug->setStatusTip(tr("Move one end of the cable selected in the cables table to another port."));
    connect(m_replug, &QAction::triggered, this, [this] {
        if (!openReplug())
            tell(tr("Select a cable in the cables table to re-plug."));
    });

    // Delete acts on the cables table only: the floor plan's Delete removes racks.
    m_delete = new QAction(tr("&Delete Cables"), this);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    cableTable->addAction(m_replug); // both in the table's context menu too
    cableTable->addAction(m_delete);
    connect(m_delete, &QAction::triggered, this, [this] { tell(deleteCablesNow(tableCables())); });

    m_wire = new QAction(tr("&Wire Like Neighbours"), this);
    m_wire->setStatusTip(tr("Cable the selected racks' devices as their neighbours of the same part are cabled."));
    connect(m_wire, &QAction::triggered, this, [this] { tell(wireLikeNeighboursNow(devicesOfSelectedRacks())); });
}

void WiringActions::addTo(QMenu *edit)
{
    edit->addSeparator();
    edit->addAction(m_connect);
    edit->addAction(m_replug);
    edit->addAction(m_delete);
    edit->addAction(m_wire);
}

ConnectDialog *WiringActions::openConnect(PortId from)
{
    auto *dialog = new ConnectDialog(m_doc, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (from)
        dialog->from()->setPort(from);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const Cable *c = m_doc.cables().find(dialog->made()))
            tell(tr("Connected %1 to %2: cable %3").arg(portName(m_doc, c->a), portName(m_doc, c->b), c->label));
    });
    dialog->open();
    return dialog;
}

ReplugDialog *WiringActions::openReplug()
{
    const std::vector<CableId> cables = tableCables();
    if (cables.empty())
        return nullptr;
    auto *dialog = new ReplugDialog(m_doc, cables.front(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

std::vector<CableId> WiringActions::tableCables() const
{
    std::vector<CableId> out;
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(m_cableTable->model());
    auto *model = proxy ? qobject_cast<CableTableModel *>(proxy->sourceModel()) : nullptr;
    if (!model)
        return out;
    for (const QModelIndex &index : m_cableTable->selectionModel()->selectedRows())
        out.push_back(CableId(model->idAt(proxy->mapToSource(index).row())));
    std::sort(out.begin(), out.end());
    return out;
}

QString WiringActions::deleteCablesNow(const std::vector<CableId> &cables)
{
    Editor editor(m_doc);
    if (!deleteCables(editor, cables))
        return tr("Select the cables to delete in the cables table.");
    return tr("Deleted %n cable(s)", nullptr, int(cables.size()));
}

std::vector<DeviceId> WiringActions::devicesOfSelectedRacks() const
{
    std::vector<DeviceId> out;
    for (RackId r : m_selectedRacks())
        for (DeviceId d : m_doc.devicesOf(r))
            out.push_back(d);
    return out;
}

QString WiringActions::wireLikeNeighboursNow(const std::vector<DeviceId> &devices)
{
    // Only devices with a free data port are asked; a device cabled like its neighbours already
    // is no news. All of them in one undo step.
    std::vector<DeviceId> open;
    for (DeviceId d : devices)
        for (PortId p : m_doc.portsOf(d))
            if (m_doc.ports().at(p).role != PortRole::Power && !(m_doc.cablesAt(p).begin() != m_doc.cablesAt(p).end())) {
                open.push_back(d);
                break;
            }
    if (open.empty())
        return devices.empty() ? tr("Select the racks whose devices to wire.") : tr("Nothing to wire: every port of these devices is cabled.");
    Editor editor(m_doc);
    int wired = 0;
    size_t cables = 0;
    QStringList left;
    QString refusal;
    m_doc.undoStack()->beginMacro(tr("Wire %n device(s) like their neighbours", nullptr, int(open.size())));
    for (DeviceId d : open) {
        const NeighbourWiring w = wireLikeNeighbours(editor, d);
        if (!w.cables.empty()) {
            ++wired;
            cables += w.cables.size();
        }
        left << w.notWired;
        if (refusal.isEmpty())
            refusal = w.refusal;
    }
    m_doc.undoStack()->endMacro();
    if (wired == 0) {
        // Nothing made: the macro is empty; an obsolete command leaves the stack when undone, so
        // no empty step stays in the history.
        QUndoStack *stack = m_doc.undoStack();
        const_cast<QUndoCommand *>(stack->command(stack->index() - 1))->setObsolete(true);
        stack->undo();
        return tr("Nothing wired: %1").arg(refusal);
    }
    QString text = tr("Wired %n device(s) like their neighbours: %1 cable(s)", nullptr, wired).arg(cables);
    if (!left.isEmpty())
        text += QLatin1String("; ") + tr("%n port(s) left unwired: %1", nullptr, int(left.size())).arg(left.first());
    return text;
}

void WiringActions::addPortActions(QMenu *menu, PortId port)
{
    const Port *p = m_doc.ports().find(port);
    if (!p)
        return;
    menu->addSeparator();
    const auto cables = m_doc.cablesAt(port);
    if (cables.begin() != cables.end()) {
        const CableId cable = *cables.begin();
        menu->addAction(tr("Delete Cable %1").arg(cableName(m_doc, cable)), this, [this, cable] { tell(deleteCablesNow({cable})); });
    } else {
        menu->addAction(tr("Connect from %1…").arg(portName(m_doc, port)), this, [this, port] { openConnect(port); });
    }
    const DeviceId device = p->device;
    menu->addAction(tr("Wire %1 Like Its Neighbours").arg(m_doc.devices().at(device).name), this,
                    [this, device] { tell(wireLikeNeighboursNow({device})); });
}

void WiringActions::tell(const QString &message)
{
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(message, 10000);
}

} // namespace railyard
