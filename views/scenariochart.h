#pragma once

#include "quote/scenario.h"

#include <QWidget>

class QChartView;
class QComboBox;

namespace railyard {

// A bar chart (Qt Charts) of one figure of every variant, chosen from a list: capex, facility
// MW, optics count and power, cost per GPU, cost per GPU-hour, break-even utilization.
class ScenarioChart : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioChart(QWidget *parent = nullptr);
    void setFigures(const std::vector<ScenarioFigures> &figures);
    QComboBox *metric() const { return m_metric; }
    // The bar values shown, in variant order (tests).
    std::vector<double> values() const { return m_values; }

private:
    void redraw();

    QComboBox *m_metric;
    QChartView *m_view;
    std::vector<ScenarioFigures> m_figures;
    std::vector<double> m_values;
};

} // namespace railyard
