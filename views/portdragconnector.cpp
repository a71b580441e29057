#include "portdragconnector.h"

#include "commands/editor.h"
#include "layout/cableedit.h"
#include "layout/connectcheck.h"
#include "portdragoverlay.h"
#include "rackelevation.h"
#include "rules/ruleprovider.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace railyard {

namespace {
// A press that moves less than this is a click, not a drag (the elevation's ports are small).
constexpr double kDragStart = 4;
} // namespace

PortDragConnector::PortDragConnector(Document &doc, RackElevation *elevation) : QObject(elevation), m_doc(doc), m_elevation(elevation)
{
    m_overlay = new PortDragOverlay(elevation);
    elevation->installEventFilter(this);
}

// The connector is the elevation's child: it dies while the elevation is being destroyed (no
// longer a RackElevation by then), and Qt forgets an event filter that is destroyed, so nothing
// is left to undo here.
PortDragConnector::~PortDragConnector() = default;

QString PortDragConnector::refusalAt(QPointF at) const
{
    const PortId to = m_elevation ? m_elevation->portAt(at) : PortId();
    if (!m_from || !to || to == m_from)
        return {};
    const auto cables = m_doc.cablesAt(m_from);
    if (cables.begin() != cables.end())
        return replugRefusal(m_doc, *cables.begin(), m_from, to);
    return connectRefusal(m_doc, m_from, to);
}

bool PortDragConnector::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_elevation)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton)
            return false;
        m_from = m_elevation->portAt(mouse->position());
        m_pressAt = mouse->position();
        if (m_from)
            m_elevation->setFocus(Qt::MouseFocusReason); // so Esc reaches this filter
        return bool(m_from); // a press beside the ports is the elevation's own
    }
    case QEvent::MouseMove: {
        if (!m_from)
            return false;
        auto *mouse = static_cast<QMouseEvent *>(event);
        const QPointF at = mouse->position();
        if (QLineF(m_pressAt, at).length() < kDragStart && m_overlay->isHidden())
            return true;
        showDrag(m_from, at);
        return true;
    }
    case QEvent::MouseButtonRelease: {
        if (!m_from || static_cast<QMouseEvent *>(event)->button() != Qt::LeftButton)
            return false;
        drop(static_cast<QMouseEvent *>(event)->position());
        return true;
    }
    case QEvent::KeyPress:
        if (!m_from || static_cast<QKeyEvent *>(event)->key() != Qt::Key_Escape)
            return false;
        cancel(); // Esc drops the band and makes nothing
        return true;
    case QEvent::Resize:
    case QEvent::Hide:
        cancel();
        return false;
    default:
        return false;
    }
}

void PortDragConnector::drop(QPointF at)
{
    const PortId from = m_from;
    const bool dragged = !m_overlay->isHidden();
    cancel();
    const PortId to = m_elevation->portAt(at);
    if (!dragged || !to || to == from)
        return; // a click, or a drop beside the ports: nothing asked
    Editor editor(m_doc);
    const auto cables = m_doc.cablesAt(from);
    if (cables.begin() != cables.end()) {
        const CableId cable = *cables.begin();
        const QString refusal = replugEnd(editor, cable, from, to);
        if (!refusal.isEmpty())
            emit finished(refusal, true);
        else
            emit finished(tr("Re-plugged %1 from %2 to %3").arg(cableName(m_doc, cable), portName(m_doc, from), portName(m_doc, to)), false);
        return;
    }
    const ConnectResult r = connectPorts(editor, from, to);
    if (!r.refusal.isEmpty())
        emit finished(r.refusal, true);
    else
        emit finished(tr("Connected %1 to %2: cable %3").arg(portName(m_doc, from), portName(m_doc, to), m_doc.cables().at(r.cable).label), false);
}

void PortDragConnector::showDrag(PortId from, QPointF at)
{
    m_from = from;
    const PortId to = m_elevation->portAt(at);
    m_overlay->showBand(QLineF(m_elevation->portRect(from).center(), at), to && to != from ? m_elevation->portRect(to) : QRectF(),
                        refusalAt(at));
}

void PortDragConnector::cancel()
{
    m_from = {};
    m_overlay->clear();
}

} // namespace railyard
