#pragma once

#include <QDialog>

class QAction;
class QTableWidget;

namespace railyard {

// Help > Keyboard Shortcuts: every action of the window that has a shortcut, with the menu it is
// in, read from the actions themselves — a shortcut added or changed anywhere shows here as it is.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget *window);
    QTableWidget *table() const { return m_table; }

    struct Entry {
        QString action, shortcut, where;
    };
    // The window's actions with shortcuts, sorted by where they are and their name.
    static std::vector<Entry> entries(QWidget *window);

private:
    QTableWidget *m_table;
};

} // namespace railyard
