#include "rackplacement.h"

#include "rackscalefill.h"

#include "commands/editor.h"
#include "naming.h"
#include "obstacles.h"
#include "rowline.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSizeF>
#include <algorithm>
#include <algorithm>
#include <cmath>
#include "core/trcontexts.h"

namespace railyard {

namespace {


} // namespace

QSizeF rackFootprint(const Part *part)
{
    return part && part->widthM > 0 && part->depthM > 0 ? QSizeF(part->widthM, part->depthM) : QSizeF(0.6, 1.2);
}

namespace {

QSizeF footprint(const Part *part)
{
    return rackFootprint(part);
}

// The extent on the floor of a footprint turned by `rotationDeg` (quarter turns swap its sides).
QRectF extent(double x, double y, QSizeF size, double rotationDeg)
{
    const bool across = std::lround(rotationDeg / 90.0) % 2 != 0;
    const double w = across ? size.height() : size.width(), d = across ? size.width() : size.height();
    return QRectF(x - w / 2, y - d / 2, w, d);
}

QSet<QString> rackNamesIn(const Document &doc, HallId hall)
{
    QSet<QString> names;
    for (RowId row : doc.rowsOf(hall))
        for (RackId r : doc.racksOf(row))
            names.insert(doc.racks().at(r).name);
    return names;
}

// Snaps the plan onto the nearest row's line and slot; false when no row is near.
bool snapToRow(const Document &doc, RackPlacement &plan, double x, double y)
{
    double best = kRowSnapM;
    for (RowId row : doc.rowsOf(plan.hall)) {
        if (doc.racksOf(row).begin() == doc.racksOf(row).end())
            continue;
        const RowLine l = rowLine(doc, row, plan.footprintM.width());
        const double along = l.alongX ? x : y, across = l.alongX ? y : x;
        // Along the row, a few slots past either end still extend it.
        const double reach = 3 * l.pitch;
        if (std::abs(across - l.across) >= best || along < l.first - reach || along > l.last + reach)
            continue;
        best = std::abs(across - l.across);
        const double snapped = l.first + std::round((along - l.first) / l.pitch) * l.pitch;
        plan.row = row;
        plan.xM = l.alongX ? snapped : l.across;
        plan.yM = l.alongX ? l.across : snapped;
        // Turned like its nearest neighbour in the row.
        double nearest = -1;
        for (RackId id : doc.racksOf(row)) {
            const Rack &r = doc.racks().at(id);
            const double d = std::hypot(r.xM - plan.xM, r.yM - plan.yM);
            if (nearest < 0 || d < nearest) {
                nearest = d;
                plan.rotationDeg = r.rotationDeg;
            }
        }
    }
    return plan.row.isValid();
}

} // namespace

QString rackSpotRefusal(const Document &doc, const Hall &hall, const RackPlacement &plan)
{
    const HallId hallId = hall.id;
    const QRectF mine = extent(plan.xM, plan.yM, plan.footprintM, plan.rotationDeg);
    constexpr double kTouch = 0.01; // racks standing side by side touch; they do not overlap
    if (mine.left() < -kTouch || mine.top() < -kTouch || mine.right() > hall.widthM + kTouch || mine.bottom() > hall.depthM + kTouch)
        return trctx::Layout::tr("Rack %1 would stand outside hall %2 (%3 × %4 m).").arg(plan.name, hall.name).arg(hall.widthM).arg(hall.depthM);
    for (RowId row : doc.rowsOf(hallId))
        for (RackId id : doc.racksOf(row)) {
            const Rack &r = doc.racks().at(id);
            const QRectF other = extent(r.xM, r.yM, footprint(doc.catalog().find(r.part)), r.rotationDeg);
            const QRectF both = mine.intersected(other);
            if (both.width() > kTouch && both.height() > kTouch)
                return trctx::Layout::tr("Rack %1 would overlap rack %2 there.").arg(plan.name, r.name);
        }
    if (const QString inTheWay = obstacleRefusal(doc, hallId, {mine.left(), mine.top(), mine.right(), mine.bottom()}); !inTheWay.isEmpty())
        return trctx::Layout::tr("Rack %1 cannot stand there: %2.").arg(plan.name, inTheWay);
    return {};
}

RackPlacement planRackAt(const Document &doc, HallId hallId, PartId rackPart, double xM, double yM)
{
    RackPlacement plan;
    plan.hall = hallId;
    plan.part = rackPart;
    plan.xM = xM;
    plan.yM = yM;
    const Hall *hall = doc.halls().find(hallId);
    const Part *part = doc.catalog().find(rackPart);
    plan.footprintM = footprint(part);
    if (!hall)
        plan.refusal = trctx::Layout::tr("The hall no longer exists.");
    else if (!part || (part->category != PartCategory::Rack && part->category != PartCategory::RackSystem))
        plan.refusal = trctx::Layout::tr("Only a rack type or a rack-scale system stands on the floor; %1 is mounted in a rack.")
                           .arg(part ? part->partNumber : QStringLiteral("?"));
    if (!plan.ok())
        return plan;

    const QSet<QString> taken = rackNamesIn(doc, hallId);
    if (snapToRow(doc, plan, xM, yM)) {
        const Row &row = doc.rows().at(plan.row);
        QStringList names;
        for (RackId id : doc.racksOf(plan.row))
            names << doc.racks().at(id).name;
        plan.name = uniqueName(nextInSeries(names, row.name + QStringLiteral("-R01")), taken);
    } else {
        // Off the rows: the footprint's edges on the tile grid, a new row of its own.
        const double g = kFloorGridM, w = plan.footprintM.width(), d = plan.footprintM.height();
        plan.xM = std::round((xM - w / 2) / g) * g + w / 2;
        plan.yM = std::round((yM - d / 2) / g) * g + d / 2;
        QStringList rowNames;
        QSet<QString> takenRows;
        for (RowId r : doc.rowsOf(hallId)) {
            const QString &n = doc.rows().at(r).name;
            takenRows.insert(n);
            if (n.startsWith(QLatin1String("ROW")))
                rowNames << n;
        }
        plan.newRowName = uniqueName(nextInSeries(rowNames, QStringLiteral("ROW01")), takenRows);
        plan.name = uniqueName(plan.newRowName + QStringLiteral("-R01"), taken);
    }

    plan.refusal = rackSpotRefusal(doc, *hall, plan);
    return plan;
}

std::vector<RackPlacement> planRacksAt(const Document &doc, HallId hallId, PartId rackPart, double xM, double yM, int count)
{
    std::vector<RackPlacement> plans{planRackAt(doc, hallId, rackPart, xM, yM)};
    const RackPlacement first = plans.front(); // a copy: the list grows below
    if (!first.ok() || count <= 1)
        return plans;
    // Beyond the first along its row's line at the row's pitch; a new row runs along its racks'
    // fronts (+x unturned).
    bool alongX = std::lround(first.rotationDeg / 90.0) % 2 == 0;
    double pitch = first.footprintM.width();
    QStringList names{first.name};
    if (first.row) {
        const RowLine line = rowLine(doc, first.row, pitch);
        alongX = line.alongX;
        pitch = line.pitch;
        for (RackId id : doc.racksOf(first.row))
            names << doc.racks().at(id).name;
    }
    const QSet<QString> taken = rackNamesIn(doc, hallId);
    const Hall &hall = doc.halls().at(hallId);
    for (int i = 1; i < std::min(count, kMaxRacksPerDrop); ++i) {
        RackPlacement next = first;
        (alongX ? next.xM : next.yM) += i * pitch;
        next.name = uniqueName(nextInSeries(names, first.name), taken);
        names << next.name;
        next.refusal = rackSpotRefusal(doc, hall, next);
        plans.push_back(next);
    }
    return plans;
}

Rack rackOf(const RackPlacement &plan, RowId row)
{
    Rack r;
    r.row = row;
    r.part = plan.part;
    r.name = plan.name;
    r.xM = plan.xM;
    r.yM = plan.yM;
    r.rotationDeg = plan.rotationDeg;
    return r;
}

RackPlacement placementOf(const Document &doc, const Rack &rack)
{
    RackPlacement plan;
    plan.hall = doc.rows().at(rack.row).hall;
    plan.row = rack.row;
    plan.part = rack.part;
    plan.name = rack.name;
    plan.xM = rack.xM;
    plan.yM = rack.yM;
    plan.rotationDeg = rack.rotationDeg;
    return plan;
}

RackId placeRack(Editor &editor, const RackPlacement &plan)
{
    const std::vector<RackId> placed = placeRacks(editor, {plan});
    return placed.empty() ? RackId() : placed.front();
}

std::vector<RackId> placeRacks(Editor &editor, const std::vector<RackPlacement> &plans)
{
    if (plans.empty() || !std::all_of(plans.begin(), plans.end(), [](const RackPlacement &p) { return p.ok(); }))
        return {};
    const RackPlacement &first = plans.front();
    FragmentBuilder b(editor.document());
    const RowId row = first.row.isValid() ? first.row : b.addRow(first.hall, first.newRowName);
    // A rack-scale system arrives whole, in the same step (rackscalefill.h).
    const RackScaleFill fill = planRackScaleFill(editor.document(), first.hall, first.part);
    std::vector<RackId> out;
    for (const RackPlacement &plan : plans)
        out.push_back(addRackWithFill(b, rackOf(plan, row), fill));
    editor.insert(b.take(), plans.size() == 1 ? QCoreApplication::translate("Layout", "Place rack %1").arg(first.name)
                                              : QCoreApplication::translate("Layout", "Place racks %1 to %2").arg(first.name, plans.back().name));
    return out;
}

} // namespace railyard
