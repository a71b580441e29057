#pragma once

#include <QObject>
#include <QString>

namespace railyard {

// How figures are shown (a preference; the model is SI throughout): metric or imperial lengths,
// masses and floor loads, and heat in kW or BTU/h. Stored in QSettings; views format through
// it and refresh when it changes.
class DisplayUnits : public QObject {
    Q_OBJECT
public:
    static DisplayUnits &instance();

    bool imperial() const { return m_imperial; }
    bool heatInBtu() const { return m_btu; }
    void set(bool imperial, bool heatInBtu);

    QString heat(double watts) const;         // "12.3 kW" or "41,970 BTU/h"
    QString mass(double kg) const;            // "704 kg" or "1,552 lb"
    QString length(double m) const;           // "25,746 m" or "84,468 ft"
    QString floorLoad(double kgPerM2) const;  // "838 kg/m²" or "172 lb/ft²"

signals:
    void changed();

private:
    DisplayUnits();
    bool m_imperial = false;
    bool m_btu = false;
};

} // namespace railyard
