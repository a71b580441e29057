#pragma once

#include "commands/editor.h"
#include "document/document.h"

#include <QAbstractTableModel>
#include <vector>

namespace railyard {

// Base of the tables that list one entity kind (racks, devices, ...). Rows are the entities in
// ID order (creation order). The model follows the document's change sets incrementally: an
// added or removed entity inserts or removes one row, a modified one repaints its row; only a
// file load or a very large edit resets the model.
class DocumentTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    DocumentTableModel(Document &doc, EntityKind kind, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    uint32_t idAt(int row) const { return m_ids[size_t(row)]; }
    int rowOf(uint32_t id) const; // -1 if not listed

signals:
    // A cell's edit was refused (the Editor's reason, naming the object and what to do); the
    // document is unchanged.
    void editRefused(const QString &reason);

protected:
    Document &doc() const { return m_doc; }
    // Lists the current entities again; derived constructors call it once.
    void reload();
    // Repaints columns [first, last] of the listed entities among `ids` (all rows if `all`):
    // one signal per changed row, so a sorting or filtering proxy re-checks only those rows.
    void repaintRows(const std::vector<uint32_t> &ids, bool all, int first, int last);
    virtual std::vector<uint32_t> currentIds() const = 0;
    virtual QVariant cell(uint32_t id, int column, int role) const = 0;
    // One cell's edit through the Editor; a value the cell cannot take is refused with the reason.
    virtual EditResult editCell(uint32_t id, int column, const QVariant &value);
    virtual bool isEditable(int column) const;
    // Edits of other kinds that change what this table shows (a rack's name in the device
    // table); they repaint every row, so say which fields matter.
    virtual bool dependsOn(const Change &change) const;

private:
    void onChanged(const ChangeSet &changes);

    Document &m_doc;
    EntityKind m_kind;
    std::vector<uint32_t> m_ids; // sorted
};

} // namespace railyard
