#pragma once

#include "catalog/part.h"
#include "entities/pdu.h"
#include "physics.h"

namespace railyard {

// What a rack side's PDUs carry continuously: each unit 80 % of its nameplate
// (kPduContinuousFraction), the side's units sharing its load (docs/ENGINE.md, "PDU derating").
inline double pduNameplateW(const Part &part, const Pdu &pdu)
{
    return part.capacityW * pdu.units;
}
inline double pduContinuousW(const Part &part, const Pdu &pdu)
{
    return pduNameplateW(part, pdu) * kPduContinuousFraction;
}

// A busway carries 80 % of its rating continuously, as a PDU does.
inline double buswayContinuousW(const Part &part)
{
    return part.capacityW * kPduContinuousFraction;
}

} // namespace railyard
