#include "plancursor.h"

#include "floorplanscene.h"
#include "measuretool.h"

#include <QGraphicsView>
#include <QMouseEvent>

namespace railyard {

HallPoint hallPointAt(const Document &doc, const FloorPlanScene &scene, QPointF scenePoint)
{
    HallPoint best;
    double bestDistance = INFINITY;
    for (const Hall &h : doc.halls()) {
        const QPointF m = scene.toHall(h.id, scenePoint);
        // Distance outside the hall's floor (0 on it).
        const double dx = std::max({0.0, -m.x(), m.x() - h.widthM});
        const double dy = std::max({0.0, -m.y(), m.y() - h.depthM});
        const double distance = std::hypot(dx, dy);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = {h.id, m};
        }
    }
    return best;
}

PlanCursor::PlanCursor(const Document &doc, QGraphicsView *view, const FloorPlanScene &scene)
    : QObject(view), m_doc(doc), m_view(view), m_scene(scene)
{
    attach();
}

void PlanCursor::attach()
{
    m_viewport = m_view->viewport();
    m_viewport->installEventFilter(this);
    m_viewport->setMouseTracking(true);
}

QString PlanCursor::textAt(QPointF scenePoint) const
{
    const HallPoint at = hallPointAt(m_doc, m_scene, scenePoint);
    const Hall *hall = m_doc.halls().find(at.hall);
    if (!hall)
        return {};
    return tr("%1  x %2, y %3").arg(hall->name, planLengthText(at.m.x()), planLengthText(at.m.y()));
}

bool PlanCursor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewport) {
        if (event->type() == QEvent::MouseMove)
            emit moved(textAt(m_view->mapToScene(static_cast<QMouseEvent *>(event)->position().toPoint())));
        else if (event->type() == QEvent::Leave)
            emit moved(QString());
    }
    return false;
}

} // namespace railyard
