#include "pdusizing.h"

#include "engine/physics.h"

#include <cmath>

namespace railyard {

PduChoice choosePdus(const Catalog &catalog, double loadW)
{
    PduChoice best;
    double bestCost = 0;
    for (const Part *p : catalog.parts(PartCategory::Pdu)) {
        const double continuous = p->capacityW * kPduContinuousFraction;
        if (continuous <= 0)
            continue;
        const int units = std::max(1, int(std::ceil(loadW / continuous - 1e-9)));
        if (units > kPdusPerRackSide)
            continue;
        // An unpriced PDU can still be used, but never wins against a priced one.
        const double cost = units * (p->priceUsd ? *p->priceUsd : 1e12);
        const bool better = !best.part || units < best.units || (units == best.units && cost < bestCost) ||
                            (units == best.units && cost == bestCost && p->capacityW < best.part->capacityW);
        if (better) {
            best = {p, units};
            bestCost = cost;
        }
    }
    return best;
}

double largestRackSideW(const Catalog &catalog)
{
    return catalog.largestCapacityW(PartCategory::Pdu) * kPduContinuousFraction * kPdusPerRackSide;
}

} // namespace railyard
