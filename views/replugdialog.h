#pragma once

#include "document/document.h"

#include <QDialog>

class QComboBox;
class QLabel;

namespace railyard {

class PortPicker;

// Re-plug one end of a cable (docs/GUI.md, "Cabling by hand"): which end moves, and the port it
// moves to, searchable. OK moves it (one undo step) or, refused, shows why and changes nothing.
class ReplugDialog : public QDialog {
    Q_OBJECT
public:
    ReplugDialog(Document &doc, CableId cable, QWidget *parent = nullptr);
    QComboBox *end() const { return m_end; }
    PortPicker *to() const { return m_to; }
    QString reason() const;
    void accept() override;

private:
    PortId movingEnd() const;

    Document &m_doc;
    CableId m_cable;
    QComboBox *m_end;
    PortPicker *m_to;
    QLabel *m_reason;
};

} // namespace railyard
