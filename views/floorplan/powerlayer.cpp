#include "powerlayer.h"

#include "engine/pducapacity.h"
#include "layerframe.h"
#include "rackitem.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>

namespace railyard {

namespace {
// Feed boxes outside the wall (m), their gap to it, and the lanes of the trunks inside it.
constexpr double kBoxAlongM = 1.6, kBoxAcrossM = 0.9, kBoxGapM = 0.4, kBoxSpacingM = 0.4;
constexpr double kLaneM = 0.3, kLaneStepM = 0.25;
// Branches along a row: A on the low side of the rack line, B on the high side.
constexpr double kFeedBranchM = 0.4, kFeedBranchStepM = 0.08, kMarkM = 0.16;
// Zoom (screen pixels per metre) from which busway and PDU figures are written.
constexpr double kBuswayLabelPxPerM = 6, kPduLabelPxPerM = 250;

SupplyElement element(EntityKind kind, uint32_t id, const QString &name, double loadW, double failoverW, double limitW)
{
    SupplyElement e{kind, id, loadW, failoverW, limitW, 0, {}, {}};
    e.ratio = limitW > 0 ? std::max(loadW, failoverW) / limitW : 0;
    e.color = supplyColor(e.ratio, limitW > 0);
    if (!name.isEmpty())
        e.label = name + QLatin1Char(' ') + loadText(loadW, limitW, failoverW);
    return e;
}

QRectF markAt(QPointF c)
{
    const double s = kMarkM * kSceneUnitsPerMetre;
    return QRectF(c.x() - s / 2, c.y() - s / 2, s, s);
}
} // namespace

SupplyModel buildPowerModel(const Document &doc, const Engine &engine, HallId hall, const HallToScene &toScene)
{
    SupplyModel m;
    const LayerFrame f(doc, engine, hall, toScene);
    // The hall's racks and the PDUs they name, side by side.
    struct Side {
        const Rack *rack;
        const Pdu *pdu;
        bool b;
    };
    std::vector<Side> sides;
    std::map<uint32_t, size_t> pduIndex; // PDU -> element
    for (RowId row : doc.rowsOf(hall))
        for (RackId id : doc.racksOf(row)) {
            const Rack &r = doc.racks().at(id);
            for (bool b : {false, true})
                if (const Pdu *p = doc.pdus().find(b ? r.pduB : r.pduA)) {
                    sides.push_back({&r, p, b});
                    if (!pduIndex.count(p->id.value)) {
                        const Part *part = doc.catalog().find(p->part);
                        const PduLoad load = engine.pdu(p->id);
                        pduIndex[p->id.value] = m.elements.size();
                        // Its figures only: the rack beside it has the name. A side of DC shelves says
                        // so, as its limit is the shelves' full output, not 80 % of a PDU's.
                        const QString kind = !part || !isPowerShelf(*part) ? QString()
                                             : p->units == 1 ? QCoreApplication::translate("PowerLayer", "1 shelf")
                                                             : QCoreApplication::translate("PowerLayer", "%1 shelves").arg(p->units);
                        m.elements.push_back(element(EntityKind::Pdu, p->id.value, kind, fromMilli(load.normalMw),
                                                     fromMilli(load.failoverMw), part ? pduContinuousW(*part, *p) : 0));
                    }
                }
        }
    auto pduOf = [&](const Pdu *p) -> const SupplyElement & { return m.elements[pduIndex[p->id.value]]; };

    // Feeds: each box across from the middle of what it serves, pushed apart in id order.
    struct FeedPlace {
        const PowerFeed *feed;
        double wantV = 0;
        double v = 0;
        double laneU = 0;
        bool b = false;
        size_t element = 0;
    };
    std::vector<FeedPlace> feeds;
    for (FeedId id : doc.feedsOf(hall)) {
        const PowerFeed &feed = doc.feeds().at(id);
        double sum = 0;
        int n = 0;
        for (const Side &s : sides)
            if (s.pdu->feed == id) {
                sum += f.v(*s.rack);
                ++n;
            }
        for (BuswayId bw : doc.buswaysOn(id)) {
            const Busway &b = doc.busways().at(bw);
            sum += (f.v(QPointF(b.x1M, b.y1M)) + f.v(QPointF(b.x2M, b.y2M))) / 2;
            ++n;
        }
        const PduLoad load = engine.feed(id);
        feeds.push_back({&feed, n ? sum / n : 0, 0, 0, feed.side == FeedSide::B, m.elements.size()});
        m.elements.push_back(element(EntityKind::Feed, id.value, feed.name, fromMilli(load.normalMw), fromMilli(load.failoverMw), feed.capacityW));
    }
    std::sort(feeds.begin(), feeds.end(), [](const FeedPlace &x, const FeedPlace &y) {
        return std::tie(x.b, x.wantV, x.feed->id) < std::tie(y.b, y.wantV, y.feed->id);
    });
    for (bool b : {false, true}) {
        double next = -1e9;
        int lane = 0;
        for (FeedPlace &p : feeds) {
            if (p.b != b)
                continue;
            p.v = std::max(p.wantV, next);
            next = p.v + kBoxAcrossM + kBoxSpacingM;
            const double inset = kLaneM + kLaneStepM * (lane++ % 4);
            p.laneU = b ? f.lengthM - inset : inset;
        }
    }

    // Lines grouped by feed: the trunk's extent grows with what joins it.
    for (const FeedPlace &p : feeds) {
        const SupplyElement fe = m.elements[p.element]; // a copy: busways join the elements below
        const double wall = p.b ? f.lengthM + kBoxGapM : -kBoxGapM;
        const double outer = p.b ? wall + kBoxAlongM : wall - kBoxAlongM;
        m.boxes.push_back({QRectF(f.at(wall, p.v - kBoxAcrossM / 2), f.at(outer, p.v + kBoxAcrossM / 2)).normalized(), fe.color, false});
        // Over its box (in the room beyond the wall, clear of the racks).
        const QPointF top = f.alongY ? f.at((wall + outer) / 2, p.v) : f.at((wall + outer) / 2, p.v - kBoxAcrossM / 2);
        m.labels.push_back({top, fe.label, fe.color.darker(170), 0, Qt::AlignHCenter | Qt::AlignBottom});
        m.line(f.at(wall, p.v), f.at(p.laneU, p.v), fe.color, 4);
        double lo = p.v, hi = p.v;
        const int index = int(&p - feeds.data()) % 3;
        const double sign = p.b ? 1 : -1;
        // A branch along each row for the PDUs that are not tap-offs.
        std::map<uint32_t, std::vector<const Side *>> byRow;
        for (const Side &s : sides)
            if (s.pdu->feed == p.feed->id && !s.pdu->busway)
                byRow[s.rack->row.value].push_back(&s);
        for (const auto &[row, onRow] : byRow) {
            const double v = f.rowLine(*onRow.front()->rack) + sign * (kFeedBranchM + kFeedBranchStepM * index);
            double far = p.laneU;
            for (const Side *s : onRow)
                far = p.b ? std::min(far, f.u(*s->rack) - 0.3) : std::max(far, f.u(*s->rack) + 0.3);
            m.line(f.at(p.laneU, v), f.at(far, v), fe.color, 2.5);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
            // Each PDU's mark on the branch, amid its racks of this row, and a link to each.
            std::map<uint32_t, std::vector<const Rack *>> byPdu;
            for (const Side *s : onRow)
                byPdu[s->pdu->id.value].push_back(s->rack);
            for (const auto &[pdu, racks] : byPdu) {
                double u = 0;
                for (const Rack *r : racks)
                    u += f.u(*r);
                const QPointF mark = f.at(u / double(racks.size()), v);
                const SupplyElement &pe = m.elements[pduIndex[pdu]];
                for (const Rack *r : racks) {
                    m.line(mark, f.centre(*r), pe.color, 1.5);
                    m.links.push_back({EntityKind::Pdu, pdu, r->id, false});
                }
                m.boxes.push_back({markAt(mark), pe.color, true});
                m.labels.push_back({mark, QString(), pe.color.darker(170), kPduLabelPxPerM,
                                    Qt::AlignHCenter | (p.b ? Qt::AlignTop : Qt::AlignBottom), int(pduIndex[pdu])});
            }
        }
        // Busways: the feed joins the nearest end; each tap-off drops to its racks.
        for (BuswayId bw : doc.buswaysOn(p.feed->id)) {
            const Busway &b = doc.busways().at(bw);
            if (b.hall != hall)
                continue;
            const QPointF e1(b.x1M, b.y1M), e2(b.x2M, b.y2M);
            const QPointF near = std::abs(f.u(e1) - p.laneU) <= std::abs(f.u(e2) - p.laneU) ? e1 : e2;
            m.line(f.at(p.laneU, f.v(near)), toScene(hall, near), fe.color, 2);
            lo = std::min(lo, f.v(near));
            hi = std::max(hi, f.v(near));
            const Part *part = doc.catalog().find(b.part);
            const PduLoad load = engine.busway(bw);
            m.elements.push_back(element(EntityKind::Busway, bw.value, b.name, fromMilli(load.normalMw), fromMilli(load.failoverMw),
                                         part ? buswayContinuousW(*part) : 0));
            const SupplyElement be = m.elements.back();
            const QLineF run(toScene(hall, e1), toScene(hall, e2));
            m.line(run.p1(), run.p2(), be.color, 4);
            m.labels.push_back({run.center(), be.label, be.color.darker(170), kBuswayLabelPxPerM, Qt::AlignHCenter | Qt::AlignBottom});
            for (const Side &s : sides) {
                if (s.pdu->busway != bw)
                    continue;
                // Where the rack stands along the run.
                const QPointF c = f.centre(*s.rack);
                const QPointF d = run.p2() - run.p1();
                const double len2 = QPointF::dotProduct(d, d);
                const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(c - run.p1(), d) / len2, 0.0, 1.0) : 0;
                const QPointF tap = run.p1() + d * t;
                const SupplyElement &pe = pduOf(s.pdu);
                m.line(tap, c, pe.color, 1.5);
                m.boxes.push_back({markAt(tap), pe.color, true});
                m.links.push_back({EntityKind::Pdu, s.pdu->id.value, s.rack->id, true});
            }
        }
        m.line(f.at(p.laneU, lo), f.at(p.laneU, hi), fe.color, 4);
    }
    // PDUs on no feed of this hall: only their links, from a mark beside the rack.
    for (const Side &s : sides) {
        const bool onFeed = std::any_of(feeds.begin(), feeds.end(), [&](const FeedPlace &p) { return p.feed->id == s.pdu->feed; });
        if (onFeed && (!s.pdu->busway || doc.busways().contains(s.pdu->busway)))
            continue;
        const SupplyElement &pe = pduOf(s.pdu);
        const QPointF mark = f.at(f.u(*s.rack), f.rowLine(*s.rack) + (s.b ? kFeedBranchM : -kFeedBranchM));
        m.line(mark, f.centre(*s.rack), pe.color, 1.5);
        m.boxes.push_back({markAt(mark), pe.color, true});
        m.links.push_back({EntityKind::Pdu, s.pdu->id.value, s.rack->id, false});
    }
    // Feeds first among the labels: they win where labels would overlap.
    std::stable_sort(m.labels.begin(), m.labels.end(), [](const SupplyModel::Label &x, const SupplyModel::Label &y) { return x.minPxPerM < y.minPxPerM; });
    return m;
}

bool powerLayerRelevant(const ChangeSet &changes)
{
    if (changes.touches(EntityKind::Feed) || changes.touches(EntityKind::Pdu) || changes.touches(EntityKind::Busway))
        return true;
    constexpr uint32_t kDrawn = Rack::kPosition | Rack::kRotation | Rack::kPdu | Rack::kRow;
    return std::any_of(changes.changes().begin(), changes.changes().end(), [](const Change &c) {
        return c.kind == EntityKind::Rack && (c.type != ChangeType::Modified || (c.fields & kDrawn));
    });
}

bool powerLayerRelevant(const Engine &engine, const Engine::Delta &delta, const SupplyModel &drawn)
{
    // Feed and busway loads are sums of PDU loads: a PDU's is enough to know.
    return std::any_of(delta.pdus.begin(), delta.pdus.end(), [&](uint32_t id) {
        const SupplyElement *e = drawn.find(EntityKind::Pdu, id);
        const PduLoad load = engine.pdu(PduId(id));
        return e && (e->loadW != fromMilli(load.normalMw) || e->failoverW != fromMilli(load.failoverMw));
    });
}

} // namespace railyard
