#pragma once

#include "documenttablemodel.h"
#include "engine/engine.h"

namespace railyard {

// The cables of the design: label, both ends as rack-U:port locations, the medium and routed
// length the engine chose, the stock length, and whether it exceeds the medium's reach. The
// label is editable (one undoable edit), and so is the pinned medium (cabling/cablepins.h).
class CableTableModel : public DocumentTableModel {
    Q_OBJECT
public:
    enum Column { kLabel, kEndA, kEndB, kMedium, kRouted, kStock, kOverReach, kPin, kColumnCount };

    CableTableModel(Document &doc, const Engine &engine, QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

protected:
    std::vector<uint32_t> currentIds() const override;
    QVariant cell(uint32_t id, int column, int role) const override;
    EditResult editCell(uint32_t id, int column, const QVariant &value) override;
    bool isEditable(int column) const override;
    bool dependsOn(const Change &change) const override;

private:
    const Engine &m_engine;
};

} // namespace railyard
