#pragma once

#include "quote/scenario.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTableWidget;
class QTimer;

namespace railyard {

class ScenarioChart;

// The design's variants side by side (docs/QUOTE.md, "Scenarios"): the TCO assumptions they
// share, a table of racks, floor area, cooling, heat to liquid, capex, facility MW, optics, cost
// per GPU and per GPU-hour and break-even, with the figures that differ from the current
// design's coloured, and a bar chart of one figure. The current design's column follows its edits; stored
// variants are computed once and kept until they or the assumptions change.
class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    ScenarioPanel(Document &doc, const Engine &engine, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    ScenarioChart *chart() const { return m_chart; }
    const std::vector<ScenarioFigures> &figures() const { return m_figures; }
    // Recomputes now (tests; the panel otherwise waits for edits to pause while it is shown).
    void refreshNow();
    // Stores the current design as a variant (a snapshot), or a design file as one.
    bool keepCurrentAs(const QString &name, QString *error);
    bool addFromFile(const QString &path, const QString &name, QString *error);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildAssumptions();
    void showAssumptions();
    void applyAssumptions();
    void fillTable();
    void keepCurrentDialog();
    void addFromFileDialog();
    void activateSelected();
    void removeSelected();
    void renameCurrentDialog();
    QString selectedStoredName() const;

    Document &m_doc;
    const Engine &m_engine;
    QTimer *m_refresh;
    std::array<QDoubleSpinBox *, 7> m_assumptions{};
    QTableWidget *m_table;
    ScenarioChart *m_chart;
    QLabel *m_error;
    std::vector<ScenarioFigures> m_figures;
    // Stored variants' figures by a key of their bytes and the assumptions: opening a variant
    // and running its engine is the slow part, and they do not change with the current design.
    QHash<QByteArray, ScenarioFigures> m_cache;
};

} // namespace railyard
