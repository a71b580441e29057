#pragma once

#include <QDialog>

class QComboBox;

namespace railyard {

// Edit > Preferences: display units (metric or imperial) and heat (kW or BTU/h). Accepting
// applies them to DisplayUnits, which every view follows.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    void apply() const;

private:
    QComboBox *m_units;
    QComboBox *m_heat;
};

} // namespace railyard
