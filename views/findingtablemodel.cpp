#include "findingtablemodel.h"

#include <QFileInfo>

namespace railyard {

void FindingTableModel::setReport(VerifyReport report)
{
    beginResetModel();
    m_report = std::move(report);
    endResetModel();
}

int FindingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report.findings.size());
}

int FindingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant FindingTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Finding &f = m_report.findings[size_t(index.row())];
    if (role == Qt::ToolTipRole)
        return f.fix;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case kKind: return toToken(f.kind);
    case kFound: return f.found;
    case kPlanned: return f.planned;
    case kFix: return f.fix;
    case kSource: return f.file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(QFileInfo(f.file).fileName()).arg(f.line);
    }
    return {};
}

QVariant FindingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case kKind: return tr("Finding");
    case kFound: return tr("Found");
    case kPlanned: return tr("Planned");
    case kFix: return tr("Fix");
    case kSource: return tr("Read at");
    }
    return {};
}

} // namespace railyard
