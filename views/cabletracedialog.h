#pragma once

#include "cabling/cabletrace.h"

#include <QDialog>

class QTableWidget;

namespace railyard {

class Engine;

// A cable trace shown as a list (docs/GUI.md): the start port, then each cable and the port at
// its far end, to the far end of the path; NetBox's "trace" for an interface. Opened from the
// context menu of a port or a cable in the rack elevation and in the fabric view.
class CableTraceDialog : public QDialog {
    Q_OBJECT
public:
    CableTraceDialog(const Document &doc, const Engine &engine, PortId start, QWidget *parent = nullptr);

    const CableTrace &trace() const { return m_trace; }
    QTableWidget *table() const { return m_table; }

private:
    void addPort(const Document &doc, int step, PortId port);
    void addCable(const Document &doc, const Engine &engine, CableId cable);

    CableTrace m_trace;
    QTableWidget *m_table;
};

} // namespace railyard
