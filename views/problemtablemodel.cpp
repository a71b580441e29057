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

namespace {
bool sameProblem(const Problem &a, const Problem &b)
{
    return a.code == b.code && a.severity == b.severity && a.objects == b.objects && a.measured == b.measured && a.limit == b.limit
           && a.waived == b.waived && a.message == b.message && a.waiverReason == b.waiverReason && a.objectNames == b.objectNames
           && a.fix == b.fix && a.unit == b.unit;
}
// Past this many changed rows a reset is cheaper than row-by-row signals.
constexpr size_t kResetRows = 5000;
} // namespace

void ProblemTableModel::take()
{
    // Both lists are sorted the same way, and an edit changes a few problems: trim the equal
    // head and tail and replace only the rows between, so views and their sorting proxy see a
    // few rows come and go instead of a reset of the whole list.
    const std::vector<Problem> &next = m_checker.problems();
    size_t head = 0;
    while (head < m_problems.size() && head < next.size() && sameProblem(m_problems[head], next[head]))
        ++head;
    size_t tail = 0;
    while (tail < m_problems.size() - head && tail < next.size() - head
           && sameProblem(m_problems[m_problems.size() - 1 - tail], next[next.size() - 1 - tail]))
        ++tail;
    const size_t oldMiddle = m_problems.size() - head - tail, newMiddle = next.size() - head - tail;
    if (oldMiddle + newMiddle > kResetRows) {
        beginResetModel();
        m_problems = next;
        endResetModel();
    } else {
        if (oldMiddle > 0) {
            beginRemoveRows({}, int(head), int(head + oldMiddle - 1));
            m_problems.erase(m_problems.begin() + qsizetype(head), m_problems.begin() + qsizetype(head + oldMiddle));
            endRemoveRows();
        }
        if (newMiddle > 0) {
            beginInsertRows({}, int(head), int(head + newMiddle - 1));
            m_problems.insert(m_problems.begin() + qsizetype(head), next.begin() + qsizetype(head), next.begin() + qsizetype(head + newMiddle));
            endInsertRows();
        }
    }
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
