#include "rackitem.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

namespace railyard {

// A raised-floor tile: racks line up on 600 mm tiles.
double RackItem::s_gridM = 0.6;

namespace {
const QColor kProblem(0xd3, 0x2f, 0x2f);
const QColor kSelected(0x15, 0x65, 0xc0);
} // namespace

RackItem::RackItem(RackId rack, QSizeF footprintM) : m_rack(rack)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges);
    setFootprint(footprintM);
}

void RackItem::setFootprint(QSizeF footprintM)
{
    const double w = std::max(0.3, footprintM.width()) * kSceneUnitsPerMetre;
    const double d = std::max(0.3, footprintM.height()) * kSceneUnitsPerMetre;
    prepareGeometryChange();
    m_rect = QRectF(-w / 2, -d / 2, w, d);
}

void RackItem::setLook(const QColor &fill, const QString &name, bool problem)
{
    if (fill == m_fill && name == m_name && problem == m_problem)
        return;
    m_fill = fill;
    m_name = name;
    m_problem = problem;
    update();
}

QRectF RackItem::boundingRect() const
{
    return m_rect.adjusted(-6, -6, 6, 6); // room for the problem and selection outlines
}

void RackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setPen(lod > 0.15 ? QPen(m_fill.darker(160), 0) : Qt::NoPen);
    painter->setBrush(m_fill);
    painter->drawRect(m_rect);
    if (lod > 0.3) {
        // The front edge (rotation 0: the front faces +y), so hot and cold aisles read at a glance.
        painter->setPen(QPen(m_fill.darker(220), 4));
        painter->drawLine(QPointF(m_rect.left() + 4, m_rect.bottom() - 3), QPointF(m_rect.right() - 4, m_rect.bottom() - 3));
    }
    if (m_problem) {
        painter->setBrush(Qt::NoBrush);
        QPen pen(kProblem, 3); // cosmetic: 3 pixels at any zoom
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawRect(m_rect.adjusted(-2, -2, 2, 2));
    }
    if (isSelected()) {
        painter->setBrush(Qt::NoBrush);
        QPen pen(kSelected, 2, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawRect(m_rect.adjusted(-4, -4, 4, 4));
    }
    // Names only where they can be read.
    if (lod * m_rect.width() > 34) {
        // Perceived brightness decides the text color, so names read on every metric's colors.
        const double luma = 0.299 * m_fill.red() + 0.587 * m_fill.green() + 0.114 * m_fill.blue();
        painter->setPen(luma < 150 ? Qt::white : Qt::black);
        QFont font = QApplication::font();
        font.setPixelSize(int(std::min(m_rect.width(), m_rect.height()) / 4.5));
        painter->setFont(font);
        painter->save();
        painter->translate(m_rect.center());
        if (m_rect.height() > m_rect.width() * 1.2)
            painter->rotate(-90); // along the long side
        const QRectF text = m_rect.height() > m_rect.width() * 1.2 ? QRectF(-m_rect.height() / 2, -m_rect.width() / 2, m_rect.height(), m_rect.width())
                                                                   : QRectF(-m_rect.width() / 2, -m_rect.height() / 2, m_rect.width(), m_rect.height());
        painter->drawText(text, Qt::AlignCenter, m_name);
        painter->restore();
    }
}

QVariant RackItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    // While the user drags (the mouse is grabbed), keep the displacement on the floor grid.
    if (change == ItemPositionChange && scene() && scene()->mouseGrabberItem() && s_gridM > 0
        && !(QApplication::keyboardModifiers() & Qt::ShiftModifier)) {
        const double grid = s_gridM * kSceneUnitsPerMetre;
        const QPointF delta = value.toPointF() - m_dragStart;
        return m_dragStart + QPointF(std::round(delta.x() / grid) * grid, std::round(delta.y() / grid) * grid);
    }
    return QGraphicsItem::itemChange(change, value);
}

} // namespace railyard
