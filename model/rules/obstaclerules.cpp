#include "obstaclerules.h"

#include "standing.h"
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

// One rule per kind of obstacle and kind of what stands: its footprint overlapping the obstacle.
// One problem per (rack or CDU, obstacle) pair.
template <class T>
class OnObstacle : public LocalRule {
public:
    OnObstacle(const char *code, RuleScope scope) : m_code(code), m_scope(scope) {}
    QString name() const override { return QString::fromLatin1(m_code); }
    RuleScope scope() const override { return m_scope; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const std::optional<Standing> s = standingOf(doc, scopeKind(m_scope), id);
        const Hall *hall = s ? doc.halls().find(s->hall) : nullptr;
        if (!hall)
            return;
        std::vector<FloorRect> obstacles; // built on the first hit: most racks touch nothing
        for (const auto oid : children(doc, hall->id)) {
            const T &o = doc.table<T>().at(oid);
            const double area = s->at.overlapArea(centredRect(o.xM, o.yM, o.widthM, o.depthM));
            if (area <= 0)
                continue;
            if (obstacles.empty())
                obstacles = obstaclesOf(doc, hall->id);
            const auto spot = nearestFreeSpot(*hall, s->at, s->x, s->y, turnedQuarter(s->rotationDeg), obstacles);
            const QString fix = spot ? QCoreApplication::translate("Rules", "Move %1 to %2, %3 (the nearest position along its row "
                                                                            "clear of columns and keep-out areas).")
                                           .arg(s->name, QString::number(spot->x(), 'f', 2), QString::number(spot->y(), 'f', 2))
                                     : QCoreApplication::translate("Rules", "Move %1 to another row: its row line has no "
                                                                            "position clear of columns and keep-out areas.")
                                           .arg(s->name);
            out.push_back(makeProblem(m_code, Severity::Error, {{s->kind, s->id}, {kindOf(), oid.value}},
                                      QCoreApplication::translate("Rules", "%1 and %2").arg(s->name, o.name), area, 0, "m²",
                                      message(*s, o, area), fix));
        }
    }

private:
    static EntityKind kindOf() { return std::is_same_v<T, Column> ? EntityKind::Column : EntityKind::KeepOut; }
    static auto children(const Document &doc, HallId hall)
    {
        if constexpr (std::is_same_v<T, Column>)
            return doc.columnsOf(hall);
        else
            return doc.keepOutsOf(hall);
    }
    static QString message(const Standing &s, const T &o, double area)
    {
        const QString m2 = QString::number(area, 'f', 2);
        if constexpr (std::is_same_v<T, Column>)
            return QCoreApplication::translate("Rules", "%1 %2 stands on building column %3 (%4 m² of its footprint).")
                .arg(s.what, s.name, o.name, m2);
        else
            return QCoreApplication::translate("Rules", "%1 %2 stands in keep-out area %3 (%4 m² of its footprint): %5.")
                .arg(s.what, s.name, o.name, m2,
                     o.reason.isEmpty() ? QCoreApplication::translate("Rules", "no reason given") : o.reason);
    }
    const char *m_code;
    RuleScope m_scope;
};

} // namespace

void addObstacleRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<OnObstacle<Column>>("RACK_ON_COLUMN", RuleScope::Rack));
    book.local.push_back(std::make_unique<OnObstacle<KeepOut>>("RACK_IN_KEEPOUT", RuleScope::Rack));
    book.local.push_back(std::make_unique<OnObstacle<Column>>("CDU_ON_COLUMN", RuleScope::Cdu));
    book.local.push_back(std::make_unique<OnObstacle<KeepOut>>("CDU_IN_KEEPOUT", RuleScope::Cdu));
}

} // namespace railyard
