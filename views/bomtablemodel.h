#pragma once

#include "quote/bom.h"

#include <QAbstractTableModel>

namespace railyard {

// The quote's bill of materials as a table (docs/QUOTE.md, "The BOM table"): exactly the lines
// of buildBom(), which the CSV, XLSX and PDF exports write, in their order until the user sorts.
// Cable and optics lines show their medium and stock length, so two cables of one family read
// apart. Sorting reads Qt::EditRole: numbers as numbers.
class BomTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { kCategory, kPartNumber, kDescription, kMedium, kQuantity, kSpare, kUnitPrice, kDiscount, kExtended, kColumnCount };

    explicit BomTableModel(QObject *parent = nullptr);
    // Shows `bom`; `catalog` gives the cable and optics lines their medium and length.
    void setBom(const Bom &bom, const Catalog &catalog, const QString &currency);
    const Bom &bom() const { return m_bom; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Bom m_bom;
    QStringList m_media; // per line: "AOC 10 m", "SMF" or empty
    QString m_currency;
};

} // namespace railyard
