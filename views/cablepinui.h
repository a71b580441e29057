#pragma once

#include <QStyledItemDelegate>

class QMenu;
class QTableView;

namespace railyard {

class CableTableModel;
class Document;

// Pinning media from the cables table (docs/GUI.md, "Cables"): the "Pinned medium" column
// edits with a list of media ("auto" unpins), and a context menu pins or unpins every selected
// cable at once. Each is one undoable edit (cabling/cablepins.h).
class MediumPinDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

// Installs the delegate on the table's pin column and its context menu. `table` shows `model`
// through a QSortFilterProxyModel.
void installCablePinUi(QTableView *table, CableTableModel *model, Document &doc);
// Adds the pin and unpin entries for the table's selected cables to a menu; false when none is
// selected (the workspace's context menus add them to a cable's menu).
bool fillCablePinMenu(QMenu &menu, QTableView *table, CableTableModel *model, Document &doc);

} // namespace railyard
