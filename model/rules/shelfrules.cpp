#include "shelfrules.h"

#include "engine/pducapacity.h"
#include "engine/shelfcapacity.h"
#include "problemtext.h"

#include <QCoreApplication>
#include "core/trcontexts.h"

namespace railyard {
namespace {


// "4 power shelves of 33.0 kW"
QString shelvesText(int units, double ratingW)
{
    return units == 1 ? trctx::Rules::tr("1 power shelf of %1").arg(kwText(ratingW)) : trctx::Rules::tr("%1 power shelves of %2").arg(units).arg(kwText(ratingW));
}

// Shelves of `ratingW` that carry `loadW` (exact on the engine's milliwatts), at least one.
int64_t shelvesFor(double loadW, double ratingW)
{
    const int64_t load = toMilli(loadW), rating = toMilli(ratingW);
    return rating > 0 ? std::max<int64_t>(1, (load + rating - 1) / rating) : 0;
}

// The catalog's power shelves, for a fix that names what to use.
QString shelfParts(const Document &doc)
{
    QStringList names;
    for (const Part *p : doc.catalog().parts(PartCategory::PowerShelf))
        names << p->partNumber;
    return names.isEmpty() ? trctx::Rules::tr("none in the catalog") : names.join(QStringLiteral(", "));
}

class ShelfNoRedundancy : public LocalRule {
public:
    QString name() const override { return QStringLiteral("SHELF_NO_REDUNDANCY"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Rack &r = ctx.doc.racks().at(RackId(id));
        const RackShelves s = rackShelves(ctx.doc, ctx.engine, r.id);
        if (!s.withoutRedundancy())
            return;
        const int64_t needed = shelvesFor(s.loadW, s.largestW) + 1;
        out.push_back(makeProblem(
            "SHELF_NO_REDUNDANCY", Severity::Warning, {{EntityKind::Rack, r.id.value}}, trctx::Rules::tr("rack %1").arg(r.name), s.loadW,
            s.redundantW, "W",
            trctx::Rules::tr("Rack %1 draws %2 at peak from its %3 (%4 installed); with one shelf out (N+1) the rest deliver %5.")
                .arg(r.name, kwText(s.loadW), shelvesText(s.shelves, s.largestW), kwText(s.installedW), kwText(s.redundantW)),
            trctx::Rules::tr("Install %1 on rack %2 (N+1: one more than the load needs), or take load off the rack.")
                .arg(shelvesText(int(needed), s.largestW), r.name)));
    }
};

class ShelfMixedWithPdu : public LocalRule {
public:
    QString name() const override { return QStringLiteral("SHELF_MIXED_WITH_PDU"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Rack &r = ctx.doc.racks().at(RackId(id));
        const RackShelves s = rackShelves(ctx.doc, ctx.engine, r.id);
        if (!s.mixed)
            return;
        const Pdu &a = ctx.doc.pdus().at(r.pduA);
        const Pdu &b = ctx.doc.pdus().at(r.pduB);
        const bool aIsShelf = isPowerShelf(ctx.doc.catalog().at(a.part));
        const Pdu &shelf = aIsShelf ? a : b;
        const Pdu &pdu = aIsShelf ? b : a;
        out.push_back(makeProblem(
            "SHELF_MIXED_WITH_PDU", Severity::Error,
            {{EntityKind::Rack, r.id.value}, {EntityKind::Pdu, shelf.id.value}, {EntityKind::Pdu, pdu.id.value}},
            trctx::Rules::tr("rack %1").arg(r.name), 0, 0, "",
            trctx::Rules::tr("Rack %1 takes DC power shelves on side %2 (%3) and an AC PDU on side %4 (%5): the shelves feed the rack's "
               "busbar, the PDU its outlets, so neither side can carry the rack when the other feed is lost.")
                .arg(r.name, aIsShelf ? QStringLiteral("A") : QStringLiteral("B"), shelf.name,
                     aIsShelf ? QStringLiteral("B") : QStringLiteral("A"), pdu.name),
            trctx::Rules::tr("Give %1 a power shelf part (%2) for a busbar rack, or give %3 an AC PDU part for a rack with outlets.")
                .arg(pdu.name, shelfParts(ctx.doc), shelf.name)));
    }
};

} // namespace

Problem shelfFailoverProblem(const Pdu &side, const Part &shelf, double loadW)
{
    const double carries = pduContinuousW(shelf, side);
    return makeProblem(
        "PDU_OVERLOAD_ON_FAILOVER", Severity::Error, {{EntityKind::Pdu, side.id.value}}, trctx::Rules::tr("power shelves %1").arg(side.name),
        loadW, carries, "W",
        trctx::Rules::tr("With the other feed lost, the %1 of %2 (%3) must carry %4; they deliver %5 (a shelf's DC output is not derated).")
            .arg(shelvesText(side.units, shelf.capacityW), side.name, shelf.partNumber, kwText(loadW), kwText(carries)),
        trctx::Rules::tr("Put %1 on this side, use larger shelves, or take load off its racks.")
            .arg(shelvesText(int(shelvesFor(loadW, shelf.capacityW)), shelf.capacityW)));
}

void addShelfRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<ShelfNoRedundancy>());
    book.local.push_back(std::make_unique<ShelfMixedWithPdu>());
}

} // namespace railyard
