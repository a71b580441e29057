#pragma once

#include "documenttablemodel.h"

#include "engine/engine.h"

namespace railyard {

// The racks of the design: name, row, type, floor position, rotation, devices, GPUs.
class RackTableModel : public DocumentTableModel {
    Q_OBJECT
public:
    enum Column { kName, kRow, kType, kX, kY, kRotation, kDevices, kPower, kLiquid, kAir, kFloor, kColumnCount };

    // With an engine, the table also shows each rack's live power, heat and floor load.
    explicit RackTableModel(Document &doc, const Engine *engine = nullptr, QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

protected:
    std::vector<uint32_t> currentIds() const override;
    QVariant cell(uint32_t id, int column, int role) const override;
    EditResult editCell(uint32_t id, int column, const QVariant &value) override;
    bool isEditable(int column) const override;
    bool dependsOn(const Change &change) const override;

private:
    const Engine *m_engine;
};

} // namespace railyard
