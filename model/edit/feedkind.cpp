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
    const QStringList fields = {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("side"),
                                QStringLiteral("capacity_w")};
    return namedKind<PowerFeed>(
        QStringLiteral("feed"), fields, {"hall", "side", "capacity_w"}, readFeed,
        [](FragmentBuilder &b, const PowerFeed &e) { return b.addFeed(e); }, &Selection::feeds);
}

} // namespace railyard
