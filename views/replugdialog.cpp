#include "replugdialog.h"

#include "commands/editor.h"
#include "layout/cableedit.h"
#include "layout/connectcheck.h"
#include "portpicker.h"
#include "rules/ruleprovider.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace railyard {

ReplugDialog::ReplugDialog(Document &doc, CableId cable, QWidget *parent) : QDialog(parent), m_doc(doc), m_cable(cable)
{
    setWindowTitle(tr("Re-plug %1").arg(cableName(doc, cable)));
    const Cable &c = doc.cables().at(cable);
    auto *layout = new QVBoxLayout(this);
    m_end = new QComboBox(this);
    m_end->addItem(tr("Move end A (%1)").arg(portName(doc, c.a)), QVariant::fromValue(c.a.value));
    m_end->addItem(tr("Move end B (%1)").arg(portName(doc, c.b)), QVariant::fromValue(c.b.value));
    layout->addWidget(m_end);
    m_to = new PortPicker(doc, tr("To port"), this);
    layout->addWidget(m_to, 1);
    m_reason = new QLabel(this);
    m_reason->setWordWrap(true);
    m_reason->setMinimumHeight(3 * fontMetrics().lineSpacing()); // a reason runs to two or three lines
    m_reason->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_reason->setStyleSheet(QStringLiteral("color: #d32f2f"));
    layout->addWidget(m_reason);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ReplugDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ReplugDialog::reject);
    const auto check = [this] { m_reason->setText(reason()); };
    connect(m_end, &QComboBox::currentIndexChanged, this, check);
    connect(m_to, &PortPicker::portChanged, this, check);
    resize(420, 480);
    check();
}

PortId ReplugDialog::movingEnd() const
{
    return PortId(m_end->currentData().toUInt());
}

QString ReplugDialog::reason() const
{
    if (!m_to->port())
        return tr("Choose the port the end moves to.");
    return replugRefusal(m_doc, m_cable, movingEnd(), m_to->port());
}

void ReplugDialog::accept()
{
    if (!m_to->port()) {
        m_reason->setText(reason());
        return;
    }
    Editor editor(m_doc);
    if (const QString refusal = replugEnd(editor, m_cable, movingEnd(), m_to->port()); !refusal.isEmpty()) {
        m_reason->setText(refusal);
        return;
    }
    QDialog::accept();
}

} // namespace railyard
