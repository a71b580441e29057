#include "editkind.h"

#include "commands/facilitychecks.h"
#include "core/limits.h"

namespace railyard {

namespace {

using limits::kMaxMetres;

void readCdu(FieldReader &r, Cdu &c)
{
    r.text("name", c.name, Cdu::kName)
        .ref<CoolingLoop>("loop", c.loop, false, Cdu::kLoop)
        .part("part", c.part, {PartCategory::Cdu}, false, Cdu::kPart)
        .number("x_m", c.xM, -kMaxMetres, kMaxMetres, Cdu::kPosition)
        .number("y_m", c.yM, -kMaxMetres, kMaxMetres, Cdu::kPosition)
        .number("rotation_deg", c.rotationDeg, -3600, 3600, Cdu::kRotation);
}

} // namespace

EditKind cduEditKind()
{
    return namedKind<Cdu>(QStringLiteral("cdu"),
                          {QStringLiteral("name"), QStringLiteral("loop"), QStringLiteral("part"), QStringLiteral("x_m"),
                           QStringLiteral("y_m"), QStringLiteral("rotation_deg")},
                          {"loop", "part", "x_m", "y_m"}, readCdu, [](FragmentBuilder &b, const Cdu &e) { return b.addCdu(e); },
                          &Selection::cdus);
}

} // namespace railyard
