#include "elevationdrop.h"

#include "commands/editor.h"
#include "layout/mountpart.h"
#include "rackelevation.h"

#include <QPainter>
#include <algorithm>

namespace railyard {

// The units a drop would take, drawn over the elevation (it passes the mouse through).
class ElevationDropHint : public QWidget {
public:
    explicit ElevationDropHint(QWidget *parent) : QWidget(parent)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        hide();
    }
    void set(const QRectF &rect, bool ok, const QString &text)
    {
        m_rect = rect;
        m_ok = ok;
        m_text = text;
        setGeometry(parentWidget()->rect());
        raise();
        show();
        update();
    }
    void clear()
    {
        m_text.clear();
        hide();
    }
    QString text() const { return m_text; }
    bool ok() const { return m_ok; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        const QColor c = m_ok ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28);
        QColor fill = c;
        fill.setAlpha(80);
        p.setPen(QPen(c, 2, Qt::DashLine));
        p.setBrush(fill);
        if (!m_rect.isEmpty())
            p.drawRect(m_rect);
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        // The reason, wrapped to the rack's width, just above the units (below them when the
        // units reach the top), kept inside the widget.
        const QRectF area = m_rect.isEmpty() ? QRectF(rect()).adjusted(8, 8, -8, -8) : m_rect;
        const QRectF need = p.fontMetrics().boundingRect(QRectF(0, 0, area.width() - 8, 1000).toRect(), Qt::AlignCenter | Qt::TextWordWrap, m_text);
        QRectF box(area.left(), area.top() - need.height() - 8, area.width(), need.height() + 6);
        if (m_rect.isEmpty())
            box.moveTop(area.top());
        else if (box.top() < 0)
            box.moveTop(area.bottom() + 2);
        box.moveTop(std::clamp(box.top(), 0.0, std::max(0.0, height() - box.height())));
        p.setPen(QPen(c, 1));
        p.setBrush(QColor(255, 255, 255, 240));
        p.drawRect(box);
        p.setPen(c);
        p.drawText(box.adjusted(4, 3, -4, -3), Qt::AlignCenter | Qt::TextWordWrap, m_text);
    }

private:
    QRectF m_rect;
    bool m_ok = true;
    QString m_text;
};

ElevationDrop::ElevationDrop(Document &doc, RackElevation *elevation)
    : PartDropTarget(doc, elevation), m_elevation(elevation), m_hint(new ElevationDropHint(elevation))
{
    elevation->setAcceptDrops(true);
    elevation->installEventFilter(this);
}

ElevationDrop::Outcome ElevationDrop::preview(const Part &part, QPointF at) const
{
    Outcome o;
    const RackId rack = m_elevation->rack();
    const Rack *r = m_doc.racks().find(rack);
    if (!r) {
        o.text = tr("Select a rack first: its elevation takes the drop.");
        return o;
    }
    if (!m_template.isEmpty()) {
        o.text = tr("Template %1 is a whole rack: drop it on the floor plan.").arg(m_template);
        return o;
    }
    if (!mountsInRack(part)) {
        o.text = tr("%1 does not mount at a U: drop it on the floor plan (a rack type) or on a rack there (a PDU or a CDU).").arg(part.partNumber);
        return o;
    }
    o.u = m_elevation->unitAt(at);
    if (o.u == 0) {
        o.text = tr("Drop %1 on a U of rack %2.").arg(part.partNumber, r->name);
        return o;
    }
    const MountPlan plan = planMount(m_doc, rack, part.id, o.u);
    o.ok = plan.ok();
    if (o.ok) {
        o.text = tr("%1 at U%2").arg(newDeviceName(m_doc, rack, part.id)).arg(o.u);
        return o;
    }
    // A full rack says so; otherwise the spot's reason and where the part would fit.
    const MountPlan free = nearestFreeMount(m_doc, rack, part.id, o.u);
    o.text = !free.ok() ? free.refusal : tr("%1 Nearest free place: U%2.").arg(plan.refusal).arg(free.u);
    return o;
}

QString ElevationDrop::hintText() const
{
    return m_hint->text();
}

bool ElevationDrop::hintRefused() const
{
    return !m_hint->text().isEmpty() && !m_hint->ok();
}

QWidget *ElevationDrop::dropWidget() const
{
    return m_elevation;
}

PartDropTarget::Verdict ElevationDrop::showDrop(const Part &part, QPointF at)
{
    const Outcome o = preview(part, at);
    m_hint->set(o.u > 0 ? m_elevation->unitsRect(o.u, std::max(1, part.uHeight)) : QRectF(), o.ok, o.text);
    return {o.ok, o.text};
}

void ElevationDrop::hideDrop()
{
    m_hint->clear();
}

PartDropTarget::Verdict ElevationDrop::applyDrop(const Part &part, QPointF at)
{
    const Outcome o = preview(part, at);
    if (!o.ok)
        return {false, o.text};
    Editor editor(m_doc);
    const Mounted m = mountPart(editor, m_elevation->rack(), part.id, o.u);
    if (!m.device)
        return {false, m.refusal};
    emit mounted(m.device);
    return {true, tr("Mounted %1 in rack %2 at U%3").arg(m.name, m_doc.racks().at(m_elevation->rack()).name).arg(o.u)};
}

} // namespace railyard
