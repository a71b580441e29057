#pragma once

#include "fabricfilter.h"
#include "rules/liverulechecker.h"

#include <QGraphicsView>
#include <QHash>

class QGraphicsPathItem;
class QMenu;
class QTimer;

namespace railyard {

// The compute fabric as its rails (docs/GUI.md): GPU nodes at the bottom, then the leaves grouped
// by scalable unit, spines and cores above; links are colored by the rail they serve. Clicking a
// node or switch highlights its links; the cables of rail problems (a swap, a rotation, a GPU
// on the wrong leaf) are drawn in the problem color, so a transposition shows as crossed lines.
// A filter bar above the drawing narrows it to a network, SU, pod and rail; device names appear
// once zoomed in far enough to read them; the context menu of a device or a link traces a cable.
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
    FabricFilterBar *filterBar() const { return m_filterBar; }
    FabricFilter filter() const { return m_filter; }
    void setFilter(const FabricFilter &filter);
    // The cables drawn, after the filter (tests).
    std::vector<CableId> drawnCables() const;
    // Device names drawn at the current zoom (tests).
    QStringList visibleLabels() const;
    // Scene anchor of a drawn device (tests); null when it is filtered out.
    QPointF anchorOf(DeviceId device) const { return m_anchor.value(device.value); }
    // The context menu's actions at a viewport point: tracing a port of the device there, or the
    // link nearest to it. Empty when nothing is there.
    void fillContextMenu(QMenu &menu, QPoint viewportPos);

signals:
    void deviceClicked(railyard::DeviceId device);
    // A cable trace asked for from a port (the window opens it).
    void traceRequested(railyard::PortId port);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

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
    FabricFilterBar *m_filterBar;
    FabricFilter m_filter;
    std::vector<std::pair<CableId, QLineF>> m_links; // drawn links, for picking and tests
    struct Label {
        QPointF at;      // under the device's box
        QString text;
        double spacing;  // scene units to the next device of its tier
    };
    std::vector<Label> m_labels;
};

} // namespace railyard
