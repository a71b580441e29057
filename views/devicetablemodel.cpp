#include "devicetablemodel.h"

#include "commands/editor.h"

namespace railyard {

DeviceTableModel::DeviceTableModel(Document &doc, QObject *parent) : DocumentTableModel(doc, EntityKind::Device, parent)
{
    reload();
}

int DeviceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant DeviceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case kName: return tr("Device");
    case kRack: return tr("Rack");
    case kU: return tr("U");
    case kPart: return tr("Part");
    case kCategory: return tr("Category");
    case kNetwork: return tr("Network");
    case kPorts: return tr("Ports");
    case kMaxPower: return tr("Max power (kW)");
    }
    return {};
}

std::vector<uint32_t> DeviceTableModel::currentIds() const
{
    std::vector<uint32_t> ids;
    ids.reserve(size_t(doc().devices().size()));
    for (const Device &d : doc().devices())
        ids.push_back(d.id.value);
    return ids;
}

QVariant DeviceTableModel::cell(uint32_t id, int column, int role) const
{
    const Device *d = doc().devices().find(DeviceId(id));
    if (!d)
        return {};
    if (role == Qt::TextAlignmentRole && (column == kU || column == kPorts || column == kMaxPower))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const Part *part = doc().catalog().find(d->part);
    switch (column) {
    case kName: return d->name;
    case kRack: {
        const Rack *r = doc().racks().find(d->rack);
        return r ? r->name : QString();
    }
    case kU: return d->uPosition;
    case kPart: return part ? QStringLiteral("%1 %2").arg(part->vendor, part->model) : QString();
    case kCategory: return part ? toToken(part->category) : QString();
    case kNetwork: {
        const Network *n = doc().networks().find(d->network);
        return n ? n->name : QString();
    }
    case kPorts: return int(doc().portsOf(d->id).size());
    case kMaxPower: return part ? QVariant(QString::number(part->maxW / 1000.0, 'f', 2)) : QVariant();
    }
    return {};
}

bool DeviceTableModel::isEditable(int column) const
{
    return column == kName || column == kU;
}

EditResult DeviceTableModel::editCell(uint32_t id, int column, const QVariant &value)
{
    const Device *current = doc().devices().find(DeviceId(id));
    if (!current)
        return EditResult::unchanged();
    Editor editor(doc());
    Device d = *current;
    if (column == kName) {
        d.name = value.toString().trimmed();
        return editor.update(d, Device::kName, tr("Rename device %1 to %2").arg(current->name, d.name));
    }
    if (column == kU) {
        bool ok = false;
        const int u = value.toInt(&ok);
        if (!ok)
            return EditResult::refused(tr("%1 is not a rack unit; units count from 1 (0: not mounted in a U).").arg(value.toString()));
        d.uPosition = u;
        return editor.update(d, Device::kPlacement, tr("Move device %1 to U%2").arg(d.name).arg(u));
    }
    return EditResult::unchanged();
}

bool DeviceTableModel::dependsOn(const Change &c) const
{
    // The rack column shows the rack's name; the network column the network's.
    return (c.kind == EntityKind::Rack && (c.type != ChangeType::Modified || (c.fields & Rack::kName))) || c.kind == EntityKind::Network;
}

} // namespace railyard
