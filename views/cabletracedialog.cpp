#include "cabletracedialog.h"

#include "cabling/cablelabels.h"
#include "displayunits.h"
#include "engine/engine.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard {

namespace {
QString roleText(PortRole role)
{
    switch (role) {
    case PortRole::Compute: return CableTraceDialog::tr("compute");
    case PortRole::Storage: return CableTraceDialog::tr("storage");
    case PortRole::InBand: return CableTraceDialog::tr("in-band");
    case PortRole::Oob: return CableTraceDialog::tr("out-of-band");
    case PortRole::Power: return CableTraceDialog::tr("power");
    }
    return {};
}
} // namespace

CableTraceDialog::CableTraceDialog(const Document &doc, const Engine &engine, PortId start, QWidget *parent)
    : QDialog(parent), m_trace(traceCable(doc, start)), m_table(new QTableWidget(0, 4, this))
{
    const Port *port = doc.ports().find(start);
    const Device *device = port ? doc.devices().find(port->device) : nullptr;
    setWindowTitle(device ? tr("Cable trace from %1 %2").arg(device->name, port->name) : tr("Cable trace"));
    m_table->setHorizontalHeaderLabels({tr("Step"), tr("Port or cable"), tr("Where"), tr("Details")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    int step = 1;
    addPort(doc, step++, start);
    PortId at = start;
    for (const TraceHop &hop : m_trace.hops) {
        if (hop.from != at)
            addPort(doc, step++, hop.from); // on through a pass-through device
        addCable(doc, engine, hop.cable);
        addPort(doc, step++, hop.to);
        at = hop.to;
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    QString summary;
    if (m_trace.hops.empty())
        summary = tr("No cable on this port.");
    else if (const Port *end = doc.ports().find(m_trace.end()))
        summary = tr("Far end: %1 %2 (%3), %n cable(s)", nullptr, int(m_trace.hops.size()))
                      .arg(doc.devices().at(end->device).name, end->name, endLocation(doc, end->id));
    if (m_trace.loop)
        summary += QLatin1Char(' ') + tr("The path comes back to a port it passed: check the patching.");
    auto *label = new QLabel(summary, this);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(720, 260);
}

void CableTraceDialog::addPort(const Document &doc, int step, PortId id)
{
    const Port &port = doc.ports().at(id);
    const Device &device = doc.devices().at(port.device);
    const Part &part = doc.catalog().at(device.part);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(QString::number(step)));
    m_table->setItem(row, 1, new QTableWidgetItem(tr("%1 %2").arg(device.name, port.name)));
    m_table->setItem(row, 2, new QTableWidgetItem(endLocation(doc, id)));
    m_table->setItem(row, 3, new QTableWidgetItem(tr("%1 port, %2 Gb/s, %3").arg(roleText(port.role)).arg(port.speedGbps).arg(part.model)));
}

void CableTraceDialog::addCable(const Document &doc, const Engine &engine, CableId id)
{
    const Cable &cable = doc.cables().at(id);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(QStringLiteral("↓")));
    m_table->setItem(row, 1, new QTableWidgetItem(cable.label.isEmpty() ? tr("cable %1").arg(id.value) : cable.label));
    m_table->setItem(row, 2, new QTableWidgetItem(cable.bundle));
    QString details;
    if (const CableFigures *f = engine.cable(id)) {
        details = f->routed ? tr("%1, routed %2").arg(toToken(f->medium).toUpper(), DisplayUnits::instance().length(f->routedMm / 1000.0))
                            : toToken(f->medium).toUpper();
        if (f->overReach)
            details += QStringLiteral(", ") + tr("over reach");
    }
    m_table->setItem(row, 3, new QTableWidgetItem(details));
    for (int c = 0; c < 4; ++c)
        m_table->item(row, c)->setForeground(QColor(0x55, 0x5b, 0x63));
}

} // namespace railyard
