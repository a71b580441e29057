#include "bomtablemodel.h"

#include <QLocale>

namespace railyard {

namespace {
// "AOC 10 m" for a cable, "SMF 500 m" for a module: what tells two lines of one family apart.
QString mediumText(const Part &p)
{
    if (p.medium == Medium::Auto)
        return {};
    const QString medium = toToken(p.medium).toUpper();
    const double metres = p.category == PartCategory::Cable ? p.lengthM : p.reachM;
    return metres > 0 ? QStringLiteral("%1 %2 m").arg(medium, QLocale().toString(metres, 'g', 6)) : medium;
}
} // namespace

BomTableModel::BomTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void BomTableModel::setBom(const Bom &bom, const Catalog &catalog, const QString &currency)
{
    beginResetModel();
    m_bom = bom;
    m_currency = currency;
    m_media.clear();
    for (const BomLine &l : m_bom.lines) {
        const Part *p = catalog.find(l.partNumber);
        m_media << (p && (p->category == PartCategory::Cable || p->category == PartCategory::Transceiver) ? mediumText(*p) : QString());
    }
    endResetModel();
}

int BomTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_bom.lines.size());
}

int BomTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(kColumnCount);
}

QVariant BomTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const BomLine &l = m_bom.lines[size_t(index.row())];
    const int c = index.column();
    if (role == Qt::TextAlignmentRole)
        return c >= kQuantity && c != kSpare ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role == Qt::ToolTipRole && c == kSpare && l.spare)
        return tr("Spares for the installed %1 (the category's spares policy)").arg(l.partNumber);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    const QLocale locale;
    auto money = [&](double v) { return display ? QVariant(QStringLiteral("%1 %2").arg(locale.toString(v, 'f', 2), m_currency)) : QVariant(v); };
    switch (c) {
    case kCategory: return display ? QVariant(toText(l.category)) : QVariant(int(l.category));
    case kPartNumber: return l.partNumber;
    case kDescription: return l.description;
    case kMedium: return m_media.value(index.row());
    case kQuantity: return display ? QVariant(locale.toString(qlonglong(l.quantity))) : QVariant(qlonglong(l.quantity));
    case kSpare: return display ? QVariant(l.spare ? tr("spares") : QString()) : QVariant(l.spare);
    case kUnitPrice: return money(l.unitPriceUsd);
    case kDiscount: return display ? QVariant(l.discount > 0 ? QStringLiteral("%1 %").arg(locale.toString(l.discount * 100, 'f', 1)) : QString())
                                   : QVariant(l.discount);
    case kExtended: return money(l.extendedUsd());
    default: return {};
    }
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case kCategory: return tr("Category");
    case kPartNumber: return tr("Part number");
    case kDescription: return tr("Description");
    case kMedium: return tr("Medium / length");
    case kQuantity: return tr("Qty");
    case kSpare: return tr("Spares");
    case kUnitPrice: return tr("Unit price");
    case kDiscount: return tr("Discount");
    case kExtended: return tr("Extended");
    default: return {};
    }
}

} // namespace railyard
