#pragma once

#include "commands/editor.h"
#include "engine/engine.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace railyard {

// Properties of the selected rack (docs/GUI.md): name, position, rotation, rack type, cooling
// loop and its A and B PDUs, editable with validation — a name must be unique, a position must lie on its
// hall's floor — each change one undoable edit; and its figures, read-only. Several racks
// selected show their sums.
class Inspector : public QWidget {
    Q_OBJECT
public:
    Inspector(Document &doc, const Engine &engine, QWidget *parent = nullptr);
    ~Inspector() override;

    void showRacks(const std::vector<RackId> &racks);
    // Applies a value typed into a field ("name", "x", "y", "spreader" in m²); false with the reason shown when
    // refused (tests drive the same path as the widgets).
    bool apply(const QString &field, const QString &value);
    QString error() const;
    QString figure(const QString &key) const;

private:
    void refresh();
    void fillChoices();
    void applyChoice(const QString &field);
    // Shows the Editor's refusal (and the design's values again) or clears the last one; true
    // unless refused.
    bool showOutcome(const EditResult &outcome);

    Document &m_doc;
    const Engine &m_engine;
    std::vector<RackId> m_racks;
    QLabel *m_title, *m_error;
    QLineEdit *m_name;
    QDoubleSpinBox *m_x, *m_y, *m_spreader;
    QComboBox *m_rotation, *m_type, *m_loop, *m_pduA, *m_pduB;
    QHash<QString, QLabel *> m_figures;
    QWidget *m_editors;
};

} // namespace railyard
