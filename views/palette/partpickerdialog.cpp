#include "partpickerdialog.h"

#include "catalogpalette.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace railyard {

PartPickerDialog::PartPickerDialog(const Document &doc, const QString &title, std::function<bool(const Part &)> accept, QWidget *parent)
    : QDialog(parent), m_palette(new CatalogPalette(doc, this))
{
    setWindowTitle(title);
    m_palette->setPartFilter(std::move(accept));
    m_palette->tree()->setDragEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(false);
    connect(m_palette->tree()->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this, ok] { ok->setEnabled(m_palette->currentPart() != nullptr); });
    connect(m_palette, &CatalogPalette::partActivated, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_palette, 1);
    layout->addWidget(buttons);
    resize(720, 480);
    m_palette->filter()->setFocus();
}

PartId PartPickerDialog::part() const
{
    const Part *p = m_palette->currentPart();
    return p ? p->id : PartId();
}

} // namespace railyard
