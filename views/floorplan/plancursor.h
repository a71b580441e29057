#pragma once

#include "document/document.h"

#include <QObject>
#include <QPointer>
#include <QPointF>

class QGraphicsView;

namespace railyard {

class FloorPlanScene;

// Where the cursor is on the floor plan, in the coordinates of the hall under it: what a rack's
// position reads in the inspector and the racks table.
struct HallPoint {
    HallId hall;
    QPointF m; // metres from the hall's corner
};
// The hall whose floor holds `scene`, else the nearest one; no hall: an invalid id.
HallPoint hallPointAt(const Document &doc, const FloorPlanScene &scene, QPointF scenePoint);

// Follows the mouse over the plan and reports "H1  x 12.34 m, y 5.60 m" (feet under the imperial
// preference) for the status bar; empty when the mouse leaves the plan.
class PlanCursor : public QObject {
    Q_OBJECT
public:
    PlanCursor(const Document &doc, QGraphicsView *view, const FloorPlanScene &scene);
    QString textAt(QPointF scenePoint) const;
    // Follows the view's current viewport (after it is replaced, e.g. by an OpenGL one).
    void attach();

signals:
    void moved(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const Document &m_doc;
    QGraphicsView *m_view;
    // The viewport the filter watches, compared by address only: while the view is being
    // destroyed its viewport still sends events, and the view may no longer be called.
    QPointer<QWidget> m_viewport;
    const FloorPlanScene &m_scene;
};

} // namespace railyard
