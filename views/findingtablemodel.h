#pragma once

#include "verify/fabricdiff.h"

#include <QAbstractTableModel>

namespace railyard {

// The findings of the last as-built verification as a table.
class FindingTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { kKind, kFound, kPlanned, kFix, kSource, kColumnCount };

    explicit FindingTableModel(QObject *parent = nullptr) : QAbstractTableModel(parent) {}

    void setReport(VerifyReport report);
    const VerifyReport &report() const { return m_report; }
    const Finding &finding(int row) const { return m_report.findings[size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    VerifyReport m_report;
};

} // namespace railyard
