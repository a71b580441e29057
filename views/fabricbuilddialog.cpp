#include "fabricbuilddialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace railyard {

FabricBuildDialog::FabricBuildDialog(Document &doc, std::vector<RackId> selected, QWidget *parent)
    : QDialog(parent), m_doc(doc), m_selected(std::move(selected))
{
    setWindowTitle(tr("Build Fabric"));
    setObjectName(QStringLiteral("fabricBuildDialog"));
    auto *form = new QFormLayout;
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("fabricScope"));
    if (!m_selected.empty())
        m_scope->addItem(tr("The %n rack(s) selected", nullptr, int(m_selected.size())), QVariant(0u));
    for (const Hall &h : doc.halls())
        m_scope->addItem(tr("Every rack of hall %1").arg(h.name), QVariant(h.id.value));
    form->addRow(tr("Nodes in:"), m_scope);
    m_switch = new QComboBox(this);
    m_switch->setObjectName(QStringLiteral("fabricSwitch"));
    m_switch->addItem(tr("The switch for the nodes' NICs"), QString());
    for (const Part *p : doc.catalog().parts(PartCategory::Switch))
        if (p->portCount(PortRole::Compute) >= 32)
            m_switch->addItem(QStringLiteral("%1 — %2").arg(p->partNumber, p->model), p->partNumber);
    form->addRow(tr("Compute switch:"), m_switch);
    m_ratio = new QSpinBox(this);
    m_ratio->setObjectName(QStringLiteral("fabricRatio"));
    m_ratio->setRange(1, 8);
    m_ratio->setSuffix(tr(":1"));
    form->addRow(tr("Oversubscription at the leaves:"), m_ratio);
    m_planes = new QSpinBox(this);
    m_planes->setObjectName(QStringLiteral("fabricPlanes"));
    m_planes->setRange(1, 4);
    form->addRow(tr("Planes:"), m_planes);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("fabricName"));
    m_name->setPlaceholderText(tr("Compute fabric"));
    form->addRow(tr("Network name:"), m_name);

    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("fabricPreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setMinimumWidth(560);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_buildButton = buttons->addButton(tr("Build"), QDialogButtonBox::AcceptRole);
    m_buildButton->setObjectName(QStringLiteral("fabricBuildButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_preview, 1);
    layout->addWidget(buttons);

    // A preview copies the design and runs the engine twice: once the choices settle.
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(150);
    connect(m_timer, &QTimer::timeout, this, &FabricBuildDialog::preview);
    const auto later = [this] {
        m_buildButton->setEnabled(false);
        m_timer->start();
    };
    connect(m_scope, &QComboBox::currentIndexChanged, this, later);
    connect(m_switch, &QComboBox::currentIndexChanged, this, later);
    connect(m_ratio, &QSpinBox::valueChanged, this, later);
    connect(m_planes, &QSpinBox::valueChanged, this, later);
    connect(m_name, &QLineEdit::textChanged, this, later);
    preview();
}

std::vector<RackId> FabricBuildDialog::racksInScope() const
{
    const uint32_t hall = m_scope->currentData().toUInt();
    if (hall == 0)
        return m_selected;
    std::vector<RackId> racks;
    for (RowId row : m_doc.rowsOf(HallId(hall)))
        for (RackId r : m_doc.racksOf(row))
            racks.push_back(r);
    return racks;
}

FabricBuildOptions FabricBuildDialog::options() const
{
    FabricBuildOptions o;
    o.switchPart = m_switch->currentData().toString();
    o.oversubscription = m_ratio->value();
    o.planes = m_planes->value();
    o.networkName = m_name->text().trimmed();
    return o;
}

void FabricBuildDialog::preview()
{
    m_timer->stop();
    auto planned = planFabricBuild(m_doc, racksInScope(), options());
    if (!planned) {
        m_build.reset();
        m_preview->setText(QStringLiteral("<p style='color:#b00020'>%1</p>").arg(planned.error().toHtmlEscaped()));
        m_buildButton->setEnabled(false);
        return;
    }
    previewOnCopy(m_doc, *planned);
    m_build = std::move(*planned);
    QString html = QStringLiteral("<ul>");
    for (const QString &line : previewLines(m_build->preview))
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    m_preview->setText(html + QStringLiteral("</ul>"));
    m_buildButton->setEnabled(true);
}

QString FabricBuildDialog::previewText() const
{
    return m_preview->text();
}

bool FabricBuildDialog::buildEnabled() const
{
    return m_buildButton->isEnabled();
}

} // namespace railyard
