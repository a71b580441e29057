#include "catalogpalette.h"

#include "layout/rackplacement.h"

#include "catalogpalettemodel.h"

#include <QHeaderView>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace railyard {

namespace {

// Filters parts by text over every column and by an optional predicate; a category stays while
// one of its parts does (recursive filtering).
class PaletteFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    std::function<bool(const Part &)> accept;
    void refilter() { invalidateRowsFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (!parent.isValid())
            return false; // a category shows through its parts (recursive filtering)
        const auto *model = static_cast<const CatalogPaletteModel *>(sourceModel());
        const QModelIndex at = model->index(row, 0, parent);
        const Part *p = model->partAt(at);
        // Templates are listed where any part is (not in a picker of some parts only).
        const bool listed = p ? !accept || accept(*p) : model->templateAt(at) && !accept;
        if (!listed)
            return false;
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }
};

} // namespace

CatalogPalette::CatalogPalette(const Document &doc, QWidget *parent)
    : QWidget(parent), m_model(new CatalogPaletteModel(doc, this)), m_proxy(new PaletteFilter(this)),
      m_filter(new QLineEdit(this)), m_tree(new QTreeView(this)), m_quantity(new QSpinBox(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(Qt::EditRole);
    m_filter->setPlaceholderText(tr("Search parts (number, model, ports…)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setObjectName(QStringLiteral("paletteFilter"));
    m_tree->setModel(m_proxy);
    m_tree->setObjectName(QStringLiteral("paletteTree"));
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(-1, Qt::AscendingOrder); // the catalog's order until a header is clicked
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    // A rack type dropped N at a time: a row of N in one drop, named in series. Beside the
    // search, so the palette is no taller than it was.
    m_quantity->setRange(1, kMaxRacksPerDrop);
    m_quantity->setObjectName(QStringLiteral("paletteQuantity"));
    m_quantity->setPrefix(tr("Racks per drop: "));
    m_quantity->setToolTip(tr("How many racks one drop of a rack type or rack-scale system places, side by side in a row."));
    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_quantity);
    layout->addLayout(top);
    layout->addWidget(m_tree, 1);
    connect(m_quantity, &QSpinBox::valueChanged, this, [this](int n) { m_model->setQuantity(n); });

    const auto fit = [this] {
        m_tree->expandAll();
        for (int c = 0; c < CatalogPaletteModel::ColumnCount - 1; ++c)
            m_tree->resizeColumnToContents(c);
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, fit);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        m_tree->expandAll(); // what matched is seen at once
    });
    // The design's own templates are removed from here (Railyard's stay offered).
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        bool own = false;
        const RackTemplate *t = m_model->templateAt(m_proxy->mapToSource(m_tree->indexAt(at)), &own);
        if (!t || !own)
            return;
        const QString name = t->name;
        QMenu menu(this);
        menu.addAction(tr("Remove Template %1").arg(name), this, [this, name] { emit templateRemoveRequested(name); });
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (const Part *p = m_model->partAt(m_proxy->mapToSource(index)))
            emit partActivated(p->id);
    });
    fit();
}

void CatalogPalette::setPartFilter(std::function<bool(const Part &)> accept)
{
    auto *proxy = static_cast<PaletteFilter *>(m_proxy);
    proxy->accept = std::move(accept);
    proxy->refilter();
    m_tree->expandAll();
}

const Part *CatalogPalette::currentPart() const
{
    return m_model->partAt(m_proxy->mapToSource(m_tree->currentIndex()));
}

int CatalogPalette::visibleParts() const
{
    int n = 0;
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex branch = m_proxy->index(r, 0);
        for (int k = 0; k < m_proxy->rowCount(branch); ++k)
            n += m_model->partAt(m_proxy->mapToSource(m_proxy->index(k, 0, branch))) != nullptr;
    }
    return n;
}

} // namespace railyard
