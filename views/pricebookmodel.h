#pragma once

#include "engine/engine.h"
#include "quote/bom.h"

#include <QAbstractTableModel>

namespace railyard {

// The price book as a table (docs/QUOTE.md): every part the design installs and every part the
// book prices, with the catalog's price beside the book's. Editing a book price, lead time or
// source is one undoable edit of the design; clearing a book price falls back to the catalog.
// A part priced nowhere shows "missing" so a quote cannot price it at zero unnoticed.
class PriceBookModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { PartNumber, Description, Category, Quantity, CatalogPrice, BookPrice, LeadTime, Source, ColumnCount };
    PriceBookModel(Document &doc, const Engine &engine, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    // Rebuilds the rows from the design and the book (the rows are the parts, a few dozen).
    void refresh();
    int rowOf(const QString &partNumber) const;
    int missingCount() const;

private:
    struct RowData {
        const Part *part = nullptr;
        BomCategory category = BomCategory::Other;
        int64_t installed = 0;
    };
    const PriceEntry *entryFor(const QString &partNumber) const;

    Document &m_doc;
    const Engine &m_engine;
    std::vector<RowData> m_rows;
};

} // namespace railyard
