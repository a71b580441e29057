#pragma once

#include <QDoubleSpinBox>

namespace railyard {

// A spin box for a money amount, a percentage or a count in the quote forms: no wheel surprises,
// grouped digits, applied when editing finishes (one undoable edit per change, not per key).
QDoubleSpinBox *makeAmountField(double max, int decimals, const QString &suffix, QWidget *parent);

// Sets a field's value without announcing it (refreshing from the design is not an edit).
void showAmount(QDoubleSpinBox *field, double value);

} // namespace railyard
