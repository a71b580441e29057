#pragma once

#include "generate/generator.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;
class QTimer;

namespace railyard {

// The new-design wizard (docs/GUI.md): GPU count or power envelope, node and compute switch,
// oversubscription, cooling and rack density. It runs the generator on a scratch design as the
// inputs change and shows the predicted totals — GPUs, racks, switches, optics, cables, IT and
// facility power, capex — before anything is created.
class NewDesignDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewDesignDialog(const Catalog &catalog, QWidget *parent = nullptr);

    GeneratorOptions options() const;
    void setGpus(int gpus);
    // Runs the generator on a scratch design now; false (with the reason shown) if it refuses.
    bool preview();
    // The predicted figure of a key ("gpus", "racks", "switches", "optics", "cables", "it_mw",
    // "facility_mw", "capex"), as shown (tests).
    QString predicted(const QString &key) const;
    // What the notes pane shows, as plain text: warnings first, then the sizing notes.
    QString notesText() const;
    bool createEnabled() const;

private:
    void schedulePreview();

    const Catalog &m_catalog;
    QRadioButton *m_byGpus, *m_byPower;
    QSpinBox *m_gpus, *m_reserved, *m_nodesPerRack;
    QDoubleSpinBox *m_powerMw, *m_pue;
    QComboBox *m_node, *m_switch, *m_oversubscription, *m_cooling, *m_containment;
    QCheckBox *m_dualFeed;
    QTableWidget *m_figures;
    QTextBrowser *m_notes; // scrolls: the generator's notes run to a dozen long lines
    QPushButton *m_create;
    QTimer *m_previewTimer;
    QHash<QString, QString> m_predicted;
};

} // namespace railyard
