#include "editkind.h"

#include "commands/facilitychecks.h"
#include "core/limits.h"

namespace railyard {

namespace {

using limits::kMaxMetres;

void readColumn(FieldReader &r, Column &c)
{
    r.text("name", c.name, Column::kName)
        .ref<Hall>("hall", c.hall, false, Column::kHall)
        .number("x_m", c.xM, -kMaxMetres, kMaxMetres, Column::kPosition)
        .number("y_m", c.yM, -kMaxMetres, kMaxMetres, Column::kPosition)
        .number("width_m", c.widthM, 0, kMaxMetres, Column::kSize)
        .number("depth_m", c.depthM, 0, kMaxMetres, Column::kSize);
}

} // namespace

EditKind columnEditKind()
{
    return namedKind<Column>(
        QStringLiteral("column"),
        {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("x_m"), QStringLiteral("y_m"), QStringLiteral("width_m"), QStringLiteral("depth_m")},
        {"hall", "x_m", "y_m", "width_m", "depth_m"}, readColumn, [](FragmentBuilder &b, const Column &e) { return b.addColumn(e); },
        &Selection::columns);
}

} // namespace railyard
