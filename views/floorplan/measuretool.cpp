#include "measuretool.h"

#include "displayunits.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

namespace railyard {

namespace {
constexpr double kFeetPerMetre = 1 / 0.3048;
const QColor kMeasure(0x00, 0x5f, 0xb8);
} // namespace

QString planLengthText(double metres)
{
    const QLocale l;
    return DisplayUnits::instance().imperial() ? MeasureTool::tr("%1 ft").arg(l.toString(metres * kFeetPerMetre, 'f', 2))
                                               : MeasureTool::tr("%1 m").arg(l.toString(metres, 'f', 2));
}

MeasureItem::MeasureItem(QPointF from, QPointF to, double sceneUnitsPerMetre)
    : m_from(from), m_to(to), m_sceneUnitsPerMetre(sceneUnitsPerMetre)
{
    setZValue(50); // above racks, trays and problem outlines
}

void MeasureItem::setEnd(QPointF to)
{
    prepareGeometryChange();
    m_to = to;
}

double MeasureItem::metres() const
{
    return QLineF(m_from, m_to).length() / m_sceneUnitsPerMetre;
}

QRectF MeasureItem::boundingRect() const
{
    // The label is drawn at a fixed pixel size; a generous margin in scene units covers it at
    // the zooms where it is readable.
    return QRectF(m_from, m_to).normalized().adjusted(-400, -400, 400, 400);
}

void MeasureItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    QPen pen(kMeasure, 2, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(m_from, m_to);
    painter->setBrush(kMeasure);
    const QTransform t = painter->transform();
    const QPointF mid = t.map((m_from + m_to) / 2), a = t.map(m_from), b = t.map(m_to);
    painter->save();
    painter->resetTransform();
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(a, 3, 3);
    painter->drawEllipse(b, 3, 3);
    QFont font = painter->font();
    font.setPixelSize(12);
    font.setBold(true);
    painter->setFont(font);
    const QString text = planLengthText(metres());
    const QRectF box = QFontMetricsF(font).boundingRect(text).adjusted(-4, -2, 4, 2);
    const QRectF at = box.translated(mid - box.center() + QPointF(0, -14));
    painter->setBrush(QColor(255, 255, 255, 235));
    painter->setPen(QPen(kMeasure, 1));
    painter->drawRect(at);
    painter->setPen(kMeasure.darker(130));
    painter->drawText(at, Qt::AlignCenter, text);
    painter->restore();
}

MeasureTool::MeasureTool(QGraphicsView *view, double sceneUnitsPerMetre)
    : QObject(view), m_view(view), m_sceneUnitsPerMetre(sceneUnitsPerMetre)
{
    view->installEventFilter(this);
    attach();
}

void MeasureTool::attach()
{
    m_viewport = m_view->viewport();
    m_viewport->installEventFilter(this);
    if (m_active)
        m_view->viewport()->setCursor(Qt::CrossCursor);
}

void MeasureTool::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    m_dragging = false;
    if (on)
        m_view->viewport()->setCursor(Qt::CrossCursor);
    else {
        m_view->viewport()->unsetCursor();
        cancel();
    }
    emit activeChanged(on);
}

double MeasureTool::metres() const
{
    return m_item ? m_item->metres() : 0;
}

void MeasureTool::cancel()
{
    m_dragging = false;
    if (m_item) {
        delete m_item.data();
        emit measured(QString());
    }
}

bool MeasureTool::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
        && m_active) {
        // First Esc removes the measurement, the next leaves the tool.
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
        const QPointF at = m_view->mapToScene(mouse->position().toPoint());
        m_item = new MeasureItem(at, at, m_sceneUnitsPerMetre);
        m_view->scene()->addItem(m_item);
        m_dragging = true;
        return true;
    }
    case QEvent::MouseMove: {
        if (!m_dragging || !m_item)
            return false;
        m_item->setEnd(m_view->mapToScene(static_cast<QMouseEvent *>(event)->position().toPoint()));
        emit measured(tr("Distance %1").arg(planLengthText(m_item->metres())));
        return true;
    }
    case QEvent::MouseButtonRelease:
        if (!m_dragging)
            return false;
        m_dragging = false;
        if (m_item)
            emit measured(tr("Distance %1").arg(planLengthText(m_item->metres())));
        return true;
    case QEvent::MouseButtonDblClick: return true; // no row selection while measuring
    default: return false;
    }
}

} // namespace railyard
