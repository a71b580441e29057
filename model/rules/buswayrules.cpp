#include "buswayrules.h"

#include "problemtext.h"

#include "engine/pducapacity.h"

#include <QCoreApplication>

namespace railyard {
namespace {

// The smallest busway part of the catalog that carries `loadW` continuously, or none.
const Part *busway(const Catalog &catalog, double loadW)
{
    const Part *best = nullptr;
    for (const Part *p : catalog.parts(PartCategory::Busway))
        if (buswayContinuousW(*p) >= loadW && (!best || p->capacityW < best->capacityW))
            best = p;
    return best;
}

// A busway's load — its tap-off PDUs' loads summed — against 80 % of its rating: in normal
// operation (BUSWAY_OVERLOAD) and, when that holds, with the other feed lost
// (BUSWAY_OVERLOAD_ON_FAILOVER), as a feed's failover load is counted.
class BuswayOverload : public LocalRule {
public:
    QString name() const override { return QStringLiteral("BUSWAY_OVERLOAD"); }
    RuleScope scope() const override { return RuleScope::Busway; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Busway &b = ctx.doc.busways().at(BuswayId(id));
        const Part *part = ctx.doc.catalog().find(b.part);
        if (!part || part->capacityW <= 0)
            return;
        const PduLoad load = ctx.engine.busway(b.id);
        const double continuous = buswayContinuousW(*part);
        const bool normal = fromMilli(load.normalMw) > continuous;
        const double loadW = fromMilli(normal ? load.normalMw : load.failoverMw);
        if (loadW <= continuous)
            return;
        const Part *larger = busway(ctx.doc.catalog(), loadW);
        const QString fix = larger && larger != part
                                ? QCoreApplication::translate("Rules", "Use a %1 busway (%2 continuous), move tap-off PDUs to "
                                                                       "another busway, or take load off its racks.")
                                      .arg(larger->partNumber, kwText(buswayContinuousW(*larger)))
                                : QCoreApplication::translate("Rules", "Move tap-off PDUs to another busway or take load off "
                                                                       "its racks: no busway in the catalog carries %1.")
                                      .arg(kwText(loadW));
        const QString message =
            normal ? QCoreApplication::translate("Rules", "Busway %1 (%2) carries %3 from its %4 tap-offs; it is rated %5, %6 "
                                                          "continuous (80 %).")
                   : QCoreApplication::translate("Rules", "With the other feed lost, busway %1 (%2) must carry %3 for its %4 "
                                                          "tap-offs; it is rated %5, %6 continuous (80 %).");
        out.push_back(makeProblem(normal ? "BUSWAY_OVERLOAD" : "BUSWAY_OVERLOAD_ON_FAILOVER", Severity::Error,
                                  {{EntityKind::Busway, b.id.value}}, QCoreApplication::translate("Rules", "busway %1").arg(b.name),
                                  loadW, continuous, "W",
                                  message.arg(b.name, part->partNumber, kwText(loadW))
                                      .arg(ctx.doc.tapOffsOf(b.id).size())
                                      .arg(kwText(part->capacityW), kwText(continuous)),
                                  fix));
    }
};

// A tap-off draws from its busway's feed; a PDU that names another feed would be counted on the
// wrong feed.
class PduFeedNotBuswayFeed : public LocalRule {
public:
    QString name() const override { return QStringLiteral("PDU_FEED_NOT_BUSWAY_FEED"); }
    RuleScope scope() const override { return RuleScope::Pdu; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Pdu &p = ctx.doc.pdus().at(PduId(id));
        const Busway *b = ctx.doc.busways().find(p.busway);
        if (!b || b->feed == p.feed)
            return;
        const PowerFeed *own = ctx.doc.feeds().find(p.feed), *feed = ctx.doc.feeds().find(b->feed);
        const QString none = QCoreApplication::translate("Rules", "none");
        out.push_back(makeProblem(
            "PDU_FEED_NOT_BUSWAY_FEED", Severity::Error, {{EntityKind::Pdu, p.id.value}, {EntityKind::Busway, b->id.value}},
            QCoreApplication::translate("Rules", "PDU %1 on busway %2").arg(p.name, b->name), 0, 0, "",
            QCoreApplication::translate("Rules", "PDU %1 taps off busway %2 (feed %3) but names feed %4.")
                .arg(p.name, b->name, feed ? feed->name : none, own ? own->name : none),
            QCoreApplication::translate("Rules", "Set the PDU's feed to %1, the busway's, or take the PDU off the busway.")
                .arg(feed ? feed->name : none)));
    }
};

} // namespace

void addBuswayRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<BuswayOverload>());
    book.local.push_back(std::make_unique<PduFeedNotBuswayFeed>());
}

} // namespace railyard
