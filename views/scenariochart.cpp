#include "scenariochart.h"

#include "chartcard.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QValueAxis>
#include <QVBoxLayout>

namespace railyard {

namespace {
struct Metric {
    const char *label;
    double (*value)(const ScenarioFigures &);
};
// The figures a customer weighs; labels carry their unit.
const Metric kMetrics[] = {
    {QT_TRANSLATE_NOOP("ScenarioChart", "Capex (million USD)"), [](const ScenarioFigures &f) { return f.capexUsd / 1e6; }},
    {QT_TRANSLATE_NOOP("ScenarioChart", "Facility power (MW)"), [](const ScenarioFigures &f) { return f.facilityMw; }},
    {QT_TRANSLATE_NOOP("ScenarioChart", "Optics (modules)"), [](const ScenarioFigures &f) { return double(f.optics); }},
    {QT_TRANSLATE_NOOP("ScenarioChart", "Optics power (kW)"), [](const ScenarioFigures &f) { return f.opticsKw; }},
    {QT_TRANSLATE_NOOP("ScenarioChart", "Switches"), [](const ScenarioFigures &f) { return double(f.switches); }},
    {QT_TRANSLATE_NOOP("ScenarioChart", "Cost per GPU (thousand USD)"), [](const ScenarioFigures &f) { return f.costPerGpuUsd / 1e3; }},
    {QT_TRANSLATE_NOOP("ScenarioChart", "Cost per GPU-hour (USD)"), [](const ScenarioFigures &f) { return f.costPerGpuHourUsd; }},
    {QT_TRANSLATE_NOOP("ScenarioChart", "Break-even utilization (%)"), [](const ScenarioFigures &f) { return f.breakEvenUtilization * 100; }},
};
} // namespace

ScenarioChart::ScenarioChart(QWidget *parent) : QWidget(parent), m_metric(new QComboBox(this)), m_view(new QChartView(this))
{
    for (const Metric &m : kMetrics)
        m_metric->addItem(QCoreApplication::translate("ScenarioChart", m.label));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_metric, 0, Qt::AlignLeft);
    layout->addWidget(m_view, 1);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &ScenarioChart::redraw);
}

void ScenarioChart::setFigures(const std::vector<ScenarioFigures> &figures)
{
    m_figures = figures;
    redraw();
}

void ScenarioChart::redraw()
{
    const Metric &metric = kMetrics[std::max(0, m_metric->currentIndex())];
    auto *set = new QBarSet(m_metric->currentText());
    set->setColor(QColor(0x1f, 0x6f, 0xb2));
    set->setLabelColor(Qt::black);
    QStringList names;
    m_values.clear();
    double top = 0;
    for (const ScenarioFigures &f : m_figures) {
        const double v = metric.value(f);
        m_values.push_back(v);
        *set << v;
        names << f.name;
        top = std::max(top, v);
    }
    for (int i = 0; i < set->count(); ++i)
        set->replace(i, plainValue(set->at(i), top)); // labels without an exponent (chartcard.h)
    auto *series = new QBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    series->setLabelsPrecision(15);
    auto *chart = new QChart;
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->addSeries(series);
    chart->legend()->hide();
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto *x = new QBarCategoryAxis;
    x->append(names);
    auto *y = new QValueAxis;
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->setLabelFormat(plainAxisFormat(top));
    y->setTitleText(m_metric->currentText());
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    delete old;
}

} // namespace railyard
