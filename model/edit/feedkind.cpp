#include "editkind.h"

#include "core/limits.h"

namespace railyard {

namespace {

void readFeed(FieldReader &r, PowerFeed &f)
{
    r.text("name", f.name, PowerFeed::kName)
        .ref<Hall>("hall", f.hall, false, PowerFeed::kHall)
        .token("side", f.side, PowerFeed::kSide)
        .number("capacity_w", f.capacityW, 0, limits::kMaxWatts, PowerFeed::kCapacity);
}

} // namespace

EditKind feedEditKind()
{
    EditKind k;
    k.name = QStringLiteral("feed");
    k.fields = {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("side"), QStringLiteral("capacity_w")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        PowerFeed f;
        FieldReader r(ctx, fields);
        if (const QString why = readNewName(ctx, r, f); !why.isEmpty())
            return why;
        r.require({"hall", "side", "capacity_w"});
        readFeed(r, f);
        if (!r.ok())
            return r.error();
        insertNamed<PowerFeed>(ctx, f, [](FragmentBuilder &b, const PowerFeed &e) { return b.addFeed(e); });
        return {};
    };
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &fields) {
        return setNamed<PowerFeed>(ctx, name, fields, readFeed);
    };
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<PowerFeed>(ctx, name, &Selection::feeds); };
    return k;
}

} // namespace railyard
