#include "shelfcapacity.h"

#include "pducapacity.h"

#include <algorithm>

namespace railyard {

RackShelves rackShelves(const Document &doc, const Engine &engine, RackId id)
{
    RackShelves s;
    const Rack *rack = doc.racks().find(id);
    if (!rack)
        return s;
    int acSides = 0;
    // A rack naming one entry on both sides has that entry once.
    const PduId sides[2] = {rack->pduA, rack->pduB == rack->pduA ? PduId() : rack->pduB};
    for (PduId p : sides) {
        const Pdu *side = doc.pdus().find(p);
        const Part *part = side ? doc.catalog().find(side->part) : nullptr;
        if (!part)
            continue;
        if (!isPowerShelf(*part)) {
            ++acSides;
            continue;
        }
        s.shelves += side->units;
        s.installedW += pduNameplateW(*part, *side);
        s.largestW = std::max(s.largestW, part->capacityW);
    }
    s.redundantW = s.installedW - s.largestW;
    // The busbar's load: the rack less the shelves' own conversion loss (fed upstream).
    s.loadW = fromMilli(engine.rack(id).itMaxMw());
    for (DeviceId d : doc.devicesOf(id))
        if (const Part &p = doc.catalog().at(doc.devices().at(d).part); p.category == PartCategory::PowerShelf)
            s.loadW -= p.ownMaxW();
    s.mixed = s.any() && acSides > 0;
    return s;
}

} // namespace railyard
