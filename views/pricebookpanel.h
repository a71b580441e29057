#pragma once

#include "engine/engine.h"

#include <QWidget>

class QLabel;
class QTableView;
class QTableWidget;
class QTableWidgetItem;

namespace railyard {

class PriceBookModel;

// The price book (docs/QUOTE.md): the parts table; per BOM category the discount and the spares
// policy (AFR, turnaround, margin, minimum); CSV import and export. Imports replace the whole book as one undoable edit; a bad row names its line.
class PriceBookPanel : public QWidget {
    Q_OBJECT
public:
    PriceBookPanel(Document &doc, const Engine &engine, QWidget *parent = nullptr);

    PriceBookModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // Rows are BOM categories; columns discount %, AFR %, turnaround days, margin %, minimum.
    QTableWidget *categories() const { return m_categories; }
    bool importFrom(const QString &path, QString *error);
    bool exportTo(const QString &path, QString *error);
    // Brings the rows up to date if edits happened while the page was hidden.
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showCategories();
    void applyCategory(QTableWidgetItem *item);
    void updateMissing();

    Document &m_doc;
    PriceBookModel *m_model;
    QTableView *m_table;
    QLabel *m_missing;
    QTableWidget *m_categories;
    bool m_stale = false;
};

} // namespace railyard
