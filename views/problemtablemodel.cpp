#include "problemtablemodel.h"

#include <QApplication>
#include <QColor>
#include <QStyle>

namespace railyard {

ProblemTableModel::ProblemTableModel(LiveRuleChecker &checker, QObject *parent)
    : QAbstractTableModel(parent), m_checker(checker)
{
    connect(&checker, &LiveRuleChecker::problemsChanged, this, &ProblemTableModel::take);
    take();
}

void ProblemTableModel::refresh()
{
    m_checker.flush();
    take();
}

void ProblemTableModel::take()
{
    beginResetModel();
    m_problems = m_checker.problems();
    endResetModel();
    emit refreshed();
}

int ProblemTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_problems.size());
}

int ProblemTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant ProblemTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Problem &p = m_problems[size_t(index.row())];
    if (role == Qt::DecorationRole && index.column() == kSeverity) {
        const QStyle::StandardPixmap icon = p.waived                        ? QStyle::SP_DialogApplyButton
                                            : p.severity == Severity::Error ? QStyle::SP_MessageBoxCritical
                                                                            : QStyle::SP_MessageBoxWarning;
        return QApplication::style()->standardIcon(icon);
    }
    if (role == Qt::ForegroundRole && p.waived)
        return QColor(Qt::gray);
    if (role == Qt::ToolTipRole)
        return p.waived ? tr("Waived: %1").arg(p.waiverReason) : p.fix;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case kSeverity:
        return p.waived ? tr("waived") : toToken(p.severity);
    case kCode:
        return p.code;
    case kObjects:
        return p.objectNames;
    case kMessage:
        return p.message;
    case kFix:
        return p.waived ? tr("Waived: %1").arg(p.waiverReason) : p.fix;
    }
    return {};
}

QVariant ProblemTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case kSeverity:
        return tr("Severity");
    case kCode:
        return tr("Rule");
    case kObjects:
        return tr("Objects");
    case kMessage:
        return tr("Problem");
    case kFix:
        return tr("Fix");
    }
    return {};
}

} // namespace railyard
