#include "editkind.h"

#include "core/limits.h"

namespace railyard {

namespace {

void readLoop(FieldReader &r, CoolingLoop &l)
{
    r.text("name", l.name, CoolingLoop::kName)
        .ref<Hall>("hall", l.hall, false, CoolingLoop::kHall)
        .number("delta_t_k", l.deltaTK, 0.1, limits::kMaxCelsius, CoolingLoop::kDeltaT)
        .number("supply_c", l.supplyC, -limits::kMaxCelsius, limits::kMaxCelsius, CoolingLoop::kSupply);
}

} // namespace

EditKind loopEditKind()
{
    return namedKind<CoolingLoop>(QStringLiteral("loop"), {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("delta_t_k"),
                QStringLiteral("supply_c")}, {"hall"}, readLoop,
                          [](FragmentBuilder &b, const CoolingLoop &e) { return b.addLoop(e); }, &Selection::loops);
}

} // namespace railyard
