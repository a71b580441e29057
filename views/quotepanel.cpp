#include "quotepanel.h"

#include "amountfield.h"
#include "bomtablemodel.h"
#include "commands/editor.h"
#include "exportfiledialog.h"
#include "exportprogress.h"
#include "io/atomicfile.h"
#include "pricebookpanel.h"
#include "quote/quote.h"
#include "quote/quotelogo.h"
#include "quote/tcowarnings.h"
#include "quote/quotexlsx.h"
#include "quote/tco.h"
#include "scenariopanel.h"
#include "scrollingpage.h"

#include <QDate>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace railyard {

namespace {
// Edits arrive in bursts (a drag, an import); the quote follows once they pause.
constexpr int kQuoteRefreshDelayMs = 200;
} // namespace

QuotePanel::QuotePanel(Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_engine(engine), m_tabs(new QTabWidget(this)), m_refresh(new QTimer(this))
{
    m_priceBook = new PriceBookPanel(doc, engine, m_tabs);
    m_scenarios = new ScenarioPanel(doc, engine, m_tabs);
    // The terms and totals above, the lines they add up below: what the exports write.
    auto *quotePage = new QSplitter(Qt::Vertical, m_tabs);
    quotePage->addWidget(scrollingPage(buildTermsTab(), quotePage));
    quotePage->addWidget(buildBomTable());
    // Both share the height: the terms scroll, and so do the lines.
    quotePage->setStretchFactor(0, 1);
    quotePage->setStretchFactor(1, 1);
    m_tabs->addTab(quotePage, tr("Quote"));
    m_tabs->addTab(m_priceBook, tr("Price book"));
    m_tabs->addTab(m_scenarios, tr("Variants"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    m_refresh->setSingleShot(true);
    m_refresh->setInterval(kQuoteRefreshDelayMs);
    connect(m_refresh, &QTimer::timeout, this, &QuotePanel::refreshNow);
    connect(&m_doc, &Document::changed, this, [this](const ChangeSet &changes) {
        // The form shows the design's terms at once, so a later edit never writes back stale
        // values (after an undo, say); the totals follow when the edits pause.
        if (changes.touches(EntityKind::Site))
            showTerms();
        m_refresh->start();
    });
    refreshNow();
}

QWidget *QuotePanel::buildTermsTab()
{
    auto *tab = new QWidget(m_tabs);
    auto *terms = new QGroupBox(tr("Customer and terms"), tab);
    auto *form = new QFormLayout(terms);
    m_customer = new QLineEdit(terms);
    m_project = new QLineEdit(terms);
    m_currency = new QLineEdit(terms);
    m_currency->setMaxLength(3);
    m_currency->setInputMask(QStringLiteral(">AAA"));
    m_quoteNumber = new QLineEdit(terms);
    m_quoteNumber->setPlaceholderText(tr("e.g. Q-2026-0042"));
    m_logoName = new QLabel(terms);
    m_logoName->setObjectName(QStringLiteral("logo_name"));
    auto *chooseLogo = new QPushButton(tr("Choose…"), terms);
    chooseLogo->setObjectName(QStringLiteral("logo_choose"));
    auto *removeLogo = new QPushButton(tr("Remove"), terms);
    removeLogo->setObjectName(QStringLiteral("logo_remove"));
    connect(chooseLogo, &QPushButton::clicked, this, &QuotePanel::chooseLogo);
    connect(removeLogo, &QPushButton::clicked, this, &QuotePanel::removeLogo);
    auto *logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logoName, 1);
    logoRow->addWidget(chooseLogo);
    logoRow->addWidget(removeLogo);
    m_validDays = makeAmountField(3650, 0, tr(" days"), terms);
    m_perCable = makeAmountField(1e6, 2, QString(), terms);
    m_perRack = makeAmountField(1e7, 2, QString(), terms);
    m_perNode = makeAmountField(1e7, 2, QString(), terms);
    m_shipping = makeAmountField(1e10, 2, QString(), terms);
    m_margin = makeAmountField(99, 2, tr(" %"), terms);
    m_tax = makeAmountField(99, 2, tr(" %"), terms);
    const std::pair<QWidget *, const char *> names[] = {{m_customer, "customer"}, {m_project, "project"}, {m_currency, "currency"}, {m_quoteNumber, "quote_number"},
                                                        {m_validDays, "valid_days"}, {m_perCable, "install_per_cable"},
                                                        {m_perRack, "install_per_rack"}, {m_perNode, "install_per_node"},
                                                        {m_shipping, "shipping"}, {m_margin, "margin"}, {m_tax, "tax"}};
    for (const auto &[widget, name] : names)
        widget->setObjectName(QLatin1String(name));
    form->addRow(tr("Customer"), m_customer);
    form->addRow(tr("Project"), m_project);
    form->addRow(tr("Currency"), m_currency);
    form->addRow(tr("Quote number"), m_quoteNumber);
    form->addRow(tr("Logo"), logoRow);
    form->addRow(tr("Valid for"), m_validDays);
    form->addRow(tr("Installation per cable"), m_perCable);
    form->addRow(tr("Installation per rack"), m_perRack);
    form->addRow(tr("Installation per node"), m_perNode);
    form->addRow(tr("Shipping"), m_shipping);
    form->addRow(tr("Margin"), m_margin);
    form->addRow(tr("Tax"), m_tax);
    for (QLineEdit *edit : {m_customer, m_project, m_currency, m_quoteNumber})
        connect(edit, &QLineEdit::editingFinished, this, &QuotePanel::applyTerms);
    for (QDoubleSpinBox *field : {m_validDays, m_perCable, m_perRack, m_perNode, m_shipping, m_margin, m_tax})
        connect(field, &QDoubleSpinBox::valueChanged, this, &QuotePanel::applyTerms);

    auto *totals = new QGroupBox(tr("Totals"), tab);
    auto *sums = new QFormLayout(totals);
    const std::pair<const char *, QString> rows[] = {
        {"hardware", tr("Hardware (spares included)")}, {"spares", tr("of which spares")}, {"services", tr("Services")},
        {"margin", tr("Margin")}, {"tax", tr("Tax")}, {"total", tr("Total")},
        {"valid", tr("Valid until")}, {"per_gpu_hour", tr("Cost per GPU-hour")}, {"break_even", tr("Break-even utilization vs renting")}};
    for (const auto &[key, label] : rows) {
        auto *value = new QLabel(totals);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        sums->addRow(label, value);
        m_figures.insert(QLatin1String(key), value);
    }
    QFont bold = m_figures.value(QStringLiteral("total"))->font();
    bold.setBold(true);
    m_figures.value(QStringLiteral("total"))->setFont(bold);
    auto *warning = new QLabel(totals);
    warning->setObjectName(QStringLiteral("tco_warning"));
    warning->setWordWrap(true);
    warning->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    sums->addRow(warning);
    m_figures.insert(QStringLiteral("tco_warning"), warning);
    auto *error = new QLabel(totals);
    error->setWordWrap(true);
    error->setStyleSheet(QStringLiteral("color: #c62828"));
    sums->addRow(error);
    m_figures.insert(QStringLiteral("error"), error);

    auto *buttons = new QHBoxLayout;
    auto *bomButton = new QPushButton(tr("Export BOM…"), tab);
    auto *quoteButton = new QPushButton(tr("Export Quote PDF…"), tab);
    connect(bomButton, &QPushButton::clicked, this, [this] { exportDialog(QStringLiteral("bom")); });
    connect(quoteButton, &QPushButton::clicked, this, [this] { exportDialog(QStringLiteral("quote")); });
    buttons->addWidget(bomButton);
    buttons->addWidget(quoteButton);
    buttons->addStretch();

    auto *columns = new QHBoxLayout;
    columns->addWidget(terms, 1);
    columns->addWidget(totals, 1);
    auto *layout = new QVBoxLayout(tab);
    layout->addLayout(columns);
    layout->addLayout(buttons);
    layout->addStretch();
    return tab;
}

void QuotePanel::showTerms()
{
    const PriceBook &book = m_doc.site().priceBook;
    const QuoteTerms &t = book.terms;
    for (auto [edit, text] : {std::pair{m_customer, m_doc.site().customer}, std::pair{m_project, t.project}, std::pair{m_currency, book.currency},
                              std::pair{m_quoteNumber, t.quoteNumber}})
        if (!edit->hasFocus())
            edit->setText(text);
    showAmount(m_validDays, t.validDays);
    showAmount(m_perCable, t.installPerCable);
    showAmount(m_perRack, t.installPerRack);
    showAmount(m_perNode, t.installPerNode);
    showAmount(m_shipping, t.shipping);
    showAmount(m_margin, t.margin * 100);
    showAmount(m_tax, t.tax * 100);
    for (QDoubleSpinBox *money : {m_perCable, m_perRack, m_perNode, m_shipping})
        money->setSuffix(QLatin1Char(' ') + book.currency);
    showLogo();
}

void QuotePanel::applyTerms()
{
    Site site = m_doc.site();
    site.customer = m_customer->text().trimmed();
    QuoteTerms &t = site.priceBook.terms;
    t.project = m_project->text().trimmed();
    t.quoteNumber = m_quoteNumber->text().trimmed();
    if (const QString currency = m_currency->text().trimmed(); currency.size() == 3)
        site.priceBook.currency = currency;
    t.validDays = int(m_validDays->value());
    t.installPerCable = m_perCable->value();
    t.installPerRack = m_perRack->value();
    t.installPerNode = m_perNode->value();
    t.shipping = m_shipping->value();
    t.margin = m_margin->value() / 100;
    t.tax = m_tax->value() / 100;
    Editor(m_doc).setSite(site, Site::kPrices | Site::kCustomer); // no edit if nothing changed
}

void QuotePanel::refreshNow()
{
    m_refresh->stop();
    showTerms();
    const QLocale locale;
    const QString currency = m_doc.site().priceBook.currency;
    auto money = [&](double v) { return QStringLiteral("%1 %2").arg(locale.toString(v, 'f', 2), currency); };
    auto quote = buildQuote(m_doc, m_engine, QDate::currentDate());
    for (QLabel *label : std::as_const(m_figures))
        label->clear();
    m_figures.value(QStringLiteral("break_even"))->setStyleSheet(QString());
    if (!quote) {
        m_bomModel->setBom(Bom{}, m_doc.catalog(), currency);
        m_figures.value(QStringLiteral("error"))->setText(quote.error());
        return;
    }
    m_bomModel->setBom(quote->bom, m_doc.catalog(), currency);
    m_figures.value(QStringLiteral("hardware"))->setText(money(quote->hardware));
    m_figures.value(QStringLiteral("spares"))->setText(money(quote->spares));
    m_figures.value(QStringLiteral("services"))->setText(money(quote->serviceTotal));
    m_figures.value(QStringLiteral("margin"))->setText(money(quote->margin));
    m_figures.value(QStringLiteral("tax"))->setText(money(quote->tax));
    m_figures.value(QStringLiteral("total"))->setText(money(quote->total));
    m_figures.value(QStringLiteral("valid"))->setText(locale.toString(quote->validUntil, QLocale::ShortFormat));
    const Tco &tco = quote->tco;
    if (!quote->warnings.isEmpty()) {
        m_figures.value(QStringLiteral("tco_warning"))->setText(quote->warnings.join(QLatin1Char('\n')));
        if (tco.breakEvenUtilization > 1)
            m_figures.value(QStringLiteral("break_even"))->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    }
    if (tco.gpus > 0) {
        m_figures.value(QStringLiteral("per_gpu_hour"))->setText(QStringLiteral("%1 USD").arg(locale.toString(tco.costPerGpuHourUsd, 'f', 3)));
        m_figures.value(QStringLiteral("break_even"))->setText(QStringLiteral("%1 %").arg(locale.toString(tco.breakEvenUtilization * 100, 'f', 1)));
    }
}

QString QuotePanel::figure(const QString &key) const
{
    const QLabel *label = m_figures.value(key);
    return label ? label->text() : QString();
}

bool QuotePanel::exportTo(const QString &what, const QString &path, QString *error)
{
    Status written;
    if (what == QLatin1String("quote")) {
        auto quote = buildQuote(m_doc, m_engine, QDate::currentDate());
        ExportProgress progress(this, tr("Writing the quote…"), path, ExportProgress::Counts::Pages);
        written = quote ? writeQuotePdf(*quote, path, QPageSize::A4, &progress) : Status::failure(quote.error());
        progress.finish(written.ok());
        if (progress.cancelled())
            return true; // the previous file is unchanged; the status bar says so
    } else {
        auto bom = buildBom(m_doc, m_engine);
        if (!bom)
            written = Status::failure(bom.error());
        else if (path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
            written = writeBomXlsx(*bom, QFileInfo(m_doc.filePath()).completeBaseName(), path);
        else
            written = writeFileAtomically(path, bomCsv(*bom).toUtf8());
    }
    if (!written)
        *error = written.error().contains(path) ? written.error() : QStringLiteral("%1: %2").arg(path, written.error());
    return written.ok();
}

QWidget *QuotePanel::buildBomTable()
{
    m_bomModel = new BomTableModel(this);
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_bomModel);
    proxy->setSortRole(Qt::EditRole);
    m_bomTable = new QTableView(this);
    m_bomTable->setObjectName(QStringLiteral("bom_table"));
    m_bomTable->setModel(proxy);
    m_bomTable->setSortingEnabled(true);
    m_bomTable->sortByColumn(-1, Qt::AscendingOrder); // the exports' order until a header is clicked
    m_bomTable->setAlternatingRowColors(true);
    m_bomTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_bomTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_bomTable->verticalHeader()->hide();
    m_bomTable->verticalHeader()->setDefaultSectionSize(22);
    m_bomTable->horizontalHeader()->setStretchLastSection(true);
    m_bomTable->setMinimumHeight(120);
    auto *box = new QGroupBox(tr("Bill of materials (as exported)"), this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_bomTable);
    connect(m_bomModel, &QAbstractItemModel::modelReset, m_bomTable, [this] {
        m_bomTable->resizeColumnsToContents();
    });
    return box;
}

void QuotePanel::showLogo()
{
    const QuoteTerms &t = m_doc.site().priceBook.terms;
    m_logoName->setText(t.logo.isEmpty() ? tr("none") : tr("%1 (%2 KiB)").arg(t.logoName).arg((t.logo.size() + 1023) / 1024));
}

bool QuotePanel::setLogoFromFile(const QString &path, QString *error)
{
    auto bytes = readQuoteLogo(path);
    if (!bytes) {
        *error = bytes.error();
        return false;
    }
    Site site = m_doc.site();
    site.priceBook.terms.logo = *bytes;
    site.priceBook.terms.logoName = QFileInfo(path).fileName();
    Editor(m_doc).setSite(site, Site::kPrices);
    return true;
}

void QuotePanel::removeLogo()
{
    Site site = m_doc.site();
    site.priceBook.terms.logo.clear();
    site.priceBook.terms.logoName.clear();
    Editor(m_doc).setSite(site, Site::kPrices);
}

void QuotePanel::chooseLogo()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the quote's logo"), QFileInfo(m_doc.filePath()).absolutePath(),
                                                      tr("Images (*.png *.jpg *.jpeg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!setLogoFromFile(path, &error))
        QMessageBox::warning(this, tr("Logo not used"), error);
}

void QuotePanel::exportDialog(const QString &what)
{
    const bool quote = what == QLatin1String("quote");
    const QString path = exportFileName(this, quote ? tr("Export quote") : tr("Export bill of materials"), m_doc.filePath(),
                                        quote ? QStringLiteral("quote") : QStringLiteral("bom"),
                                        quote ? tr("PDF (*.pdf)") : tr("Excel workbook (*.xlsx);;CSV (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(what, path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
}

} // namespace railyard
