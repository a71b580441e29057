#pragma once

#include "rackmetric.h"
#include "rules/liverulechecker.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace railyard {

class FloorPlanScene;
class FloorPlanView;

// The floor plan with its controls: the metric racks are colored by, its legend, fit and
// export (PNG, SVG, PDF).
class FloorPlanPanel : public QWidget {
    Q_OBJECT
public:
    FloorPlanPanel(Document &doc, const Engine &engine, const LiveRuleChecker &checker, QWidget *parent = nullptr);

    FloorPlanView *view() const { return m_view; }
    FloorPlanScene *scene() const { return m_scene; }
    void setMetric(RackMetric metric);

private:
    void updateLegend();
    void exportDialog();

    Document &m_doc;
    FloorPlanScene *m_scene;
    FloorPlanView *m_view;
    QComboBox *m_metric;
    QLabel *m_legend;
};

} // namespace railyard
