#include "rowfill.h"

#include "commands/editor.h"
#include "naming.h"

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
    // The row's line: along x when its racks spread more in x than in y; its pitch the median
    // step between neighbours (else the new rack's width).
    double pitch = part->widthM > 0 ? part->widthM : 0.6;
    bool alongX = true;
    double x = startXM, y = startYM, rotation = 0;
    if (!racks.empty()) {
        const auto [minX, maxX] = std::minmax_element(racks.begin(), racks.end(), [](auto *a, auto *b) { return a->xM < b->xM; });
        const auto [minY, maxY] = std::minmax_element(racks.begin(), racks.end(), [](auto *a, auto *b) { return a->yM < b->yM; });
        alongX = (*maxX)->xM - (*minX)->xM >= (*maxY)->yM - (*minY)->yM;
        std::vector<double> along;
        for (const Rack *r : racks)
            along.push_back(alongX ? r->xM : r->yM);
        std::sort(along.begin(), along.end());
        std::vector<double> steps;
        for (size_t i = 1; i < along.size(); ++i)
            if (along[i] - along[i - 1] > 0.05)
                steps.push_back(along[i] - along[i - 1]);
        if (!steps.empty()) {
            std::nth_element(steps.begin(), steps.begin() + std::ptrdiff_t(steps.size() / 2), steps.end());
            pitch = steps[steps.size() / 2];
        }
        const Rack *last = alongX ? *maxX : *maxY;
        x = last->xM + (alongX ? pitch : 0);
        y = last->yM + (alongX ? 0 : pitch);
        rotation = last->rotationDeg;
    }

    FragmentBuilder b(doc);
    const QString fallback = row->name + QStringLiteral("-R01");
    for (int i = 0; i < count; ++i) {
        Rack r;
        r.row = rowId;
        r.part = rackPart;
        r.name = nextInSeries(names, fallback);
        names << r.name;
        r.xM = x + (alongX ? i * pitch : 0);
        r.yM = y + (alongX ? 0 : i * pitch);
        r.rotationDeg = rotation;
        out.racks.push_back(b.addRack(r));
    }
    editor.insert(b.take(), count == 1 ? QCoreApplication::translate("Layout", "Add rack %1 to row %2").arg(names.back(), row->name)
                                       : QCoreApplication::translate("Layout", "Add %1 racks to row %2").arg(count).arg(row->name));
    return out;
}

} // namespace railyard
