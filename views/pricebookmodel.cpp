#include "pricebookmodel.h"

#include "commands/editor.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <map>

namespace railyard {

PriceBookModel::PriceBookModel(Document &doc, const Engine &engine, QObject *parent)
    : QAbstractTableModel(parent), m_doc(doc), m_engine(engine)
{
    refresh();
}

void PriceBookModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    std::map<QString, RowData> byNumber;
    for (const auto &[category, part, quantity] : installedParts(m_doc, m_engine)) {
        RowData &r = byNumber[m_doc.catalog().at(part).partNumber];
        r.part = &m_doc.catalog().at(part);
        r.category = category;
        r.installed += quantity;
    }
    for (const PriceEntry &e : m_doc.site().priceBook.prices) {
        if (byNumber.count(e.partNumber))
            continue;
        if (const Part *p = m_doc.catalog().find(e.partNumber))
            byNumber[e.partNumber] = RowData{p, BomCategory::Other, 0};
    }
    for (auto &[number, row] : byNumber)
        m_rows.push_back(row);
    endResetModel();
}

const PriceEntry *PriceBookModel::entryFor(const QString &partNumber) const
{
    for (const PriceEntry &e : m_doc.site().priceBook.prices)
        if (e.partNumber == partNumber)
            return &e;
    return nullptr;
}

int PriceBookModel::rowOf(const QString &partNumber) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].part->partNumber == partNumber)
            return int(i);
    return -1;
}

int PriceBookModel::missingCount() const
{
    int n = 0;
    for (const RowData &r : m_rows)
        n += r.installed > 0 && !r.part->priceUsd && !entryFor(r.part->partNumber);
    return n;
}

int PriceBookModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PriceBookModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceBookModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PartNumber: return tr("Part number");
    case Description: return tr("Model");
    case Category: return tr("Category");
    case Quantity: return tr("Installed");
    case CatalogPrice: return tr("Catalog price (USD)");
    case BookPrice: return tr("Book price (%1)").arg(m_doc.site().priceBook.currency);
    case LeadTime: return tr("Lead time (days)");
    case Source: return tr("Source");
    default: return {};
    }
}

QVariant PriceBookModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const RowData &r = m_rows[size_t(index.row())];
    const PriceEntry *entry = entryFor(r.part->partNumber);
    const bool missing = r.installed > 0 && !entry && !r.part->priceUsd;
    const QLocale locale;
    if (role == Qt::ForegroundRole && missing && index.column() == BookPrice)
        return QBrush(QColor(0xc6, 0x28, 0x28));
    if (role == Qt::ToolTipRole && index.column() == CatalogPrice)
        return r.part->sources.price.isEmpty() ? tr("estimate") : r.part->sources.price;
    if (role == Qt::TextAlignmentRole && (index.column() == Quantity || index.column() == CatalogPrice || index.column() == BookPrice
                                          || index.column() == LeadTime))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const bool edit = role == Qt::EditRole;
    switch (index.column()) {
    case PartNumber: return r.part->partNumber;
    case Description: return r.part->model;
    case Category: return r.installed > 0 ? toText(r.category) : tr("not installed");
    case Quantity: return edit ? QVariant(qlonglong(r.installed)) : QVariant(locale.toString(qlonglong(r.installed)));
    case CatalogPrice:
        if (!r.part->priceUsd)
            return edit ? QVariant() : QVariant(tr("—"));
        return edit ? QVariant(*r.part->priceUsd) : QVariant(locale.toString(*r.part->priceUsd, 'f', 2));
    case BookPrice:
        if (!entry)
            return edit ? QVariant() : QVariant(missing ? tr("missing") : QString());
        return edit ? QVariant(entry->unitPrice) : QVariant(locale.toString(entry->unitPrice, 'f', 2));
    case LeadTime: return entry && entry->leadTimeDays > 0 ? QVariant(entry->leadTimeDays) : QVariant();
    case Source: return entry ? entry->source : QString();
    default: return {};
    }
}

Qt::ItemFlags PriceBookModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == BookPrice || index.column() == LeadTime || index.column() == Source)
        f |= Qt::ItemIsEditable;
    return f;
}

bool PriceBookModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.row() >= int(m_rows.size()))
        return false;
    const QString number = m_rows[size_t(index.row())].part->partNumber;
    Site site = m_doc.site();
    auto &prices = site.priceBook.prices;
    auto it = std::find_if(prices.begin(), prices.end(), [&](const PriceEntry &e) { return e.partNumber == number; });
    const QString text = value.toString().trimmed();
    if (index.column() == BookPrice) {
        if (text.isEmpty()) { // back to the catalog's price
            if (it == prices.end())
                return false;
            prices.erase(it);
        } else {
            bool ok = false;
            double price = QLocale().toDouble(text, &ok);
            if (!ok)
                price = text.toDouble(&ok);
            if (!ok || price < 0)
                return false;
            if (it == prices.end())
                it = prices.insert(prices.end(), PriceEntry{number, price, 0, {}});
            it->unitPrice = price;
        }
    } else {
        if (it == prices.end())
            return false; // lead time and source belong to a book price
        if (index.column() == LeadTime) {
            bool ok = false;
            const int days = text.isEmpty() ? 0 : text.toInt(&ok);
            if (!text.isEmpty() && (!ok || days < 0))
                return false;
            it->leadTimeDays = days;
        } else {
            it->source = text;
        }
    }
    Editor(m_doc).setSite(site, Site::kPrices); // the document's change refreshes the table
    return true;
}

} // namespace railyard
