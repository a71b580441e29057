#pragma once

#include "engine/engine.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QTableView;

namespace railyard {

class PriceBookModel;

// The price book (docs/QUOTE.md): the parts table, a discount per BOM category, and CSV import
// and export. Imports replace the whole book as one undoable edit; a bad row names its line.
class PriceBookPanel : public QWidget {
    Q_OBJECT
public:
    PriceBookPanel(Document &doc, const Engine &engine, QWidget *parent = nullptr);

    PriceBookModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    bool importFrom(const QString &path, QString *error);
    bool exportTo(const QString &path, QString *error);

private:
    void showDiscounts();
    void applyDiscounts();
    void updateMissing();

    Document &m_doc;
    PriceBookModel *m_model;
    QTableView *m_table;
    QLabel *m_missing;
    std::array<QDoubleSpinBox *, 8> m_discounts{};
};

} // namespace railyard
