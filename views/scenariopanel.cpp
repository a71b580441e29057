#include "scenariopanel.h"

#include "amountfield.h"
#include "commands/editor.h"
#include "io/designstore.h"
#include "quote/scenariocompare.h"
#include "quote/scenarioset.h"
#include "scenariochart.h"
#include "scrollingpage.h"

#include <QApplication>
#include <QColor>
#include <QCryptographicHash>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace railyard {

namespace {
constexpr int kScenarioRefreshDelayMs = 300;
// The background of a variant's figure that is not the current design's: amber, legible with
// dark text in light and dark themes alike.
const QColor kDiffers(0xff, 0xd5, 0x80);

QByteArray cacheKey(const StoredScenario &s, const TcoInputs &in)
{
    QCryptographicHash h(QCryptographicHash::Sha1);
    h.addData(s.design);
    h.addData(s.name.toUtf8());
    for (double v : {in.years, in.energyUsdPerKWh, in.loadFactor, in.maintenancePerYear, in.spaceUsdPerRackMonth, in.utilization,
                     in.rentUsdPerGpuHour})
        h.addData(QByteArray::number(v, 'g', 17));
    return h.result();
}
} // namespace

ScenarioPanel::ScenarioPanel(Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_engine(engine), m_refresh(new QTimer(this)), m_table(new QTableWidget(this)),
      m_chart(new ScenarioChart(this)), m_error(new QLabel(this))
{
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));

    auto *keep = new QPushButton(tr("Keep Current as Variant…"), this);
    auto *fromFile = new QPushButton(tr("Add from File…"), this);
    auto *activate = new QPushButton(tr("Make Current"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    auto *rename = new QPushButton(tr("Rename Current…"), this);
    activate->setToolTip(tr("Open the selected variant for editing; the current design is kept as a variant."));
    connect(keep, &QPushButton::clicked, this, &ScenarioPanel::keepCurrentDialog);
    connect(fromFile, &QPushButton::clicked, this, &ScenarioPanel::addFromFileDialog);
    connect(activate, &QPushButton::clicked, this, &ScenarioPanel::activateSelected);
    connect(remove, &QPushButton::clicked, this, &ScenarioPanel::removeSelected);
    connect(rename, &QPushButton::clicked, this, &ScenarioPanel::renameCurrentDialog);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {keep, fromFile, activate, remove, rename})
        buttons->addWidget(b);
    buttons->addStretch();

    auto *top = new QHBoxLayout;
    top->addWidget(buildAssumptions());
    auto *tableAndButtons = new QVBoxLayout;
    tableAndButtons->addWidget(m_table, 1);
    tableAndButtons->addLayout(buttons);
    tableAndButtons->addWidget(m_error);
    top->addLayout(tableAndButtons, 1);
    auto *page = new QWidget(this);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addLayout(top, 1);
    pageLayout->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scrollingPage(page, this));

    m_refresh->setSingleShot(true);
    m_refresh->setInterval(kScenarioRefreshDelayMs);
    connect(m_refresh, &QTimer::timeout, this, &ScenarioPanel::refreshNow);
    connect(&m_doc, &Document::changed, this, [this](const ChangeSet &changes) {
        if (changes.touches(EntityKind::Site))
            showAssumptions();
        if (isVisible())
            m_refresh->start();
    });
    showAssumptions();
}

QWidget *ScenarioPanel::buildAssumptions()
{
    auto *box = new QGroupBox(tr("TCO assumptions"), this);
    box->setToolTip(tr("Shared by every variant so the comparison is like for like; saved in the design."));
    auto *form = new QFormLayout(box);
    const std::tuple<const char *, double, int, QString> fields[] = {
        {QT_TR_NOOP("Amortization"), 30, 1, tr(" years")},
        {QT_TR_NOOP("Energy"), 10, 4, tr(" USD/kWh")},
        {QT_TR_NOOP("Load factor"), 100, 1, tr(" %")},
        {QT_TR_NOOP("Maintenance"), 100, 1, tr(" %/year")},
        {QT_TR_NOOP("Space"), 1e6, 0, tr(" USD/rack-month")},
        {QT_TR_NOOP("Utilization"), 100, 1, tr(" %")},
        {QT_TR_NOOP("Rent price"), 1000, 3, tr(" USD/GPU-hour")},
    };
    for (size_t i = 0; i < m_assumptions.size(); ++i) {
        const auto &[label, max, decimals, suffix] = fields[i];
        m_assumptions[i] = makeAmountField(max, decimals, suffix, box);
        form->addRow(tr(label), m_assumptions[i]);
        connect(m_assumptions[i], &QDoubleSpinBox::valueChanged, this, &ScenarioPanel::applyAssumptions);
    }
    return box;
}

void ScenarioPanel::showAssumptions()
{
    const TcoInputs &in = m_doc.site().priceBook.tco;
    const double values[] = {in.years, in.energyUsdPerKWh, in.loadFactor * 100, in.maintenancePerYear * 100, in.spaceUsdPerRackMonth,
                             in.utilization * 100, in.rentUsdPerGpuHour};
    for (size_t i = 0; i < m_assumptions.size(); ++i)
        showAmount(m_assumptions[i], values[i]);
}

void ScenarioPanel::applyAssumptions()
{
    Site site = m_doc.site();
    TcoInputs &in = site.priceBook.tco;
    // Years, utilization and the rent divide; zero would make every figure meaningless.
    in.years = std::max(0.1, m_assumptions[0]->value());
    in.energyUsdPerKWh = m_assumptions[1]->value();
    in.loadFactor = m_assumptions[2]->value() / 100;
    in.maintenancePerYear = m_assumptions[3]->value() / 100;
    in.spaceUsdPerRackMonth = m_assumptions[4]->value();
    in.utilization = std::max(0.001, m_assumptions[5]->value() / 100);
    in.rentUsdPerGpuHour = std::max(0.001, m_assumptions[6]->value());
    Editor(m_doc).setSite(site, Site::kPrices);
}

void ScenarioPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refreshNow();
}

void ScenarioPanel::refreshNow()
{
    m_refresh->stop();
    m_error->clear();
    const TcoInputs &in = m_doc.site().priceBook.tco;
    std::vector<ScenarioFigures> all;
    QStringList errors;
    if (auto current = scenarioFigures(m_doc, m_engine, currentScenarioName(m_doc), in))
        all.push_back(*current);
    else
        errors << current.error();
    QHash<QByteArray, ScenarioFigures> kept;
    for (const StoredScenario &stored : m_doc.site().scenarios) {
        const QByteArray key = cacheKey(stored, in);
        if (m_cache.contains(key)) {
            all.push_back(m_cache.value(key));
            kept.insert(key, m_cache.value(key));
            continue;
        }
        QApplication::setOverrideCursor(Qt::WaitCursor);
        auto variant = openScenario(stored);
        Result<ScenarioFigures> figures = variant ? [&] {
            const Engine engine(**variant);
            return scenarioFigures(**variant, engine, stored.name, in);
        }()
                                                  : Result<ScenarioFigures>::failure(variant.error());
        QApplication::restoreOverrideCursor();
        if (!figures) {
            errors << figures.error();
            continue;
        }
        all.push_back(*figures);
        kept.insert(key, *figures);
    }
    m_cache = std::move(kept);
    m_figures = std::move(all);
    m_error->setText(errors.join(QLatin1Char('\n')));
    fillTable();
    m_chart->setFigures(m_figures);
}

void ScenarioPanel::fillTable()
{
    // The rows and what differs come from the model (quote/scenariocompare.h), as the CLI's.
    const std::vector<ComparisonRow> rows = comparisonRows(m_figures, QLocale());
    QStringList labels;
    for (const ComparisonRow &r : rows)
        labels << r.label;
    m_table->clear();
    m_table->setRowCount(int(rows.size()));
    m_table->setColumnCount(int(m_figures.size()));
    m_table->setVerticalHeaderLabels(labels);
    for (int c = 0; c < int(m_figures.size()); ++c) {
        const ScenarioFigures &f = m_figures[size_t(c)];
        const bool current = c == 0;
        auto *header = new QTableWidgetItem(current ? tr("%1 (current)").arg(f.name) : f.name);
        header->setData(Qt::UserRole, current ? QString() : f.name);
        m_table->setHorizontalHeaderItem(c, header);
        for (int r = 0; r < int(rows.size()); ++r) {
            auto *item = new QTableWidgetItem(rows[size_t(r)].values.at(c));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (rows[size_t(r)].differs[size_t(c)]) {
                item->setBackground(kDiffers);
                item->setToolTip(tr("Differs from %1 (%2)").arg(m_figures.front().name, rows[size_t(r)].values.at(0)));
            }
            m_table->setItem(r, c, item);
        }
    }
    // The figures that differ read as such in the row headers too.
    for (int r = 0; r < int(rows.size()); ++r)
        if (QTableWidgetItem *head = m_table->verticalHeaderItem(r); head && rows[size_t(r)].anyDiffers()) {
            QFont bold = head->font();
            bold.setBold(true);
            head->setFont(bold);
        }
}

QString ScenarioPanel::selectedStoredName() const
{
    const QList<QTableWidgetSelectionRange> ranges = m_table->selectedRanges();
    if (ranges.isEmpty())
        return {};
    const QTableWidgetItem *header = m_table->horizontalHeaderItem(ranges.front().leftColumn());
    return header ? header->data(Qt::UserRole).toString() : QString();
}

bool ScenarioPanel::keepCurrentAs(const QString &name, QString *error)
{
    auto stored = captureScenario(m_doc, name);
    Status s = stored ? addScenario(m_doc, *stored) : Status::failure(stored.error());
    if (!s)
        *error = s.error();
    return s.ok();
}

bool ScenarioPanel::addFromFile(const QString &path, const QString &name, QString *error)
{
    Document other{Catalog{}};
    Status s = DesignStore::load(other, path);
    if (s) {
        auto stored = captureScenario(other, name);
        s = stored ? addScenario(m_doc, *stored) : Status::failure(stored.error());
    }
    if (!s)
        *error = s.error();
    return s.ok();
}

void ScenarioPanel::keepCurrentDialog()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Keep current design as variant"),
                                               tr("A snapshot of the design as it is now, kept in this file. Name:"), QLineEdit::Normal,
                                               tr("%1 copy").arg(currentScenarioName(m_doc)), &ok);
    QString error;
    if (ok && !keepCurrentAs(name, &error))
        QMessageBox::warning(this, tr("Cannot keep variant"), error);
}

void ScenarioPanel::addFromFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add variant from design file"), QFileInfo(m_doc.filePath()).path(),
                                                      tr("Railyard designs (*.railyard)"));
    if (path.isEmpty())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Add variant"), tr("Name of the variant:"), QLineEdit::Normal,
                                               QFileInfo(path).completeBaseName(), &ok);
    QString error;
    if (ok && !addFromFile(path, name, &error))
        QMessageBox::warning(this, tr("Cannot add variant"), error);
}

void ScenarioPanel::activateSelected()
{
    const QString name = selectedStoredName();
    if (name.isEmpty()) {
        QMessageBox::information(this, tr("Make variant current"), tr("Select a stored variant's column first."));
        return;
    }
    const auto answer = QMessageBox::question(
        this, tr("Make variant current"),
        tr("Open '%1' for editing? The current design is kept as the variant '%2'. The undo history is cleared, as when opening a file.")
            .arg(name, currentScenarioName(m_doc)));
    if (answer != QMessageBox::Yes)
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Status s = activateScenario(m_doc, name);
    QApplication::restoreOverrideCursor();
    if (!s)
        QMessageBox::warning(this, tr("Cannot make variant current"), s.error());
}

void ScenarioPanel::removeSelected()
{
    const QString name = selectedStoredName();
    if (name.isEmpty())
        return;
    if (Status s = removeScenario(m_doc, name); !s)
        QMessageBox::warning(this, tr("Cannot remove variant"), s.error());
}

void ScenarioPanel::renameCurrentDialog()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename current design"), tr("Name among the variants:"), QLineEdit::Normal,
                                               currentScenarioName(m_doc), &ok);
    if (!ok)
        return;
    if (Status s = renameCurrentScenario(m_doc, name); !s)
        QMessageBox::warning(this, tr("Cannot rename"), s.error());
}

} // namespace railyard
