#include "supplyrules.h"

#include "problemtext.h"

#include "core/trcontexts.h"

namespace railyard {
namespace {

QString sideName(FeedSide side)
{
    return side == FeedSide::A ? QStringLiteral("A") : QStringLiteral("B");
}

// The rack's devices that draw power, for a message: "gpu0001, gpu0002 and 16 more".
QString poweredDevices(const Document &doc, RackId rack, int *count)
{
    QStringList names;
    *count = 0;
    for (DeviceId d : doc.devicesOf(rack)) {
        const Device &device = doc.devices().at(d);
        const Part &part = doc.catalog().at(device.part);
        if (part.maxW <= 0 || part.category == PartCategory::Cdu) // a CDU in a rack is its controller's entry
            continue;
        if (++*count <= 3)
            names << device.name;
    }
    if (*count > 3)
        return trctx::Rules::tr("%1 and %2 more").arg(names.join(QStringLiteral(", "))).arg(*count - 3);
    return names.join(QStringLiteral(", "));
}

// A rack that draws power needs a PDU (or power shelf) with a feed on each side its hall is fed
// from: a rack with nothing on side B in a hall with B feeds drops all its devices when the A
// feed is lost, which is what A/B feeds are for. A hall fed from one side only (a design made
// with a single feed) asks for that side.
class RackSideUnfed : public LocalRule {
public:
    QString name() const override { return QStringLiteral("RACK_SIDE_UNFED"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Rack &r = doc.racks().at(RackId(id));
        const double loadW = fromMilli(ctx.engine.rack(r.id).itMaxMw());
        if (loadW <= 0)
            return;
        bool hallFed[2] = {false, false};
        for (FeedId f : doc.feedsOf(doc.hallOf(r.id)))
            hallFed[size_t(doc.feeds().at(f).side)] = true;
        const Pdu *pdus[2] = {doc.pdus().find(r.pduA), doc.pdus().find(r.pduB)};
        int devices = 0;
        const QString names = poweredDevices(doc, r.id, &devices);
        const QString what = devices > 0 ? trctx::Rules::tr("its %1 powered devices (%2)").arg(devices).arg(names) : trctx::Rules::tr("its frame");
        if (!pdus[0] && !pdus[1]) {
            out.push_back(makeProblem(
                "RACK_SIDE_UNFED", Severity::Error, {{EntityKind::Rack, r.id.value}}, trctx::Rules::tr("rack %1").arg(r.name), loadW, 0, "W",
                trctx::Rules::tr("Rack %1 draws %2 at peak for %3 but has no PDU or power shelf on either side.").arg(r.name, kwText(loadW), what),
                trctx::Rules::tr("Give rack %1 a PDU on side A and one on side B, each on a feed of its side (Insert ▸ PDU, or the rack's "
                   "pdu_a and pdu_b).")
                    .arg(r.name)));
            return;
        }
        for (FeedSide side : {FeedSide::A, FeedSide::B}) {
            const Pdu *pdu = pdus[size_t(side)];
            if (!pdu && hallFed[size_t(side)])
                out.push_back(makeProblem(
                    "RACK_SIDE_UNFED", Severity::Error, {{EntityKind::Rack, r.id.value}}, trctx::Rules::tr("rack %1").arg(r.name), loadW, 0, "W",
                    trctx::Rules::tr("Rack %1 has no PDU on side %2 although its hall is fed from side %2: when the other feed is lost, %3 "
                       "lose power.")
                        .arg(r.name, sideName(side), what),
                    trctx::Rules::tr("Give rack %1 a PDU on side %2, on a side-%2 feed.").arg(r.name, sideName(side))));
            else if (pdu && !doc.feeds().contains(pdu->feed))
                out.push_back(makeProblem(
                    "RACK_SIDE_UNFED", Severity::Error, {{EntityKind::Rack, r.id.value}, {EntityKind::Pdu, pdu->id.value}},
                    trctx::Rules::tr("rack %1").arg(r.name), loadW, 0, "W",
                    trctx::Rules::tr("PDU %1 on side %2 of rack %3 is connected to no feed: side %2 carries nothing.")
                        .arg(pdu->name, sideName(side), r.name),
                    trctx::Rules::tr("Connect PDU %1 to a side-%2 feed (its feed field), or to a busway on one.").arg(pdu->name, sideName(side))));
        }
        // Both sides on one feed: the second cord protects against a PDU, not a feed.
        if (pdus[0] && pdus[1] && doc.feeds().contains(pdus[0]->feed) && pdus[0]->feed == pdus[1]->feed) {
            const PowerFeed &feed = doc.feeds().at(pdus[0]->feed);
            std::vector<ObjectRef> objects{{EntityKind::Rack, r.id.value}, {EntityKind::Feed, feed.id.value}};
            out.push_back(makeProblem(
                "RACK_SIDES_ON_ONE_FEED", Severity::Error, std::move(objects), trctx::Rules::tr("rack %1").arg(r.name), loadW, 0, "W",
                pdus[0] == pdus[1] ? trctx::Rules::tr("Rack %1 names PDU %2 on both sides: losing feed %3 drops %4.").arg(r.name, pdus[0]->name, feed.name, what)
                                   : trctx::Rules::tr("Both sides of rack %1 (PDUs %2 and %3) draw from feed %4: losing it drops %5.")
                                         .arg(r.name, pdus[0]->name, pdus[1]->name, feed.name, what),
                trctx::Rules::tr("Put side B of rack %1 on a PDU of the other feed.").arg(r.name)));
        }
    }
};

// Heat meant for liquid (cold plates in a direct-liquid rack, a rear-door coil) needs a loop in
// the rack's own hall: with none, the design has nowhere to put it.
class LiquidRackWithoutLoop : public LocalRule {
public:
    QString name() const override { return QStringLiteral("LIQUID_RACK_WITHOUT_LOOP"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Rack &r = doc.racks().at(RackId(id));
        const double liquidW = fromMilli(ctx.engine.rack(r.id).liquidMw);
        if (liquidW <= 0)
            return;
        const CoolingLoop *loop = doc.loops().find(r.loop);
        const HallId hall = doc.hallOf(r.id);
        if (!loop) {
            QStringList loops;
            for (LoopId l : doc.loopsOf(hall))
                loops << doc.loops().at(l).name;
            out.push_back(makeProblem(
                "LIQUID_RACK_WITHOUT_LOOP", Severity::Error, {{EntityKind::Rack, r.id.value}}, trctx::Rules::tr("rack %1").arg(r.name), liquidW, 0,
                "W", trctx::Rules::tr("Rack %1 sends %2 of heat to liquid but is on no cooling loop.").arg(r.name, kwText(liquidW)),
                loops.isEmpty() ? trctx::Rules::tr("Add a cooling loop with CDUs to the rack's hall and put rack %1 on it.").arg(r.name)
                                : trctx::Rules::tr("Put rack %1 on a loop of its hall (%2).").arg(r.name, loops.join(QStringLiteral(", ")))));
        } else if (loop->hall != hall) {
            const Hall *own = doc.halls().find(hall), *other = doc.halls().find(loop->hall);
            out.push_back(makeProblem(
                "LIQUID_RACK_WITHOUT_LOOP", Severity::Error, {{EntityKind::Rack, r.id.value}, {EntityKind::Loop, loop->id.value}},
                trctx::Rules::tr("rack %1").arg(r.name), liquidW, 0, "W",
                trctx::Rules::tr("Rack %1 in hall %2 is on loop %3 of hall %4: its pipes do not reach another hall's CDUs.")
                    .arg(r.name, own ? own->name : QString(), loop->name, other ? other->name : QString()),
                trctx::Rules::tr("Put rack %1 on a loop of hall %2.").arg(r.name, own ? own->name : QString())));
        }
    }
};

// A loop that carries heat needs a CDU to move it to facility water. (With CDUs, whether they
// suffice is LOOP_OVER_CDU_CAPACITY's question.)
class LoopWithoutCdu : public LocalRule {
public:
    QString name() const override { return QStringLiteral("LOOP_WITHOUT_CDU"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const CoolingLoop &l = ctx.doc.loops().at(LoopId(id));
        const double heatW = fromMilli(ctx.engine.loop(l.id).liquidMw);
        if (heatW <= 0 || ctx.doc.cdusOf(l.id).begin() != ctx.doc.cdusOf(l.id).end())
            return;
        out.push_back(makeProblem(
            "LOOP_WITHOUT_CDU", Severity::Error, {{EntityKind::Loop, l.id.value}}, trctx::Rules::tr("loop %1").arg(l.name), heatW, 0, "W",
            trctx::Rules::tr("Loop %1 carries %2 from %3 racks but has no CDU: nothing moves the heat to facility water.")
                .arg(l.name, kwText(heatW))
                .arg(int(ctx.doc.racksOnLoop(l.id).size())),
            trctx::Rules::tr("Install CDUs on loop %1: at least two (N+1) that together with one out carry %2.").arg(l.name, kwText(heatW))));
    }
};

// Every hall with IT load needs a utility feed to draw it from; 0 W means none was given, and
// HALL_POWER_OVER_UTILITY (which compares against the feed) has nothing to compare.
class HallWithoutUtility : public LocalRule {
public:
    QString name() const override { return QStringLiteral("HALL_WITHOUT_UTILITY"); }
    RuleScope scope() const override { return RuleScope::Hall; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Hall &h = ctx.doc.halls().at(HallId(id));
        const double itW = fromMilli(ctx.engine.hall(h.id).itMaxMw());
        if (itW <= 0 || h.utilityFeedW > 0)
            return;
        out.push_back(makeProblem(
            "HALL_WITHOUT_UTILITY", Severity::Error, {{EntityKind::Hall, h.id.value}}, trctx::Rules::tr("hall %1").arg(h.name), itW * h.pue, 0, "W",
            trctx::Rules::tr("Hall %1 draws %2 of IT load (%3 with PUE %4) but has no utility feed.")
                .arg(h.name, kwText(itW), kwText(itW * h.pue))
                .arg(h.pue),
            trctx::Rules::tr("Set hall %1's utility feed to at least %2 (its facility load).").arg(h.name, kwText(itW * h.pue))));
    }
};

} // namespace

void addSupplyRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<RackSideUnfed>());
    book.local.push_back(std::make_unique<LiquidRackWithoutLoop>());
    book.local.push_back(std::make_unique<LoopWithoutCdu>());
    book.local.push_back(std::make_unique<HallWithoutUtility>());
}

} // namespace railyard
