#include "facilityrules.h"

#include "core/limits.h"
#include "engine/pducapacity.h"
#include "problemtext.h"
#include "shelfrules.h"
#include "report/totalsreport.h"

#include <QCoreApplication>
#include <cmath>

namespace railyard {
namespace {

double w(MilliWatts v)
{
    return fromMilli(v);
}
QString kw(double watts)
{
    return kwText(watts);
}

constexpr auto problem = makeProblem;

class RackPowerOverLimit : public LocalRule {
public:
    QString name() const override { return QStringLiteral("RACK_POWER_OVER_LIMIT"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Rack &r = ctx.doc.racks().at(RackId(id));
        const Part *type = ctx.doc.catalog().find(r.part);
        const double load = w(ctx.engine.rack(r.id).itMaxMw());
        if (type && type->capacityW > 0 && load > type->capacityW)
            out.push_back(
                problem("RACK_POWER_OVER_LIMIT", Severity::Error, {{EntityKind::Rack, r.id.value}},
                        QCoreApplication::translate("Rules", "rack %1").arg(r.name), load, type->capacityW, "W",
                        QCoreApplication::translate("Rules", "Rack %1 draws %2 at peak; its type allows %3.")
                            .arg(r.name, kw(load), kw(type->capacityW)),
                        QCoreApplication::translate(
                            "Rules", "Move devices to another rack or use a rack type rated for more power.")));
    }
};

class RackHeatOverCooling : public LocalRule {
public:
    QString name() const override { return QStringLiteral("RACK_HEAT_OVER_COOLING"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Rack &r = ctx.doc.racks().at(RackId(id));
        const Part *type = ctx.doc.catalog().find(r.part);
        const double heat = w(ctx.engine.rack(r.id).itMaxMw());
        if (type && type->coolingCapacityW > 0 && heat > type->coolingCapacityW)
            out.push_back(problem(
                "RACK_HEAT_OVER_COOLING", Severity::Error, {{EntityKind::Rack, r.id.value}},
                QCoreApplication::translate("Rules", "rack %1").arg(r.name), heat, type->coolingCapacityW, "W",
                QCoreApplication::translate("Rules", "Rack %1 makes %2 of heat; %3 cooling rejects at most %4.")
                    .arg(r.name, kw(heat), toToken(type->coolingType), kw(type->coolingCapacityW)),
                QCoreApplication::translate("Rules",
                                            "Spread the load over more racks or change to a rack type that cools more "
                                            "(rear-door or direct-liquid).")));
    }
};

// A node whose cold plates carry part of its heat (liquid_fraction > 0) has nowhere to put that
// heat in a rack without a liquid manifold: the engine sends all of it to room air, which the
// node cannot do (issue #19, defect 4). One problem per rack, naming the nodes.
class LiquidNodeWithoutLiquid : public LocalRule {
public:
    QString name() const override { return QStringLiteral("LIQUID_NODE_WITHOUT_LIQUID"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Rack &r = ctx.doc.racks().at(RackId(id));
        const Part *type = ctx.doc.catalog().find(r.part);
        if (type && type->coolingType == CoolingType::Dlc)
            return;
        std::vector<ObjectRef> objects{{EntityKind::Rack, r.id.value}};
        QStringList names;
        double liquidW = 0;
        for (DeviceId d : ctx.doc.devicesOf(r.id)) {
            const Device &device = ctx.doc.devices().at(d);
            const Part &part = ctx.doc.catalog().at(device.part);
            if (part.liquidFraction <= 0)
                continue;
            objects.push_back({EntityKind::Device, d.value});
            names << device.name;
            liquidW += part.ownMaxW() * part.liquidFraction;
        }
        if (names.isEmpty())
            return;
        QString dlcRacks;
        for (const Part *p : ctx.doc.catalog().parts(PartCategory::Rack))
            if (p->coolingType == CoolingType::Dlc)
                dlcRacks += (dlcRacks.isEmpty() ? QString() : QStringLiteral(", ")) + p->partNumber;
        out.push_back(problem(
            "LIQUID_NODE_WITHOUT_LIQUID", Severity::Error, std::move(objects),
            QCoreApplication::translate("Rules", "rack %1").arg(r.name), liquidW, 0, "W",
            QCoreApplication::translate("Rules", "Rack %1 (%2 cooling) holds liquid-cooled %3: their %4 meant for liquid has no "
                                                 "manifold to go to.")
                .arg(r.name, type ? toToken(type->coolingType) : QStringLiteral("no"), names.join(QStringLiteral(", ")), kw(liquidW)),
            QCoreApplication::translate("Rules", "Change the rack to a direct-liquid type (%1) on a cooling loop, or use "
                                                 "air-cooled nodes in it.")
                .arg(dlcRacks.isEmpty() ? QCoreApplication::translate("Rules", "none in the catalog") : dlcRacks)));
    }
};

class LoopOverCduCapacity : public LocalRule {
public:
    QString name() const override { return QStringLiteral("LOOP_OVER_CDU_CAPACITY"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const CoolingLoop &l = ctx.doc.loops().at(LoopId(id));
        const LoopFigures f = loopFigures(ctx.doc, ctx.engine, l.id);
        if (!f.overCapacity || f.cdusInstalled == 0) // no CDU at all: LOOP_WITHOUT_CDU
            return;
        out.push_back(
            problem("LOOP_OVER_CDU_CAPACITY", Severity::Error, {{EntityKind::Loop, l.id.value}},
                    QCoreApplication::translate("Rules", "loop %1").arg(l.name), f.heatW, f.usableCapacityW, "W",
                    QCoreApplication::translate(
                        "Rules", "Loop %1 carries %2; with one of its %3 CDUs out (N+1) the rest reject %4.")
                        .arg(l.name, kw(f.heatW))
                        .arg(f.cdusInstalled)
                        .arg(kw(f.usableCapacityW)),
                    QCoreApplication::translate("Rules", "Install %1 CDUs (N+1) or move racks to another loop.")
                        .arg(f.cdusRequired)));
    }
};

// An in-rack CDU (a part mounted in U) cools the rack it stands in: it cannot be one of a pool
// of N+1 units serving a loop of several racks.
class LoopPoolsInRackCdus : public LocalRule {
public:
    QString name() const override { return QStringLiteral("LOOP_POOLS_IN_RACK_CDUS"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const CoolingLoop &l = ctx.doc.loops().at(LoopId(id));
        const Part *cdu = nullptr;
        int inRack = 0;
        for (CduId c : ctx.doc.cdusOf(l.id))
            if (const Part *p = ctx.doc.catalog().find(ctx.doc.cdus().at(c).part); p && p->uHeight > 0) {
                cdu = p;
                ++inRack;
            }
        if (!cdu)
            return;
        const int racks = int(ctx.doc.racksOnLoop(l.id).size());
        if (racks <= 1)
            return;
        out.push_back(problem(
            "LOOP_POOLS_IN_RACK_CDUS", Severity::Error, {{EntityKind::Loop, l.id.value}},
            QCoreApplication::translate("Rules", "loop %1").arg(l.name), racks, 1, "racks",
            QCoreApplication::translate("Rules", "Loop %1 pools %2 in-rack CDUs (%3) across %4 racks; an in-rack CDU "
                                                 "serves only the rack it is mounted in.")
                .arg(l.name)
                .arg(inRack)
                .arg(cdu->partNumber)
                .arg(racks),
            QCoreApplication::translate("Rules", "Serve the loop with in-row or facility CDUs (N+1 for the loop), or "
                                                 "mount CDUs in each liquid rack (N+1 in the rack).")));
    }
};

class PduFailoverOverload : public LocalRule {
public:
    QString name() const override { return QStringLiteral("PDU_OVERLOAD_ON_FAILOVER"); }
    RuleScope scope() const override { return RuleScope::Pdu; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Pdu &p = ctx.doc.pdus().at(PduId(id));
        const Part *part = ctx.doc.catalog().find(p.part);
        const double load = w(ctx.engine.pdu(p.id).failoverMw);
        const double continuous = part ? pduContinuousW(*part, p) : 0;
        if (part && part->capacityW > 0 && load > continuous && isPowerShelf(*part))
            out.push_back(shelfFailoverProblem(p, *part, load)); // shelf arithmetic and words
        else if (part && part->capacityW > 0 && load > continuous)
            out.push_back(problem(
                "PDU_OVERLOAD_ON_FAILOVER", Severity::Error, {{EntityKind::Pdu, p.id.value}},
                QCoreApplication::translate("Rules", "PDU %1").arg(p.name), load, continuous, "W",
                QCoreApplication::translate("Rules", "With the other feed lost, PDU %1 (%5 × %6) must carry %2; it is rated %3, "
                                                     "%4 continuous (80 %).")
                    .arg(p.name, kw(load), kw(pduNameplateW(*part, p)), kw(continuous))
                    .arg(p.units)
                    .arg(part->partNumber),
                QCoreApplication::translate("Rules", "Use a larger PDU, add PDUs on this side of the rack, or take load off its racks.")));
    }
};

class FeedFailoverOverload : public LocalRule {
public:
    QString name() const override { return QStringLiteral("FEED_OVERLOAD_ON_FAILOVER"); }
    RuleScope scope() const override { return RuleScope::Feed; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const PowerFeed &f = ctx.doc.feeds().at(FeedId(id));
        const double load = w(ctx.engine.feed(f.id).failoverMw);
        if (f.capacityW > 0 && load > f.capacityW)
            out.push_back(problem(
                "FEED_OVERLOAD_ON_FAILOVER", Severity::Error, {{EntityKind::Feed, f.id.value}},
                QCoreApplication::translate("Rules", "feed %1").arg(f.name), load, f.capacityW, "W",
                QCoreApplication::translate("Rules",
                                            "With the other feed lost, feed %1 must carry %2; its capacity is %3.")
                    .arg(f.name, kw(load), kw(f.capacityW)),
                QCoreApplication::translate("Rules", "Raise the feed's capacity or move racks to other feeds.")));
    }
};

class HallOverUtility : public LocalRule {
public:
    QString name() const override { return QStringLiteral("HALL_POWER_OVER_UTILITY"); }
    RuleScope scope() const override { return RuleScope::Hall; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Hall &h = ctx.doc.halls().at(HallId(id));
        const double facility = hallFacilityW(ctx.doc, ctx.engine, h.id);
        if (h.utilityFeedW > 0 && facility > h.utilityFeedW)
            out.push_back(problem(
                "HALL_POWER_OVER_UTILITY", Severity::Error, {{EntityKind::Hall, h.id.value}},
                QCoreApplication::translate("Rules", "hall %1").arg(h.name), facility, h.utilityFeedW, "W",
                QCoreApplication::translate("Rules",
                                            "Hall %1 needs %2 of facility power (IT × PUE %3); the utility feed is %4.")
                    .arg(h.name, kw(facility))
                    .arg(h.pue)
                    .arg(kw(h.utilityFeedW)),
                QCoreApplication::translate("Rules",
                                            "Reduce the IT load, improve the PUE, or contract more utility power.")));
    }
};

// The spreader plate that brings the rack within the rating: its weight over the rating, rounded
// up to the next 0.01 m² (docs/RULES.md); past the largest plate a user may enter, none will.
QString floorFix(const Rack &r, const RackFloorLoad &f, double ratingKgPerM2)
{
    const double plateM2 = std::ceil(f.weightKg / ratingKgPerM2 * 100.0 - 1e-9) / 100.0;
    if (plateM2 > limits::kMaxSpreaderM2)
        return QCoreApplication::translate("Rules", "Take weight out of rack %1 or reinforce the floor: a spreader plate would "
                                                    "need %2 m².")
            .arg(r.name, QString::number(plateM2, 'f', 2));
    return QCoreApplication::translate("Rules", "Stand rack %1 on a spreader plate of at least %2 m² (now %3 m²), take weight out "
                                                "of it, or reinforce the floor.")
        .arg(r.name, QString::number(plateM2, 'f', 2), QString::number(f.areaM2, 'f', 2));
}

class FloorOverRating : public LocalRule {
public:
    QString name() const override { return QStringLiteral("FLOOR_LOAD_OVER_RATING"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Rack &r = ctx.doc.racks().at(RackId(id));
        const Hall *h = ctx.doc.halls().find(ctx.doc.hallOf(r.id));
        if (!h)
            return;
        const RackFloorLoad f = rackFloorLoad(ctx.doc, ctx.engine, r.id);
        const double rating = kPaToKgPerM2(h->floorRatingKPa);
        if (h->floorRatingKPa > 0 && f.kgPerM2 > rating)
            out.push_back(problem(
                "FLOOR_LOAD_OVER_RATING", Severity::Error, {{EntityKind::Rack, r.id.value}},
                QCoreApplication::translate("Rules", "rack %1").arg(r.name), f.kgPerM2, rating, "kg/m²",
                QCoreApplication::translate(
                    "Rules", "Rack %1 loads the floor with %2 kg/m²; hall %3 is rated %4 kg/m² (%5 kPa).")
                    .arg(r.name, QString::number(f.kgPerM2, 'f', 0), h->name, QString::number(rating, 'f', 0))
                    .arg(h->floorRatingKPa),
                floorFix(r, f, rating)));
        if (h->pointLoadRatingKN > 0 && f.pointLoadKN > h->pointLoadRatingKN)
            out.push_back(problem(
                "POINT_LOAD_OVER_RATING", Severity::Error, {{EntityKind::Rack, r.id.value}},
                QCoreApplication::translate("Rules", "rack %1").arg(r.name), f.pointLoadKN, h->pointLoadRatingKN, "kN",
                QCoreApplication::translate("Rules",
                                            "Each foot of rack %1 carries %2 kN; hall %3 allows %4 kN per point.")
                    .arg(r.name, QString::number(f.pointLoadKN, 'f', 2), h->name)
                    .arg(h->pointLoadRatingKN),
                QCoreApplication::translate("Rules",
                                            "Lighten the rack or spread its load with plates under the feet.")));
    }
};

class HallAirOverCapacity : public LocalRule {
public:
    QString name() const override { return QStringLiteral("HALL_AIR_OVER_CAPACITY"); }
    RuleScope scope() const override { return RuleScope::Hall; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Hall &h = ctx.doc.halls().at(HallId(id));
        const double air = w(ctx.engine.hall(h.id).airMw);
        if (h.airCoolingW > 0 && air > h.airCoolingW)
            out.push_back(
                problem("HALL_AIR_OVER_CAPACITY", Severity::Error, {{EntityKind::Hall, h.id.value}},
                        QCoreApplication::translate("Rules", "hall %1").arg(h.name), air, h.airCoolingW, "W",
                        QCoreApplication::translate(
                            "Rules", "Hall %1 puts %2 of heat into room air; its air handling rejects %3.")
                            .arg(h.name, kw(air), kw(h.airCoolingW)),
                        QCoreApplication::translate(
                            "Rules", "Move heat to liquid (rear-door or direct-liquid racks) or add air cooling.")));
    }
};

} // namespace

void addFacilityRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<RackPowerOverLimit>());
    book.local.push_back(std::make_unique<RackHeatOverCooling>());
    book.local.push_back(std::make_unique<LiquidNodeWithoutLiquid>());
    book.local.push_back(std::make_unique<LoopOverCduCapacity>());
    book.local.push_back(std::make_unique<LoopPoolsInRackCdus>());
    book.local.push_back(std::make_unique<PduFailoverOverload>());
    book.local.push_back(std::make_unique<FeedFailoverOverload>());
    book.local.push_back(std::make_unique<HallOverUtility>());
    book.local.push_back(std::make_unique<FloorOverRating>());
    book.local.push_back(std::make_unique<HallAirOverCapacity>());
}

} // namespace railyard
