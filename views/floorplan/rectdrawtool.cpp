#include "rectdrawtool.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPen>

namespace railyard {

RectDrawTool::RectDrawTool(QGraphicsView *view) : QObject(view), m_view(view)
{
    view->installEventFilter(this);
}

void RectDrawTool::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    if (on) {
        m_viewport = m_view->viewport();
        m_viewport->installEventFilter(this);
        m_viewport->setCursor(Qt::CrossCursor);
    } else {
        cancel();
        if (m_viewport)
            m_viewport->unsetCursor();
    }
    emit activeChanged(on);
}

void RectDrawTool::cancel()
{
    delete m_item;
    m_item = nullptr;
}

bool RectDrawTool::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
        && m_active) {
        // First Esc drops the rectangle being drawn, the next leaves the tool.
        if (m_item)
            cancel();
        else
            setActive(false);
        return true;
    }
    if (!m_active || watched != m_viewport)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton)
            return false;
        cancel();
        m_from = m_view->mapToScene(mouse->position().toPoint());
        QPen pen(QColor(0x00, 0x5f, 0xb8), 2, Qt::DashLine);
        pen.setCosmetic(true);
        m_item = m_view->scene()->addRect(QRectF(m_from, m_from), pen);
        m_item->setZValue(50); // above everything it is drawn over
        m_view->setFocus(); // Esc reaches the tool
        return true;
    }
    case QEvent::MouseMove:
        if (!m_item)
            return false;
        m_item->setRect(QRectF(m_from, m_view->mapToScene(static_cast<QMouseEvent *>(event)->position().toPoint())).normalized());
        return true;
    case QEvent::MouseButtonRelease: {
        if (!m_item)
            return false;
        const QRectF rect = QRectF(m_from, m_view->mapToScene(static_cast<QMouseEvent *>(event)->position().toPoint())).normalized();
        cancel();
        emit drawn(rect);
        return true;
    }
    case QEvent::MouseButtonDblClick: return true; // no row selection while drawing
    default: return false;
    }
}

} // namespace railyard
