#pragma once

#include <QChartView>
#include <QStringList>
#include <vector>

namespace railyard {

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
