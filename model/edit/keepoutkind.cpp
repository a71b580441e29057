#include "editkind.h"

#include "commands/facilitychecks.h"
#include "core/limits.h"

namespace railyard {

namespace {

using limits::kMaxMetres;

void readKeepOut(FieldReader &r, KeepOut &k)
{
    r.text("name", k.name, KeepOut::kName)
        .ref<Hall>("hall", k.hall, false, KeepOut::kHall)
        .number("x_m", k.xM, -kMaxMetres, kMaxMetres, KeepOut::kPosition)
        .number("y_m", k.yM, -kMaxMetres, kMaxMetres, KeepOut::kPosition)
        .number("width_m", k.widthM, 0, kMaxMetres, KeepOut::kSize)
        .number("depth_m", k.depthM, 0, kMaxMetres, KeepOut::kSize)
        .optionalText("reason", k.reason, KeepOut::kReason);
}

} // namespace

EditKind keepOutEditKind()
{
    return namedKind<KeepOut>(QStringLiteral("keepout"),
                              {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("x_m"), QStringLiteral("y_m"),
                               QStringLiteral("width_m"), QStringLiteral("depth_m"), QStringLiteral("reason")},
                              {"hall", "x_m", "y_m", "width_m", "depth_m"}, readKeepOut,
                              [](FragmentBuilder &b, const KeepOut &e) { return b.addKeepOut(e); }, &Selection::keepOuts);
}

} // namespace railyard
