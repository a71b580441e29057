#include "editkind.h"

namespace railyard {

namespace {

void readRow(FieldReader &r, Row &row)
{
    r.text("name", row.name, Row::kName).ref<Hall>("hall", row.hall, false, Row::kHall);
}

} // namespace

EditKind rowEditKind()
{
    const QStringList fields = {QStringLiteral("name"), QStringLiteral("hall")};
    return namedKind<Row>(
        QStringLiteral("row"), fields, {"hall"}, readRow,
        [](FragmentBuilder &b, const Row &e) { return b.addRow(e.hall, e.name); }, &Selection::rows);
}

} // namespace railyard
