#include "catalogpalettemodel.h"

#include "displayunits.h"
#include "layout/racktemplates.h"
#include "partmime.h"

#include <QMimeData>

#include <QLocale>

namespace railyard {

namespace {
// Category rows carry no internal id; a part row carries its branch's index + 1.
constexpr quintptr kCategoryRow = 0;

// Electrical power as datasheets give it: W below a kilowatt, else kW.
QString power(double watts)
{
    const QLocale l;
    return watts < 1000 ? CatalogPaletteModel::tr("%1 W").arg(l.toString(watts, 'f', 0))
                        : CatalogPaletteModel::tr("%1 kW").arg(l.toString(watts / 1000, 'f', 1));
}
} // namespace

CatalogPaletteModel::CatalogPaletteModel(const Document &doc, QObject *parent) : QAbstractItemModel(parent), m_doc(doc)
{
    connect(&doc, &Document::changed, this, [this](const ChangeSet &changes) {
        bool templates = false;
        if (changes.touches(EntityKind::Site))
            for (const Change &c : changes.changes())
                templates = templates || (c.kind == EntityKind::Site && (c.fields & Site::kTemplates));
        if (changes.touches(EntityKind::Part) || templates)
            rebuild();
    });
    connect(&DisplayUnits::instance(), &DisplayUnits::changed, this, &CatalogPaletteModel::rebuild);
    rebuild();
}

void CatalogPaletteModel::rebuild()
{
    beginResetModel();
    m_branches.clear();
    m_templates = rackTemplatesOf(m_doc);
    m_ownTemplates = m_doc.site().rackTemplates.size();
    if (!m_templates.empty())
        m_branches.push_back({PartCategory::Rack, {}, true});
    for (int c = 0; c < kPartCategoryCount; ++c) {
        Branch b{PartCategory(c), {}};
        for (const railyard::Part *p : m_doc.catalog().parts(b.category))
            b.parts.push_back(p->id);
        if (!b.parts.empty())
            m_branches.push_back(std::move(b));
    }
    endResetModel();
}

QString CatalogPaletteModel::categoryName(PartCategory category)
{
    switch (category) {
    case PartCategory::GpuServer: return tr("GPU servers");
    case PartCategory::RackSystem: return tr("Rack-scale systems");
    case PartCategory::Switch: return tr("Switches");
    case PartCategory::Transceiver: return tr("Transceivers");
    case PartCategory::Cable: return tr("Cables");
    case PartCategory::Pdu: return tr("PDUs");
    case PartCategory::Cdu: return tr("CDUs");
    case PartCategory::Rack: return tr("Racks");
    case PartCategory::Storage: return tr("Storage");
    case PartCategory::Server: return tr("Servers");
    case PartCategory::Switchgear: return tr("Switchgear");
    case PartCategory::CoolingPlant: return tr("Cooling plants");
    case PartCategory::Busway: return tr("Busways");
    case PartCategory::NvlinkSwitch: return tr("NVLink switch trays");
    case PartCategory::PowerShelf: return tr("Power shelves");
    case PartCategory::Nic: return tr("Adapters (NICs, DPUs)");
    }
    return toToken(category);
}

QModelIndex CatalogPaletteModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_branches.size()) ? createIndex(row, column, kCategoryRow) : QModelIndex();
    if (parent.internalId() != kCategoryRow || parent.column() != 0 || parent.row() >= int(m_branches.size()))
        return {};
    return row < rowCount(parent) ? createIndex(row, column, quintptr(parent.row() + 1)) : QModelIndex();
}

QModelIndex CatalogPaletteModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kCategoryRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kCategoryRow);
}

int CatalogPaletteModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_branches.size());
    if (parent.internalId() != kCategoryRow || parent.column() != 0)
        return 0;
    const Branch &b = m_branches[size_t(parent.row())];
    return int(b.templates ? m_templates.size() : b.parts.size());
}

int CatalogPaletteModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

const Part *CatalogPaletteModel::partAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == kCategoryRow)
        return nullptr;
    const Branch &b = m_branches[size_t(index.internalId() - 1)];
    return b.templates ? nullptr : m_doc.catalog().find(b.parts[size_t(index.row())]);
}

const RackTemplate *CatalogPaletteModel::templateAt(const QModelIndex &index, bool *own) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == kCategoryRow || !m_branches[size_t(index.internalId() - 1)].templates)
        return nullptr;
    if (own)
        *own = size_t(index.row()) < m_ownTemplates;
    return &m_templates[size_t(index.row())];
}

QModelIndex CatalogPaletteModel::indexOf(PartId part) const
{
    for (size_t i = 0; i < m_branches.size(); ++i)
        for (size_t j = 0; j < m_branches[i].parts.size(); ++j)
            if (m_branches[i].parts[j] == part)
                return createIndex(int(j), 0, quintptr(i + 1));
    return {};
}

QVariant CatalogPaletteModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (const railyard::Part *p = partAt(index))
        return partData(*p, index.column(), role);
    if (const RackTemplate *t = templateAt(index))
        return templateData(*t, index.column(), role);
    const Branch &b = m_branches[size_t(index.row())];
    if (index.column() == 0 && (role == Qt::DisplayRole || role == Qt::EditRole))
        return b.templates ? tr("Rack templates (%1)").arg(m_templates.size()) : tr("%1 (%2)").arg(categoryName(b.category)).arg(b.parts.size());
    return {};
}

QVariant CatalogPaletteModel::partData(const railyard::Part &p, int column, int role) const
{
    if (role == PartIdRole)
        return p.id.value;
    if (role == Qt::ToolTipRole) {
        // What the part is and where its figures come from.
        QStringList lines{QStringLiteral("<b>%1</b> — %2 %3").arg(p.partNumber.toHtmlEscaped(), p.vendor.toHtmlEscaped(), p.model.toHtmlEscaped())};
        if (!p.description.isEmpty())
            lines << p.description.toHtmlEscaped();
        const std::pair<QString, QString> sources[] = {{tr("Power"), p.sources.power},   {tr("Weight"), p.sources.weight},
                                                       {tr("Price"), p.sources.price},   {tr("Reach"), p.sources.reach},
                                                       {tr("Other"), p.sources.other}};
        for (const auto &[what, source] : sources)
            if (!source.isEmpty())
                lines << tr("%1 source: %2").arg(what, source.toHtmlEscaped());
        if (lines.size() == 1)
            lines << tr("No source recorded for its figures.");
        return lines.join(QStringLiteral("<br>"));
    }
    const bool display = role == Qt::DisplayRole;
    if (!display && role != Qt::EditRole)
        return {};
    const DisplayUnits &units = DisplayUnits::instance();
    const auto figure = [&](double value, const QString &text) -> QVariant {
        if (!display)
            return value;
        return value > 0 ? text : QString();
    };
    switch (column) {
    case Part: return p.partNumber;
    case Model: return p.model;
    case Units: {
        const int u = p.rackUnits > 0 ? p.rackUnits : p.uHeight;
        return figure(u, QLocale().toString(u));
    }
    case TypicalPower: return figure(p.typicalW, power(p.typicalW));
    case MaxPower: return figure(p.maxW, power(p.maxW));
    // What racks, PDUs and CDUs carry (power or heat), apart from what they draw.
    case Rating: return figure(p.capacityW, power(p.capacityW));
    case Weight: return figure(p.weightKg, units.mass(p.weightKg));
    case Ports: return display ? (p.ports.empty() ? QString() : formatPortGroups(p.ports)) : QVariant(p.portCount());
    }
    return {};
}

QVariant CatalogPaletteModel::templateData(const RackTemplate &t, int column, int role) const
{
    const Catalog &cat = m_doc.catalog();
    const railyard::Part *frame = cat.find(t.frame);
    double typicalW = 0, maxW = 0, kg = frame ? frame->weightKg : 0;
    for (const RackTemplateDevice &d : t.devices)
        if (const railyard::Part *p = cat.find(d.part)) {
            typicalW += p->typicalW;
            maxW += p->maxW;
            kg += p->weightKg;
        }
    if (role == Qt::ToolTipRole) {
        // What arrives with a drop, device by device.
        QStringList lines{tr("<b>%1</b> — a rack template in a %2 frame").arg(t.name.toHtmlEscaped(), t.frame.toHtmlEscaped())};
        for (const RackTemplateDevice &d : t.devices)
            lines << (d.uPosition > 0 ? tr("U%1: %2 (RACK%3)").arg(d.uPosition).arg(d.part.toHtmlEscaped(), d.suffix.toHtmlEscaped())
                                      : tr("zero-U: %1 (RACK%2)").arg(d.part.toHtmlEscaped(), d.suffix.toHtmlEscaped()));
        lines << tr("%n cable(s) inside the rack", nullptr, int(t.cables.size()));
        if (t.sideA.units > 0 || t.sideB.units > 0)
            lines << tr("PDUs: A %1 × %2, B %3 × %4 on the hall's first feed of each side")
                         .arg(t.sideA.units)
                         .arg(t.sideA.part.toHtmlEscaped())
                         .arg(t.sideB.units)
                         .arg(t.sideB.part.toHtmlEscaped());
        if (t.cooled)
            lines << tr("On the hall's cooling loop");
        return lines.join(QStringLiteral("<br>"));
    }
    const bool display = role == Qt::DisplayRole;
    if (!display && role != Qt::EditRole)
        return {};
    const auto figure = [&](double value, const QString &text) -> QVariant { return display ? (value > 0 ? QVariant(text) : QVariant(QString())) : QVariant(value); };
    switch (column) {
    case Part: return t.name;
    case Model: return t.frame;
    case Units: return frame ? figure(frame->rackUnits, QLocale().toString(frame->rackUnits)) : QVariant();
    case TypicalPower: return figure(typicalW, power(typicalW));
    case MaxPower: return figure(maxW, power(maxW));
    case Weight: return figure(kg, DisplayUnits::instance().mass(kg));
    case Ports: return display ? QVariant(tr("%n device(s)", nullptr, int(t.devices.size()))) : QVariant(int(t.devices.size()));
    }
    return {};
}

QVariant CatalogPaletteModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Part: return tr("Part");
    case Model: return tr("Model");
    case Units: return tr("U");
    case TypicalPower: return tr("Typical");
    case MaxPower: return tr("Max");
    case Rating: return tr("Rating");
    case Weight: return tr("Weight");
    case Ports: return tr("Ports");
    }
    return {};
}

Qt::ItemFlags CatalogPaletteModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (partAt(index) || templateAt(index))
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemNeverHasChildren;
    return Qt::ItemIsEnabled;
}

QStringList CatalogPaletteModel::mimeTypes() const
{
    return {QString::fromLatin1(kPartMimeType)};
}

QMimeData *CatalogPaletteModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &i : indexes)
        if (const RackTemplate *t = templateAt(i)) {
            const railyard::Part *frame = m_doc.catalog().find(t->frame);
            return frame ? templateMimeData(*frame, t->name, m_quantity) : nullptr;
        } else if (const railyard::Part *p = partAt(i)) {
            const bool rack = p->category == PartCategory::Rack || p->category == PartCategory::RackSystem;
            return partMimeData(*p, rack ? m_quantity : 1);
        }
    return nullptr;
}

} // namespace railyard
