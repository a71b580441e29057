#include "floorplandrop.h"

#include "layout/rackscalefill.h"
#include "layout/racktemplates.h"
#include "layout/templatefill.h"

#include "commands/editor.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "layout/loopcdu.h"
#include "layout/rackpdu.h"
#include "layout/rackplacement.h"
#include "layout/rowline.h"
#include "layout/rowpower.h"
#include "plancursor.h"
#include "rackitem.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsObject>
#include <QPainter>
#include <QTimer>

namespace railyard {

namespace {
const QColor kFits(0x2e, 0x7d, 0x32), kRefused(0xc6, 0x28, 0x28);
} // namespace

// What a drop would do, written at a readable size whatever the zoom.
class GhostLabel : public QGraphicsItem {
public:
    explicit GhostLabel(QGraphicsItem *parent) : QGraphicsItem(parent) { setFlag(ItemIgnoresTransformations); }
    void set(const QString &text, const QColor &color)
    {
        prepareGeometryChange();
        m_text = text;
        m_color = color;
        QFont f;
        f.setPixelSize(12);
        f.setBold(true);
        m_font = f;
        const QRectF box = QFontMetricsF(f).boundingRect(QRectF(0, 0, 360, 200), Qt::TextWordWrap, text).adjusted(-4, -2, 4, 2);
        m_box = QRectF(-box.width() / 2, -box.height() - 4, box.width(), box.height()); // above the anchor
    }
    QRectF boundingRect() const override { return m_box; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(255, 255, 255, 230));
        p->drawRect(m_box);
        p->setPen(m_color);
        p->setFont(m_font);
        p->drawText(m_box, Qt::AlignCenter | Qt::TextWordWrap, m_text);
    }

private:
    QString m_text;
    QColor m_color;
    QFont m_font;
    QRectF m_box;
};

// The footprint a drop would take, or the rack it would go to, green or red.
class DropGhost : public QGraphicsObject {
public:
    DropGhost() : m_label(new GhostLabel(this)) { setZValue(50); }
    void set(const QRectF &rect, bool ok, const QString &text)
    {
        prepareGeometryChange();
        m_rect = rect;
        m_ok = ok;
        m_label->set(text, ok ? kFits : kRefused);
        m_label->setPos(rect.center().x(), rect.top());
        setToolTip(text);
        setData(0, ok); // whether the drop would be taken (tests)
        update();
    }
    bool ok() const { return m_ok; }
    QRectF boundingRect() const override { return m_rect.adjusted(-2, -2, 2, 2); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QColor c = m_ok ? kFits : kRefused;
        QPen pen(c, 2, Qt::DashLine);
        pen.setCosmetic(true);
        p->setPen(pen);
        QColor fill = c;
        fill.setAlpha(70);
        p->setBrush(fill);
        p->drawRect(m_rect);
    }

private:
    QRectF m_rect;
    bool m_ok = true;
    GhostLabel *m_label;
};

// Where a part would land and what it would do there; `apply` makes the edit.
struct FloorPlanDrop::Target {
    bool ok = false;
    QString text;
    QPointF scenePos;
    double rotationDeg = 0;
    QRectF rect; // around scenePos, unrotated
    std::function<QString()> apply; // makes the edit; what it did
    // An edit the model may still refuse when it is made (a name taken since the drag began).
    std::function<PartDropTarget::Verdict()> tryApply;

};

FloorPlanDrop::FloorPlanDrop(Document &doc, FloorPlanView *view) : PartDropTarget(doc, view), m_view(view)
{
    view->setAcceptDrops(true);
    view->installEventFilter(this); // to follow a new viewport (OpenGL on or off)
    watchViewport();
}

FloorPlanDrop::~FloorPlanDrop()
{
    clearGhost();
}

void FloorPlanDrop::watchViewport()
{
    m_view->viewport()->setAcceptDrops(true);
    // Ahead of the view's own handling, which would hand the drag to the scene.
    m_view->viewport()->installEventFilter(this);
}

FloorPlanDrop::Target FloorPlanDrop::targetAt(const Part &part, QPoint viewportPos)
{
    Target t;
    FloorPlanScene *scene = m_view->floorScene();
    const QPointF at = m_view->mapToScene(viewportPos);
    t.scenePos = at;
    t.rect = QRectF(-30, -60, 60, 120);
    if (part.category == PartCategory::Rack || part.category == PartCategory::RackSystem) {
        HallId hall;
        for (const Hall &h : m_doc.halls()) {
            const QPointF m = scene->toHall(h.id, at);
            if (m.x() >= 0 && m.y() >= 0 && m.x() <= h.widthM && m.y() <= h.depthM)
                hall = h.id;
        }
        if (!hall) {
            t.text = m_doc.halls().size() == 0 ? tr("The design has no hall: add one with Insert > Hall first.")
                                                : tr("Drop %1 inside a hall.").arg(part.partNumber);
            return t;
        }
        const QPointF m = scene->toHall(hall, at);
        const std::vector<RackPlacement> plans = planRacksAt(m_doc, hall, part.id, m.x(), m.y(), m_quantity);
        const RackPlacement &plan = plans.front();
        const auto refused = std::find_if(plans.begin(), plans.end(), [](const RackPlacement &p) { return !p.ok(); });
        t.ok = refused == plans.end();
        t.scenePos = scene->toScene(hall, QPointF(plan.xM, plan.yM));
        t.rotationDeg = plan.rotationDeg;
        const QSizeF s = plan.footprintM * kSceneUnitsPerMetre;
        t.rect = QRectF(-s.width() / 2, -s.height() / 2, s.width(), s.height());
        const QString names = plans.size() > 1 ? tr("%1 to %2").arg(plan.name, plans.back().name) : plan.name;
        t.text = t.ok ? (plan.row ? tr("%1 in row %2").arg(names, m_doc.rows().at(plan.row).name)
                                  : tr("%1 in a new row %2").arg(names, plan.newRowName))
                      : refused->refusal;
        if (!m_template.isEmpty()) {
            targetTemplate(t, plans, hall, names);
            return t;
        }
        if (const RackScaleFill fill = planRackScaleFill(m_doc, hall, part.id); t.ok && fill.system.frame)
            t.text += fill.ok() ? tr(", whole: %1 compute trays, %2 NVLink switch trays, %3 + %3 power shelves%4")
                                      .arg(fill.system.trays)
                                      .arg(fill.system.switchTrays)
                                      .arg(fill.shelvesPerSide)
                                      .arg(fill.loop ? tr(", on loop %1").arg(m_doc.loops().at(fill.loop).name) : QString())
                                : QStringLiteral(" (") + fill.refusal + QLatin1Char(')');
        t.apply = [this, plans, names] {
            Editor editor(m_doc);
            const std::vector<RackId> placed = placeRacks(editor, plans);
            if (!placed.empty())
                emit racksPlaced(placed);
            return plans.size() > 1 ? tr("Placed racks %1").arg(names) : tr("Placed rack %1").arg(names);
        };
        return t;
    }
    const bool shelf = part.category == PartCategory::PowerShelf; // a rack side of DC shelves, as a PDU
    if (part.category != PartCategory::Pdu && !shelf && part.category != PartCategory::Cdu && part.category != PartCategory::Busway) {
        t.text = part.uHeight > 0 ? tr("Drop %1 on a rack's elevation to mount it.").arg(part.partNumber)
                                  : tr("%1 is not placed on the floor plan.").arg(part.partNumber);
        return t;
    }
    // PDUs and CDUs go to the rack under the pointer, else to the row; busways to the row.
    RackItem *item = nullptr;
    for (QGraphicsItem *i : scene->items(at))
        if ((item = dynamic_cast<RackItem *>(i)))
            break;
    if (shelf && !item) {
        t.text = tr("Drop %1 on a rack: power shelves feed one rack's busbar.").arg(part.partNumber);
        return t;
    }
    if (part.category == PartCategory::Busway || !item) {
        const HallPoint where = hallPointAt(m_doc, *scene, at);
        const std::optional<RowId> row = where.hall ? rowAt(m_doc, where.hall, where.m) : std::nullopt;
        if (!row) {
            t.text = part.category == PartCategory::Busway ? tr("Drop %1 along a row.").arg(part.partNumber)
                                                           : tr("Drop %1 on a rack or a row.").arg(part.partNumber);
            return t;
        }
        targetRow(t, part, *row, where.hall);
        return t;
    }
    t.scenePos = item->pos();
    t.rotationDeg = item->rotation();
    t.rect = item->boundingRect();
    const RackId rack = item->rack();
    if (part.category == PartCategory::Pdu || shelf) {
        const RackPduPlan plan = planRackPdu(m_doc, rack, part.id);
        t.ok = plan.ok();
        t.text = plan.ok() ? tr("%1 on side %2 of rack %3").arg(plan.name, toToken(plan.side).toUpper(), m_doc.racks().at(rack).name)
                           : plan.refusal;
        t.apply = [this, plan, shelf] {
            Editor editor(m_doc);
            addRackPdu(editor, plan);
            const QString rackName = m_doc.racks().at(plan.rack).name;
            return shelf ? tr("Added power shelves %1 to rack %2").arg(plan.name, rackName) : tr("Added PDU %1 to rack %2").arg(plan.name, rackName);
        };
    } else {
        const LoopCduPlan plan = planLoopCdu(m_doc, rack, part.id);
        t.ok = plan.ok();
        t.text = !plan.ok() ? plan.refusal
                 : plan.loop ? tr("One more %1 on loop %2").arg(part.partNumber, m_doc.loops().at(plan.loop).name)
                             : tr("A new loop %1 with one %2").arg(plan.newLoopName, part.partNumber);
        t.apply = [this, plan, text = t.text] {
            Editor editor(m_doc);
            addLoopCdu(editor, plan);
            return text;
        };
    }
    return t;
}

void FloorPlanDrop::targetTemplate(Target &t, const std::vector<RackPlacement> &plans, HallId hall, const QString &names)
{
    const std::optional<RackTemplate> tpl = findRackTemplate(m_doc, m_template);
    if (!tpl) {
        t.ok = false;
        t.text = tr("The design no longer has rack template %1.").arg(m_template);
        return;
    }
    const TemplateFill fill = planTemplateFill(m_doc, hall, *tpl);
    if (!fill.ok()) {
        t.ok = false;
        t.text = fill.refusal;
        return;
    }
    if (!t.ok)
        return; // the place's refusal
    t.text += tr(", from template %1: %n device(s)", nullptr, int(tpl->devices.size())).arg(tpl->name);
    if (!fill.waiting.isEmpty())
        t.text += tr("; waiting for %1").arg(fill.waiting.join(tr(", ")));
    t.tryApply = [this, plans, tpl = *tpl, names]() -> Verdict {
        Editor editor(m_doc);
        const Result<std::vector<RackId>> placed = placeTemplateRacks(editor, plans, tpl);
        if (!placed)
            return {false, placed.error()};
        emit racksPlaced(placed.value());
        return {true, plans.size() > 1 ? tr("Placed racks %1 from template %2").arg(names, tpl.name)
                                       : tr("Placed rack %1 from template %2").arg(names, tpl.name)};
    };
}

void FloorPlanDrop::targetRow(Target &t, const Part &part, RowId row, HallId hall)
{
    // The ghost covers the row's line, from its first to its last rack.
    const RowLine line = rowLine(m_doc, row, 0.6);
    const auto end = [&](double along) { return line.alongX ? QPointF(along, line.across) : QPointF(line.across, along); };
    const QPointF a = m_view->floorScene()->toScene(hall, end(line.first - line.pitch / 2));
    const QPointF b = m_view->floorScene()->toScene(hall, end(line.last + line.pitch / 2));
    const double half = 0.6 * kSceneUnitsPerMetre; // about half a rack's depth each side of the line
    const QRectF rect = QRectF(a, b).normalized().adjusted(-half, -half, half, half);
    t.scenePos = rect.center();
    t.rotationDeg = 0;
    t.rect = rect.translated(-rect.center());
    const QString rowName = m_doc.rows().at(row).name;
    if (part.category == PartCategory::Pdu) {
        const RowPduPlan plan = planRowPdus(m_doc, row, part.id);
        t.ok = plan.ok();
        t.text = plan.ok() ? tr("%n PDU(s) for row %1", nullptr, int(plan.racks.size())).arg(rowName) : plan.refusal;
        t.apply = [this, plan, rowName] {
            Editor editor(m_doc);
            return tr("Added %n PDU(s) to row %1", nullptr, addRowPdus(editor, plan)).arg(rowName);
        };
    } else if (part.category == PartCategory::Cdu) {
        const LoopCduPlan plan = planRowCdu(m_doc, row, part.id);
        t.ok = plan.ok();
        t.text = !plan.ok() ? plan.refusal
                 : plan.loop ? tr("One more %1 on loop %2 at the end of row %3").arg(part.partNumber, m_doc.loops().at(plan.loop).name, rowName)
                             : tr("A new loop %1 with one %2 at the end of row %3").arg(plan.newLoopName, part.partNumber, rowName);
        t.apply = [this, plan, text = t.text] {
            Editor editor(m_doc);
            addLoopCdu(editor, plan);
            return text;
        };
    } else {
        const RowBuswayPlan plan = planRowBusway(m_doc, row, part.id);
        t.ok = plan.ok();
        t.text = plan.ok() ? tr("Busway %1 over row %2, %n tap-off(s)", nullptr, int(plan.tapOffs.size())).arg(plan.busway.name, rowName)
                           : plan.refusal;
        t.apply = [this, plan, rowName] {
            Editor editor(m_doc);
            return addRowBusway(editor, plan) ? tr("Added busway %1 over row %2 with %n tap-off(s)", nullptr, int(plan.tapOffs.size())).arg(plan.busway.name, rowName)
                                              : tr("Busway %1 could not be added over row %2.").arg(plan.busway.name, rowName);
        };
    }
}

FloorPlanDrop::Outcome FloorPlanDrop::preview(const Part &part, QPoint viewportPos)
{
    const Target t = targetAt(part, viewportPos);
    return {t.ok, t.text};
}

QGraphicsObject *FloorPlanDrop::ghost() const
{
    return m_ghost;
}

void FloorPlanDrop::showGhost(const Target &t)
{
    if (!m_ghost) {
        m_ghost = new DropGhost;
        m_view->floorScene()->addItem(m_ghost);
    }
    m_ghost->setPos(t.scenePos);
    m_ghost->setRotation(t.rotationDeg);
    m_ghost->set(t.rect, t.ok, t.text);
}

void FloorPlanDrop::clearGhost()
{
    delete m_ghost.data();
}

bool FloorPlanDrop::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::ChildAdded) // a new viewport: watch it once in place
        QTimer::singleShot(0, this, &FloorPlanDrop::watchViewport);
    return PartDropTarget::eventFilter(watched, event);
}

QWidget *FloorPlanDrop::dropWidget() const
{
    return m_view->viewport();
}

PartDropTarget::Verdict FloorPlanDrop::showDrop(const Part &part, QPointF at)
{
    const Target t = targetAt(part, at.toPoint());
    showGhost(t);
    return {t.ok, t.text};
}

void FloorPlanDrop::hideDrop()
{
    clearGhost();
}

PartDropTarget::Verdict FloorPlanDrop::applyDrop(const Part &part, QPointF at)
{
    const Target t = targetAt(part, at.toPoint());
    if (t.ok && t.tryApply)
        return t.tryApply();
    if (!t.ok || !t.apply)
        return {false, t.text};
    return {true, t.apply()};
}

} // namespace railyard
