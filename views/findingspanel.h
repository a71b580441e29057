#pragma once

#include "findingtablemodel.h"
#include "verify/asbuilt.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace railyard {

// The as-built dock: load what the fabric reports (ibnetdiscover output, a folder of LLDP
// JSON, a links CSV) and an optional name map; the findings against the plan are listed with
// their fixes; double-click shows the rack; the fix list exports as CSV or PDF.
class FindingsPanel : public QWidget {
    Q_OBJECT
public:
    FindingsPanel(const Document &doc, QWidget *parent = nullptr);
    FindingTableModel *model() const { return m_model; }

    // Reads `path` as the given source and verifies it (used by the buttons and tests).
    // Returns false with a message box (or *error) when the input cannot be read.
    bool verify(AsBuilt::Source source, const QString &path, QString *error = nullptr);
    bool setNameMap(const QString &path, QString *error = nullptr);
    bool exportFixList(const QString &path, QString *error = nullptr);

signals:
    void showRack(railyard::RackId rack);

private:
    void choose(AsBuilt::Source source);
    void updateSummary();

    const Document &m_doc;
    FindingTableModel *m_model;
    QTableView *m_view;
    QLabel *m_summary;
    NameMap m_names;
    QString m_lastInput;
};

} // namespace railyard
