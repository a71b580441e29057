#pragma once

#include "rackmetric.h"
#include "rules/liverulechecker.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace railyard {

class FloorPlanScene;
class FloorPlanView;
class MeasureTool;
class PlanCursor;
class ScaleBarOverlay;

// The floor plan with its controls: the metric racks are colored by, its legend, fit and
// export (PNG, SVG, PDF).
class FloorPlanPanel : public QWidget {
    Q_OBJECT
public:
    FloorPlanPanel(Document &doc, const Engine &engine, const LiveRuleChecker &checker, QWidget *parent = nullptr);

    FloorPlanView *view() const { return m_view; }
    FloorPlanScene *scene() const { return m_scene; }
    void setMetric(RackMetric metric);
    MeasureTool *measureTool() const { return m_measure; }
    ScaleBarOverlay *scaleBar() const { return m_scaleBar; }
    PlanCursor *cursor() const { return m_cursor; }
    // The buttons that show the Power and Cooling layers.
    QPushButton *powerLayerButton() const { return m_powerLayer; }
    QPushButton *coolingLayerButton() const { return m_coolingLayer; }

signals:
    // The cursor's hall coordinates, or the measured distance, for the status bar.
    void cursorText(const QString &text);
    void measureText(const QString &text);

private:
    void updateLegend();
    void exportDialog();

    Document &m_doc;
    FloorPlanScene *m_scene;
    FloorPlanView *m_view;
    QComboBox *m_metric;
    QLabel *m_legend;
    MeasureTool *m_measure = nullptr;
    ScaleBarOverlay *m_scaleBar = nullptr;
    PlanCursor *m_cursor = nullptr;
    QPushButton *m_powerLayer = nullptr;
    QPushButton *m_coolingLayer = nullptr;
};

} // namespace railyard
