#include "connectdialog.h"

#include "commands/editor.h"
#include "layout/cableedit.h"
#include "layout/connectcheck.h"
#include "portpicker.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace railyard {

ConnectDialog::ConnectDialog(Document &doc, QWidget *parent) : QDialog(parent), m_doc(doc)
{
    setWindowTitle(tr("Connect"));
    auto *layout = new QVBoxLayout(this);
    auto *pickers = new QHBoxLayout;
    m_from = new PortPicker(doc, tr("From port"), this);
    m_to = new PortPicker(doc, tr("To port"), this);
    pickers->addWidget(m_from);
    pickers->addWidget(m_to);
    layout->addLayout(pickers, 1);
    auto *form = new QFormLayout;
    m_medium = new QComboBox(this);
    m_medium->addItem(tr("Auto (chosen by length)"), int(Medium::Auto));
    for (Medium m : {Medium::Dac, Medium::Acc, Medium::Aec, Medium::Aoc, Medium::Mmf, Medium::Smf, Medium::Cat6})
        m_medium->addItem(toToken(m).toUpper(), int(m));
    form->addRow(tr("Medium:"), m_medium);
    layout->addLayout(form);
    m_reason = new QLabel(this);
    m_reason->setObjectName(QStringLiteral("connectReason"));
    m_reason->setWordWrap(true);
    m_reason->setMinimumHeight(3 * fontMetrics().lineSpacing()); // a reason runs to two or three lines
    m_reason->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_reason->setStyleSheet(QStringLiteral("color: #d32f2f"));
    layout->addWidget(m_reason);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    connect(m_from, &PortPicker::portChanged, this, &ConnectDialog::check);
    connect(m_to, &PortPicker::portChanged, this, &ConnectDialog::check);
    connect(m_medium, &QComboBox::currentIndexChanged, this, &ConnectDialog::check);
    resize(760, 520);
    check();
}

Medium ConnectDialog::chosenMedium() const
{
    return Medium(m_medium->currentData().toInt());
}

QString ConnectDialog::refusal() const
{
    if (!m_from->port() || !m_to->port())
        return tr("Choose a port on each side.");
    return connectRefusal(m_doc, m_from->port(), m_to->port(), chosenMedium());
}

void ConnectDialog::check()
{
    m_reason->setText(refusal());
}

void ConnectDialog::accept()
{
    // Refused: the reason stays in view and nothing changes.
    check();
    if (!m_from->port() || !m_to->port())
        return;
    Editor editor(m_doc);
    const ConnectResult r = connectPorts(editor, m_from->port(), m_to->port(), chosenMedium());
    if (!r.refusal.isEmpty()) {
        m_reason->setText(r.refusal);
        return;
    }
    m_made = r.cable;
    QDialog::accept();
}

} // namespace railyard
