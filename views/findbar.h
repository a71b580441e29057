#pragma once

#include "edit/findindex.h"
#include "rules/liverulechecker.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QTimer;

namespace railyard {

// Find (Ctrl+F, docs/GUI.md): a box and the list of what matches — racks, devices, ports
// ("device:port"), cable labels and problems (code or text), by substring. Activating a result
// (Enter, double-click) asks the window to show and select it in every view. The index is
// rebuilt only when a search follows an edit, and a search is one pass over it.
class FindBar : public QWidget {
    Q_OBJECT
public:
    FindBar(const Document &doc, const LiveRuleChecker &checker, QWidget *parent = nullptr);

    QLineEdit *input() const { return m_input; }
    QListWidget *results() const { return m_results; }
    // Searches now (typing waits for a pause of a keystroke's length first).
    void search();
    // Activates the result in this row of the list.
    void activate(int row);
    // Puts the cursor in the box with its text selected.
    void focusInput();

signals:
    void activated(const railyard::FindHit &hit);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const Document &m_doc;
    const LiveRuleChecker &m_checker;
    FindIndex m_index;
    bool m_stale = true;
    std::vector<FindHit> m_hits;
    QLineEdit *m_input;
    QLabel *m_count;
    QListWidget *m_results;
    QTimer *m_typing;
};

} // namespace railyard
