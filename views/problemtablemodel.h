#pragma once

#include "rules/liverulechecker.h"

#include <QAbstractTableModel>

namespace railyard {

// The design's rule problems as a table, following the live checker: local rules re-checked
// for what each edit touched, design-wide rules from the last background run.
class ProblemTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { kSeverity, kCode, kObjects, kMessage, kFix, kColumnCount };

    explicit ProblemTableModel(LiveRuleChecker &checker, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const Problem &problem(int row) const { return m_problems[size_t(row)]; }
    int errorCount() const { return m_checker.errorCount(); }
    LiveRuleChecker &checker() const { return m_checker; }
    // Takes the checker's list now, checking pending edits first.
    void refresh();

signals:
    void refreshed();

private:
    void take();

    LiveRuleChecker &m_checker;
    std::vector<Problem> m_problems;
};

} // namespace railyard
