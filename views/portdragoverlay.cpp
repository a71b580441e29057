#include "portdragoverlay.h"

#include <QPainter>

namespace railyard {

PortDragOverlay::PortDragOverlay(QWidget *over) : QWidget(over)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(over->rect());
    hide();
}

void PortDragOverlay::showBand(const QLineF &band, const QRectF &target, const QString &refusal)
{
    m_band = band;
    m_target = target;
    m_refusal = refusal;
    setGeometry(parentWidget()->rect());
    show();
    raise();
    update();
}

void PortDragOverlay::clear()
{
    m_band = {};
    hide();
}

void PortDragOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // Green where the drop would make the cable, red where it would be refused, yellow over
    // nothing yet.
    const QColor ok(0x43, 0xa0, 0x47), refused(0xd3, 0x2f, 0x2f), open(0xf2, 0xb1, 0x34);
    const QColor color = !m_refusal.isEmpty() ? refused : m_target.isNull() ? open : ok;
    p.setPen(QPen(color, 2, Qt::DashLine, Qt::RoundCap));
    p.drawLine(m_band);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(color, 2));
    p.drawEllipse(m_band.p1(), 5, 5);
    if (!m_target.isNull())
        p.drawRect(m_target.adjusted(-2, -2, 2, 2));
    if (m_refusal.isEmpty())
        return;
    // The reason beside the pointer, kept inside the widget.
    const QRectF room(0, 0, std::min(280.0, width() - 8.0), 200);
    QRectF text = p.fontMetrics().boundingRect(room.toRect(), Qt::TextWordWrap, m_refusal);
    text.moveTopLeft(m_band.p2() + QPointF(12, 12));
    if (text.right() > width() - 4)
        text.moveRight(width() - 4);
    if (text.bottom() > height() - 4)
        text.moveBottom(m_band.p2().y() - 12);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x21, 0x21, 0x21, 230));
    p.drawRoundedRect(text.adjusted(-6, -4, 6, 4), 4, 4);
    p.setPen(Qt::white);
    p.drawText(text, Qt::TextWordWrap, m_refusal);
}

} // namespace railyard
