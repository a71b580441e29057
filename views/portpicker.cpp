#include "portpicker.h"

#include "rules/ruleprovider.h"

#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QVBoxLayout>

namespace railyard {

PortListModel::PortListModel(const Document &doc, QObject *parent) : QAbstractListModel(parent), m_doc(doc)
{
    for (const Port &p : doc.ports())
        if (p.role != PortRole::Power) {
            m_all.push_back(p.id);
            m_names.push_back(portName(doc, p.id));
        }
    m_shown = m_all;
}

int PortListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

QVariant PortListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || size_t(index.row()) >= m_shown.size())
        return {};
    const PortId id = m_shown[size_t(index.row())];
    if (!m_doc.ports().contains(id))
        return {};
    const auto cables = m_doc.cablesAt(id);
    const bool free = !(cables.begin() != cables.end());
    if (role == Qt::DisplayRole) {
        if (free)
            return tr("%1 — free").arg(portName(m_doc, id));
        return tr("%1 — to %2").arg(portName(m_doc, id), portName(m_doc, m_doc.otherEnd(m_doc.cables().at(*cables.begin()), id)));
    }
    if (role == Qt::ForegroundRole && !free)
        return QColor(0x75, 0x75, 0x75); // a used port reads as taken
    return {};
}

void PortListModel::setFilter(const QString &text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    beginResetModel();
    m_shown.clear();
    for (size_t i = 0; i < m_all.size(); ++i) {
        bool all = true;
        for (const QString &w : words)
            all = all && m_names[i].contains(w, Qt::CaseInsensitive);
        if (all)
            m_shown.push_back(m_all[i]);
    }
    endResetModel();
}

int PortListModel::rowOf(PortId port) const
{
    const auto it = std::find(m_shown.begin(), m_shown.end(), port);
    return it == m_shown.end() ? -1 : int(it - m_shown.begin());
}

QString PortListModel::nameOf(PortId port) const
{
    return portName(m_doc, port);
}

PortPicker::PortPicker(const Document &doc, const QString &title, QWidget *parent) : QWidget(parent)
{
    m_model = new PortListModel(doc, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(title, this));
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Type to filter: device:port"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);
    m_list = new QListView(this);
    m_list->setModel(m_model);
    m_list->setUniformItemSizes(true); // hundreds of thousands of rows scroll without measuring each
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(m_list);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        const PortId keep = port();
        m_model->setFilter(text);
        if (const int row = keep ? m_model->rowOf(keep) : -1; row >= 0)
            m_list->setCurrentIndex(m_model->index(row));
        else if (m_model->rowCount() == 1) // typed down to one: that is the one
            m_list->setCurrentIndex(m_model->index(0));
        emit portChanged(port());
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { emit portChanged(port()); });
}

PortId PortPicker::port() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? m_model->portAt(current.row()) : PortId();
}

void PortPicker::setPort(PortId port)
{
    if (!port)
        return;
    m_filter->setText(m_model->nameOf(port));
    if (const int row = m_model->rowOf(port); row >= 0) {
        m_list->setCurrentIndex(m_model->index(row));
        m_list->scrollTo(m_model->index(row), QAbstractItemView::PositionAtCenter);
    }
}

} // namespace railyard
