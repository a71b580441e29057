#include "rowfill.h"

#include "rackplacement.h"
#include "rackscalefill.h"

#include "commands/editor.h"
#include "naming.h"
#include "rowline.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace railyard {

RowFill addRacksToRow(Editor &editor, RowId rowId, PartId rackPart, int count, double startXM, double startYM)
{
    Document &doc = editor.document();
    RowFill out;
    const Row *row = doc.rows().find(rowId);
    const Part *part = doc.catalog().find(rackPart);
    if (!row)
        out.refusal = QCoreApplication::translate("Layout", "The row no longer exists.");
    else if (!part || (part->category != PartCategory::Rack && part->category != PartCategory::RackSystem))
        out.refusal = QCoreApplication::translate("Layout", "Only a rack type or a rack-scale system can be placed in a row.");
    else if (count < 1 || count > 1000)
        out.refusal = QCoreApplication::translate("Layout", "Add 1 to 1,000 racks at a time.");
    if (!out.refusal.isEmpty())
        return out;

    std::vector<const Rack *> racks;
    QStringList names;
    for (RackId id : doc.racksOf(rowId)) {
        racks.push_back(&doc.racks().at(id));
        names << racks.back()->name;
    }
    // The row's line and pitch (else the new rack's width), from its last rack on.
    double pitch = part->widthM > 0 ? part->widthM : 0.6;
    bool alongX = true;
    double x = startXM, y = startYM, rotation = 0;
    if (!racks.empty()) {
        const RowLine line = rowLine(doc, rowId, pitch);
        alongX = line.alongX;
        pitch = line.pitch;
        const Rack *last = *std::max_element(racks.begin(), racks.end(),
                                             [&](auto *a, auto *b) { return alongX ? a->xM < b->xM : a->yM < b->yM; });
        x = last->xM + (alongX ? pitch : 0);
        y = last->yM + (alongX ? 0 : pitch);
        rotation = last->rotationDeg;
    }

    FragmentBuilder b(doc);
    const QString fallback = row->name + QStringLiteral("-R01");
    // Rack-scale systems arrive whole (rackscalefill.h).
    const RackScaleFill fill = planRackScaleFill(doc, row->hall, rackPart);
    // Every rack where it would stand is judged as a dropped one is (rackSpotRefusal) before any
    // is added: a row that would run past the hall's wall or onto a column adds none.
    std::vector<Rack> planned;
    const Hall &hall = doc.halls().at(row->hall);
    for (int i = 0; i < count; ++i) {
        Rack r;
        r.row = rowId;
        r.part = rackPart;
        r.name = nextInSeries(names, fallback);
        names << r.name;
        r.xM = x + (alongX ? i * pitch : 0);
        r.yM = y + (alongX ? 0 : i * pitch);
        r.rotationDeg = rotation;
        RackPlacement spot;
        spot.hall = row->hall;
        spot.row = rowId;
        spot.part = rackPart;
        spot.name = r.name;
        spot.xM = r.xM;
        spot.yM = r.yM;
        spot.rotationDeg = r.rotationDeg;
        spot.footprintM = rackFootprint(part);
        if (QString why = rackSpotRefusal(doc, hall, spot); !why.isEmpty()) {
            out.refusal = why;
            return out;
        }
        planned.push_back(r);
    }
    for (const Rack &r : planned)
        out.racks.push_back(addRackWithFill(b, r, fill));
    editor.insert(b.take(), count == 1 ? QCoreApplication::translate("Layout", "Add rack %1 to row %2").arg(names.back(), row->name)
                                       : QCoreApplication::translate("Layout", "Add %1 racks to row %2").arg(count).arg(row->name));
    return out;
}

} // namespace railyard
