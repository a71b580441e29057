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
    EditKind k;
    k.name = QStringLiteral("row");
    k.fields = {QStringLiteral("name"), QStringLiteral("hall")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        Row row;
        FieldReader r(ctx, fields);
        if (const QString why = readNewName(ctx, r, row); !why.isEmpty())
            return why;
        r.require({"hall"});
        readRow(r, row);
        if (!r.ok())
            return r.error();
        row.id = ctx.editor().addRow(row.hall, row.name);
        ctx.named(row);
        ++ctx.added;
        return {};
    };
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &fields) {
        return setNamed<Row>(ctx, name, fields, readRow);
    };
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<Row>(ctx, name, &Selection::rows); };
    return k;
}

} // namespace railyard
