#include "placementrules.h"

#include "problemtext.h"
#include "standing.h"

#include "engine/cablerouter.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace railyard {
namespace {

class RackUnits : public LocalRule {
public:
    QString name() const override { return QStringLiteral("DEVICE_U_OVERLAP"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Rack &r = doc.racks().at(RackId(id));
        {
            const Part *type = doc.catalog().find(r.part);
            const int units = type ? type->rackUnits : 0;
            struct Span {
                int from, to;
                const Device *d;
            };
            std::vector<Span> spans;
            for (DeviceId id : doc.devicesOf(r.id)) {
                const Device &d = doc.devices().at(id);
                const int h = doc.catalog().at(d.part).uHeight;
                if (d.uPosition <= 0 || h <= 0)
                    continue;
                spans.push_back({d.uPosition, d.uPosition + h - 1, &d});
                if (units > 0 && d.uPosition + h - 1 > units)
                    out.push_back({QStringLiteral("DEVICE_U_OVERFLOW"),
                                   Severity::Error,
                                   {{EntityKind::Device, d.id.value}, {EntityKind::Rack, r.id.value}},
                                   QCoreApplication::translate("Rules", "%1 in rack %2").arg(d.name, r.name),
                                   double(d.uPosition + h - 1),
                                   double(units),
                                   QStringLiteral("U"),
                                   QCoreApplication::translate("Rules", "%1 occupies U%2–U%3 but rack %4 has %5 U.")
                                       .arg(d.name)
                                       .arg(d.uPosition)
                                       .arg(d.uPosition + h - 1)
                                       .arg(r.name)
                                       .arg(units),
                                   QCoreApplication::translate("Rules", "Mount it lower or in another rack.")});
            }
            std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) {
                return std::tie(a.from, a.d->id) < std::tie(b.from, b.d->id);
            });
            for (size_t i = 1; i < spans.size(); ++i) {
                // Compare with every earlier span still open at this U.
                for (size_t j = 0; j < i; ++j) {
                    if (spans[j].to < spans[i].from)
                        continue;
                    const Device &a = *spans[j].d, &b = *spans[i].d;
                    out.push_back(
                        {QStringLiteral("DEVICE_U_OVERLAP"),
                         Severity::Error,
                         {{EntityKind::Device, a.id.value},
                          {EntityKind::Device, b.id.value},
                          {EntityKind::Rack, r.id.value}},
                         QCoreApplication::translate("Rules", "%1 and %2 in rack %3").arg(a.name, b.name, r.name),
                         double(spans[j].to - spans[i].from + 1),
                         0,
                         QStringLiteral("U"),
                         QCoreApplication::translate("Rules",
                                                     "%1 (U%2–U%3) and %4 (U%5–U%6) share rack units in rack %7.")
                             .arg(a.name)
                             .arg(spans[j].from)
                             .arg(spans[j].to)
                             .arg(b.name)
                             .arg(spans[i].from)
                             .arg(spans[i].to)
                             .arg(r.name),
                         QCoreApplication::translate("Rules", "Move one of them to free rack units.")});
                }
            }
        }
    }
};

// Each rack's and floor-standing CDU's footprint inside its hall (a CDU's hall is its loop's).
class OutsideHall : public LocalRule {
public:
    OutsideHall(const char *code, RuleScope scope) : m_code(code), m_scope(scope) {}
    QString name() const override { return QString::fromLatin1(m_code); }
    RuleScope scope() const override { return m_scope; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const std::optional<Standing> s = standingOf(ctx.doc, scopeKind(m_scope), id);
        const Hall *h = s ? ctx.doc.halls().find(s->hall) : nullptr;
        constexpr double kTolerance = 1e-6;
        if (!h || h->widthM <= 0 || h->depthM <= 0
            || (s->at.x0 >= -kTolerance && s->at.y0 >= -kTolerance && s->at.x1 <= h->widthM + kTolerance
                && s->at.y1 <= h->depthM + kTolerance))
            return;
        // How far the footprint reaches past the nearest wall: what the move must make up.
        const double past = std::max({-s->at.x0, -s->at.y0, s->at.x1 - h->widthM, s->at.y1 - h->depthM});
        out.push_back(makeProblem(
            m_code, Severity::Error, {{s->kind, s->id}}, s->kind == EntityKind::Rack ? QCoreApplication::translate("Rules", "rack %1").arg(s->name)
                                        : QCoreApplication::translate("Rules", "CDU %1").arg(s->name),
            past, 0, "m",
            QCoreApplication::translate("Rules", "%1 %2 (%3–%4 m × %5–%6 m) is not inside hall %7 (%8 × %9 m).")
                .arg(s->what, s->name)
                .arg(s->at.x0, 0, 'f', 2)
                .arg(s->at.x1, 0, 'f', 2)
                .arg(s->at.y0, 0, 'f', 2)
                .arg(s->at.y1, 0, 'f', 2)
                .arg(h->name)
                .arg(h->widthM)
                .arg(h->depthM),
            QCoreApplication::translate("Rules", "Move %1 onto the floor (it reaches %2 m past the wall) or enlarge the hall.")
                .arg(s->name, QString::number(past, 'f', 2))));
    }

private:
    const char *m_code;
    RuleScope m_scope;
};

// No two footprints in a hall overlapping — racks and floor-standing CDUs: compares them with
// each other, so it is a design-wide rule. Two racks are RACK_OVERLAP, a CDU on a CDU or a rack
// CDU_OVERLAP.
class FloorOverlap : public DesignRule {
public:
    QString name() const override { return QStringLiteral("RACK_OVERLAP"); }
    void check(const Document &doc, RuleRun &run, std::vector<Problem> &out) const override
    {
        std::map<uint32_t, std::vector<Standing>> byHall;
        auto add = [&](EntityKind kind, uint32_t id) {
            if (std::optional<Standing> s = standingOf(doc, kind, id); s && doc.halls().contains(s->hall))
                byHall[s->hall.value].push_back(std::move(*s));
        };
        for (const Rack &r : doc.racks())
            add(EntityKind::Rack, r.id.value);
        for (const Cdu &c : doc.cdus())
            add(EntityKind::Cdu, c.id.value);
        // Sweep along x: only footprints whose x ranges meet are compared.
        for (auto &[hall, boxes] : byHall) {
            if (run.cancelled())
                return;
            std::sort(boxes.begin(), boxes.end(), [](const Standing &a, const Standing &b) {
                return std::tie(a.at.x0, a.kind, a.id) < std::tie(b.at.x0, b.kind, b.id);
            });
            for (size_t i = 0; i < boxes.size(); ++i)
                for (size_t j = i + 1; j < boxes.size() && boxes[j].at.x0 < boxes[i].at.x1 - 1e-6; ++j)
                    if (const double area = boxes[i].at.overlapArea(boxes[j].at); area > 0)
                        out.push_back(overlapProblem(boxes[i], boxes[j], area));
        }
    }

private:
    static Problem overlapProblem(const Standing &a, const Standing &b, double area)
    {
        if (a.kind == EntityKind::Rack && b.kind == EntityKind::Rack)
            return makeProblem("RACK_OVERLAP", Severity::Error, {{EntityKind::Rack, a.id}, {EntityKind::Rack, b.id}},
                               QCoreApplication::translate("Rules", "racks %1 and %2").arg(a.name, b.name), 0, 0, "m",
                               QCoreApplication::translate("Rules", "Racks %1 and %2 stand on the same floor space.").arg(a.name, b.name),
                               QCoreApplication::translate("Rules", "Move one of them."));
        // The CDU first: it is the one to move (a rack stands in a row).
        const Standing &cdu = a.kind == EntityKind::Cdu ? a : b, &other = a.kind == EntityKind::Cdu ? b : a;
        return makeProblem("CDU_OVERLAP", Severity::Error, {{cdu.kind, cdu.id}, {other.kind, other.id}},
                           QCoreApplication::translate("Rules", "%1 and %2").arg(cdu.name, other.name), area, 0, "m²",
                           (other.kind == EntityKind::Rack
                                ? QCoreApplication::translate("Rules", "CDU %1 and rack %2 stand on the same floor space (%3 m²).")
                                : QCoreApplication::translate("Rules", "CDUs %1 and %2 stand on the same floor space (%3 m²)."))
                               .arg(cdu.name, other.name, QString::number(area, 'f', 2)),
                           QCoreApplication::translate("Rules", "Move CDU %1 clear of %2: a CDU needs its own floor and its service "
                                                                "clearance.")
                               .arg(cdu.name, other.name));
    }
};

// Aisles between rows keep a working width: a rack pulled out of its row's line into the aisle
// must leave at least kMinAisleM to the facing row (TIA-942 recommends aisles of at least
// 1.2 m in front of equipment).
constexpr double kMinAisleM = 1.2;

class RackBlocksAisle : public DesignRule {
public:
    QString name() const override { return QStringLiteral("RACK_BLOCKS_AISLE"); }
    void check(const Document &doc, RuleRun &run, std::vector<Problem> &out) const override
    {
        for (const Hall &hall : doc.halls()) {
            if (run.cancelled())
                return;
            // Each row's band across its line: where its racks' fronts and backs typically are.
            struct RowBand {
                RowId row;
                bool alongY;
                double line, start, end, low, high; // low/high: median rack edges across the line
            };
            std::vector<RowBand> bands;
            for (RowId rowId : doc.rowsOf(hall.id)) {
                const RowGeometry g = computeRowGeometry(doc, rowId);
                if (!g.valid)
                    continue;
                std::vector<double> lows, highs;
                for (RackId r : doc.racksOf(rowId)) {
                    const Rack &rack = doc.racks().at(r);
                    const double half = depthOf(doc, rack) / 2;
                    const double across = g.alongY ? rack.xM : rack.yM;
                    lows.push_back(across - half);
                    highs.push_back(across + half);
                }
                std::sort(lows.begin(), lows.end());
                std::sort(highs.begin(), highs.end());
                bands.push_back(
                    {rowId, g.alongY, g.lineM, g.startM, g.endM, lows[lows.size() / 2], highs[highs.size() / 2]});
            }
            for (const RowBand &mine : bands) {
                for (RackId r : doc.racksOf(mine.row)) {
                    const Rack &rack = doc.racks().at(r);
                    const double half = depthOf(doc, rack) / 2;
                    const double across = mine.alongY ? rack.xM : rack.yM;
                    const double along = mine.alongY ? rack.yM : rack.xM;
                    const double low = across - half, high = across + half;
                    for (const RowBand &other : bands) {
                        if (other.row == mine.row || other.alongY != mine.alongY || along < other.start ||
                            along > other.end)
                            continue;
                        // The facing row lies on one side; measure the clear width toward it.
                        const bool otherAbove = other.line > mine.line;
                        const double clear = otherAbove ? other.low - high : low - other.high;
                        const double usual = otherAbove ? other.low - mine.high : mine.low - other.high;
                        if (clear < 0 || clear >= kMinAisleM - 1e-6 || clear >= usual - 1e-6)
                            continue; // overlapping (another rule), wide enough, or no narrower than the row's own line
                        out.push_back(
                            {QStringLiteral("RACK_BLOCKS_AISLE"),
                             Severity::Error,
                             {{EntityKind::Rack, rack.id.value}},
                             QCoreApplication::translate("Rules", "rack %1").arg(rack.name),
                             clear,
                             kMinAisleM,
                             QStringLiteral("m"),
                             QCoreApplication::translate(
                                 "Rules",
                                 "Rack %1 stands %2 m out of its row's line and leaves %3 m of aisle (at least %4 m).")
                                 .arg(rack.name)
                                 .arg(usual - clear, 0, 'f', 2)
                                 .arg(clear, 0, 'f', 2)
                                 .arg(kMinAisleM),
                             QCoreApplication::translate("Rules", "Move the rack back into its row's line.")});
                    }
                }
            }
        }
    }

private:
    static double depthOf(const Document &doc, const Rack &r)
    {
        const Part *p = doc.catalog().find(r.part);
        return p && p->depthM > 0 ? p->depthM : 1.2;
    }
};

} // namespace

void addPlacementRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<RackUnits>());
    book.local.push_back(std::make_unique<OutsideHall>("RACK_OUTSIDE_HALL", RuleScope::Rack));
    book.local.push_back(std::make_unique<OutsideHall>("CDU_OUTSIDE_HALL", RuleScope::Cdu));
    book.design.push_back(std::make_unique<FloorOverlap>());
    book.design.push_back(std::make_unique<RackBlocksAisle>());
}

} // namespace railyard
