#include "racktablemodel.h"

#include "commands/editor.h"
#include "report/totalsreport.h"

namespace railyard {

RackTableModel::RackTableModel(Document &doc, const Engine *engine, QObject *parent)
    : DocumentTableModel(doc, EntityKind::Rack, parent), m_engine(engine)
{
    reload();
    if (m_engine) {
        // The engine follows an edit after the tables; repaint its columns when it has.
        connect(m_engine, &Engine::updated, this, [this] {
            const Engine::Delta &delta = m_engine->lastDelta();
            repaintRows(delta.racks, delta.full, kPower, kFloor);
        });
    }
}

int RackTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : (m_engine ? int(kColumnCount) : int(kPower));
}

QVariant RackTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case kName: return tr("Rack");
    case kRow: return tr("Row");
    case kType: return tr("Type");
    case kX: return tr("X (m)");
    case kY: return tr("Y (m)");
    case kRotation: return tr("Rotation (°)");
    case kDevices: return tr("Devices");
    case kPower: return tr("IT max (kW)");
    case kLiquid: return tr("To liquid (kW)");
    case kAir: return tr("To air (kW)");
    case kFloor: return tr("Floor (kg/m²)");
    }
    return {};
}

std::vector<uint32_t> RackTableModel::currentIds() const
{
    std::vector<uint32_t> ids;
    ids.reserve(size_t(doc().racks().size()));
    for (const Rack &r : doc().racks())
        ids.push_back(r.id.value);
    return ids;
}

QVariant RackTableModel::cell(uint32_t id, int column, int role) const
{
    const Rack *r = doc().racks().find(RackId(id));
    if (!r)
        return {};
    if (role == Qt::TextAlignmentRole && column >= kX)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (column) {
    case kName: return r->name;
    case kRow: {
        const Row *row = doc().rows().find(r->row);
        return row ? row->name : QString();
    }
    case kType: {
        const Part *p = doc().catalog().find(r->part);
        return p ? p->model : QString();
    }
    case kX: return role == Qt::EditRole ? QVariant(r->xM) : QVariant(QString::number(r->xM, 'f', 2));
    case kY: return role == Qt::EditRole ? QVariant(r->yM) : QVariant(QString::number(r->yM, 'f', 2));
    case kRotation: return r->rotationDeg;
    case kDevices: return int(doc().devicesOf(r->id).size());
    }
    if (!m_engine || column < kPower)
        return {};
    const LoadSums sums = m_engine->rack(r->id);
    auto kw = [&](MilliWatts v) {
        return role == Qt::EditRole ? QVariant(fromMilli(v) / 1000.0) : QVariant(QString::number(fromMilli(v) / 1000.0, 'f', 1));
    };
    switch (column) {
    case kPower: return kw(sums.itMaxMw());
    case kLiquid: return kw(sums.liquidMw);
    case kAir: return kw(sums.airMw);
    case kFloor: {
        const double v = rackFloorLoad(doc(), *m_engine, r->id).kgPerM2;
        return role == Qt::EditRole ? QVariant(v) : QVariant(QString::number(v, 'f', 0));
    }
    }
    return {};
}

bool RackTableModel::isEditable(int column) const
{
    return column == kName || column == kX || column == kY || column == kRotation;
}

EditResult RackTableModel::editCell(uint32_t id, int column, const QVariant &value)
{
    const Rack *current = doc().racks().find(RackId(id));
    if (!current)
        return EditResult::unchanged();
    Editor editor(doc());
    Rack r = *current;
    bool ok = true;
    switch (column) {
    case kName:
        r.name = value.toString().trimmed();
        return editor.update(r, Rack::kName, tr("Rename rack %1 to %2").arg(current->name, r.name));
    case kX:
    case kY: {
        const double v = value.toDouble(&ok);
        if (!ok)
            return EditResult::refused(tr("%1 is not a position in metres.").arg(value.toString()));
        return editor.moveRack(r.id, column == kX ? v : r.xM, column == kY ? v : r.yM);
    }
    case kRotation: {
        const double v = value.toDouble(&ok);
        if (!ok)
            return EditResult::refused(tr("%1 is not an angle in degrees.").arg(value.toString()));
        r.rotationDeg = v;
        return editor.update(r, Rack::kRotation, tr("Rotate rack %1").arg(r.name));
    }
    }
    return EditResult::unchanged();
}

bool RackTableModel::dependsOn(const Change &c) const
{
    // The row's name, and the device count (devices added, removed or moved between racks).
    return c.kind == EntityKind::Row || (c.kind == EntityKind::Device && (c.type != ChangeType::Modified || (c.fields & Device::kPlacement)));
}

} // namespace railyard
