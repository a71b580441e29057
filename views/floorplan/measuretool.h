#pragma once

#include <QGraphicsObject>
#include <QObject>
#include <QPointer>

class QGraphicsView;

namespace railyard {

// Text for a plan length: "12.34 m", or "40.49 ft" under the imperial preference.
QString planLengthText(double metres);

// The line and distance of a measurement on the plan: a dashed line with its length written at
// its middle, at the same size at every zoom.
class MeasureItem : public QGraphicsObject {
    Q_OBJECT
public:
    MeasureItem(QPointF from, QPointF to, double sceneUnitsPerMetre);
    void setEnd(QPointF to);
    double metres() const;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPointF m_from, m_to;
    double m_sceneUnitsPerMetre;
};

// The floor plan's measure tool (docs/GUI.md): while it is on, a left-button drag on the plan
// draws a line and shows its length (on the plan and through measured()); the last measurement
// stays until the next one. Esc cancels the measurement, a second Esc leaves the tool. It works
// as an event filter on the view, so the view's own gestures (select, drag racks) are untouched
// while it is off, and the design is never edited.
class MeasureTool : public QObject {
    Q_OBJECT
public:
    MeasureTool(QGraphicsView *view, double sceneUnitsPerMetre);

    bool isActive() const { return m_active; }
    void setActive(bool on);
    // The last measured length in metres (0: none shown).
    double metres() const;
    void cancel();
    // Follows the view's current viewport (after it is replaced, e.g. by an OpenGL one).
    void attach();

signals:
    void activeChanged(bool on);
    // The measurement as text ("Distance 12.34 m"), empty when cancelled.
    void measured(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QGraphicsView *m_view;
    // The viewport the filter watches, compared by address only: while the view is being
    // destroyed its viewport still sends events, and the view may no longer be called.
    QPointer<QWidget> m_viewport;
    double m_sceneUnitsPerMetre;
    bool m_active = false;
    bool m_dragging = false;
    QPointer<MeasureItem> m_item; // owned by the scene; gone if the scene is rebuilt
};

} // namespace railyard
