#include "displayunits.h"

#include <QLocale>
#include <QSettings>

namespace railyard {

namespace {
constexpr double kBtuPerHourPerWatt = 3.412142;
constexpr double kFeetPerMetre = 3.280840;
constexpr double kPoundsPerKg = 2.204623;
constexpr double kPsfPerKgM2 = 0.204816; // lb/ft² per kg/m²
} // namespace

DisplayUnits &DisplayUnits::instance()
{
    static DisplayUnits units;
    return units;
}

DisplayUnits::DisplayUnits()
{
    QSettings settings;
    m_imperial = settings.value(QStringLiteral("units/imperial"), false).toBool();
    m_btu = settings.value(QStringLiteral("units/heatBtu"), false).toBool();
}

void DisplayUnits::set(bool imperial, bool heatInBtu)
{
    if (imperial == m_imperial && heatInBtu == m_btu)
        return;
    m_imperial = imperial;
    m_btu = heatInBtu;
    QSettings settings;
    settings.setValue(QStringLiteral("units/imperial"), imperial);
    settings.setValue(QStringLiteral("units/heatBtu"), heatInBtu);
    emit changed();
}

QString DisplayUnits::heat(double watts) const
{
    const QLocale l;
    if (m_btu)
        return tr("%1 BTU/h").arg(l.toString(watts * kBtuPerHourPerWatt, 'f', 0));
    return tr("%1 kW").arg(l.toString(watts / 1000, 'f', 1));
}

QString DisplayUnits::mass(double kg) const
{
    const QLocale l;
    return m_imperial ? tr("%1 lb").arg(l.toString(kg * kPoundsPerKg, 'f', 0)) : tr("%1 kg").arg(l.toString(kg, 'f', 0));
}

QString DisplayUnits::length(double m) const
{
    const QLocale l;
    return m_imperial ? tr("%1 ft").arg(l.toString(m * kFeetPerMetre, 'f', 0)) : tr("%1 m").arg(l.toString(m, 'f', 0));
}

QString DisplayUnits::floorLoad(double kgPerM2) const
{
    const QLocale l;
    return m_imperial ? tr("%1 lb/ft²").arg(l.toString(kgPerM2 * kPsfPerKgM2, 'f', 0)) : tr("%1 kg/m²").arg(l.toString(kgPerM2, 'f', 0));
}

} // namespace railyard
