// Checks of the edits to power and cooling: feeds, PDUs and cooling loops.

#include "fieldchecks.h"

#include "core/limits.h"
#include "namecheck.h"

#include <cmath>
#include "core/trcontexts.h"

namespace railyard {

namespace {


// The first rack among `racks` that stands outside `hall`, else null.
template <class Range>
const Rack *rackOutside(const Document &doc, const Range &racks, HallId hall)
{
    for (RackId id : racks)
        if (doc.hallOf(id) != hall)
            return &doc.racks().at(id);
    return nullptr;
}

} // namespace

QString checkEdit(const Document &doc, const PowerFeed &after)
{
    // Names of the kinds that stand in a hall are unique in their hall (each hall's "Feed A").
    if (QString why = nameRefusal(doc.feeds(), after, trctx::FieldChecks::tr("feed"), [&](const PowerFeed &o) { return o.hall == after.hall; });
        !why.isEmpty())
        return why;
    if (!std::isfinite(after.capacityW) || after.capacityW < 0)
        return trctx::FieldChecks::tr("The capacity of feed %1 cannot be negative.").arg(after.name);
    if (!doc.halls().contains(after.hall))
        return trctx::FieldChecks::tr("Feed %1 must serve an existing hall.").arg(after.name);
    for (PduId id : doc.pdusOf(after.id))
        if (const Rack *r = rackOutside(doc, doc.racksOnPdu(id), after.hall))
            return trctx::FieldChecks::tr("Rack %1 of another hall draws from feed %2 through PDU %3; a feed serves its own hall only.")
                .arg(r->name, after.name, doc.pdus().at(id).name);
    return {};
}

QString checkEdit(const Document &doc, const Pdu &after)
{
    if (QString why = nameRefusal(doc.pdus(), after, trctx::FieldChecks::tr("PDU")); !why.isEmpty())
        return why;
    if (after.units < 1)
        return trctx::FieldChecks::tr("PDU %1 needs at least one unit.").arg(after.name);
    const Part *part = doc.catalog().find(after.part);
    // A rack side is AC PDUs or DC power shelves on the rack's busbar (docs/ENGINE.md).
    if (!part || (part->category != PartCategory::Pdu && part->category != PartCategory::PowerShelf))
        return trctx::FieldChecks::tr("PDU %1 needs a PDU or power shelf part from the catalog.").arg(after.name);
    const PowerFeed *feed = doc.feeds().find(after.feed);
    if (!feed)
        return trctx::FieldChecks::tr("PDU %1 must hang off an existing feed.").arg(after.name);
    if (const Rack *r = rackOutside(doc, doc.racksOnPdu(after.id), feed->hall))
        return trctx::FieldChecks::tr("Feed %1 is in another hall than rack %2, which PDU %3 supplies; pick a feed of the rack's hall.")
            .arg(feed->name, r->name, after.name);
    // A tap-off draws from its busway's feed: the two must agree.
    if (after.busway) {
        const Busway *busway = doc.busways().find(after.busway);
        if (!busway)
            return trctx::FieldChecks::tr("PDU %1 taps off a busway that does not exist.").arg(after.name);
        if (busway->feed != after.feed) {
            const PowerFeed *fed = doc.feeds().find(busway->feed);
            return trctx::FieldChecks::tr("PDU %1 taps off busway %2, which is fed by %3: give the PDU that feed.")
                .arg(after.name, busway->name, fed ? fed->name : QString());
        }
    }
    return {};
}

QString checkEdit(const Document &doc, const CoolingLoop &after)
{
    if (QString why = nameRefusal(doc.loops(), after, trctx::FieldChecks::tr("cooling loop"), [&](const CoolingLoop &o) { return o.hall == after.hall; });
        !why.isEmpty())
        return why;
    if (!std::isfinite(after.deltaTK) || after.deltaTK <= 0)
        return trctx::FieldChecks::tr("The temperature rise of loop %1 must be above 0 K (water returns warmer than it is supplied).").arg(after.name);
    if (!std::isfinite(after.supplyC) || after.supplyC < limits::kMinLoopSupplyC || after.supplyC > limits::kMaxLoopSupplyC)
        return trctx::FieldChecks::tr("The supply temperature of loop %1 must lie between %2 and %3 °C (ASHRAE liquid classes W17 to W+).")
            .arg(after.name)
            .arg(limits::kMinLoopSupplyC)
            .arg(limits::kMaxLoopSupplyC);
    if (!doc.halls().contains(after.hall))
        return trctx::FieldChecks::tr("Loop %1 must serve an existing hall.").arg(after.name);
    if (const Rack *r = rackOutside(doc, doc.racksOnLoop(after.id), after.hall))
        return trctx::FieldChecks::tr("Rack %1 on loop %2 stands in another hall; a loop serves its own hall only.").arg(r->name, after.name);
    return {};
}

} // namespace railyard
