#pragma once

#include "rules/liverulechecker.h"

#include <QGraphicsView>
#include <QHash>

class QGraphicsPathItem;
class QTimer;

namespace railyard {

// The compute fabric as its rails (docs/GUI.md): GPU nodes at the bottom, then the leaves grouped
// by scalable unit, spines and cores above; links are colored by the rail they serve. Clicking a
// node or switch highlights its links; the cables of rail problems (a swap, a rotation, a GPU
// on the wrong leaf) are drawn in the problem color, so a transposition shows as crossed lines.
class FabricView : public QGraphicsView {
    Q_OBJECT
public:
    FabricView(const Document &doc, const LiveRuleChecker &checker, QWidget *parent = nullptr);

    void highlight(DeviceId device);
    DeviceId highlighted() const { return m_highlighted; }
    // Links drawn in the problem color (tests).
    int problemLinks() const { return m_problemLinks; }
    int drawnLinks() const { return m_drawnLinks; }
    void rebuild();

signals:
    void deviceClicked(railyard::DeviceId device);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void drawProblems();

    const Document &m_doc;
    const LiveRuleChecker &m_checker;
    QGraphicsScene *m_scene;
    QTimer *m_rebuild;
    QHash<uint32_t, QPointF> m_anchor; // device -> link anchor in the scene
    QGraphicsPathItem *m_highlight = nullptr;
    QGraphicsPathItem *m_problems = nullptr;
    DeviceId m_highlighted;
    int m_problemLinks = 0;
    int m_drawnLinks = 0;
    bool m_stale = true;
};

} // namespace railyard
