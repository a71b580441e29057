#include "placementrules.h"

#include "footprint.h"

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

// Each rack's footprint inside its hall.
class RackOutsideHall : public LocalRule {
public:
    QString name() const override { return QStringLiteral("RACK_OUTSIDE_HALL"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Rack &r = ctx.doc.racks().at(RackId(id));
        const Hall *h = ctx.doc.halls().find(ctx.doc.hallOf(r.id));
        const std::optional<Footprint> b = footprintOf(ctx.doc, r);
        constexpr double kTolerance = 1e-6;
        if (!b || !h || h->widthM <= 0 || h->depthM <= 0 ||
            (b->x0 >= -kTolerance && b->y0 >= -kTolerance && b->x1 <= h->widthM + kTolerance &&
             b->y1 <= h->depthM + kTolerance))
            return;
        out.push_back(
            {QStringLiteral("RACK_OUTSIDE_HALL"),
             Severity::Error,
             {{EntityKind::Rack, r.id.value}},
             QCoreApplication::translate("Rules", "rack %1").arg(r.name),
             0,
             0,
             QStringLiteral("m"),
             QCoreApplication::translate("Rules", "Rack %1 (%2–%3 m × %4–%5 m) is not inside hall %6 (%7 × %8 m).")
                 .arg(r.name)
                 .arg(b->x0, 0, 'f', 2)
                 .arg(b->x1, 0, 'f', 2)
                 .arg(b->y0, 0, 'f', 2)
                 .arg(b->y1, 0, 'f', 2)
                 .arg(h->name)
                 .arg(h->widthM)
                 .arg(h->depthM),
             QCoreApplication::translate("Rules", "Move the rack onto the floor or enlarge the hall.")});
    }
};

// No two footprints in a hall overlapping: compares racks with each other, so it is a
// design-wide rule.
class RackOverlap : public DesignRule {
public:
    QString name() const override { return QStringLiteral("RACK_OVERLAP"); }
    void check(const Document &doc, RuleRun &run, std::vector<Problem> &out) const override
    {
        std::map<uint32_t, std::vector<Footprint>> byHall;
        for (const Rack &r : doc.racks())
            if (const std::optional<Footprint> b = footprintOf(doc, r); b && doc.halls().contains(doc.hallOf(r.id)))
                byHall[doc.hallOf(r.id).value].push_back(*b);
        // Sweep along x: only racks whose x ranges meet are compared.
        for (auto &[hall, boxes] : byHall) {
            if (run.cancelled())
                return;
            std::sort(boxes.begin(), boxes.end(), [](const Footprint &a, const Footprint &b) {
                return std::tie(a.x0, a.rack->id) < std::tie(b.x0, b.rack->id);
            });
            constexpr double kTouch = 1e-6; // racks standing side by side touch, they do not overlap
            for (size_t i = 0; i < boxes.size(); ++i) {
                for (size_t j = i + 1; j < boxes.size() && boxes[j].x0 < boxes[i].x1 - kTouch; ++j) {
                    const Footprint &a = boxes[i], &b = boxes[j];
                    if (b.y0 >= a.y1 - kTouch || a.y0 >= b.y1 - kTouch)
                        continue;
                    out.push_back(
                        {QStringLiteral("RACK_OVERLAP"),
                         Severity::Error,
                         {{EntityKind::Rack, a.rack->id.value}, {EntityKind::Rack, b.rack->id.value}},
                         QCoreApplication::translate("Rules", "racks %1 and %2").arg(a.rack->name, b.rack->name),
                         0,
                         0,
                         QStringLiteral("m"),
                         QCoreApplication::translate("Rules", "Racks %1 and %2 stand on the same floor space.")
                             .arg(a.rack->name, b.rack->name),
                         QCoreApplication::translate("Rules", "Move one of them.")});
                }
            }
        }
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
    book.local.push_back(std::make_unique<RackOutsideHall>());
    book.design.push_back(std::make_unique<RackOverlap>());
    book.design.push_back(std::make_unique<RackBlocksAisle>());
}

} // namespace railyard
