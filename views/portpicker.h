#pragma once

#include "document/document.h"

#include <QAbstractListModel>
#include <QWidget>

class QLineEdit;
class QListView;

namespace railyard {

// Every data port of the design as "device:port", free or with its cable's far end; filtered by
// the words typed (all must appear, case ignored). Built once when the picker opens: a 16,384-GPU
// design has some 300,000 ports, so rows are texts made on demand.
class PortListModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit PortListModel(const Document &doc, QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    void setFilter(const QString &text);
    PortId portAt(int row) const { return m_shown[size_t(row)]; }
    int rowOf(PortId port) const;
    QString nameOf(PortId port) const;

private:
    const Document &m_doc;
    std::vector<PortId> m_all, m_shown;
    std::vector<QString> m_names; // "device:port", by position in m_all
};

// A searchable port list: a filter field over the list. `port()` is the one chosen.
class PortPicker : public QWidget {
    Q_OBJECT
public:
    PortPicker(const Document &doc, const QString &title, QWidget *parent = nullptr);
    PortId port() const;
    // Chooses a port (and types its name into the filter so it shows).
    void setPort(PortId port);
    QLineEdit *filter() const { return m_filter; }
    QListView *list() const { return m_list; }

signals:
    void portChanged(railyard::PortId port);

private:
    PortListModel *m_model;
    QLineEdit *m_filter;
    QListView *m_list;
};

} // namespace railyard
