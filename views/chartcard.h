#pragma once

#include <QChartView>
#include <QStringList>
#include <vector>

namespace railyard {

// Value axes and bar labels show plain numbers in the user's locale ("14,160", never
// "1.416e+04"): whole numbers from 100 up, one decimal from 10, two below.
int plainDecimals(double top);
QString plainAxisFormat(double top);     // "%.0f" and the like, for QValueAxis
double plainValue(double value, double top); // rounded to what the labels show

// One dashboard chart (Qt Charts) that redraws only when its numbers change.
class ChartCard : public QChartView {
    Q_OBJECT
public:
    struct Set {
        QString name;
        std::vector<double> values;
        QColor color;
    };
    ChartCard(const QString &title, QWidget *parent = nullptr);

    // Bars per category, one bar set per series (e.g. load and capacity side by side).
    void showBars(const QStringList &categories, const std::vector<Set> &sets, const QString &unit);
    // Slices with their share; zero slices are left out.
    void showPie(const QStringList &names, const std::vector<double> &values, const std::vector<QColor> &colors, const QString &unit);
    // The numbers shown (tests): every set's values in order, or the slices.
    const std::vector<double> &shown() const { return m_shown; }

private:
    bool unchanged(const QStringList &names, const std::vector<double> &values);
    QChart *freshChart();

    QString m_title;
    QStringList m_names;
    std::vector<double> m_shown;
};

} // namespace railyard
