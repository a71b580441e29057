#pragma once

#include "layout/fabricbuild.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace railyard {

// Build fabric… (docs/GUI.md): which nodes (the racks selected, or every rack of a hall), the
// switch, the ratio, planes and the network's name; the preview — switches by tier, new network
// racks, cables, and the engine's transceivers, copper and IT load for the design with the
// fabric — is worked out on a copy of the design as the choices change, before anything is
// built. Build stays off while the choices cannot be built, and the reason is shown instead.
class FabricBuildDialog : public QDialog {
    Q_OBJECT
public:
    FabricBuildDialog(Document &doc, std::vector<RackId> selected, QWidget *parent = nullptr);

    // The last preview's build, when it can be built.
    const std::optional<FabricBuild> &build() const { return m_build; }
    // Works the preview out now (tests; the dialog does it a moment after each change).
    void preview();
    QString previewText() const;
    bool buildEnabled() const;

private:
    std::vector<RackId> racksInScope() const;
    FabricBuildOptions options() const;

    Document &m_doc;
    std::vector<RackId> m_selected;
    QComboBox *m_scope, *m_switch;
    QSpinBox *m_ratio, *m_planes;
    QLineEdit *m_name;
    QLabel *m_preview;
    QPushButton *m_buildButton;
    QTimer *m_timer;
    std::optional<FabricBuild> m_build;
};

} // namespace railyard
