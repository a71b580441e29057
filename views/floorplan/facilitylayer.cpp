#include "facilitylayer.h"

#include "rackitem.h"

#include <QApplication>
#include <QBrush>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QSignalBlocker>
#include <algorithm>

namespace railyard {
namespace {

const QColor kConcrete(0x8a, 0x8d, 0x91), kKeepOut(0xc6, 0x28, 0x28), kCdu(0x1e, 0x6f, 0xb8), kBusway(0xd9, 0x7a, 0x00);

// Above racks for what must stay visible over them (a rack on a column, in a keep-out area),
// below them for what stands beside them.
constexpr double kKeepOutZ = 6, kColumnZ = 7, kCduZ = 1, kBuswayZ = 8;
// What is drawn over racks (a keep-out area, an overhead busway) is picked by an invisible
// body under them: a click on a rack standing there still picks the rack.
constexpr double kPickZ = -1;

QPen cosmetic(const QColor &color, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    pen.setCosmetic(true);
    return pen;
}

QFont labelFont(int pixels)
{
    QFont f = QApplication::font();
    f.setPixelSize(pixels);
    return f;
}

} // namespace

void FacilityLayer::rebuild(QGraphicsScene &scene, const Document &doc, const ToScene &toScene)
{
    // The scene's selection is the same before and after a redraw: nobody hears of it.
    const std::vector<ObjectRef> wasSelected = selected();
    const QSignalBlocker quiet(&scene);
    for (const Drawn &d : m_items)
        delete d.item;
    m_items.clear();
    const double s = kSceneUnitsPerMetre;
    // Every item belongs to its object (`owner`), so a drag carries all of it; only the body is
    // selectable.
    enum Role { Drawing, Body };
    auto keep = [&](EntityKind kind, QGraphicsItem *item, double z, uint32_t owner, Role role = Drawing) {
        item->setZValue(z);
        item->setFlag(QGraphicsItem::ItemIsSelectable, role == Body);
        if (role != Body)
            item->setAcceptedMouseButtons(Qt::NoButton); // a click goes to what lies under it
        m_items.push_back({kind, item, owner, role == Body});
    };
    auto label = [&](EntityKind kind, uint32_t owner, const QString &text, const QColor &color, QPointF at, double z, int pixels = 22) {
        auto *t = scene.addSimpleText(text, labelFont(pixels));
        t->setBrush(color);
        t->setPos(at);
        keep(kind, t, z, owner);
    };
    // A rectangle given by its centre and size in its hall.
    auto rect = [&](HallId hall, double x, double y, double w, double d) {
        const QPointF c = toScene(hall, QPointF(x, y));
        return QRectF(c.x() - w * s / 2, c.y() - d * s / 2, w * s, d * s);
    };
    for (const Column &c : doc.columns()) {
        const QRectF r = rect(c.hall, c.xM, c.yM, c.widthM, c.depthM);
        keep(EntityKind::Column, scene.addRect(r, cosmetic(kConcrete.darker(150), 2), kConcrete), kColumnZ, c.id.value, Body);
        keep(EntityKind::Column, scene.addRect(r, Qt::NoPen, QBrush(kConcrete.darker(170), Qt::DiagCrossPattern)), kColumnZ, c.id.value);
    }
    for (const KeepOut &k : doc.keepOuts()) {
        const QRectF r = rect(k.hall, k.xM, k.yM, k.widthM, k.depthM);
        QColor wash = kKeepOut;
        wash.setAlpha(30);
        keep(EntityKind::KeepOut, scene.addRect(r, cosmetic(kKeepOut, 2, Qt::DashLine), wash), kKeepOutZ, k.id.value);
        keep(EntityKind::KeepOut, scene.addRect(r, Qt::NoPen, Qt::NoBrush), kPickZ, k.id.value, Body);
        keep(EntityKind::KeepOut, scene.addRect(r, Qt::NoPen, QBrush(kKeepOut, Qt::BDiagPattern)), kKeepOutZ, k.id.value);
        label(EntityKind::KeepOut, k.id.value, k.reason.isEmpty() ? k.name : k.name + QStringLiteral(" — ") + k.reason, kKeepOut.darker(130),
              r.topLeft() + QPointF(4, 2), kKeepOutZ);
    }
    for (const Cdu &c : doc.cdus()) {
        const CoolingLoop *loop = doc.loops().find(c.loop);
        const Part *part = doc.catalog().find(c.part);
        if (!loop)
            continue;
        const double w = part && part->widthM > 0 ? part->widthM : 0.6, d = part && part->depthM > 0 ? part->depthM : 0.6;
        auto *body = scene.addRect(QRectF(-w * s / 2, -d * s / 2, w * s, d * s), cosmetic(kCdu.darker(140), 2), kCdu.lighter(170));
        body->setPos(toScene(loop->hall, QPointF(c.xM, c.yM)));
        body->setRotation(c.rotationDeg);
        keep(EntityKind::Cdu, body, kCduZ, c.id.value, Body);
        auto *name = new QGraphicsSimpleTextItem(QStringLiteral("CDU"), body);
        name->setFont(labelFont(18));
        name->setBrush(kCdu.darker(160));
        name->setPos(-name->boundingRect().width() / 2, -name->boundingRect().height() / 2);
        body->setToolTip(QStringLiteral("%1 (%2, %3)").arg(c.name, part ? part->partNumber : QString(), loop->name));
    }
    for (const Busway &b : doc.busways()) {
        QPen pen(kBusway, 12);
        pen.setCapStyle(Qt::FlatCap);
        auto *line = scene.addLine(QLineF(toScene(b.hall, QPointF(b.x1M, b.y1M)), toScene(b.hall, QPointF(b.x2M, b.y2M))), pen);
        line->setToolTip(b.name);
        keep(EntityKind::Busway, line, kBuswayZ, b.id.value);
        pen.setColor(Qt::transparent);
        keep(EntityKind::Busway, scene.addLine(line->line(), pen), kPickZ, b.id.value, Body);
        label(EntityKind::Busway, b.id.value, b.name, kBusway.darker(130), toScene(b.hall, QPointF(b.x1M, b.y1M)) + QPointF(4, 8), kBuswayZ);
    }
    for (const ObjectRef &o : wasSelected)
        if (QGraphicsItem *item = body(o))
            item->setSelected(true);
}

std::vector<ObjectRef> FacilityLayer::selected() const
{
    std::vector<ObjectRef> out;
    for (const Drawn &d : m_items)
        if (d.body && d.item->isSelected())
            out.push_back({d.kind, d.owner});
    return out;
}

QGraphicsItem *FacilityLayer::body(ObjectRef object) const
{
    for (const Drawn &d : m_items)
        if (d.body && d.owner == object.id && d.kind == object.kind)
            return d.item;
    return nullptr;
}

std::optional<ObjectRef> FacilityLayer::objectOf(const QGraphicsItem *item) const
{
    for (; item; item = item->parentItem())
        for (const Drawn &d : m_items)
            if (d.item == item)
                return ObjectRef{d.kind, d.owner};
    return std::nullopt;
}

void FacilityLayer::offset(const std::vector<ObjectRef> &objects, QPointF delta) const
{
    for (const Drawn &d : m_items)
        if (std::find(objects.begin(), objects.end(), ObjectRef{d.kind, d.owner}) != objects.end())
            d.item->moveBy(delta.x(), delta.y());
}

int FacilityLayer::count(EntityKind kind) const
{
    return int(std::count_if(m_items.begin(), m_items.end(), [&](const Drawn &d) { return d.kind == kind; }));
}

} // namespace railyard
