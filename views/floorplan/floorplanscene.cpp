#include "floorplanscene.h"

#include "coolinglayer.h"
#include "engine/sitelayout.h"
#include "objectlocation.h"
#include "powerlayer.h"
#include "rackitem.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QSignalBlocker>

namespace railyard {

namespace {
const QColor kFloor(0xf4, 0xf5, 0xf7), kWall(0x60, 0x68, 0x72), kTray(0x78, 0x78, 0x78, 70);

QSizeF footprintOf(const Document &doc, const Rack &rack)
{
    const Part *p = doc.catalog().find(rack.part);
    return p && p->widthM > 0 && p->depthM > 0 ? QSizeF(p->widthM, p->depthM) : QSizeF(0.6, 1.2);
}
} // namespace

FloorPlanScene::FloorPlanScene(const Document &doc, const Engine &engine, const LiveRuleChecker &checker, QObject *parent)
    : QGraphicsScene(parent), m_doc(doc), m_engine(engine), m_checker(checker),
      m_power(buildPowerModel, [](const ChangeSet &c) { return powerLayerRelevant(c); },
              [&engine](const Engine::Delta &d, const SupplyModel &m) { return powerLayerRelevant(engine, d, m); }, 9),
      m_cooling(buildCoolingModel, [](const ChangeSet &c) { return coolingLayerRelevant(c); },
                [&doc, &engine](const Engine::Delta &d, const SupplyModel &m) { return coolingLayerRelevant(doc, engine, d, m); }, 8.5)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(&doc, &Document::changed, this, &FloorPlanScene::onChanged);
    // The engine follows the same edit first; recolor what it recomputed.
    connect(&engine, &Engine::updated, this, [this] {
        const Engine::Delta &delta = m_engine.lastDelta();
        m_power.followEngine(delta);
        m_cooling.followEngine(delta);
        if (delta.full) {
            recolorAll();
            return;
        }
        for (uint32_t r : delta.racks)
            if (RackItem *item = m_racks.value(r))
                recolor(item);
    });
    connect(&checker, &LiveRuleChecker::problemsChanged, this, &FloorPlanScene::updateProblems);
    rebuild();
}

void FloorPlanScene::redrawFacility()
{
    m_facility.rebuild(*this, m_doc, [this](HallId hall, QPointF m) { return toScene(hall, m); });
}

QPointF FloorPlanScene::toScene(HallId hall, QPointF hallM) const
{
    return m_hallOrigin.value(hall.value) + hallM * kSceneUnitsPerMetre;
}

QPointF FloorPlanScene::toHall(HallId hall, QPointF scene) const
{
    return (scene - m_hallOrigin.value(hall.value)) / kSceneUnitsPerMetre;
}

void FloorPlanScene::rebuild()
{
    // No pointer into the scene outlives the clear: every layer forgets its items before the
    // scene deletes them, and the scene is cleared without signals. (A selection slot reading a
    // layer in the middle of clear() read items clear() had deleted.) Whoever rebuilds restores
    // the selection and says so once.
    m_facility.forget();
    m_power.forget();
    m_cooling.forget();
    m_problemCables = nullptr;
    m_racks.clear();
    m_hallOrigin.clear();
    m_trays.clear();
    m_rowLabels.clear();
    {
        const QSignalBlocker quiet(this);
        clear();
    }
    // Halls where the cable routes have them (engine/sitelayout.h): side by side in id order.
    const std::vector<HallPlace> places = computeSiteLayout(m_doc);
    QFont title = QApplication::font();
    title.setPixelSize(90);
    title.setBold(true);
    for (const Hall &h : m_doc.halls()) {
        const double x = places[h.id.value].originXM * kSceneUnitsPerMetre;
        m_hallOrigin.insert(h.id.value, QPointF(x, 0));
        const QRectF floor(x, 0, std::max(1.0, h.widthM) * kSceneUnitsPerMetre, std::max(1.0, h.depthM) * kSceneUnitsPerMetre);
        QPen wall(kWall, 3);
        wall.setCosmetic(true);
        auto *rect = addRect(floor, wall, kFloor);
        rect->setZValue(-10);
        auto *name = addSimpleText(h.name, title);
        name->setBrush(kWall);
        name->setPos(floor.left(), floor.top() - 130);
    }
    addSiteCorridor(places);
    for (const Rack &r : m_doc.racks())
        addRack(r.id);
    rebuildTrays(true);
    redrawFacility();
    updateProblems();
    setSceneRect(itemsBoundingRect().adjusted(-300, -300, 300, 300));
    // After the scene's extent: the layers' room for labels beyond the walls does not widen it.
    const auto toSceneM = [this](HallId hall, QPointF m) { return toScene(hall, m); };
    m_power.rebuild(*this, m_doc, m_engine, toSceneM);
    m_cooling.rebuild(*this, m_doc, m_engine, toSceneM);
}

// With several halls, the corridor along their front walls and its tray, where the cables
// between halls run (docs/ENGINE.md, "Between halls"), each hall's exit marked on its wall.
void FloorPlanScene::addSiteCorridor(const std::vector<HallPlace> &places)
{
    double right = 0, halls = 0;
    for (const HallPlace &p : places)
        if (p.valid) {
            right = std::max(right, p.originXM + p.widthM);
            ++halls;
        }
    if (halls < 2)
        return;
    const double s = kSceneUnitsPerMetre;
    auto *corridor = addRect(QRectF(0, -kSiteCorridorM * s, right * s, kSiteCorridorM * s), Qt::NoPen, kFloor.darker(104));
    corridor->setZValue(-11);
    QPen tray(kTray, 30);
    tray.setCapStyle(Qt::FlatCap);
    auto *line = addLine(QLineF(0, -kSiteCorridorM / 2 * s, right * s, -kSiteCorridorM / 2 * s), tray);
    line->setZValue(-9);
    QPen exit(kWall, 8);
    exit.setCapStyle(Qt::FlatCap);
    for (const HallPlace &p : places)
        if (p.valid) {
            const double x = (p.originXM + p.exitXM()) * s;
            addLine(QLineF(x, -kSiteCorridorM / 2 * s, x, 0), exit)->setZValue(-9);
        }
}

void FloorPlanScene::addRack(RackId id)
{
    auto *item = new RackItem(id, footprintOf(m_doc, m_doc.racks().at(id)));
    addItem(item);
    m_racks.insert(id.value, item);
    placeRack(item);
    recolor(item);
}

void FloorPlanScene::placeRack(RackId rack)
{
    if (RackItem *i = item(rack); i && m_doc.racks().contains(rack))
        placeRack(i);
}

void FloorPlanScene::placeRack(RackItem *item)
{
    const Rack &r = m_doc.racks().at(item->rack());
    const QPointF pos = toScene(m_doc.hallOf(r.id), QPointF(r.xM, r.yM));
    if (item->pos() != pos)
        item->setPos(pos);
    item->setRotation(r.rotationDeg);
    item->beginDrag(); // a drag in progress snaps from where the document has the rack
}

void FloorPlanScene::recolor(RackItem *item)
{
    // The engine reports an edit before this scene hears of it: a rack it names may be gone
    // already (its item goes when the change set arrives).
    if (!m_doc.racks().contains(item->rack()))
        return;
    const RackShade shade = shadeRack(m_doc, m_engine, item->rack(), m_metric);
    item->setLook(shade.fill, m_doc.racks().at(item->rack()).name, m_problemRacks.contains(item->rack().value));
}

void FloorPlanScene::recolorAll()
{
    for (RackItem *item : std::as_const(m_racks))
        recolor(item);
}

void FloorPlanScene::setMetric(RackMetric metric)
{
    m_metric = metric;
    recolorAll();
}

void FloorPlanScene::onChanged(const ChangeSet &changes)
{
    if (changes.isReset() || changes.touches(EntityKind::Hall) || changes.touches(EntityKind::Row)) {
        // A new design starts unselected: IDs of the old one mean other racks there.
        const std::vector<RackId> racks = changes.isReset() ? std::vector<RackId>{} : selectedRacks();
        const std::vector<ObjectRef> facility = changes.isReset() ? std::vector<ObjectRef>{} : m_facility.selected();
        rebuild();
        select(racks, facility);
        return;
    }
    if (changes.touches(EntityKind::Column) || changes.touches(EntityKind::KeepOut) || changes.touches(EntityKind::Cdu)
        || changes.touches(EntityKind::Busway) || changes.touches(EntityKind::Loop))
        redrawFacility();
    m_power.follow(changes);
    m_cooling.follow(changes);
    for (const Change &c : changes.changes()) {
        if (c.kind != EntityKind::Rack)
            continue;
        RackItem *item = m_racks.value(c.id);
        if (c.type == ChangeType::Removed) {
            m_racks.remove(c.id);
            delete item;
        } else if (c.type == ChangeType::Added && !item) {
            addRack(RackId(c.id));
        } else if (item) {
            item->setFootprint(footprintOf(m_doc, m_doc.racks().at(RackId(c.id))));
            placeRack(item);
            recolor(item);
        }
    }
    // Which rows a cable runs in changes only with cables, devices or a rack's row; a rack move
    // changes only where its own row's tray runs. Cables alone (made, deleted, re-plugged by
    // hand) are followed one by one.
    bool recount = changes.touches(EntityKind::Device);
    QSet<uint32_t> cableRows;
    if (!recount && changes.touches(EntityKind::Cable))
        cableRows = countCableChanges(changes);
    QSet<uint32_t> movedRows;
    for (const Change &c : changes.changes()) {
        if (c.kind != EntityKind::Rack)
            continue;
        recount = recount || c.type != ChangeType::Modified || (c.fields & Rack::kRow);
        if (const Rack *r = m_doc.racks().find(RackId(c.id)))
            movedRows.insert(r->row.value);
    }
    if (recount) {
        rebuildTrays(true);
    } else {
        movedRows.unite(cableRows);
        for (uint32_t row : std::as_const(movedRows))
            updateTray(RowId(row));
    }
    if (m_problemCables && changes.touches(EntityKind::Rack))
        drawProblemCables(); // the lines follow their racks
}

void FloorPlanScene::rebuildTrays(bool recount)
{
    if (recount)
        countTrayCables();
    for (const Row &row : m_doc.rows())
        updateTray(row.id);
    // Trays and labels of rows that no longer exist.
    for (auto it = m_rowLabels.begin(); it != m_rowLabels.end();) {
        if (!m_doc.rows().contains(RowId(it.key()))) {
            delete it.value();
            it = m_rowLabels.erase(it);
        } else {
            ++it;
        }
    }
    for (auto it = m_trays.begin(); it != m_trays.end();) {
        if (!m_doc.rows().contains(RowId(it.key()))) {
            delete it.value();
            it = m_trays.erase(it);
        } else {
            ++it;
        }
    }
}

// Cables per row tray: a cable runs in the trays of the rows its two ends stand in (the second
// is 0 when both ends stand in one row).
std::pair<uint32_t, uint32_t> FloorPlanScene::rowsOf(const Cable &c) const
{
    auto rowOfPort = [&](PortId p) -> uint32_t {
        const Port *port = m_doc.ports().find(p);
        const Device *d = port ? m_doc.devices().find(port->device) : nullptr;
        const Rack *r = d ? m_doc.racks().find(d->rack) : nullptr;
        return r ? r->row.value : 0;
    };
    const uint32_t a = rowOfPort(c.a), b = rowOfPort(c.b);
    return {a, b != a ? b : 0};
}

void FloorPlanScene::countTrayCables()
{
    m_trayCables.clear();
    m_cableRows.assign(size_t(m_doc.idCounters()[size_t(EntityKind::Cable)]), {0, 0});
    for (const Cable &c : m_doc.cables()) {
        const auto rows = rowsOf(c);
        for (uint32_t row : {rows.first, rows.second})
            if (row)
                ++m_trayCables[row];
        if (c.id.value < m_cableRows.size())
            m_cableRows[c.id.value] = rows;
    }
}

QSet<uint32_t> FloorPlanScene::countCableChanges(const ChangeSet &changes)
{
    QSet<uint32_t> touched;
    for (const Change &c : changes.changes()) {
        if (c.kind != EntityKind::Cable || (c.type == ChangeType::Modified && !(c.fields & Cable::kEnds)))
            continue;
        if (c.id >= m_cableRows.size())
            m_cableRows.resize(std::max<size_t>(c.id + 1, m_cableRows.size() * 3 / 2), {0, 0});
        auto &counted = m_cableRows[c.id];
        for (uint32_t row : {counted.first, counted.second})
            if (row) {
                --m_trayCables[row];
                touched.insert(row);
            }
        const Cable *now = m_doc.cables().find(CableId(c.id));
        counted = now ? rowsOf(*now) : std::pair<uint32_t, uint32_t>{0, 0};
        for (uint32_t row : {counted.first, counted.second})
            if (row) {
                ++m_trayCables[row];
                touched.insert(row);
            }
    }
    return touched;
}

void FloorPlanScene::updateRowLabel(RowId id, const RowGeometry &g)
{
    QGraphicsSimpleTextItem *label = m_rowLabels.value(id.value);
    const Row *row = m_doc.rows().find(id);
    if (!row || !g.valid) {
        delete label;
        m_rowLabels.remove(id.value);
        return;
    }
    if (!label) {
        QFont font = QApplication::font();
        font.setPixelSize(40);
        font.setBold(true);
        label = addSimpleText(QString(), font);
        label->setBrush(kWall);
        label->setZValue(6);
        label->setVisible(layerVisible(Layer::RowLabels));
        m_rowLabels.insert(id.value, label);
    }
    label->setText(row->name);
    // Before the row's first rack, on the row's line.
    const QPointF start = toScene(row->hall, g.alongY ? QPointF(g.lineM, g.startM) : QPointF(g.startM, g.lineM));
    const QRectF box = label->boundingRect();
    label->setPos(g.alongY ? start - QPointF(box.width() / 2, box.height() + 80) : start - QPointF(box.width() + 80, box.height() / 2));
}

void FloorPlanScene::updateTray(RowId id)
{
    const Row *row = m_doc.rows().find(id);
    const RowGeometry g = row ? m_engine.rowGeometry(id) : RowGeometry{};
    const int cables = m_trayCables.value(id.value);
    QGraphicsLineItem *tray = m_trays.value(id.value);
    updateRowLabel(id, g);
    if (!g.valid || cables == 0) {
        delete tray;
        m_trays.remove(id.value);
        return;
    }
    // Bundle width: about 1 cm per 25 cables, as a 30 cm tray holds some 700 fibre cords.
    const double widthUnits = std::clamp(cables / 25.0, 4.0, 60.0);
    const QPointF a = toScene(row->hall, g.alongY ? QPointF(g.lineM, g.startM) : QPointF(g.startM, g.lineM));
    const QPointF b = toScene(row->hall, g.alongY ? QPointF(g.lineM, g.endM) : QPointF(g.endM, g.lineM));
    if (!tray) {
        tray = addLine(QLineF(a, b), QPen(kTray, widthUnits, Qt::SolidLine, Qt::FlatCap));
        tray->setZValue(5); // overhead: above the racks
        tray->setVisible(layerVisible(Layer::Trays));
        m_trays.insert(id.value, tray);
    } else if (tray->line() != QLineF(a, b) || tray->pen().widthF() != widthUnits) {
        tray->setLine(QLineF(a, b));
        tray->setPen(QPen(kTray, widthUnits, Qt::SolidLine, Qt::FlatCap));
    }
    tray->setToolTip(tr("Tray of row %1: %n cable(s)", nullptr, cables).arg(row->name));
}

void FloorPlanScene::collectProblemCables()
{
    // A cable in a problem (over reach, a swap, a wrong leaf) is drawn from rack to rack in
    // the problem color; a few thousand at most, so a broken design stays readable and a rack
    // move redraws them without walking every problem again.
    constexpr size_t kMaxLines = 2000;
    m_problemCableIds.clear();
    for (const Problem &p : m_checker.problems()) {
        if (p.waived)
            continue;
        for (const ObjectRef &o : p.objects)
            if (o.kind == EntityKind::Cable && m_problemCableIds.size() < kMaxLines)
                m_problemCableIds.push_back(CableId(o.id));
        if (m_problemCableIds.size() >= kMaxLines)
            break;
    }
}

void FloorPlanScene::drawProblemCables()
{
    delete m_problemCables;
    m_problemCables = nullptr;
    auto rackAt = [&](PortId p) -> RackItem * {
        const Port *port = m_doc.ports().find(p);
        const Device *d = port ? m_doc.devices().find(port->device) : nullptr;
        return d ? m_racks.value(d->rack.value) : nullptr;
    };
    QPainterPath path;
    int lines = 0;
    for (CableId id : m_problemCableIds) {
        const Cable *c = m_doc.cables().find(id);
        RackItem *a = c ? rackAt(c->a) : nullptr;
        RackItem *b = c ? rackAt(c->b) : nullptr;
        if (!a || !b)
            continue;
        path.moveTo(a->pos());
        path.lineTo(b == a ? b->pos() + QPointF(0, 1) : b->pos());
        ++lines;
    }
    m_problemCableCount = lines;
    if (lines == 0)
        return;
    QPen pen(QColor(0xd3, 0x2f, 0x2f, 200), 2);
    pen.setCosmetic(true);
    m_problemCables = addPath(path, pen);
    m_problemCables->setZValue(8);
    m_problemCables->setVisible(layerVisible(Layer::ProblemCables));
}

void FloorPlanScene::setLayerVisible(Layer layer, bool on)
{
    m_layers[size_t(layer)] = on;
    for (QGraphicsLineItem *tray : std::as_const(m_trays))
        tray->setVisible(layerVisible(Layer::Trays));
    for (QGraphicsSimpleTextItem *label : std::as_const(m_rowLabels))
        label->setVisible(layerVisible(Layer::RowLabels));
    if (m_problemCables)
        m_problemCables->setVisible(layerVisible(Layer::ProblemCables));
}

void FloorPlanScene::updateProblems()
{
    collectProblemCables();
    drawProblemCables();
    QSet<uint32_t> racks;
    for (const Problem &p : m_checker.problems())
        if (!p.waived)
            for (RackId r : racksOfObjects(m_doc, p.objects))
                racks.insert(r.value);
    if (racks == m_problemRacks)
        return;
    const QSet<uint32_t> changed = (racks - m_problemRacks) + (m_problemRacks - racks);
    m_problemRacks = std::move(racks);
    for (uint32_t r : changed)
        if (RackItem *item = m_racks.value(r))
            recolor(item);
}

std::vector<RackId> FloorPlanScene::selectedRacks() const
{
    std::vector<RackId> racks;
    for (QGraphicsItem *i : selectedItems())
        if (auto *rack = dynamic_cast<RackItem *>(i))
            racks.push_back(rack->rack());
    return racks;
}

void FloorPlanScene::selectRacks(const std::vector<RackId> &racks)
{
    select(racks, {});
}

void FloorPlanScene::select(const std::vector<RackId> &racks, const std::vector<ObjectRef> &facility)
{
    {
        const QSignalBlocker block(this);
        clearSelection();
        for (RackId r : racks)
            if (RackItem *item = m_racks.value(r.value))
                item->setSelected(true);
        for (const ObjectRef &o : facility)
            if (QGraphicsItem *body = m_facility.body(o))
                body->setSelected(true);
    }
    emit selectionChanged();
}

} // namespace railyard
