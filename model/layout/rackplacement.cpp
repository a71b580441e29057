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
#include <cmath>
#include "core/trcontexts.h"

namespace railyard {

namespace {


QSizeF footprint(const Part *part)
{
    return part && part->widthM > 0 && part->depthM > 0 ? QSizeF(part->widthM, part->depthM) : QSizeF(0.6, 1.2);
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

    const QRectF mine = extent(plan.xM, plan.yM, plan.footprintM, plan.rotationDeg);
    constexpr double kTouch = 0.01; // racks standing side by side touch; they do not overlap
    if (mine.left() < -kTouch || mine.top() < -kTouch || mine.right() > hall->widthM + kTouch || mine.bottom() > hall->depthM + kTouch) {
        plan.refusal = trctx::Layout::tr("Rack %1 would stand outside hall %2 (%3 × %4 m).").arg(plan.name, hall->name).arg(hall->widthM).arg(hall->depthM);
        return plan;
    }
    for (RowId row : doc.rowsOf(hallId))
        for (RackId id : doc.racksOf(row)) {
            const Rack &r = doc.racks().at(id);
            const QRectF other = extent(r.xM, r.yM, footprint(doc.catalog().find(r.part)), r.rotationDeg);
            const QRectF both = mine.intersected(other);
            if (both.width() > kTouch && both.height() > kTouch) {
                plan.refusal = trctx::Layout::tr("Rack %1 would overlap rack %2 there.").arg(plan.name, r.name);
                return plan;
            }
        }
    if (const QString inTheWay = obstacleRefusal(doc, hallId, {mine.left(), mine.top(), mine.right(), mine.bottom()}); !inTheWay.isEmpty())
        plan.refusal = trctx::Layout::tr("Rack %1 cannot stand there: %2.").arg(plan.name, inTheWay);
    return plan;
}

RackId placeRack(Editor &editor, const RackPlacement &plan)
{
    if (!plan.ok())
        return {};
    FragmentBuilder b(editor.document());
    Rack r;
    r.row = plan.row.isValid() ? plan.row : b.addRow(plan.hall, plan.newRowName);
    r.part = plan.part;
    r.name = plan.name;
    r.xM = plan.xM;
    r.yM = plan.yM;
    r.rotationDeg = plan.rotationDeg;
    // A rack-scale system arrives whole, in the same step (rackscalefill.h).
    const RackScaleFill fill = planRackScaleFill(editor.document(), plan.hall, plan.part);
    if (fill.ok())
        attachRackScaleSides(b, r, fill);
    const RackId id = b.addRack(r);
    if (fill.ok())
        mountRackScaleFill(b, id, r.name, fill);
    editor.insert(b.take(), QCoreApplication::translate("Layout", "Place rack %1").arg(plan.name));
    return id;
}

} // namespace railyard
