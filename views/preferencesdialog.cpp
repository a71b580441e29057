#include "preferencesdialog.h"

#include "displayunits.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>

namespace railyard {

PreferencesDialog::PreferencesDialog(QWidget *parent) : QDialog(parent), m_units(new QComboBox(this)), m_heat(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_units->addItem(tr("Metric (m, kg, kg/m²)"), false);
    m_units->addItem(tr("Imperial (ft, lb, lb/ft²)"), true);
    m_units->setCurrentIndex(DisplayUnits::instance().imperial() ? 1 : 0);
    m_heat->addItem(tr("kW"), false);
    m_heat->addItem(tr("BTU/h"), true);
    m_heat->setCurrentIndex(DisplayUnits::instance().heatInBtu() ? 1 : 0);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Display units"), m_units);
    form->addRow(tr("Heat"), m_heat);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, &PreferencesDialog::apply);
}

void PreferencesDialog::apply() const
{
    DisplayUnits::instance().set(m_units->currentData().toBool(), m_heat->currentData().toBool());
}

} // namespace railyard
