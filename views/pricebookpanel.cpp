#include "pricebookpanel.h"

#include "amountfield.h"
#include "commands/editor.h"
#include "io/atomicfile.h"
#include "pricebookmodel.h"
#include "quote/pricebookcsv.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace railyard {

PriceBookPanel::PriceBookPanel(Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new PriceBookModel(doc, engine, this)), m_table(new QTableView(this)),
      m_missing(new QLabel(this))
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

    auto *discounts = new QGroupBox(tr("Discount by category"), this);
    auto *grid = new QGridLayout(discounts);
    for (int c = 0; c < kBomCategoryCount; ++c) {
        m_discounts[size_t(c)] = makeAmountField(99.99, 2, tr(" %"), discounts);
        m_discounts[size_t(c)]->setMinimumWidth(90);
        grid->addWidget(new QLabel(toText(BomCategory(c)), discounts), c / 4, (c % 4) * 2);
        grid->addWidget(m_discounts[size_t(c)], c / 4, (c % 4) * 2 + 1);
        connect(m_discounts[size_t(c)], &QDoubleSpinBox::valueChanged, this, &PriceBookPanel::applyDiscounts);
    }

    auto *importButton = new QPushButton(tr("Import CSV…"), this);
    auto *exportButton = new QPushButton(tr("Export CSV…"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_missing, 1);
    buttons->addWidget(importButton);
    buttons->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(discounts);
    layout->addLayout(buttons);

    const QString filter = tr("Price book CSV (*.csv);;All files (*)");
    connect(importButton, &QPushButton::clicked, this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import price book"), QFileInfo(m_doc.filePath()).path(), filter);
        QString error;
        if (!path.isEmpty() && !importFrom(path, &error))
            QMessageBox::warning(this, tr("Cannot import price book"), error);
    });
    connect(exportButton, &QPushButton::clicked, this, [this, filter] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export price book"), QFileInfo(m_doc.filePath()).path(), filter);
        QString error;
        if (!path.isEmpty() && !exportTo(path, &error))
            QMessageBox::warning(this, tr("Cannot export price book"), error);
    });
    connect(&m_doc, &Document::changed, this, [this](const ChangeSet &changes) {
        // The rows are the design's parts: only edits that can add or drop a part rebuild them.
        if (changes.touches(EntityKind::Site) || changes.touches(EntityKind::Device) || changes.touches(EntityKind::Cable)
            || changes.touches(EntityKind::Rack) || changes.touches(EntityKind::Pdu) || changes.touches(EntityKind::Loop))
            m_model->refresh();
        if (changes.touches(EntityKind::Site))
            showDiscounts();
        updateMissing();
    });
    m_table->resizeColumnsToContents();
    showDiscounts();
    updateMissing();
}

void PriceBookPanel::showDiscounts()
{
    const auto &d = m_doc.site().priceBook.discounts;
    for (size_t c = 0; c < d.size(); ++c)
        showAmount(m_discounts[c], d[c] * 100);
}

void PriceBookPanel::applyDiscounts()
{
    Site site = m_doc.site();
    for (size_t c = 0; c < m_discounts.size(); ++c)
        site.priceBook.discounts[c] = m_discounts[c]->value() / 100;
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
