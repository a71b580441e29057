// Checks of the edits that place things: halls, rows, racks on a floor and devices in a rack.

#include "fieldchecks.h"

#include "core/limits.h"
#include "layout/obstacles.h"
#include "layout/rackspace.h"
#include "namecheck.h"

#include <cmath>
#include "core/trcontexts.h"

namespace railyard {

namespace {


bool finite(double v)
{
    return std::isfinite(v);
}

} // namespace

std::optional<double> parseNumber(const QString &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QString checkEdit(const Document &doc, const Hall &after)
{
    if (QString why = nameRefusal(doc.halls(), after, trctx::FieldChecks::tr("hall")); !why.isEmpty())
        return why;
    if (!finite(after.widthM) || !finite(after.depthM) || after.widthM <= 0 || after.depthM <= 0)
        return trctx::FieldChecks::tr("Hall %1 needs a width and a depth above 0 m.").arg(after.name);
    // A smaller floor must still hold every rack standing on it.
    for (RowId row : doc.rowsOf(after.id))
        for (RackId id : doc.racksOf(row)) {
            const Rack &r = doc.racks().at(id);
            if (r.xM > after.widthM || r.yM > after.depthM)
                return trctx::FieldChecks::tr("Rack %1 stands at x %2 m, y %3 m, off a %4 × %5 m floor; move it first or keep the hall larger.")
                    .arg(r.name)
                    .arg(r.xM)
                    .arg(r.yM)
                    .arg(after.widthM)
                    .arg(after.depthM);
        }
    if (!finite(after.floorRatingKPa) || after.floorRatingKPa <= 0 || !finite(after.pointLoadRatingKN) || after.pointLoadRatingKN <= 0)
        return trctx::FieldChecks::tr("Hall %1 needs floor ratings above 0 (distributed kPa and concentrated kN).").arg(after.name);
    if (!finite(after.utilityFeedW) || after.utilityFeedW < 0)
        return trctx::FieldChecks::tr("The utility capacity of hall %1 cannot be negative.").arg(after.name);
    if (!finite(after.airCoolingW) || after.airCoolingW < 0)
        return trctx::FieldChecks::tr("The air cooling capacity of hall %1 cannot be negative.").arg(after.name);
    if (!finite(after.pue) || after.pue < 1)
        return trctx::FieldChecks::tr("A PUE is facility power over IT power: it is 1 or more (hall %1).").arg(after.name);
    if (!finite(after.supplyWaterC) || !finite(after.returnWaterC) || after.returnWaterC <= after.supplyWaterC)
        return trctx::FieldChecks::tr("The water of hall %1 must return warmer than it is supplied (%2 °C supply, %3 °C return).")
            .arg(after.name)
            .arg(after.supplyWaterC)
            .arg(after.returnWaterC);
    return {};
}

QString checkEdit(const Document &doc, const Row &after)
{
    if (!doc.halls().contains(after.hall))
        return trctx::FieldChecks::tr("Row %1 must stand in an existing hall.").arg(after.name);
    const Row *before = doc.rows().find(after.id);
    if (before && after.hall != before->hall && doc.racksOf(after.id).begin() != doc.racksOf(after.id).end())
        return trctx::FieldChecks::tr("Row %1 has racks; a row with racks cannot change hall (their positions, feeds and loops are of this hall).")
            .arg(after.name);
    return nameRefusal(doc.rows(), after, trctx::FieldChecks::tr("row"), [&](const Row &other) { return other.hall == after.hall; });
}

QString checkEdit(const Document &doc, const Rack &after)
{
    if (QString why = nameRefusal(doc.racks(), after, trctx::FieldChecks::tr("rack")); !why.isEmpty())
        return why;
    const Row *row = doc.rows().find(after.row);
    if (!row)
        return trctx::FieldChecks::tr("Rack %1 must stand in an existing row.").arg(after.name);
    const Hall *hall = doc.halls().find(row->hall);
    if (!finite(after.xM) || !finite(after.yM))
        return trctx::FieldChecks::tr("Rack %1 needs a position in metres.").arg(after.name);
    if (hall && hall->widthM > 0 && (after.xM < 0 || after.xM > hall->widthM))
        return trctx::FieldChecks::tr("Rack %1: x %2 m is off the floor of hall %3 (0 to %4 m).").arg(after.name).arg(after.xM).arg(hall->name).arg(hall->widthM);
    if (hall && hall->depthM > 0 && (after.yM < 0 || after.yM > hall->depthM))
        return trctx::FieldChecks::tr("Rack %1: y %2 m is off the floor of hall %3 (0 to %4 m).").arg(after.name).arg(after.yM).arg(hall->name).arg(hall->depthM);
    const Part *part = doc.catalog().find(after.part);
    if (!part || (part->category != PartCategory::Rack && part->category != PartCategory::RackSystem))
        return trctx::FieldChecks::tr("Rack %1 needs a rack type from the catalog (a rack or a rack-scale system).").arg(after.name);
    if (!finite(after.spreaderM2) || after.spreaderM2 < 0 || after.spreaderM2 > limits::kMaxSpreaderM2)
        return trctx::FieldChecks::tr("The spreader plate of rack %1 must be from 0 (none) to %2 m².").arg(after.name).arg(limits::kMaxSpreaderM2);
    for (PduId id : {after.pduA, after.pduB}) {
        if (!id)
            continue;
        const Pdu *pdu = doc.pdus().find(id);
        const PowerFeed *feed = pdu ? doc.feeds().find(pdu->feed) : nullptr;
        if (!feed)
            return trctx::FieldChecks::tr("Rack %1 names a PDU that does not exist.").arg(after.name);
        if (feed->hall != row->hall)
            return trctx::FieldChecks::tr("PDU %1 hangs off feed %2 of another hall; rack %3 can only draw from the feeds of its own hall.")
                .arg(pdu->name, feed->name, after.name);
    }
    if (after.pduA && after.pduA == after.pduB)
        return trctx::FieldChecks::tr("Rack %1 takes its A and B supply from the same PDU; losing it would drop the rack. Pick two PDUs.").arg(after.name);
    if (after.loop) {
        const CoolingLoop *loop = doc.loops().find(after.loop);
        if (!loop)
            return trctx::FieldChecks::tr("Rack %1 names a cooling loop that does not exist.").arg(after.name);
        if (loop->hall != row->hall)
            return trctx::FieldChecks::tr("Cooling loop %1 serves another hall; rack %2 can only join a loop of its own hall.").arg(loop->name, after.name);
    }
    // A rack moved, turned or changed in size may not come to stand on a column or in a
    // keep-out area; one that stands there already (a column drawn later) is left to the rules.
    const Rack *before = doc.racks().find(after.id);
    if (!before || before->xM != after.xM || before->yM != after.yM || before->rotationDeg != after.rotationDeg
        || before->part != after.part || before->row != after.row)
        if (const QString why = rackPlacementRefusal(doc, after); !why.isEmpty())
            return trctx::FieldChecks::tr("Rack %1 cannot stand at (%2, %3) m: %4.").arg(after.name).arg(after.xM).arg(after.yM).arg(why);
    return {};
}

QString checkEdit(const Document &doc, const Device &after)
{
    if (QString why = nameRefusal(doc.devices(), after, trctx::FieldChecks::tr("device")); !why.isEmpty())
        return why;
    if (!doc.racks().contains(after.rack))
        return trctx::FieldChecks::tr("Device %1 must stand in an existing rack.").arg(after.name);
    if (!doc.catalog().find(after.part))
        return trctx::FieldChecks::tr("Device %1 needs a part from the catalog.").arg(after.name);
    if (after.uPosition < 0)
        return trctx::FieldChecks::tr("U %1 is below the rack's first unit; units count from 1 (0: not mounted in a U).").arg(after.uPosition);
    const Device &before = doc.devices().at(after.id);
    const bool moved = after.rack != before.rack || after.uPosition != before.uPosition || after.part != before.part;
    if (moved && after.uPosition > 0)
        if (QString why = mountRefusal(doc, after.rack, after.part, after.uPosition, after.id); !why.isEmpty())
            return why;
    if (after.network && !doc.networks().contains(after.network))
        return trctx::FieldChecks::tr("Device %1 names a network that does not exist.").arg(after.name);
    return {};
}

} // namespace railyard
