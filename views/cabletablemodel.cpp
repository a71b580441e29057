#include "cabletablemodel.h"

#include "cabling/cablelabels.h"
#include "cabling/cablepins.h"
#include "commands/editor.h"

#include <QBrush>
#include <QColor>

namespace railyard {

CableTableModel::CableTableModel(Document &doc, const Engine &engine, QObject *parent)
    : DocumentTableModel(doc, EntityKind::Cable, parent), m_engine(engine)
{
    reload();
    // Media and lengths are the engine's; repaint them once it has followed an edit.
    connect(&engine, &Engine::updated, this, [this] {
        const Engine::Delta &delta = m_engine.lastDelta();
        repaintRows(delta.cables, delta.full, kMedium, kOverReach);
    });
}

int CableTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(kColumnCount);
}

QVariant CableTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case kLabel: return tr("Label");
    case kEndA: return tr("End A");
    case kEndB: return tr("End B");
    case kMedium: return tr("Medium");
    case kRouted: return tr("Routed (m)");
    case kStock: return tr("Stock (m)");
    case kOverReach: return tr("Reach");
    case kPin: return tr("Pinned medium");
    default: return {};
    }
}

std::vector<uint32_t> CableTableModel::currentIds() const
{
    std::vector<uint32_t> ids;
    ids.reserve(size_t(doc().cables().size()));
    for (const Cable &c : doc().cables())
        ids.push_back(c.id.value);
    return ids;
}

QVariant CableTableModel::cell(uint32_t id, int column, int role) const
{
    const Cable *c = doc().cables().find(CableId(id));
    if (!c)
        return {};
    const CableFigures *f = m_engine.cable(c->id);
    if (role == Qt::ForegroundRole && column == kOverReach && f && f->overReach)
        return QBrush(QColor(0xc6, 0x28, 0x28));
    if (role == Qt::TextAlignmentRole && (column == kRouted || column == kStock))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && column == kPin)
        return tr("Pin a medium for this cable (double-click or right-click); the engine still checks its reach.");
    if (role == Qt::EditRole && column == kPin)
        return toToken(c->medium);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (column) {
    case kPin: return c->medium == Medium::Auto ? QString() : pinText(c->medium);
    case kLabel: return c->label;
    case kEndA: return endLocation(doc(), c->a);
    case kEndB: return endLocation(doc(), c->b);
    case kMedium: return f ? toToken(f->medium) : QString();
    case kRouted: return f && f->routed ? QVariant(double(f->routedMm) / 1000) : QVariant();
    case kStock: return f && f->stockMm > 0 ? QVariant(double(f->stockMm) / 1000) : QVariant();
    case kOverReach: return f && f->overReach ? tr("over reach") : (f && f->routed ? tr("ok") : tr("not routed"));
    default: return {};
    }
}

EditResult CableTableModel::editCell(uint32_t id, int column, const QVariant &value)
{
    const Cable *c = doc().cables().find(CableId(id));
    if (c && column == kPin) {
        const auto medium = fromToken<Medium>(value.toString().trimmed().toLower());
        if (!medium)
            return EditResult::refused(tr("%1 is not a cable medium.").arg(value.toString()));
        return pinCableMedium(doc(), {c->id}, *medium) ? EditResult::applied() : EditResult::unchanged();
    }
    if (!c || column != kLabel)
        return EditResult::unchanged();
    Cable after = *c;
    after.label = value.toString().trimmed();
    return Editor(doc()).update(after, Cable::kLabel, tr("Label cable %1").arg(after.label));
}

bool CableTableModel::isEditable(int column) const
{
    return column == kLabel || column == kPin;
}

bool CableTableModel::dependsOn(const Change &c) const
{
    // The ends read "rack-U:port": rack names, device names and places, port names.
    if (c.type != ChangeType::Modified)
        return c.kind == EntityKind::Port || c.kind == EntityKind::Device || c.kind == EntityKind::Rack;
    return c.kind == EntityKind::Hall || (c.kind == EntityKind::Rack && (c.fields & (Rack::kName | Rack::kRow))) || (c.kind == EntityKind::Device && (c.fields & (Device::kName | Device::kPlacement)))
           || (c.kind == EntityKind::Port && (c.fields & Port::kName));
}

} // namespace railyard
