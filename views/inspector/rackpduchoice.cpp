#include "rackpduchoice.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QSignalBlocker>
#include <algorithm>

namespace railyard {

void fillRackPduChoice(QComboBox &box, const Document &doc, RackId rack, FeedSide side, PduId current)
{
    const QSignalBlocker block(&box);
    box.clear();
    box.addItem(QCoreApplication::translate("Inspector", "none"), 0u);
    const HallId hall = doc.hallOf(rack);
    for (const Pdu &p : doc.pdus()) {
        const PowerFeed *feed = doc.feeds().find(p.feed);
        if (!feed || feed->hall != hall || feed->side != side)
            continue;
        const Part *part = doc.catalog().find(p.part);
        box.addItem(part && part->category == PartCategory::PowerShelf
                        ? QCoreApplication::translate("Inspector", "%1 (%2 × %3)").arg(p.name).arg(p.units).arg(part->partNumber)
                        : p.name,
                    p.id.value);
    }
    box.setCurrentIndex(std::max(0, box.findData(current.value)));
}

} // namespace railyard
