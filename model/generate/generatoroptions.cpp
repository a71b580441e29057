#include "generator.h"

#include "core/limits.h"

#include "core/trcontexts.h"

#include <QCoreApplication>
#include <cmath>

namespace railyard {

namespace {

// A figure the user gave, refused unless it is finite and within [low, high].
bool isWithin(double value, double low, double high)
{
    return std::isfinite(value) && value >= low && value <= high;
}

} // namespace

// The ranges are those of the edit gate and of the design reader (core/limits.h, the hall's
// fields in edit/hallkind.cpp), so whatever the generator writes opens again; counts are bounded
// well above the largest design the generator is measured on (131,072 GPUs) so that a typing
// slip cannot ask for gigabytes.
Status checkGeneratorOptions(const GeneratorOptions &o)
{
    if (o.gpus < 0 || o.gpus > kMaxGeneratedGpus)
        return Status::failure(trctx::GeneratorChecks::tr("a design has 1 to %1 GPUs (asked: %2)").arg(kMaxGeneratedGpus).arg(o.gpus));
    if (!isWithin(o.powerEnvelopeW, 0, limits::kMaxWatts))
        return Status::failure(trctx::GeneratorChecks::tr("a power envelope is a number of watts from 0 to %1 (asked: %2)").arg(limits::kMaxWatts).arg(o.powerEnvelopeW));
    if (o.oversubscription < 1 || o.oversubscription > kMaxOversubscription)
        return Status::failure(trctx::GeneratorChecks::tr("an oversubscription is a whole ratio from 1 to %1 (asked: %2)").arg(kMaxOversubscription).arg(o.oversubscription));
    if (o.suNodes < 0 || o.suNodes > kMaxSuNodes)
        return Status::failure(trctx::GeneratorChecks::tr("a scalable unit has 1 to %1 node slots (asked: %2)").arg(kMaxSuNodes).arg(o.suNodes));
    if (o.reservedPerSu < 0 || o.reservedPerSu > kMaxSuNodes)
        return Status::failure(trctx::GeneratorChecks::tr("reserved slots per scalable unit are 0 to %1 (asked: %2)").arg(kMaxSuNodes).arg(o.reservedPerSu));
    if (o.storageNodes < -1 || o.storageNodes > kMaxStorageNodes)
        return Status::failure(trctx::GeneratorChecks::tr("a design has 0 to %1 storage nodes (asked: %2)").arg(kMaxStorageNodes).arg(o.storageNodes));
    if (o.nodesPerRack < 0 || o.nodesPerRack > limits::kMaxRackUnits)
        return Status::failure(trctx::GeneratorChecks::tr("a rack holds 1 to %1 nodes (asked: %2)").arg(limits::kMaxRackUnits).arg(o.nodesPerRack));
    if (!isWithin(o.pue, 1, kMaxPue))
        return Status::failure(trctx::GeneratorChecks::tr("a PUE is a number from 1 to %1 (asked: %2)").arg(kMaxPue).arg(o.pue));
    if (!isWithin(o.hallWidthM, 0, kMaxGeneratedHallM) || !isWithin(o.hallDepthM, 0, kMaxGeneratedHallM))
        return Status::failure(trctx::GeneratorChecks::tr("a hall is at most %1 m wide and deep (asked: %2 × %3 m)").arg(kMaxGeneratedHallM).arg(o.hallWidthM).arg(o.hallDepthM));
    if (!isWithin(o.maxHallAspect, 1, kMaxHallAspect))
        return Status::failure(trctx::GeneratorChecks::tr("a hall's long side over its short side is a ratio from 1 to %1 (asked: %2)").arg(kMaxHallAspect).arg(o.maxHallAspect));
    if (!isWithin(o.maxHallItW, 0, limits::kMaxWatts))
        return Status::failure(trctx::GeneratorChecks::tr("the IT limit per hall is a number of watts from 0 to %1 (asked: %2)").arg(limits::kMaxWatts).arg(o.maxHallItW));
    return Status();
}

} // namespace railyard
