#include "supplylayer.h"

#include "rackitem.h"
#include "rackmetric.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace railyard {

namespace {
// Below this zoom (device pixels per metre) rack links and marks would be specks: left out.
constexpr double kLinksFromPxPerM = 5;
} // namespace

QColor supplyColor(double ratio, bool hasLimit)
{
    return rampColor(ratio, hasLimit);
}

QString loadText(double loadW, double limitW, double failoverW)
{
    const bool mw = limitW >= 1e6 || (limitW <= 0 && loadW >= 1e6);
    const double scale = mw ? 1e6 : 1e3;
    const int decimals = mw ? 2 : 1;
    const QString unit = mw ? QStringLiteral("MW") : QStringLiteral("kW");
    QString text = limitW > 0 ? QCoreApplication::translate("SupplyLayer", "%1 / %2 %3")
                                    .arg(loadW / scale, 0, 'f', decimals)
                                    .arg(limitW / scale, 0, 'f', decimals)
                                    .arg(unit)
                              : QCoreApplication::translate("SupplyLayer", "%1 %2 (no limit)").arg(loadW / scale, 0, 'f', decimals).arg(unit);
    if (failoverW >= 0)
        text += QCoreApplication::translate("SupplyLayer", " (failover %1)").arg(failoverW / scale, 0, 'f', decimals);
    return text;
}

const SupplyElement *SupplyModel::find(EntityKind kind, uint32_t id) const
{
    for (const SupplyElement &e : elements)
        if (e.kind == kind && e.id == id)
            return &e;
    return nullptr;
}

QString SupplyModel::labelText(const Label &l) const
{
    if (!l.text.isEmpty() || l.element < 0 || size_t(l.element) >= elements.size())
        return l.text;
    const SupplyElement &e = elements[size_t(l.element)];
    return e.label.isEmpty() ? loadText(e.loadW, e.limitW, e.failoverW) : e.label;
}

void SupplyModel::line(QPointF a, QPointF b, const QColor &color, double widthPx, bool dashed)
{
    for (Stroke &s : strokes)
        if (s.color == color && s.widthPx == widthPx && s.dashed == dashed) {
            s.lines.emplace_back(a, b);
            return;
        }
    strokes.push_back({color, widthPx, dashed, {QLineF(a, b)}});
}

SupplyLayerItem::SupplyLayerItem(const Document &doc, const Engine &engine, HallId hall, HallToScene toScene, SupplyBuilder build,
                                 QRectF floor, QRectF bounds)
    : m_doc(doc), m_engine(engine), m_hall(hall), m_toScene(std::move(toScene)), m_build(std::move(build)), m_floor(floor),
      m_bounds(bounds)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setVisible(false);
}

void SupplyLayerItem::setShown(bool on)
{
    if (on == isVisible())
        return;
    prepareGeometryChange();
    setVisible(on);
}

void SupplyLayerItem::invalidate()
{
    m_stale = true;
    update();
}

const SupplyModel &SupplyLayerItem::model()
{
    if (m_stale) {
        m_model = m_build(m_doc, m_engine, m_hall, m_toScene);
        m_stale = false;
        ++m_rebuilds;
    }
    return m_model;
}

void SupplyLayerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const SupplyModel &m = model();
    const QTransform world = painter->worldTransform();
    const double pxPerM = QStyleOptionGraphicsItem::levelOfDetailFromTransform(world) * kSceneUnitsPerMetre;
    const QRectF exposed = option->exposedRect.isEmpty() ? m_bounds : option->exposedRect;
    const bool links = pxPerM >= kLinksFromPxPerM;
    // Each line on a pale casing, so that it reads over racks of its own colour.
    std::vector<QLineF> shown;
    for (const SupplyModel::Stroke &s : m.strokes) {
        if (!links && s.widthPx < 2)
            continue;
        shown.clear();
        for (const QLineF &l : s.lines)
            if (exposed.intersects(QRectF(l.p1(), l.p2()).normalized().adjusted(-1, -1, 1, 1)))
                shown.push_back(l);
        if (shown.empty())
            continue;
        QPen casing(QColor(255, 255, 255, 190), s.widthPx + 2.5, Qt::SolidLine, Qt::FlatCap);
        casing.setCosmetic(true);
        painter->setPen(casing);
        painter->drawLines(shown.data(), int(shown.size()));
        QPen pen(s.color.darker(140), s.widthPx, s.dashed ? Qt::DashLine : Qt::SolidLine, Qt::FlatCap);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawLines(shown.data(), int(shown.size()));
    }
    QPen border(QColor(0x30, 0x36, 0x3d), 1.2);
    border.setCosmetic(true);
    painter->setPen(border);
    for (const SupplyModel::Box &b : m.boxes) {
        if ((b.mark && !links) || !exposed.intersects(b.rect))
            continue;
        painter->setBrush(b.fill);
        painter->drawRect(b.rect);
    }
    // Labels in screen pixels, readable at any zoom; each only from its zoom on and only where
    // no earlier one stands, kept inside the item so that nothing is left behind on repaint.
    // Kept inside what the view shows (not only what is repainted), so that a label stands
    // in the same place whichever part of the view is repainted.
    QRectF visible = m_bounds;
    if (auto *view = widget ? qobject_cast<QGraphicsView *>(widget->parentWidget()) : nullptr)
        visible = view->mapToScene(view->viewport()->rect()).boundingRect();
    else if (!widget)
        visible = exposed;
    const QRectF area = world.mapRect(exposed.intersected(m_bounds));
    const QRectF inside = world.mapRect(visible.intersected(m_bounds));
    QFont font = QApplication::font();
    font.setPixelSize(12);
    const QFontMetricsF metrics(font);
    std::vector<QRectF> taken;
    painter->save();
    painter->resetTransform();
    painter->setFont(font);
    for (const SupplyModel::Label &l : m.labels) {
        if (pxPerM < l.minPxPerM)
            continue;
        const QPointF at = world.map(l.at);
        if (!inside.adjusted(-400, -40, 400, 40).contains(at))
            continue;
        const QString text = m.labelText(l);
        const QSizeF size(metrics.horizontalAdvance(text) + 8, metrics.height() + 2);
        QPointF topLeft(at.x(), at.y() - size.height() / 2);
        if (l.align & Qt::AlignRight)
            topLeft.rx() -= size.width();
        else if (l.align & Qt::AlignHCenter)
            topLeft.rx() -= size.width() / 2;
        if (l.align & Qt::AlignTop)
            topLeft.ry() = at.y();
        else if (l.align & Qt::AlignBottom)
            topLeft.ry() = at.y() - size.height();
        QRectF r(topLeft, size);
        r.moveLeft(std::clamp(r.left(), inside.left(), std::max(inside.left(), inside.right() - r.width())));
        r.moveTop(std::clamp(r.top(), inside.top(), std::max(inside.top(), inside.bottom() - r.height())));
        if (!area.intersects(r) || std::any_of(taken.begin(), taken.end(), [&](const QRectF &t) { return t.intersects(r); }))
            continue;
        taken.push_back(r);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 225));
        painter->drawRoundedRect(r, 3, 3);
        painter->setPen(l.color);
        painter->drawText(r, Qt::AlignCenter, text);
    }
    painter->restore();
}

void SupplyLayer::rebuild(QGraphicsScene &scene, const Document &doc, const Engine &engine, const HallToScene &toScene)
{
    for (auto &[hall, item] : m_items)
        delete item;
    m_items.clear();
    // Room beside the walls for the feed boxes and their labels.
    const double margin = 6 * kSceneUnitsPerMetre;
    for (const Hall &h : doc.halls()) {
        const QRectF floor(toScene(h.id, QPointF(0, 0)), toScene(h.id, QPointF(std::max(1.0, h.widthM), std::max(1.0, h.depthM))));
        auto *item = new SupplyLayerItem(doc, engine, h.id, toScene, m_build, floor, floor.adjusted(-margin, -margin, margin, margin));
        item->setZValue(m_z);
        item->setShown(m_visible);
        scene.addItem(item);
        m_items.emplace_back(h.id, item);
    }
}

void SupplyLayer::invalidateAll()
{
    for (auto &[hall, item] : m_items)
        item->invalidate();
}

void SupplyLayer::follow(const ChangeSet &changes)
{
    if (m_relevant(changes))
        invalidateAll();
}

void SupplyLayer::followEngine(const Engine::Delta &delta)
{
    for (auto &[hall, item] : m_items)
        if (!item->stale() && (delta.full || m_engineRelevant(delta, item->built())))
            item->invalidate();
}

void SupplyLayer::setVisible(bool on)
{
    m_visible = on;
    for (auto &[hall, item] : m_items)
        item->setShown(on);
}

SupplyLayerItem *SupplyLayer::item(HallId hall) const
{
    for (const auto &[h, item] : m_items)
        if (h == hall)
            return item;
    return nullptr;
}

std::vector<SupplyElement> SupplyLayer::elements() const
{
    std::vector<SupplyElement> out;
    for (const auto &[h, item] : m_items) {
        const SupplyModel &m = item->model();
        out.insert(out.end(), m.elements.begin(), m.elements.end());
    }
    return out;
}

std::vector<SupplyLink> SupplyLayer::links() const
{
    std::vector<SupplyLink> out;
    for (const auto &[h, item] : m_items) {
        const SupplyModel &m = item->model();
        out.insert(out.end(), m.links.begin(), m.links.end());
    }
    return out;
}

std::vector<RackId> SupplyLayer::flagged() const
{
    std::vector<RackId> out;
    for (const auto &[h, item] : m_items) {
        const SupplyModel &m = item->model();
        out.insert(out.end(), m.flagged.begin(), m.flagged.end());
    }
    return out;
}

} // namespace railyard
