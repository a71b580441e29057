#include "pricebookpanel.h"

#include "commands/editor.h"
#include "exportfiledialog.h"
#include "io/atomicfile.h"
#include "pricebookmodel.h"
#include "quote/pricebookcsv.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QTableWidget>
#include <cmath>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace railyard {

PriceBookPanel::PriceBookPanel(Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new PriceBookModel(doc, engine, this)), m_table(new QTableView(this)),
      m_missing(new QLabel(this)), m_categories(new QTableWidget(kBomCategoryCount, 5, this))
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(Qt::EditRole);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(22);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_table->setToolTip(tr("Double-click a book price, lead time or source to edit it; clear a book price to use the catalog's."));
    m_missing->setStyleSheet(QStringLiteral("color: #c62828"));

    auto *categories = new QGroupBox(tr("Discounts and spares by category"), this);
    categories->setToolTip(tr("Spares: the fewest that cover the failures during the turnaround (Poisson, mean AFR × installed × "
                              "turnaround / 365) at the service level, at least the minimum."));
    m_categories->setHorizontalHeaderLabels({tr("Discount (%)"), tr("Annual failure rate (%)"), tr("Turnaround (days)"),
                                             tr("Service level (%)"), tr("Minimum spares")});
    QStringList names;
    for (int c = 0; c < kBomCategoryCount; ++c)
        names << toText(BomCategory(c));
    m_categories->setVerticalHeaderLabels(names);
    m_categories->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_categories->verticalHeader()->setDefaultSectionSize(22);
    m_categories->setFixedHeight(22 * kBomCategoryCount + m_categories->horizontalHeader()->sizeHint().height() + 4);
    connect(m_categories, &QTableWidget::itemChanged, this, &PriceBookPanel::applyCategory);
    auto *categoryLayout = new QVBoxLayout(categories);
    categoryLayout->addWidget(m_categories);

    auto *importButton = new QPushButton(tr("Import CSV…"), this);
    auto *exportButton = new QPushButton(tr("Export CSV…"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_missing, 1);
    buttons->addWidget(importButton);
    buttons->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(categories);
    layout->addLayout(buttons);

    const QString filter = tr("Price book CSV (*.csv);;All files (*)");
    connect(importButton, &QPushButton::clicked, this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import price book"), QFileInfo(m_doc.filePath()).path(), filter);
        QString error;
        if (!path.isEmpty() && !importFrom(path, &error))
            QMessageBox::warning(this, tr("Cannot import price book"), error);
    });
    connect(exportButton, &QPushButton::clicked, this, [this, filter] {
        const QString path = exportFileName(this, tr("Export price book"), m_doc.filePath(), QStringLiteral("prices"), filter);
        QString error;
        if (!path.isEmpty() && !exportTo(path, &error))
            QMessageBox::warning(this, tr("Cannot export price book"), error);
    });
    connect(&m_doc, &Document::changed, this, [this](const ChangeSet &changes) {
        // The rows are the design's parts: only edits that can add or drop a part rebuild them.
        // The rows walk the whole design (the engine's optics follow even a rack move): rebuild
        // them when the page is shown, not on every edit behind it.
        m_stale = true;
        // A new design brings a new catalog: the rows must not outlive its parts.
        if (isVisible() || changes.isReset())
            refresh();
        if (changes.touches(EntityKind::Site))
            showCategories();
    });
    connect(m_model, &QAbstractItemModel::modelReset, m_table, &QTableView::resizeColumnsToContents);
    m_table->resizeColumnsToContents();
    showCategories();
    updateMissing();
}

void PriceBookPanel::refresh()
{
    if (!m_stale)
        return;
    m_stale = false;
    m_model->refresh();
    updateMissing();
}

void PriceBookPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void PriceBookPanel::showCategories()
{
    const QSignalBlocker block(m_categories);
    const PriceBook &book = m_doc.site().priceBook;
    const QLocale locale;
    for (int c = 0; c < kBomCategoryCount; ++c) {
        const SparePolicy &p = book.spares[size_t(c)];
        const QString values[] = {locale.toString(book.discounts[size_t(c)] * 100, 'g', 6), locale.toString(p.annualFailureRate * 100, 'g', 6),
                                  locale.toString(p.turnaroundDays), locale.toString(p.serviceLevel * 100, 'g', 6),
                                  locale.toString(qlonglong(p.minimum))};
        for (int column = 0; column < 5; ++column) {
            auto *item = new QTableWidgetItem(values[column]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_categories->setItem(c, column, item);
        }
    }
}

void PriceBookPanel::applyCategory(QTableWidgetItem *item)
{
    bool ok = false;
    const double v = QLocale().toDouble(item->text().trimmed(), &ok);
    Site site = m_doc.site();
    PriceBook &book = site.priceBook;
    SparePolicy &p = book.spares[size_t(item->row())];
    const bool whole = item->column() == 2 || item->column() == 4;
    // Refused values snap back to the design's (the edit never reaches the document).
    if (!ok || v < 0 || (whole && v != std::floor(v)) || (item->column() == 0 && v >= 100)
        || (item->column() == 3 && v > kMaxServiceLevel * 100)) {
        showCategories();
        return;
    }
    switch (item->column()) {
    case 0: book.discounts[size_t(item->row())] = v / 100; break;
    case 1: p.annualFailureRate = v / 100; break;
    case 2: p.turnaroundDays = int(v); break;
    case 3: p.serviceLevel = v / 100; break;
    case 4: p.minimum = int64_t(v); break;
    }
    Editor(m_doc).setSite(site, Site::kPrices);
}

void PriceBookPanel::updateMissing()
{
    const int missing = m_model->missingCount();
    m_missing->setText(missing ? tr("%n installed part(s) have no price; the quote cannot be made until they do.", nullptr, missing)
                               : QString());
}

bool PriceBookPanel::importFrom(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    auto book = readPriceBookCsv(m_doc.catalog(), QString::fromUtf8(f.readAll()), path);
    if (!book) {
        *error = book.error();
        return false;
    }
    Site site = m_doc.site();
    site.priceBook = withImportedPrices(site.priceBook, *book);
    Editor(m_doc).setSite(site, Site::kPrices);
    return true;
}

bool PriceBookPanel::exportTo(const QString &path, QString *error)
{
    const Status s = writeFileAtomically(path, priceBookCsv(m_doc.site().priceBook).toUtf8());
    if (!s)
        *error = s.error();
    return s.ok();
}

} // namespace railyard
