#include "obstaclerules.h"

#include "footprint.h"
#include "problemtext.h"

#include <QCoreApplication>
#include <QPointF>
#include <algorithm>
#include <cmath>

namespace railyard {
namespace {

// The columns and keep-out areas of a hall: what nothing may stand on.
std::vector<FloorRect> obstaclesOf(const Document &doc, HallId hall)
{
    std::vector<FloorRect> out;
    for (ColumnId c : doc.columnsOf(hall)) {
        const Column &v = doc.columns().at(c);
        out.push_back(centredRect(v.xM, v.yM, v.widthM, v.depthM));
    }
    for (KeepOutId k : doc.keepOutsOf(hall)) {
        const KeepOut &v = doc.keepOuts().at(k);
        out.push_back(centredRect(v.xM, v.yM, v.widthM, v.depthM));
    }
    return out;
}

// The nearest position along the rack's row line (x, or y for a rack turned a quarter) where its
// footprint meets no column or keep-out area of its hall and stays on the floor. Candidates are
// the rack's own position and the positions just past each obstacle's edges, so the search is
// linear in the hall's obstacles. Other racks are not considered: the fix reads only the rack
// and its hall, so it stays a local verdict (RACK_OVERLAP reports racks on racks).
std::optional<QPointF> nearestFreeSpot(const Hall &hall, const FloorRect &at, double x, double y, bool alongY,
                                       const std::vector<FloorRect> &obstacles)
{
    const double half = alongY ? (at.y1 - at.y0) / 2 : (at.x1 - at.x0) / 2;
    const double here = alongY ? y : x;
    std::vector<double> candidates;
    for (const FloorRect &o : obstacles) {
        candidates.push_back((alongY ? o.y0 : o.x0) - half);
        candidates.push_back((alongY ? o.y1 : o.x1) + half);
    }
    std::sort(candidates.begin(), candidates.end(), [&](double a, double b) { return std::fabs(a - here) < std::fabs(b - here); });
    const double extent = alongY ? hall.depthM : hall.widthM;
    for (double c : candidates) {
        if (extent > 0 && (c - half < -1e-6 || c + half > extent + 1e-6))
            continue;
        const double dx = alongY ? 0 : c - x, dy = alongY ? c - y : 0;
        const FloorRect moved{at.x0 + dx, at.y0 + dy, at.x1 + dx, at.y1 + dy};
        if (std::none_of(obstacles.begin(), obstacles.end(), [&](const FloorRect &o) { return moved.overlapArea(o) > 0; }))
            return QPointF(x + dx, y + dy);
    }
    return std::nullopt;
}

// One rule for both kinds of obstacle: a rack's footprint overlapping it. One problem per
// (rack, obstacle) pair.
template <class T>
class RackOnObstacle : public LocalRule {
public:
    RackOnObstacle(const char *code, EntityKind kind) : m_code(code), m_kind(kind) {}
    QString name() const override { return QString::fromLatin1(m_code); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Rack &r = doc.racks().at(RackId(id));
        const Hall *hall = doc.halls().find(doc.hallOf(r.id));
        const std::optional<Footprint> fp = footprintOf(doc, r);
        if (!hall || !fp)
            return;
        const FloorRect at = fp->rect();
        std::vector<FloorRect> obstacles; // built on the first hit: most racks touch nothing
        for (const auto oid : children(doc, hall->id)) {
            const T &o = doc.table<T>().at(oid);
            const double area = at.overlapArea(centredRect(o.xM, o.yM, o.widthM, o.depthM));
            if (area <= 0)
                continue;
            if (obstacles.empty())
                obstacles = obstaclesOf(doc, hall->id);
            const auto spot = nearestFreeSpot(*hall, at, r.xM, r.yM, turnedQuarter(r.rotationDeg), obstacles);
            const QString fix = spot ? QCoreApplication::translate("Rules", "Move %1 to %2, %3 (the nearest position along its row "
                                                                            "clear of columns and keep-out areas).")
                                           .arg(r.name, QString::number(spot->x(), 'f', 2), QString::number(spot->y(), 'f', 2))
                                     : QCoreApplication::translate("Rules", "Move %1 to another row: its row line has no "
                                                                            "position clear of columns and keep-out areas.")
                                           .arg(r.name);
            out.push_back(makeProblem(m_code, Severity::Error, {{EntityKind::Rack, r.id.value}, {m_kind, oid.value}},
                                      QCoreApplication::translate("Rules", "rack %1 and %2").arg(r.name, o.name), area, 0, "m²",
                                      message(r, o, area), fix));
        }
    }

private:
    static auto children(const Document &doc, HallId hall)
    {
        if constexpr (std::is_same_v<T, Column>)
            return doc.columnsOf(hall);
        else
            return doc.keepOutsOf(hall);
    }
    static QString message(const Rack &r, const T &o, double area)
    {
        const QString m2 = QString::number(area, 'f', 2);
        if constexpr (std::is_same_v<T, Column>)
            return QCoreApplication::translate("Rules", "Rack %1 stands on building column %2 (%3 m² of its footprint).")
                .arg(r.name, o.name, m2);
        else
            return QCoreApplication::translate("Rules", "Rack %1 stands in keep-out area %2 (%3 m² of its footprint): %4.")
                .arg(r.name, o.name, m2, o.reason.isEmpty() ? QCoreApplication::translate("Rules", "no reason given") : o.reason);
    }
    const char *m_code;
    EntityKind m_kind;
};

} // namespace

void addObstacleRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<RackOnObstacle<Column>>("RACK_ON_COLUMN", EntityKind::Column));
    book.local.push_back(std::make_unique<RackOnObstacle<KeepOut>>("RACK_IN_KEEPOUT", EntityKind::KeepOut));
}

} // namespace railyard
