#pragma once

#include "engine/engine.h"

#include <QWidget>

class QLabel;

namespace railyard {

// The inspector's page for one kind of object (docs/GUI.md, "Inspector"): its fields, editable,
// and its computed figures, read-only. Fields are addressed by a stable key ("name",
// "capacity"): the widgets commit through apply(), as tests and scripts do.
class KindEditor : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual EntityKind kind() const = 0;
    // Shows the object with this id; false when it does not exist.
    virtual bool showObject(uint32_t id) = 0;
    virtual uint32_t object() const = 0;
    // Applies a value typed or chosen for a field; false with the reason shown when refused,
    // the document untouched.
    virtual bool apply(const QString &key, const QString &value) = 0;
    // The widget that edits a field (a QLineEdit or a QComboBox), null for an unknown key.
    virtual QWidget *field(const QString &key) const = 0;
    virtual QString error() const = 0;
    // A computed figure as shown ("load", "length"), empty for an unknown key.
    virtual QString figure(const QString &key) const = 0;
};

} // namespace railyard
