#pragma once

#include <QObject>
#include <QPointer>
#include <QRectF>

class QGraphicsRectItem;
class QGraphicsView;

namespace railyard {

// The floor plan's rectangle tool (docs/GUI.md, "Draw Column", "Draw Keep-out Area"): while it
// is on, a left-button drag on the plan draws a rectangle and its release hands it over through
// drawn() (scene coordinates); what it becomes is up to whoever listens. Esc cancels the
// rectangle being drawn, a second Esc leaves the tool. Like the measure tool it works as an
// event filter on the view, so the view's own gestures are untouched while it is off, and it
// never edits the design itself.
class RectDrawTool : public QObject {
    Q_OBJECT
public:
    explicit RectDrawTool(QGraphicsView *view);

    bool isActive() const { return m_active; }
    void setActive(bool on);
    void cancel();

signals:
    void activeChanged(bool on);
    void drawn(const QRectF &sceneRect);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QGraphicsView *m_view;
    // The viewport watched, compared by address only (it may be replaced by an OpenGL one;
    // the tool follows it each time it is switched on).
    QPointer<QWidget> m_viewport;
    bool m_active = false;
    QPointF m_from;
    QGraphicsRectItem *m_item = nullptr; // the rectangle being drawn, in the view's scene
};

} // namespace railyard
