#include "coolinglayer.h"

#include "layerframe.h"
#include "report/totalsreport.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>

namespace railyard {

namespace {
// The header beside the rows' start (m before the first rack, and between loops' headers),
// and the branch along a row, just past the rack line on the B side of it.
constexpr double kHeaderBeforeM = 0.8, kHeaderStepM = 0.25, kLoopBranchM = 0.22, kLoopBranchStepM = 0.08;
constexpr double kCduLabelPxPerM = 70, kFlagLabelPxPerM = 40;
const QColor kFlag(0xd3, 0x2f, 0x2f);

bool needsLiquid(const Document &doc, const Engine &engine, const Rack &r)
{
    const Part *type = doc.catalog().find(r.part);
    return engine.rack(r.id).liquidMw > 0 || (type && (type->coolingType == CoolingType::Dlc || type->coolingType == CoolingType::RearDoor));
}
} // namespace

SupplyModel buildCoolingModel(const Document &doc, const Engine &engine, HallId hall, const HallToScene &toScene)
{
    SupplyModel m;
    const LayerFrame f(doc, engine, hall, toScene);
    int index = 0;
    for (LoopId id : doc.loopsOf(hall)) {
        const CoolingLoop &loop = doc.loops().at(id);
        const LoopFigures fig = loopFigures(doc, engine, id);
        SupplyElement le{EntityKind::Loop, id.value, fig.heatW, 0, fig.usableCapacityW, 0, {}, {}};
        le.ratio = fig.usableCapacityW > 0 ? fig.heatW / fig.usableCapacityW : 0;
        le.color = supplyColor(fig.overCapacity ? std::max(le.ratio, 1.01) : le.ratio, fig.usableCapacityW > 0);
        le.label = QCoreApplication::translate("CoolingLayer", "%1 %2 usable (N+1) · %3 L/min")
                       .arg(loop.name, loadText(fig.heatW, fig.usableCapacityW))
                       .arg(fig.flowLPerMin, 0, 'f', 0);
        m.elements.push_back(le);
        // The loop's racks by row, and where each row's run starts.
        std::map<uint32_t, std::vector<const Rack *>> byRow;
        for (RackId r : doc.racksOnLoop(id))
            if (doc.hallOf(r) == hall)
                byRow[doc.racks().at(r).row.value].push_back(&doc.racks().at(r));
        std::vector<const Cdu *> cdus;
        for (CduId c : doc.cdusOf(id))
            cdus.push_back(&doc.cdus().at(c));
        if (byRow.empty() && cdus.empty())
            continue;
        double start = 1e9;
        for (const auto &[row, racks] : byRow)
            for (const Rack *r : racks)
                start = std::min(start, f.u(*r));
        if (byRow.empty())
            for (const Cdu *c : cdus)
                start = std::min(start, f.u(QPointF(c->xM, c->yM)) + kHeaderBeforeM);
        const double header = start - kHeaderBeforeM - kHeaderStepM * (index % 3);
        const double offset = kLoopBranchM + kLoopBranchStepM * (index % 3);
        ++index;
        double lo = 1e9, hi = -1e9;
        for (const auto &[row, racks] : byRow) {
            const double v = f.rowLine(*racks.front()) + offset;
            double far = header;
            for (const Rack *r : racks) {
                far = std::max(far, f.u(*r));
                const QPointF tap = f.at(f.u(*r), v);
                m.line(tap, f.centre(*r), le.color, 1.5);
                m.boxes.push_back({QRectF(tap - QPointF(6, 6), QSizeF(12, 12)), le.color, true});
                m.links.push_back({EntityKind::Loop, id.value, r->id, false});
            }
            m.line(f.at(header, v), f.at(far, v), le.color, 2.5);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        // CDUs beyond the rows (along a wall) join a manifold on their side, which joins the
        // header; CDUs beside the rows join the header square to it.
        const double rowsLo = byRow.empty() ? 0 : lo, rowsHi = byRow.empty() ? 0 : hi;
        for (int side : {-1, 1}) {
            double manifold = side < 0 ? -1e9 : 1e9, uLo = header, uHi = header;
            bool any = false;
            for (const Cdu *c : cdus) {
                const QPointF at(c->xM, c->yM);
                const Part *part = doc.catalog().find(c->part);
                const double half = (part && part->depthM > 0 ? part->depthM : 0.6) / 2;
                if (byRow.empty() || (side < 0 ? f.v(at) >= rowsLo : f.v(at) <= rowsHi))
                    continue;
                any = true;
                manifold = side < 0 ? std::max(manifold, f.v(at) + half + 0.3) : std::min(manifold, f.v(at) - half - 0.3);
                uLo = std::min(uLo, f.u(at));
                uHi = std::max(uHi, f.u(at));
            }
            if (!any)
                continue;
            manifold = side < 0 ? std::min(manifold, rowsLo - 0.3) : std::max(manifold, rowsHi + 0.3);
            for (const Cdu *c : cdus) {
                const QPointF at(c->xM, c->yM);
                if (side < 0 ? f.v(at) < rowsLo : f.v(at) > rowsHi)
                    m.line(toScene(hall, at), f.at(f.u(at), manifold), le.color, 3);
            }
            m.line(f.at(uLo, manifold), f.at(uHi, manifold), le.color, 4);
            lo = std::min(lo, manifold);
            hi = std::max(hi, manifold);
        }
        for (const Cdu *c : cdus) {
            const QPointF at(c->xM, c->yM);
            const Part *part = doc.catalog().find(c->part);
            if (byRow.empty() || (f.v(at) >= rowsLo && f.v(at) <= rowsHi)) {
                m.line(toScene(hall, at), f.at(header, f.v(at)), le.color, 3);
                lo = std::min(lo, f.v(at));
                hi = std::max(hi, f.v(at));
            }
            const double capacity = part ? part->capacityW : 0;
            m.elements.push_back({EntityKind::Cdu, c->id.value, 0, 0, capacity, 0, le.color,
                                  QCoreApplication::translate("CoolingLayer", "%1 %2 kW").arg(c->name).arg(capacity / 1000, 0, 'f', 0)});
            m.labels.push_back({toScene(hall, at), m.elements.back().label, le.color.darker(170), kCduLabelPxPerM,
                                Qt::AlignHCenter | Qt::AlignTop});
        }
        m.line(f.at(header, lo), f.at(header, hi), le.color, 4);
        m.labels.insert(m.labels.begin(), {f.at(header, lo), le.label, le.color.darker(170), 0, Qt::AlignLeft | Qt::AlignBottom});
    }
    // Racks that need liquid and are on no loop: ringed.
    for (RowId row : doc.rowsOf(hall))
        for (RackId id : doc.racksOf(row)) {
            const Rack &r = doc.racks().at(id);
            if (r.loop || !needsLiquid(doc, engine, r))
                continue;
            m.flagged.push_back(id);
            const Part *type = doc.catalog().find(r.part);
            const double w = (type && type->widthM > 0 ? type->widthM : 0.6) / 2 + 0.08;
            const double d = (type && type->depthM > 0 ? type->depthM : 1.2) / 2 + 0.08;
            const double halfU = f.alongY ? d : w, halfV = f.alongY ? w : d;
            const double u = f.u(r), v = f.v(r);
            const QPointF a = f.at(u - halfU, v - halfV), b = f.at(u + halfU, v - halfV), c = f.at(u + halfU, v + halfV),
                          e = f.at(u - halfU, v + halfV);
            for (const QLineF &l : {QLineF(a, b), QLineF(b, c), QLineF(c, e), QLineF(e, a)})
                m.line(l.p1(), l.p2(), kFlag, 2.5, true);
            m.labels.push_back({f.at(u, v - halfV), QCoreApplication::translate("CoolingLayer", "%1: no loop").arg(r.name), kFlag,
                                kFlagLabelPxPerM, Qt::AlignHCenter | Qt::AlignBottom});
        }
    std::sort(m.flagged.begin(), m.flagged.end());
    return m;
}

bool coolingLayerRelevant(const ChangeSet &changes)
{
    if (changes.touches(EntityKind::Loop) || changes.touches(EntityKind::Cdu))
        return true;
    constexpr uint32_t kDrawn = Rack::kPosition | Rack::kRotation | Rack::kLoop | Rack::kRow | Rack::kPart | Rack::kName;
    return std::any_of(changes.changes().begin(), changes.changes().end(), [](const Change &c) {
        return c.kind == EntityKind::Rack && (c.type != ChangeType::Modified || (c.fields & kDrawn));
    });
}

bool coolingLayerRelevant(const Document &doc, const Engine &engine, const Engine::Delta &delta, const SupplyModel &drawn)
{
    // A loop's heat, or the liquid heat of a rack on no loop (which rings it).
    const bool loops = std::any_of(delta.loops.begin(), delta.loops.end(), [&](uint32_t id) {
        const SupplyElement *e = drawn.find(EntityKind::Loop, id);
        return e && e->loadW != fromMilli(engine.loop(LoopId(id)).liquidMw);
    });
    return loops || std::any_of(delta.racks.begin(), delta.racks.end(), [&](uint32_t r) {
               const Rack *rack = doc.racks().find(RackId(r));
               return rack && !rack->loop && doc.hallOf(rack->id) != HallId() && needsLiquid(doc, engine, *rack)
                      != std::binary_search(drawn.flagged.begin(), drawn.flagged.end(), rack->id);
           });
}

} // namespace railyard
