#pragma once

#include "document/document.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace railyard {

class PortPicker;

// Connect two ports anywhere in the design (docs/GUI.md, "Cabling by hand"): two searchable
// port pickers and the cable's medium (Auto: the engine chooses by length). The reason a cable
// may not be made shows as the ports are chosen; OK makes it (one undo step) or, refused, keeps
// the dialog open with the reason and changes nothing.
class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    ConnectDialog(Document &doc, QWidget *parent = nullptr);
    PortPicker *from() const { return m_from; }
    PortPicker *to() const { return m_to; }
    QComboBox *medium() const { return m_medium; }
    // The reason shown (empty when the cable may be made) and the cable made on OK.
    QString refusal() const;
    CableId made() const { return m_made; }

    void accept() override;

private:
    void check();
    Medium chosenMedium() const;

    Document &m_doc;
    PortPicker *m_from, *m_to;
    QComboBox *m_medium;
    QLabel *m_reason;
    QDialogButtonBox *m_buttons;
    CableId m_made;
};

} // namespace railyard
