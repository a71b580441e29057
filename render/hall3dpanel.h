#pragma once

#include "hallgeometry.h"
#include "thermal/hallthermal.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QStackedWidget;

namespace railyard {

class HallView3D;

// The 3D hall tab (docs/GUI.md, "3D hall"): a hall picker, the heat overlay switch and the
// view. It follows the document (rebuilt after each edit while shown), the shared rack
// selection, and re-solves the air field off the UI thread after edits pause while the overlay
// is on. Where no OpenGL 3.3 context can be made it says so in place of the view.
class Hall3DPanel : public QWidget {
    Q_OBJECT
public:
    Hall3DPanel(const Document &doc, const Engine &engine, RackColor rackColor, QWidget *parent = nullptr);
    ~Hall3DPanel() override;

    // Null until the tab is first shown, and where OpenGL is unavailable.
    HallView3D *view() const { return m_view; }
    // What stands in place of the view ("needs OpenGL 3.3 …"), empty while the view shows.
    QString unavailableText() const;
    HallId hall() const { return m_hall; }
    void setHall(HallId hall);
    void setSelectedRacks(const std::vector<RackId> &racks);
    // Shows a rack: its hall, and the camera flown to it.
    void showRack(RackId rack);
    void setHeatOverlay(bool on);
    // True while an air solve runs for the overlay.
    bool heatSolving() const { return m_solving; }
    // Rebuilds the picture now (also when hidden): tests and the rack colours changing.
    void refresh();

signals:
    void rackClicked(RackId rack);
    // The overlay's field arrived (or failed, with a message in the status line).
    void heatFieldReady();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void createView();
    void fillHalls();
    void scheduleRebuild();
    void rebuild();
    void solveHeat();
    void showUnavailable(const QString &reason);
    void updateStatus();

    const Document &m_doc;
    const Engine &m_engine;
    RackColor m_rackColor;
    HallId m_hall;
    std::vector<RackId> m_selected;
    QComboBox *m_halls = nullptr;
    QCheckBox *m_heat = nullptr;
    QLabel *m_status = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_unavailable = nullptr;
    HallView3D *m_view = nullptr;
    QTimer m_rebuild;
    QTimer m_heatDelay;
    bool m_dirty = true;
    bool m_solving = false;
    int m_heatGeneration = 0;
    QString m_heatText;
};

} // namespace railyard
