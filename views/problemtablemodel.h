#pragma once

#include "engine/engine.h"
#include "rules/problem.h"

#include <QAbstractTableModel>
#include <QTimer>

namespace railyard {

// The design's rule problems as a table, kept current: after the engine follows an edit, the
// rules run again (coalesced, so a burst of edits costs one check; a whole check of a
// 16,384-GPU design takes a few milliseconds).
class ProblemTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { kSeverity, kCode, kObjects, kMessage, kFix, kColumnCount };

    ProblemTableModel(const Document &doc, const Engine &engine, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const Problem &problem(int row) const { return m_problems[size_t(row)]; }
    int errorCount() const;
    // Runs the rules now (instead of on the next turn of the event loop).
    void refresh();

signals:
    void refreshed();

private:
    const Document &m_doc;
    const Engine &m_engine;
    std::vector<Problem> m_problems;
    QTimer m_pending;
};

} // namespace railyard
