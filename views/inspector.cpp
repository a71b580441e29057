#include "inspector.h"

#include "commands/editor.h"
#include "commands/fieldchecks.h"
#include "displayunits.h"
#include "engine/physics.h"
#include "inspector/rackpduchoice.h"
#include "report/totalsreport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace railyard {

Inspector::Inspector(Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_engine(engine), m_title(new QLabel(this)), m_error(new QLabel(this)), m_name(new QLineEdit(this)),
      m_x(new QDoubleSpinBox(this)), m_y(new QDoubleSpinBox(this)), m_spreader(new QDoubleSpinBox(this)), m_rotation(new QComboBox(this)), m_type(new QComboBox(this)),
      m_loop(new QComboBox(this)), m_pduA(new QComboBox(this)), m_pduB(new QComboBox(this)), m_editors(new QWidget(this))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    for (QDoubleSpinBox *box : {m_x, m_y}) {
        box->setRange(-1000, 10000);
        box->setDecimals(2);
        box->setSingleStep(0.6);
        box->setSuffix(tr(" m"));
        box->setKeyboardTracking(false);
    }
    // The plate under a heavy rack (0: none); checkEdit holds the limit, the box only the range.
    m_spreader->setRange(0, 100);
    m_spreader->setDecimals(2);
    m_spreader->setSingleStep(0.1);
    m_spreader->setSuffix(tr(" m²"));
    m_spreader->setSpecialValueText(tr("none"));
    m_spreader->setKeyboardTracking(false);
    m_spreader->setObjectName(QStringLiteral("spreader"));
    for (int deg : {0, 90, 180, 270})
        m_rotation->addItem(tr("%1°").arg(deg), deg);
    auto *form = new QFormLayout(m_editors);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("X"), m_x);
    form->addRow(tr("Y"), m_y);
    form->addRow(tr("Front faces"), m_rotation);
    form->addRow(tr("Rack type"), m_type);
    form->addRow(tr("Cooling loop"), m_loop);
    form->addRow(tr("A supply (PDU)"), m_pduA);
    form->addRow(tr("B supply (PDU)"), m_pduB);
    form->addRow(tr("Spreader plate"), m_spreader);
    m_pduA->setObjectName(QStringLiteral("pduA"));
    m_pduB->setObjectName(QStringLiteral("pduB"));
    auto *figures = new QFormLayout;
    const std::pair<const char *, QString> rows[] = {{"row", tr("Row")},           {"devices", tr("Devices")},
                                                     {"gpus", tr("GPUs")},         {"it", tr("IT load (peak)")},
                                                     {"heat", tr("Heat to liquid / air")}, {"weight", tr("Weight")},
                                                     {"floor", tr("Floor load")}};
    for (const auto &[key, label] : rows) {
        auto *value = new QLabel(this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        figures->addRow(label, value);
        m_figures.insert(QLatin1String(key), value);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_editors);
    layout->addWidget(m_error);
    layout->addLayout(figures);
    layout->addStretch();

    connect(m_name, &QLineEdit::editingFinished, this, [this] { apply(QStringLiteral("name"), m_name->text()); });
    connect(m_x, &QDoubleSpinBox::valueChanged, this, [this](double v) { apply(QStringLiteral("x"), QString::number(v, 'f', 2)); });
    connect(m_y, &QDoubleSpinBox::valueChanged, this, [this](double v) { apply(QStringLiteral("y"), QString::number(v, 'f', 2)); });
    connect(m_spreader, &QDoubleSpinBox::valueChanged, this, [this](double v) { apply(QStringLiteral("spreader"), QString::number(v, 'f', 2)); });
    connect(m_rotation, &QComboBox::activated, this, [this] { applyChoice(QStringLiteral("rotation")); });
    connect(m_type, &QComboBox::activated, this, [this] { applyChoice(QStringLiteral("type")); });
    connect(m_loop, &QComboBox::activated, this, [this] { applyChoice(QStringLiteral("loop")); });
    connect(m_pduA, &QComboBox::activated, this, [this] { applyChoice(QStringLiteral("pduA")); });
    connect(m_pduB, &QComboBox::activated, this, [this] { applyChoice(QStringLiteral("pduB")); });
    connect(&engine, &Engine::updated, this, &Inspector::refresh);
    connect(&doc, &Document::changed, this, [this](const ChangeSet &changes) {
        if (changes.isReset() || changes.touches(EntityKind::Loop))
            fillChoices();
    });
    connect(&DisplayUnits::instance(), &DisplayUnits::changed, this, &Inspector::refresh);
    fillChoices();
}

Inspector::~Inspector()
{
    // A field that loses its focus while the window closes commits no edit to a page half gone.
    for (QWidget *w : findChildren<QWidget *>())
        QObject::disconnect(w, nullptr, this, nullptr);
}

void Inspector::showRacks(const std::vector<RackId> &racks)
{
    m_racks = racks;
    m_error->clear();
    refresh();
}

QString Inspector::error() const
{
    return m_error->text();
}

QString Inspector::figure(const QString &key) const
{
    const QLabel *l = m_figures.value(key);
    return l ? l->text() : QString();
}

void Inspector::refresh()
{
    std::erase_if(m_racks, [&](RackId r) { return !m_doc.racks().contains(r); });
    const bool one = m_racks.size() == 1;
    m_editors->setVisible(one);
    if (m_racks.empty()) {
        m_title->setText(tr("Nothing selected. Click a rack on the floor plan."));
        for (QLabel *l : std::as_const(m_figures))
            l->clear();
        return;
    }
    LoadSums sum;
    double floor = 0;
    int devices = 0;
    for (RackId r : m_racks) {
        sum += m_engine.rack(r);
        floor = std::max(floor, rackFloorLoad(m_doc, m_engine, r).kgPerM2);
        devices += int(std::distance(m_doc.devicesOf(r).begin(), m_doc.devicesOf(r).end()));
    }
    const Rack &first = m_doc.racks().at(m_racks.front());
    m_title->setText(one ? tr("Rack %1").arg(first.name) : tr("%n racks selected", nullptr, int(m_racks.size())));
    const Row *row = m_doc.rows().find(first.row);
    m_figures.value(QStringLiteral("row"))->setText(one && row ? row->name : QString());
    m_figures.value(QStringLiteral("devices"))->setText(QString::number(devices));
    m_figures.value(QStringLiteral("gpus"))->setText(QString::number(sum.gpus));
    m_figures.value(QStringLiteral("it"))->setText(tr("%1 kW").arg(fromMilli(sum.itMaxMw()) / 1000, 0, 'f', 1));
    const DisplayUnits &units = DisplayUnits::instance();
    m_figures.value(QStringLiteral("heat"))->setText(tr("%1 / %2").arg(units.heat(fromMilli(sum.liquidMw)), units.heat(fromMilli(sum.airMw))));
    m_figures.value(QStringLiteral("weight"))->setText(units.mass(double(sum.weightG) / 1000));
    m_figures.value(QStringLiteral("floor"))->setText(one ? units.floorLoad(floor) : tr("worst %1").arg(units.floorLoad(floor)));
    if (!one)
        return;

    const QSignalBlocker b1(m_x), b2(m_y), b3(m_rotation), b4(m_type), b5(m_loop), b6(m_spreader);
    if (!m_name->hasFocus())
        m_name->setText(first.name);
    m_x->setValue(first.xM);
    m_y->setValue(first.yM);
    m_spreader->setValue(first.spreaderM2);
    m_rotation->setCurrentIndex(std::max(0, m_rotation->findData(int(std::lround(first.rotationDeg)) % 360)));
    m_type->setCurrentIndex(m_type->findData(first.part.value));
    m_loop->setCurrentIndex(std::max(0, m_loop->findData(first.loop.value)));
    // PDUs come and go with edits: their choices follow each refresh.
    fillRackPduChoice(*m_pduA, m_doc, first.id, FeedSide::A, first.pduA);
    fillRackPduChoice(*m_pduB, m_doc, first.id, FeedSide::B, first.pduB);
}

void Inspector::fillChoices()
{
    // The choices change only with the catalog (a new design) and the loops, not with each edit.
    const QSignalBlocker b1(m_type), b2(m_loop);
    m_type->clear();
    for (const Part *p : m_doc.catalog().parts(PartCategory::Rack))
        m_type->addItem(p->model, p->id.value);
    for (const Part *p : m_doc.catalog().parts(PartCategory::RackSystem))
        m_type->addItem(p->model, p->id.value);
    m_loop->clear();
    m_loop->addItem(tr("none (air)"), 0u);
    for (const CoolingLoop &l : m_doc.loops())
        m_loop->addItem(l.name, l.id.value);
    refresh(); // the selected rack's choice again
}

bool Inspector::apply(const QString &field, const QString &value)
{
    if (m_racks.size() != 1)
        return false;
    Rack after = m_doc.racks().at(m_racks.front());
    uint32_t fields = 0;
    QString refused;
    if (field == QLatin1String("name")) {
        after.name = value.trimmed();
        fields = Rack::kName;
    } else if (field == QLatin1String("spreader")) {
        const std::optional<double> v = parseNumber(value);
        if (!v)
            refused = tr("%1 is not an area in square metres.").arg(value);
        after.spreaderM2 = v.value_or(0);
        fields = Rack::kSpreader;
    } else {
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!ok)
            refused = tr("%1 is not a position in metres.").arg(value);
        (field == QLatin1String("x") ? after.xM : after.yM) = v;
        fields = Rack::kPosition;
    }
    if (!refused.isEmpty())
        return showOutcome(EditResult::refused(refused));
    // The Editor checks the whole rack (checkEdit), for the inspector as for scripted edits.
    if (fields == Rack::kPosition)
        return showOutcome(Editor(m_doc).moveRack(after.id, after.xM, after.yM));
    if (fields == Rack::kSpreader)
        return showOutcome(Editor(m_doc).update(after, fields, tr("Set the spreader plate of rack %1").arg(after.name)));
    return showOutcome(Editor(m_doc).update(after, fields, tr("Rename rack %1 to %2").arg(m_doc.racks().at(after.id).name, after.name)));
}

bool Inspector::showOutcome(const EditResult &outcome)
{
    if (outcome.wasRefused()) {
        m_error->setText(outcome.refusal());
        refresh(); // the fields show the design's values again
        return false;
    }
    m_error->clear();
    return true;
}

void Inspector::applyChoice(const QString &field)
{
    if (m_racks.size() != 1)
        return;
    Rack after = m_doc.racks().at(m_racks.front());
    if (field == QLatin1String("rotation")) {
        after.rotationDeg = m_rotation->currentData().toInt();
        showOutcome(Editor(m_doc).update(after, Rack::kRotation, tr("Rotate rack %1").arg(after.name)));
    } else if (field == QLatin1String("type")) {
        after.part = PartId(m_type->currentData().toUInt());
        showOutcome(Editor(m_doc).update(after, Rack::kPart, tr("Change the type of rack %1").arg(after.name)));
    } else if (field == QLatin1String("loop")) {
        after.loop = LoopId(m_loop->currentData().toUInt());
        showOutcome(Editor(m_doc).update(after, Rack::kLoop, tr("Change the cooling loop of rack %1").arg(after.name)));
    } else {
        const bool a = field == QLatin1String("pduA");
        (a ? after.pduA : after.pduB) = PduId((a ? m_pduA : m_pduB)->currentData().toUInt());
        showOutcome(Editor(m_doc).update(after, Rack::kPdu,
                                         a ? tr("Change the A supply of rack %1").arg(after.name) : tr("Change the B supply of rack %1").arg(after.name)));
    }
}

} // namespace railyard
