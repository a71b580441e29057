#include "chartcard.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLegend>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QValueAxis>
#include <cmath>

namespace railyard {

int plainDecimals(double top)
{
    return top >= 100 ? 0 : top >= 10 ? 1 : 2;
}

QString plainAxisFormat(double top)
{
    return QStringLiteral("%.%1f").arg(plainDecimals(top));
}

double plainValue(double value, double top)
{
    const double scale = std::pow(10.0, plainDecimals(top));
    return std::round(value * scale) / scale;
}

ChartCard::ChartCard(const QString &title, QWidget *parent) : QChartView(parent), m_title(title)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(280, 210);
    freshChart();
}

QChart *ChartCard::freshChart()
{
    auto *chart = new QChart;
    chart->setTitle(m_title);
    QFont font = chart->titleFont();
    font.setBold(true);
    chart->setTitleFont(font);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(4);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setLocalizeNumbers(true); // thousands separated, as the rest of the window
    chart->setLocale(QLocale());
    QChart *old = this->chart();
    setChart(chart);
    delete old;
    return chart;
}

bool ChartCard::unchanged(const QStringList &names, const std::vector<double> &values)
{
    if (names == m_names && values == m_shown)
        return true;
    m_names = names;
    m_shown = values;
    return false;
}

void ChartCard::showBars(const QStringList &categories, const std::vector<Set> &sets, const QString &unit)
{
    std::vector<double> all;
    QStringList names = categories;
    for (const Set &s : sets) {
        names << s.name;
        all.insert(all.end(), s.values.begin(), s.values.end());
    }
    if (unchanged(names, all))
        return;
    QChart *chart = freshChart();
    auto *series = new QBarSeries;
    double top = 0;
    for (const Set &s : sets)
        for (double v : s.values)
            top = std::max(top, v);
    for (const Set &s : sets) {
        auto *set = new QBarSet(s.name);
        for (double v : s.values)
            *set << plainValue(v, top);
        if (s.color.isValid())
            set->setColor(s.color);
        series->append(set);
    }
    series->setLabelsVisible(categories.size() * sets.size() <= 12);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsPrecision(15); // the values are rounded already: no exponent
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    // A category's words on lines of their own: a slot a quarter of a card wide holds "800G"
    // above "mmf", where one line was cut to "800G m…" (issue #19).
    QStringList stacked;
    for (const QString &c : categories)
        stacked << c.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("<br>"));
    x->append(stacked);
    QFont small = x->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.75);
    x->setLabelsFont(small);
    auto *y = new QValueAxis;
    y->setRange(0, top > 0 ? top * 1.18 : 1);
    y->setLabelFormat(plainAxisFormat(top));
    y->setTitleText(unit);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setVisible(sets.size() > 1);
}

void ChartCard::showPie(const QStringList &names, const std::vector<double> &values, const std::vector<QColor> &colors, const QString &unit)
{
    if (unchanged(names, values))
        return;
    QChart *chart = freshChart();
    auto *series = new QPieSeries;
    double total = 0;
    for (double v : values)
        total += v;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const double v = values[size_t(i)];
        if (v <= 0)
            continue;
        const double share = total > 0 ? v / total * 100 : 0;
        QPieSlice *slice = series->append(QStringLiteral("%1 %2 %").arg(names[i]).arg(share, 0, 'f', share < 1 ? 1 : 0), v);
        slice->setLabelVisible(share >= 2); // thin slices stay readable in the tooltip only
        slice->setLabelArmLengthFactor(0.08);
        // Hovering shows the figure itself.
        const QString tip = QStringLiteral("%1: %2 %3").arg(names[i]).arg(v, 0, 'f', v < 10 ? 2 : 0).arg(unit);
        QObject::connect(slice, &QPieSlice::hovered, this, [this, tip](bool on) { setToolTip(on ? tip : QString()); });
        if (size_t(i) < colors.size())
            slice->setColor(colors[size_t(i)]);
    }
    series->setPieSize(0.55);
    chart->addSeries(series);
    chart->legend()->hide();
}

} // namespace railyard
