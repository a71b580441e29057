#include "newdesigndialog.h"

#include "engine/engine.h"
#include "quote/bom.h"
#include "report/totalsreport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace railyard {

namespace {
// Above this many GPUs the preview waits for the button: generating takes a second or more.
constexpr int kAutoPreviewGpus = 16384;
} // namespace

NewDesignDialog::NewDesignDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_byGpus(new QRadioButton(tr("GPU count"), this)),
      m_byPower(new QRadioButton(tr("Facility power envelope"), this)), m_gpus(new QSpinBox(this)), m_reserved(new QSpinBox(this)),
      m_nodesPerRack(new QSpinBox(this)), m_powerMw(new QDoubleSpinBox(this)), m_pue(new QDoubleSpinBox(this)),
      m_node(new QComboBox(this)), m_switch(new QComboBox(this)), m_oversubscription(new QComboBox(this)), m_cooling(new QComboBox(this)),
      m_containment(new QComboBox(this)),
      m_dualFeed(new QCheckBox(tr("A and B feeds (a PDU on each)"), this)), m_figures(new QTableWidget(this)), m_notes(new QTextBrowser(this)),
      m_previewTimer(new QTimer(this))
{
    setWindowTitle(tr("New Design"));
    const GeneratorOptions defaults;
    m_byGpus->setChecked(true);
    m_gpus->setRange(8, 1'000'000);
    m_gpus->setSingleStep(256);
    m_gpus->setValue(1024);
    m_gpus->setGroupSeparatorShown(true);
    m_powerMw->setRange(0.1, 2000);
    m_powerMw->setValue(5);
    m_powerMw->setSuffix(tr(" MW"));
    m_powerMw->setEnabled(false);
    for (const Part *p : catalog.parts())
        if (p->category == PartCategory::GpuServer || p->category == PartCategory::RackSystem)
            m_node->addItem(QStringLiteral("%1 — %2").arg(p->partNumber, p->model), p->partNumber);
    m_switch->addItem(tr("The switch for the node's NICs"), QString());
    for (const Part *p : catalog.parts(PartCategory::Switch))
        if (p->portCount(PortRole::Compute) >= 32)
            m_switch->addItem(QStringLiteral("%1 — %2").arg(p->partNumber, p->model), p->partNumber);
    m_node->setCurrentIndex(std::max(0, m_node->findData(defaults.nodePart)));
    m_switch->setCurrentIndex(std::max(0, m_switch->findData(defaults.computeSwitchPart)));
    for (int r : {1, 2, 3, 7})
        m_oversubscription->addItem(QStringLiteral("%1:1").arg(r), r);
    m_cooling->addItem(tr("As the node needs (DLC for liquid-cooled nodes)"), int(CoolingType::None));
    m_cooling->addItem(tr("Air"), int(CoolingType::Air));
    m_cooling->addItem(tr("Rear-door heat exchangers"), int(CoolingType::RearDoor));
    m_cooling->addItem(tr("Direct liquid cooling"), int(CoolingType::Dlc));
    m_containment->addItem(tr("Hot aisles contained"), int(Containment::HotAisle));
    m_containment->addItem(tr("Cold aisles contained"), int(Containment::ColdAisle));
    m_containment->addItem(tr("Open aisles (about 15 kW of air a rack)"), int(Containment::None));
    m_containment->setCurrentIndex(std::max(0, m_containment->findData(int(defaults.containment))));
    m_nodesPerRack->setRange(0, 64);
    m_nodesPerRack->setSpecialValueText(tr("as many as power, cooling and U allow"));
    m_reserved->setRange(0, 8);
    m_pue->setRange(1.0, 3.0);
    m_pue->setSingleStep(0.05);
    m_pue->setValue(defaults.pue);
    m_dualFeed->setChecked(defaults.dualFeed);

    auto *inputs = new QGroupBox(tr("What to build"), this);
    auto *form = new QFormLayout(inputs);
    auto *size = new QHBoxLayout;
    size->addWidget(m_byGpus);
    size->addWidget(m_gpus);
    size->addWidget(m_byPower);
    size->addWidget(m_powerMw);
    form->addRow(tr("Size by"), size);
    form->addRow(tr("GPU node"), m_node);
    form->addRow(tr("Compute switch"), m_switch);
    form->addRow(tr("Leaf oversubscription"), m_oversubscription);
    form->addRow(tr("Cooling"), m_cooling);
    form->addRow(tr("Aisles"), m_containment);
    form->addRow(tr("Nodes per rack"), m_nodesPerRack);
    form->addRow(tr("Free node slots per SU"), m_reserved);
    form->addRow(tr("PUE"), m_pue);
    form->addRow(QString(), m_dualFeed);

    auto *prediction = new QGroupBox(tr("Predicted"), this);
    m_figures->setColumnCount(1);
    m_figures->horizontalHeader()->hide();
    m_figures->horizontalHeader()->setStretchLastSection(true);
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setMinimumWidth(320);
    m_figures->verticalHeader()->setDefaultSectionSize(24);
    m_figures->setMinimumHeight(9 * 24 + 6); // every predicted figure without scrolling
    m_figures->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_notes->setOpenLinks(false);
    m_notes->setMinimumHeight(90);
    auto *previewButton = new QPushButton(tr("Preview"), this);
    auto *predictionLayout = new QVBoxLayout(prediction);
    predictionLayout->addWidget(m_figures, 1);
    predictionLayout->addWidget(m_notes, 1);
    predictionLayout->addWidget(previewButton, 0, Qt::AlignRight);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_create = buttons->addButton(tr("Create Design"), QDialogButtonBox::AcceptRole);
    auto *columns = new QHBoxLayout;
    columns->addWidget(inputs, 1);
    columns->addWidget(prediction, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(300);
    connect(m_previewTimer, &QTimer::timeout, this, &NewDesignDialog::preview);
    connect(previewButton, &QPushButton::clicked, this, &NewDesignDialog::preview);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_byGpus, &QRadioButton::toggled, this, [this](bool on) {
        m_gpus->setEnabled(on);
        m_powerMw->setEnabled(!on);
        schedulePreview();
    });
    for (QSpinBox *box : {m_gpus, m_reserved, m_nodesPerRack})
        connect(box, &QSpinBox::valueChanged, this, &NewDesignDialog::schedulePreview);
    for (QDoubleSpinBox *box : {m_powerMw, m_pue})
        connect(box, &QDoubleSpinBox::valueChanged, this, &NewDesignDialog::schedulePreview);
    for (QComboBox *box : {m_node, m_switch, m_oversubscription, m_cooling, m_containment})
        connect(box, &QComboBox::currentIndexChanged, this, &NewDesignDialog::schedulePreview);
    connect(m_dualFeed, &QCheckBox::toggled, this, &NewDesignDialog::schedulePreview);
    resize(980, 560);
    preview();
}

GeneratorOptions NewDesignDialog::options() const
{
    GeneratorOptions o;
    if (m_byGpus->isChecked())
        o.gpus = m_gpus->value();
    else
        o.powerEnvelopeW = m_powerMw->value() * 1e6;
    o.nodePart = m_node->currentData().toString();
    o.computeSwitchPart = m_switch->currentData().toString();
    o.oversubscription = m_oversubscription->currentData().toInt();
    o.cooling = CoolingType(m_cooling->currentData().toInt());
    o.containment = Containment(m_containment->currentData().toInt());
    o.nodesPerRack = m_nodesPerRack->value();
    o.reservedPerSu = m_reserved->value();
    o.pue = m_pue->value();
    o.dualFeed = m_dualFeed->isChecked();
    return o;
}

void NewDesignDialog::setGpus(int gpus)
{
    m_byGpus->setChecked(true);
    m_gpus->setValue(gpus);
}

void NewDesignDialog::schedulePreview()
{
    m_create->setEnabled(false); // create what was previewed, never an unchecked guess
    if (m_byGpus->isChecked() && m_gpus->value() > kAutoPreviewGpus) {
        m_notes->setPlainText(tr("Press Preview to size this design."));
        return;
    }
    m_previewTimer->start();
}

bool NewDesignDialog::preview()
{
    m_previewTimer->stop();
    m_predicted.clear();
    Document scratch(m_catalog);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto summary = generateDesign(scratch, options());
    QApplication::restoreOverrideCursor();
    m_figures->setRowCount(0);
    if (!summary) {
        m_notes->setHtml(QStringLiteral("<p style='color:#c62828'>%1</p>").arg(summary.error().toHtmlEscaped()));
        m_create->setEnabled(false);
        return false;
    }
    const Engine engine(scratch);
    const QLocale locale;
    int64_t switches = 0, optics = 0;
    for (const Device &d : scratch.devices())
        switches += scratch.catalog().at(d.part).category == PartCategory::Switch;
    for (const auto &[part, n] : engine.transceiversByPart())
        optics += n;
    double facility = 0;
    for (const Hall &h : scratch.halls())
        facility += hallFacilityW(scratch, engine, h.id);
    auto bom = buildBom(scratch, engine);
    const std::pair<const char *, std::pair<QString, QString>> rows[] = {
        {"gpus", {tr("GPUs"), locale.toString(summary->gpus)}},
        {"nodes", {tr("GPU nodes"), locale.toString(summary->nodes)}},
        {"racks", {tr("Racks"), locale.toString(qlonglong(scratch.racks().size()))}},
        {"switches", {tr("Switches"), locale.toString(qlonglong(switches))}},
        {"optics", {tr("Transceivers"), locale.toString(qlonglong(optics))}},
        {"cables", {tr("Cables"), locale.toString(qlonglong(scratch.cables().size()))}},
        {"it_mw", {tr("IT load, peak (MW)"), locale.toString(fromMilli(engine.site().itMaxMw()) / 1e6, 'f', 3)}},
        {"facility_mw", {tr("Facility load (MW)"), locale.toString(facility / 1e6, 'f', 3)}},
        {"capex", {tr("Capex with spares (USD)"), bom ? locale.toString(bom->totalUsd(), 'f', 0) : tr("not every part is priced")}}};
    m_figures->setRowCount(int(std::size(rows)));
    QStringList labels;
    int r = 0;
    for (const auto &[key, row] : rows) {
        labels << row.first;
        auto *item = new QTableWidgetItem(row.second);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_figures->setItem(r++, 0, item);
        m_predicted.insert(QLatin1String(key), row.second);
    }
    m_figures->setVerticalHeaderLabels(labels);
    // Asked-for values the design will not meet come first, in the problem colour.
    QString notes;
    for (const QString &w : std::as_const(summary->warnings))
        notes += QStringLiteral("<p style='color:#c62828'><b>%1</b></p>").arg(w.toHtmlEscaped());
    for (const QString &n : std::as_const(summary->notes))
        notes += QStringLiteral("<p>%1</p>").arg(n.toHtmlEscaped());
    m_notes->setHtml(notes);
    m_create->setEnabled(true);
    return true;
}

QString NewDesignDialog::notesText() const
{
    return m_notes->toPlainText();
}

bool NewDesignDialog::createEnabled() const
{
    return m_create->isEnabled();
}

QString NewDesignDialog::predicted(const QString &key) const
{
    return m_predicted.value(key);
}

} // namespace railyard
