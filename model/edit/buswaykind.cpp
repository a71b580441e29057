#include "editkind.h"

#include "commands/facilitychecks.h"
#include "core/limits.h"

namespace railyard {

namespace {

using limits::kMaxMetres;

void readBusway(FieldReader &r, Busway &b)
{
    r.text("name", b.name, Busway::kName)
        .ref<Hall>("hall", b.hall, false, Busway::kHall)
        .ref<PowerFeed>("feed", b.feed, false, Busway::kFeed)
        .part("part", b.part, {PartCategory::Busway}, false, Busway::kPart)
        .number("x1_m", b.x1M, -kMaxMetres, kMaxMetres, Busway::kRun)
        .number("y1_m", b.y1M, -kMaxMetres, kMaxMetres, Busway::kRun)
        .number("x2_m", b.x2M, -kMaxMetres, kMaxMetres, Busway::kRun)
        .number("y2_m", b.y2M, -kMaxMetres, kMaxMetres, Busway::kRun);
}

} // namespace

// A busway's feed changes only with its tap-offs (Editor::updateBusway), so `set` of "feed"
// goes through that rather than a plain update.
EditKind buswayEditKind()
{
    EditKind k = namedKind<Busway>(QStringLiteral("busway"),
                                   {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("feed"), QStringLiteral("part"),
                                    QStringLiteral("x1_m"), QStringLiteral("y1_m"), QStringLiteral("x2_m"), QStringLiteral("y2_m")},
                                   {"hall", "feed", "part", "x1_m", "y1_m", "x2_m", "y2_m"}, readBusway,
                                   [](FragmentBuilder &b, const Busway &e) { return b.addBusway(e); }, &Selection::busways);
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &values) -> QString {
        QString why;
        const Busway *before = ctx.find<Busway>(name, &why);
        if (!before)
            return why;
        Busway after = *before;
        FieldReader r(ctx, values);
        readBusway(r, after);
        if (!r.ok())
            return r.error();
        if (after == *before)
            return {};
        if (const EditResult done = ctx.editor().updateBusway(after, r.changed()); done.wasRefused())
            return done.refusal();
        ++ctx.changed;
        ctx.named(after);
        return {};
    };
    return k;
}

} // namespace railyard
