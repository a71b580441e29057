#include "obstacles.h"

#include <QCoreApplication>

namespace railyard {

QString obstacleRefusal(const Document &doc, HallId hall, const FloorRect &rect)
{
    for (ColumnId id : doc.columnsOf(hall)) {
        const Column &c = doc.columns().at(id);
        if (rect.overlapArea(centredRect(c.xM, c.yM, c.widthM, c.depthM)) > 0)
            return QCoreApplication::translate("Obstacles", "it would stand on building column %1 at (%2, %3) m")
                .arg(c.name)
                .arg(c.xM, 0, 'f', 2)
                .arg(c.yM, 0, 'f', 2);
    }
    for (KeepOutId id : doc.keepOutsOf(hall)) {
        const KeepOut &k = doc.keepOuts().at(id);
        if (rect.overlapArea(centredRect(k.xM, k.yM, k.widthM, k.depthM)) > 0)
            return k.reason.isEmpty()
                       ? QCoreApplication::translate("Obstacles", "it would stand in keep-out area %1").arg(k.name)
                       : QCoreApplication::translate("Obstacles", "it would stand in keep-out area %1 (%2)").arg(k.name, k.reason);
    }
    return {};
}

QString rackPlacementRefusal(const Document &doc, const Rack &rack)
{
    const Row *row = doc.rows().find(rack.row);
    const auto footprint = footprintOf(doc, rack);
    if (!row || !footprint)
        return {};
    return obstacleRefusal(doc, row->hall, footprint->rect());
}

} // namespace railyard
