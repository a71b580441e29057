#pragma once

#include <QString>
#include <QPointer>
#include <QWidget>

class QGraphicsView;
class QPainter;

namespace railyard {

// A scale bar: the longest round length (1, 2 or 5 × 10ⁿ metres, or feet under the imperial
// preference) whose bar fits a width, and that bar's length in pixels at the drawing's scale.
struct ScaleBarSpec {
    double length = 0;   // in the display unit
    QString unit;        // "m" or "ft"
    double metres = 0;   // the same length in metres
    double pixels = 0;   // metres × pixels per metre
    QString text() const;
};
ScaleBarSpec scaleBarFor(double pixelsPerMetre, double maxPixels, bool imperial);
// Draws the bar (alternating black and white halves, end ticks) with its length written above
// it, its left end at `origin` (the bar's bottom-left corner).
void drawScaleBar(QPainter &p, QPointF origin, const ScaleBarSpec &spec, double barHeight);

// The floor plan's scale bar, kept over the bottom-left corner of the view's viewport and
// redrawn at every zoom. It sits beside the viewport (a child of the view, not of the viewport)
// so scrolling never smears it, and is opaque so redrawing it never repaints the plan.
class ScaleBarOverlay : public QWidget {
    Q_OBJECT
public:
    ScaleBarOverlay(QGraphicsView *view, double sceneUnitsPerMetre);
    ScaleBarSpec spec() const;
    // Follows the view's current viewport (after it is replaced, e.g. by an OpenGL one).
    void attach();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void place();

    QGraphicsView *m_view;
    // The viewport the filter watches, compared by address only: while the view is being
    // destroyed its viewport still sends events, and the view may no longer be called.
    QPointer<QWidget> m_viewport;
    double m_sceneUnitsPerMetre;
    double m_paintedScale = 0;
};

} // namespace railyard
