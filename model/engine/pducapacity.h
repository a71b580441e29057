#pragma once

#include "catalog/part.h"
#include "entities/pdu.h"
#include "physics.h"

namespace railyard {

// A rack side's supply entry whose part is a DC power shelf on the rack's busbar (MGX/ORv3)
// rather than an AC rack PDU (docs/ENGINE.md, "Power shelves").
inline bool isPowerShelf(const Part &part)
{
    return part.category == PartCategory::PowerShelf;
}

// What a rack side's PDUs carry continuously: each unit 80 % of its nameplate
// (kPduContinuousFraction), the side's units sharing its load (docs/ENGINE.md, "PDU derating").
inline double pduNameplateW(const Part &part, const Pdu &pdu)
{
    return part.capacityW * pdu.units;
}
// A power shelf's capacity_w is the DC output its rectifiers are rated to deliver continuously:
// the 80 % margin belongs to the AC branch circuit feeding it (sized upstream, at the feed),
// not to the shelf's output, so a shelf side carries its full rating.
inline double pduContinuousW(const Part &part, const Pdu &pdu)
{
    return isPowerShelf(part) ? pduNameplateW(part, pdu) : pduNameplateW(part, pdu) * kPduContinuousFraction;
}

// A busway carries 80 % of its rating continuously, as a PDU does.
inline double buswayContinuousW(const Part &part)
{
    return part.capacityW * kPduContinuousFraction;
}

} // namespace railyard
