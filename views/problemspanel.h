#pragma once

#include "problemtablemodel.h"

#include <QWidget>
#include <memory>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QLabel;
class QProgressBar;
class QPushButton;

class QInputDialog;

namespace railyard {

// The problems dock: every rule problem with its severity, filterable; double-click asks the
// window to show the problem's rack; Waive records a reason (an undoable edit). A bar under
// the list shows the design-wide check running in the background, with Cancel.
class ProblemsPanel : public QWidget {
    Q_OBJECT
public:
    ProblemsPanel(Document &doc, LiveRuleChecker &checker, QWidget *parent = nullptr);
    ProblemTableModel *model() const { return m_model; }
    // Waives the problem in the given source row with a reason (used by the button and tests);
    // false for a problem that cannot be waived (whyNotWaivable) or without a reason.
    bool waive(int row, const QString &reason);
    // The dialog that asks why a problem (source row) is acceptable: it quotes the problem and is
    // wide enough that a window manager never cuts its title ("Waive…oblem", issue #19).
    std::unique_ptr<QInputDialog> waiveDialog(int row);
    // What a double-click on a row of the (sorted, filtered) view does.
    void showProblem(int viewRow);

signals:
    // Every rack the problem's objects stand in, and the objects themselves.
    void showRacks(const std::vector<railyard::RackId> &racks, const std::vector<railyard::ObjectRef> &objects);

private:
    void updateSummary();
    void updateDesignCheck();

    Document &m_doc;
    ProblemTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    QLabel *m_summary;
    QLabel *m_designState;
    QProgressBar *m_designProgress;
    QPushButton *m_designButton;
};

} // namespace railyard
