#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QTableWidget>
#include <QVBoxLayout>
#include <set>

namespace railyard {

namespace {

// "&Save…" reads "Save".
QString plain(QString text)
{
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text.trimmed();
}

} // namespace

std::vector<ShortcutsDialog::Entry> ShortcutsDialog::entries(QWidget *window)
{
    std::vector<Entry> out;
    std::set<std::pair<QString, QString>> seen; // an action added to a menu and a toolbar once
    for (QAction *a : window->findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty() || a->isSeparator() || a->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        QString where;
        for (QObject *o : a->associatedObjects())
            if (auto *menu = qobject_cast<QMenu *>(o)) {
                where = plain(menu->title());
                break;
            }
        Entry e{plain(a->text()), keys.join(QStringLiteral(", ")), where};
        if (seen.insert({e.action, e.shortcut}).second)
            out.push_back(e);
    }
    std::sort(out.begin(), out.end(), [](const Entry &x, const Entry &y) {
        return std::tie(x.where, x.action) < std::tie(y.where, y.action);
    });
    return out;
}

ShortcutsDialog::ShortcutsDialog(QWidget *window) : QDialog(window), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const std::vector<Entry> list = entries(window);
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut"), tr("Menu")});
    m_table->setRowCount(int(list.size()));
    for (int row = 0; row < int(list.size()); ++row) {
        const Entry &e = list[size_t(row)];
        m_table->setItem(row, 0, new QTableWidgetItem(e.action));
        m_table->setItem(row, 1, new QTableWidgetItem(e.shortcut));
        m_table->setItem(row, 2, new QTableWidgetItem(e.where));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(520, 560);
}

} // namespace railyard
