#include "fabricview.h"

#include "cabling/cablelabels.h"

#include <QContextMenuEvent>
#include <QGraphicsPathItem>
#include <QMenu>
#include <QPainter>
#include <QRegularExpression>
#include <set>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QTimer>
#include <QWheelEvent>
#include <cmath>
#include <map>

namespace railyard {

namespace {
const QColor kProblem(0xd3, 0x2f, 0x2f);

// Eight distinguishable rail colors, repeated for more rails.
QColor railColor(int rail)
{
    static const QColor kRails[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd),
                                    QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22)};
    return rail < 0 ? QColor(0x9e, 0x9e, 0x9e) : kRails[rail % 8];
}

constexpr double kRowGap = 260, kNodeW = 10, kSwitchW = 18;
constexpr double kLabelPx = 11; // device names need this many pixels between neighbours

// A name's sort key with its numbers zero-padded, so spine-2 comes before spine-10.
QString naturalKey(const QString &name)
{
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    QString key;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : digits.globalMatch(name)) {
        key += name.mid(from, m.capturedStart() - from) + m.captured().rightJustified(10, QLatin1Char('0'));
        from = m.capturedEnd();
    }
    return key + name.mid(from);
}
} // namespace

FabricView::FabricView(const Document &doc, const LiveRuleChecker &checker, QWidget *parent)
    : QGraphicsView(parent), m_doc(doc), m_checker(checker), m_scene(new QGraphicsScene(this)), m_rebuild(new QTimer(this)),
      m_filterBar(nullptr)
{
    setScene(m_scene);
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setBackgroundBrush(Qt::white);
    m_rebuild->setSingleShot(true);
    m_rebuild->setInterval(200);
    connect(m_rebuild, &QTimer::timeout, this, &FabricView::rebuild);
    // The filter bar sits above the drawing, in a margin of the view (as a table's header does).
    m_filterBar = new FabricFilterBar(doc, this);
    setViewportMargins(0, m_filterBar->sizeHint().height(), 0, 0);
    connect(m_filterBar, &FabricFilterBar::changed, this, &FabricView::rebuild);
    // The drawing depends on devices and cables only; it is rebuilt when they change and it is shown.
    connect(&doc, &Document::changed, this, [this](const ChangeSet &changes) {
        if (changes.touches(EntityKind::Cable) || changes.touches(EntityKind::Device) || changes.touches(EntityKind::Network)) {
            m_stale = true;
            if (isVisible())
                m_rebuild->start();
        }
    });
    connect(&checker, &LiveRuleChecker::problemsChanged, this, [this] {
        if (!m_stale)
            drawProblems();
    });
}

void FabricView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (m_stale)
        rebuild();
}

void FabricView::setFilter(const FabricFilter &filter)
{
    m_filterBar->setFilter(filter); // tells the view through changed()
}

std::vector<CableId> FabricView::drawnCables() const
{
    std::vector<CableId> out;
    out.reserve(m_links.size());
    for (const auto &[cable, line] : m_links)
        out.push_back(cable);
    return out;
}

void FabricView::rebuild()
{
    m_rebuild->stop();
    m_stale = false;
    m_scene->clear();
    m_anchor.clear();
    m_links.clear();
    m_labels.clear();
    m_highlight = nullptr;
    m_problems = nullptr;
    m_drawnLinks = 0;
    m_filterBar->refresh();
    m_filter = m_filterBar->filter();
    const NetworkId network = m_filter.network ? m_filter.network : defaultFabricNetwork(m_doc);
    // The networks drawn, with the plane each stands for (all planes side by side, plane 1 left).
    QHash<uint32_t, int> planeOf;
    if (m_filter.allPlanes)
        for (NetworkId id : planeNetworks(m_doc))
            planeOf.insert(id.value, m_doc.networks().at(id).plane);
    if (planeOf.isEmpty())
        planeOf.insert(network.value, 0);
    const bool narrowed = m_filter.su >= 0 || m_filter.pod >= 0 || m_filter.rail >= 0;
    const QHash<uint32_t, int> pods = m_filter.pod >= 0 && !m_filter.allPlanes ? fabricPods(m_doc, network) : QHash<uint32_t, int>();

    // Tiers, bottom up: nodes (by SU and name), leaves (by plane, SU, then rail), spines, cores.
    // The leaves pass the filter; the rest is what they reach.
    std::map<std::tuple<int, int, int, QString>, DeviceId> tiers[4];
    QHash<uint32_t, int> railOfSwitch;
    for (const Device &d : m_doc.devices()) {
        const Part &part = m_doc.catalog().at(d.part);
        if (part.category != PartCategory::Switch || !planeOf.contains(d.network.value) || d.tier == FabricTier::None)
            continue;
        railOfSwitch.insert(d.id.value, d.rail);
        const int tier = d.tier == FabricTier::Leaf ? 1 : d.tier == FabricTier::Spine ? 2 : 3;
        if (tier == 1 && ((m_filter.su >= 0 && d.su != m_filter.su) || (m_filter.rail >= 0 && d.rail != m_filter.rail)
                          || (m_filter.pod >= 0 && pods.value(d.id.value, -1) != m_filter.pod)))
            continue;
        if (tier == 1 || !narrowed)
            tiers[tier][{planeOf.value(d.network.value), d.su, d.rail, naturalKey(d.name)}] = d.id;
    }
    // Nodes are the devices cabled to the leaves; with a filter, the spines are those the leaves
    // reach (in the pod), and the cores those the spines reach (none for a rail: a core carries
    // every rail).
    QSet<uint32_t> spinesReached;
    for (const auto &[key, leaf] : tiers[1])
        for (PortId p : m_doc.portsOf(leaf))
            for (CableId c : m_doc.cablesAt(p)) {
                const Cable &cable = m_doc.cables().at(c);
                const Port &far = m_doc.ports().at(m_doc.otherEnd(cable, p));
                const Device &node = m_doc.devices().at(far.device);
                if (m_doc.catalog().at(node.part).category != PartCategory::Switch)
                    tiers[0][{0, std::get<1>(key), 0, node.name}] = node.id; // generated names are zero-padded already
                else if (narrowed && planeOf.contains(node.network.value) && node.tier == FabricTier::Spine
                         && (m_filter.pod < 0 || pods.value(node.id.value, -1) == m_filter.pod)) {
                    tiers[2][{planeOf.value(node.network.value), node.su, node.rail, naturalKey(node.name)}] = node.id;
                    spinesReached.insert(node.id.value);
                }
            }
    if (narrowed && m_filter.rail < 0)
        for (uint32_t spine : spinesReached)
            for (PortId p : m_doc.portsOf(DeviceId(spine)))
                for (CableId c : m_doc.cablesAt(p)) {
                    const Device &far = m_doc.devices().at(m_doc.ports().at(m_doc.otherEnd(m_doc.cables().at(c), p)).device);
                    if (planeOf.contains(far.network.value) && far.tier == FabricTier::Core)
                        tiers[3][{planeOf.value(far.network.value), far.su, far.rail, naturalKey(far.name)}] = far.id;
                }

    QFont font = this->font();
    font.setPixelSize(11);
    std::map<int, std::pair<double, double>> planeSpan; // plane -> x range of its switches
    double planeTop = INFINITY;                         // the highest tier of switches drawn
    const QString tierNames[4] = {tr("GPU nodes"), tr("Leaves"), tr("Spines"), tr("Cores")};
    double width = 0;
    for (int t = 0; t < 4; ++t)
        width = std::max(width, double(tiers[t].size()) * (t == 0 ? kNodeW + 4 : kSwitchW + 10));
    for (int t = 0; t < 4; ++t) {
        if (tiers[t].empty())
            continue;
        const double y = (3 - t) * kRowGap;
        const double w = t == 0 ? kNodeW : kSwitchW;
        const double step = tiers[t].size() > 1 ? (width - w) / double(tiers[t].size() - 1) : 0;
        double x = tiers[t].size() > 1 ? 0 : width / 2;
        auto *label = m_scene->addSimpleText(tr("%1 (%2)").arg(tierNames[t]).arg(tiers[t].size()), font);
        label->setPos(-label->boundingRect().width() - 16, y - 8);
        for (const auto &[key, id] : tiers[t]) {
            const QColor color = t == 1 ? railColor(std::get<2>(key)) : QColor(0x45, 0x4a, 0x52);
            if (t > 0 && std::get<0>(key) > 0) {
                auto [span, fresh] = planeSpan.try_emplace(std::get<0>(key), x, x + w);
                span->second = {std::min(span->second.first, x), std::max(span->second.second, x + w)};
                planeTop = std::min(planeTop, y);
            }
            auto *box = m_scene->addRect(QRectF(x, y - 8, w, 16), QPen(color.darker(140), 0), color);
            box->setData(0, id.value);
            const Device &device = m_doc.devices().at(id);
            box->setToolTip(tr("%1 (%2)").arg(device.name, m_doc.catalog().at(device.part).model));
            box->setZValue(2);
            m_anchor.insert(id.value, QPointF(x + w / 2, y));
            m_labels.push_back({QPointF(x + w / 2, y + 10), device.name, step > 0 ? step : width});
            x += step;
        }
    }

    // Each plane named above its switches, and a rule between the planes.
    for (auto &[plane, span] : planeSpan) {
        QFont bold = font;
        bold.setPixelSize(14);
        bold.setBold(true);
        auto *label = m_scene->addSimpleText(tr("Plane %1").arg(plane), bold);
        label->setPos((span.first + span.second) / 2 - label->boundingRect().width() / 2, planeTop - 52);
        if (plane != planeSpan.begin()->first) {
            QPen divider(QColor(0x90, 0x90, 0x90), 1, Qt::DashLine);
            divider.setCosmetic(true);
            const double x = (std::prev(planeSpan.find(plane))->second.second + span.first) / 2;
            m_scene->addLine(QLineF(x, planeTop - 40, x, 2 * kRowGap + 20), divider)->setZValue(1);
        }
    }

    // Links between the tiers drawn, one path per rail so each rail reads as one color.
    std::map<int, QPainterPath> paths;
    for (const Cable &c : m_doc.cables()) {
        const Port &a = m_doc.ports().at(c.a), &b = m_doc.ports().at(c.b);
        if (!m_anchor.contains(a.device.value) || !m_anchor.contains(b.device.value))
            continue;
        const int rail = railOfSwitch.value(a.device.value, -1) >= 0 ? railOfSwitch.value(a.device.value) : railOfSwitch.value(b.device.value, -1);
        QPainterPath &path = paths[rail];
        const QLineF line(m_anchor.value(a.device.value), m_anchor.value(b.device.value));
        path.moveTo(line.p1());
        path.lineTo(line.p2());
        m_links.emplace_back(c.id, line);
        ++m_drawnLinks;
    }
    for (const auto &[rail, path] : paths) {
        QColor color = railColor(rail);
        color.setAlpha(110);
        QPen pen(color, 0.8);
        pen.setCosmetic(true);
        m_scene->addPath(path, pen)->setZValue(0);
    }
    // Rail legend.
    std::set<int> railsDrawn;
    for (const auto &[key, leaf] : tiers[1])
        if (std::get<2>(key) >= 0)
            railsDrawn.insert(std::get<2>(key));
    double lx = 0;
    for (int rail : railsDrawn) {
        if (lx >= 8 * 80) // eight colours: more rails repeat them
            break;
        m_scene->addRect(QRectF(lx, 3 * kRowGap + 40, 14, 14), Qt::NoPen, railColor(rail));
        auto *t = m_scene->addSimpleText(tr("rail %1").arg(rail + 1), font);
        t->setPos(lx + 18, 3 * kRowGap + 39);
        lx += 80;
    }
    drawProblems();
    if (m_highlighted)
        highlight(m_highlighted);
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-40, -40, 40, 40));
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
}

void FabricView::drawProblems()
{
    delete m_problems;
    m_problems = nullptr;
    m_problemLinks = 0;
    QPainterPath path;
    for (const Problem &p : m_checker.problems()) {
        if (p.waived || !(p.code.startsWith(QLatin1String("RAIL_")) || p.code.startsWith(QLatin1String("PLANE_"))))
            continue;
        for (const ObjectRef &o : p.objects) {
            const Cable *c = o.kind == EntityKind::Cable ? m_doc.cables().find(CableId(o.id)) : nullptr;
            if (!c)
                continue;
            const DeviceId a = m_doc.ports().at(c->a).device, b = m_doc.ports().at(c->b).device;
            if (!m_anchor.contains(a.value) || !m_anchor.contains(b.value))
                continue;
            path.moveTo(m_anchor.value(a.value));
            path.lineTo(m_anchor.value(b.value));
            ++m_problemLinks;
        }
    }
    if (m_problemLinks == 0)
        return;
    QPen pen(kProblem, 3);
    pen.setCosmetic(true);
    m_problems = m_scene->addPath(path, pen);
    m_problems->setZValue(3);
}

void FabricView::highlight(DeviceId device)
{
    m_highlighted = device;
    delete m_highlight;
    m_highlight = nullptr;
    if (!m_anchor.contains(device.value))
        return;
    QPainterPath path;
    for (PortId p : m_doc.portsOf(device))
        for (CableId c : m_doc.cablesAt(p)) {
            const DeviceId far = m_doc.ports().at(m_doc.otherEnd(m_doc.cables().at(c), p)).device;
            if (!m_anchor.contains(far.value))
                continue;
            path.moveTo(m_anchor.value(device.value));
            path.lineTo(m_anchor.value(far.value));
        }
    QPen pen(Qt::black, 2.5);
    pen.setCosmetic(true);
    m_highlight = m_scene->addPath(path, pen);
    m_highlight->setZValue(4);
}

void FabricView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        if (QGraphicsItem *item = itemAt(event->pos()); item && item->data(0).isValid()) {
            const DeviceId id(item->data(0).toUInt());
            highlight(id);
            emit deviceClicked(id);
            return;
        }
    QGraphicsView::mousePressEvent(event);
}

void FabricView::wheelEvent(QWheelEvent *event)
{
    const double factor = std::pow(1.0015, event->angleDelta().y());
    scale(factor, factor);
}

} // namespace railyard

namespace railyard {

void FabricView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    const QRect vp = viewport()->geometry();
    m_filterBar->setGeometry(vp.left(), frameWidth(), vp.width(), m_filterBar->sizeHint().height());
}

void FabricView::drawForeground(QPainter *painter, const QRectF &rect)
{
    // Names once their tier's devices are far enough apart to read them, written down from each
    // box; only those in the exposed area, so a 32,768-GPU fabric zoomed in stays quick.
    const double scale = transform().m11();
    const QRectF near = rect.adjusted(-100 / scale, -100 / scale, 100 / scale, 100 / scale);
    const QTransform world = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    QFont font = this->font();
    font.setPixelSize(int(kLabelPx) - 1);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    painter->setPen(QColor(0x30, 0x30, 0x30));
    for (const Label &l : m_labels) {
        if (l.spacing * scale < kLabelPx || !near.contains(l.at))
            continue;
        const QPointF at = world.map(l.at);
        painter->setTransform(QTransform::fromTranslate(at.x(), at.y()).rotate(90));
        // On a light ground, so a name stays readable across the links it sits on.
        painter->fillRect(QRectF(1, 4 - metrics.ascent(), metrics.horizontalAdvance(l.text) + 2, metrics.height()), QColor(255, 255, 255, 210));
        painter->drawText(QPointF(2, 4), l.text);
    }
    painter->restore();
}

QStringList FabricView::visibleLabels() const
{
    const QRectF shown = mapToScene(viewport()->rect()).boundingRect();
    const double scale = transform().m11();
    QStringList names;
    for (const Label &l : m_labels)
        if (l.spacing * scale >= kLabelPx && shown.contains(l.at))
            names << l.text;
    return names;
}

void FabricView::fillContextMenu(QMenu &menu, QPoint viewportPos)
{
    if (QGraphicsItem *item = itemAt(viewportPos); item && item->data(0).isValid()) {
        const DeviceId id(item->data(0).toUInt());
        QMenu *ports = menu.addMenu(tr("Trace cable from %1").arg(m_doc.devices().at(id).name));
        for (PortId p : m_doc.portsOf(id))
            for (CableId c : m_doc.cablesAt(p)) {
                const Port &far = m_doc.ports().at(m_doc.otherEnd(m_doc.cables().at(c), p));
                ports->addAction(tr("%1 → %2 %3").arg(m_doc.ports().at(p).name, m_doc.devices().at(far.device).name, far.name), this,
                                 [this, p] { emit traceRequested(p); });
                break;
            }
        ports->setEnabled(!ports->isEmpty());
        return;
    }
    // The link nearest the point, within a few pixels.
    const QPointF at = mapToScene(viewportPos);
    const double reach = 5 / transform().m11();
    CableId nearest;
    double best = reach;
    for (const auto &[cable, line] : m_links) {
        const QPointF d = line.p2() - line.p1();
        const double len2 = QPointF::dotProduct(d, d);
        const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(at - line.p1(), d) / len2, 0.0, 1.0) : 0;
        const double dist = QLineF(at, line.p1() + t * d).length();
        if (dist < best) {
            best = dist;
            nearest = cable;
        }
    }
    if (!nearest)
        return;
    const Cable &cable = m_doc.cables().at(nearest);
    menu.addAction(tr("Trace cable %1").arg(cable.label.isEmpty() ? endLocation(m_doc, cable.a) : cable.label), this,
                   [this, from = cable.a] { emit traceRequested(from); });
}

void FabricView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    fillContextMenu(menu, event->pos());
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

} // namespace railyard
