#include "documenttablemodel.h"

#include <algorithm>

namespace railyard {

namespace {
// Past this many row insertions or removals in one edit, one reset is cheaper for views.
constexpr size_t kResetThreshold = 512;
} // namespace

DocumentTableModel::DocumentTableModel(Document &doc, EntityKind kind, QObject *parent)
    : QAbstractTableModel(parent), m_doc(doc), m_kind(kind)
{
    connect(&m_doc, &Document::changed, this, &DocumentTableModel::onChanged);
}

int DocumentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

QVariant DocumentTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return cell(m_ids[size_t(index.row())], index.column(), role);
}

bool DocumentTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !isEditable(index.column()))
        return false;
    // The edit goes through the editor as an undoable command; the change set updates the row.
    const EditResult done = editCell(m_ids[size_t(index.row())], index.column(), value);
    if (done.wasRefused())
        emit editRefused(done.refusal());
    return done.wasApplied();
}

Qt::ItemFlags DocumentTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && isEditable(index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

int DocumentTableModel::rowOf(uint32_t id) const
{
    const auto it = std::lower_bound(m_ids.begin(), m_ids.end(), id);
    return it != m_ids.end() && *it == id ? int(it - m_ids.begin()) : -1;
}

void DocumentTableModel::repaintRows(const std::vector<uint32_t> &ids, bool all, int first, int last)
{
    if (rowCount() == 0)
        return;
    if (all) {
        emit dataChanged(index(0, first), index(rowCount() - 1, last));
        return;
    }
    for (uint32_t id : ids)
        if (const int row = rowOf(id); row >= 0)
            emit dataChanged(index(row, first), index(row, last));
}

EditResult DocumentTableModel::editCell(uint32_t, int, const QVariant &) { return EditResult::unchanged(); }
bool DocumentTableModel::isEditable(int) const { return false; }
bool DocumentTableModel::dependsOn(const Change &) const { return false; }

void DocumentTableModel::reload()
{
    beginResetModel();
    m_ids = currentIds();
    std::sort(m_ids.begin(), m_ids.end());
    endResetModel();
}

void DocumentTableModel::onChanged(const ChangeSet &changes)
{
    if (changes.isReset()) {
        reload();
        return;
    }
    size_t structural = 0;
    bool dependency = false;
    for (const Change &c : changes.changes()) {
        if (c.kind == m_kind && c.type != ChangeType::Modified)
            ++structural;
        else if (c.kind != m_kind && dependsOn(c))
            dependency = true;
    }
    if (structural > kResetThreshold) {
        reload();
        return;
    }
    for (const Change &c : changes.changes()) {
        if (c.kind != m_kind)
            continue;
        const auto it = std::lower_bound(m_ids.begin(), m_ids.end(), c.id);
        const int row = int(it - m_ids.begin());
        const bool listed = it != m_ids.end() && *it == c.id;
        if (c.type == ChangeType::Added && !listed) {
            beginInsertRows({}, row, row);
            m_ids.insert(it, c.id);
            endInsertRows();
        } else if (c.type == ChangeType::Removed && listed) {
            beginRemoveRows({}, row, row);
            m_ids.erase(it);
            endRemoveRows();
        } else if (c.type == ChangeType::Modified && listed) {
            emit dataChanged(index(row, 0), index(row, columnCount() - 1));
        }
    }
    if (dependency && !m_ids.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

} // namespace railyard
