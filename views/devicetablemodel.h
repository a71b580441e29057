#pragma once

#include "documenttablemodel.h"

namespace railyard {

// The devices of the design: name, rack, U, part, category, network, ports, max power.
class DeviceTableModel : public DocumentTableModel {
    Q_OBJECT
public:
    enum Column { kName, kRack, kU, kPart, kCategory, kNetwork, kPorts, kMaxPower, kColumnCount };

    explicit DeviceTableModel(Document &doc, QObject *parent = nullptr);
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

protected:
    std::vector<uint32_t> currentIds() const override;
    QVariant cell(uint32_t id, int column, int role) const override;
    EditResult editCell(uint32_t id, int column, const QVariant &value) override;
    bool isEditable(int column) const override;
    bool dependsOn(const Change &change) const override;
};

} // namespace railyard
