#include "tcowarnings.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace railyard {

QStringList tcoWarnings(const Tco &t, const TcoInputs &in)
{
    QStringList warnings;
    if (t.gpus <= 0) {
        warnings << QCoreApplication::translate("Tco", "The design has no GPUs: cost per GPU-hour and break-even cannot be computed.");
        return warnings;
    }
    const std::pair<const char *, double> figures[] = {
        {QT_TRANSLATE_NOOP("Tco", "capex"), t.capexUsd}, {QT_TRANSLATE_NOOP("Tco", "facility power"), t.facilityKw},
        {QT_TRANSLATE_NOOP("Tco", "annual total"), t.annualTotalUsd}, {QT_TRANSLATE_NOOP("Tco", "cost per GPU-hour"), t.costPerGpuHourUsd},
        {QT_TRANSLATE_NOOP("Tco", "break-even utilization"), t.breakEvenUtilization}};
    for (const auto &[name, value] : figures)
        if (!std::isfinite(value) || value < 0)
            warnings << QCoreApplication::translate("Tco", "The %1 is not a valid figure (%2); check the TCO assumptions and the prices.")
                            .arg(QCoreApplication::translate("Tco", name))
                            .arg(value);
    if (std::isfinite(t.breakEvenUtilization) && t.breakEvenUtilization > 1)
        warnings << QCoreApplication::translate("Tco", "Break-even utilization %1 % is above 100 %: renting at %2 USD per GPU-hour costs less "
                                                       "even at full use; check the rent price and the capex.")
                        .arg(QLocale().toString(t.breakEvenUtilization * 100, 'f', 1))
                        .arg(in.rentUsdPerGpuHour);
    return warnings;
}

} // namespace railyard
