#include "amountfield.h"

#include <QSignalBlocker>

namespace railyard {

QDoubleSpinBox *makeAmountField(double max, int decimals, const QString &suffix, QWidget *parent)
{
    auto *field = new QDoubleSpinBox(parent);
    field->setRange(0, max);
    field->setDecimals(decimals);
    field->setSuffix(suffix);
    field->setGroupSeparatorShown(true);
    field->setKeyboardTracking(false);
    field->setFocusPolicy(Qt::StrongFocus);
    field->setAlignment(Qt::AlignRight);
    field->setMinimumWidth(130);
    return field;
}

void showAmount(QDoubleSpinBox *field, double value)
{
    const QSignalBlocker block(field);
    field->setValue(value);
}

} // namespace railyard
