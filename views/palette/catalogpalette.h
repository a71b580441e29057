#pragma once

#include "document/document.h"

#include <QWidget>
#include <functional>

class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

class QSpinBox;

namespace railyard {

class CatalogPaletteModel;


// The catalog palette (docs/GUI.md, "Catalog palette"): every part of the design's catalog by
// category with its key figures, a filter over every column, and parts that drag onto the
// floor plan (rack types, PDUs, CDUs) and the rack elevation (devices). Also the body of the
// part picker (Insert > Device), where `accept` narrows which parts are listed.
class CatalogPalette : public QWidget {
    Q_OBJECT
public:
    explicit CatalogPalette(const Document &doc, QWidget *parent = nullptr);

    QLineEdit *filter() const { return m_filter; }
    QTreeView *tree() const { return m_tree; }
    // Racks one drop of a rack type places, in a row ("Racks per drop", 1 to 100).
    QSpinBox *quantity() const { return m_quantity; }
    CatalogPaletteModel *model() const { return m_model; }
    // Only parts `accept` takes are listed (categories with none left are hidden).
    void setPartFilter(std::function<bool(const Part &)> accept);
    // The part of the current row, if a part row is current.
    const Part *currentPart() const;
    // Visible part rows (tests).
    int visibleParts() const;

signals:
    void partActivated(railyard::PartId part);
    // The designer asked to remove one of the design's own rack templates.
    void templateRemoveRequested(const QString &name);

private:
    CatalogPaletteModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTreeView *m_tree;
    QSpinBox *m_quantity;
};

} // namespace railyard
