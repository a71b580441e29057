#include "cablepinui.h"

#include "cabletablemodel.h"
#include "cabling/cablepins.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QMenu>
#include <algorithm>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace railyard {

QWidget *MediumPinDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    for (const QString &token : allTokens<Medium>())
        combo->addItem(pinText(*fromToken<Medium>(token)), token);
    return combo;
}

void MediumPinDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
}

void MediumPinDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    model->setData(index, static_cast<QComboBox *>(editor)->currentData(), Qt::EditRole);
}

void installCablePinUi(QTableView *table, CableTableModel *model, Document &doc)
{
    table->setItemDelegateForColumn(CableTableModel::kPin, new MediumPinDelegate(table));
    table->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(table, &QWidget::customContextMenuRequested, table, [table, model, &doc](const QPoint &at) {
        QMenu menu(table);
        const bool pins = fillCablePinMenu(menu, table, model, doc);
        // What others gave the table (re-plug, delete: app/gui/wiringactions).
        if (!table->actions().isEmpty()) {
            if (pins)
                menu.addSeparator();
            menu.addActions(table->actions());
        }
        if (!menu.isEmpty())
            menu.exec(table->viewport()->mapToGlobal(at));
    });
}

bool fillCablePinMenu(QMenu &menu, QTableView *table, CableTableModel *model, Document &doc)
{
    auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
    std::vector<CableId> cables;
    for (const QModelIndex &index : table->selectionModel()->selectedRows())
        cables.push_back(CableId(model->idAt(proxy->mapToSource(index).row())));
    if (cables.empty())
        return false;
    QMenu *pin = menu.addMenu(QCoreApplication::translate("CablePins", "Pin %n cable(s) to", nullptr, int(cables.size())));
    for (const QString &token : allTokens<Medium>()) {
        const Medium m = *fromToken<Medium>(token);
        if (m != Medium::Auto)
            pin->addAction(pinText(m), table, [&doc, cables, m] { pinCableMedium(doc, cables, m); });
    }
    menu.addAction(QCoreApplication::translate("CablePins", "Unpin (the engine chooses)"), table,
                   [&doc, cables] { pinCableMedium(doc, cables, Medium::Auto); });
    return true;
}

} // namespace railyard
