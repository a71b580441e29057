#pragma once

#include "document/document.h"

#include <QAbstractItemModel>

namespace railyard {

// The design's catalog as a tree for the palette: first its rack templates (the design's own,
// then Railyard's, layout/racktemplates.h), then one branch per part category (in the order of
// PartCategory), its parts below with their key figures in columns. A template row shows its
// frame, its U, its devices' power and its loaded weight, and drags as its frame with the
// template's name (kTemplateMimeType). Display text follows the
// display units; the edit role carries the raw SI figure (sorting); the tooltip a part's
// description and sources. Parts drag as kPartMimeType. Rebuilt when the catalog changes
// (File > New or Open, price edits) or the display units do.
class CatalogPaletteModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Part, Units, TypicalPower, MaxPower, Rating, Weight, Ports, Model, ColumnCount };
    static constexpr int PartIdRole = Qt::UserRole + 1;

    explicit CatalogPaletteModel(const Document &doc, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

    // The part a row shows (nullptr on a category or template row).
    const railyard::Part *partAt(const QModelIndex &index) const;
    // The template a row shows (nullptr on any other row); `own`: one the design keeps.
    const RackTemplate *templateAt(const QModelIndex &index, bool *own = nullptr) const;
    // The index of a part's row in column 0 (invalid when the catalog has no such part).
    QModelIndex indexOf(PartId part) const;
    static QString categoryName(PartCategory category);

    // Racks a drag of a rack type carries (the palette's "Racks per drop").
    void setQuantity(int quantity) { m_quantity = quantity; }

private:
    void rebuild();
    QVariant partData(const railyard::Part &p, int column, int role) const;
    QVariant templateData(const RackTemplate &t, int column, int role) const;

    const Document &m_doc;
    int m_quantity = 1;
    struct Branch {
        PartCategory category;
        std::vector<PartId> parts;
        bool templates = false; // the templates' branch: its rows are m_templates
    };
    std::vector<Branch> m_branches;
    std::vector<RackTemplate> m_templates;
    size_t m_ownTemplates = 0; // the first of m_templates are the design's own
};

} // namespace railyard
