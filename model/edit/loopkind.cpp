#include "editkind.h"

#include "core/limits.h"

namespace railyard {

namespace {

void readLoop(FieldReader &r, CoolingLoop &l)
{
    r.text("name", l.name, CoolingLoop::kName)
        .ref<Hall>("hall", l.hall, false, CoolingLoop::kHall)
        .part("cdu_part", l.cduPart, {PartCategory::Cdu}, true, CoolingLoop::kCdu)
        .integer("cdu_count", l.cduCount, 0, limits::kMaxCount, CoolingLoop::kCdu)
        .number("delta_t_k", l.deltaTK, 0.1, limits::kMaxCelsius, CoolingLoop::kDeltaT);
    if (r.ok() && l.cduCount > 0 && !l.cduPart)
        r.fail(QCoreApplication::translate("EditOps", "a loop with CDUs (\"cdu_count\" %1) needs their \"cdu_part\"").arg(l.cduCount));
}

} // namespace

EditKind loopEditKind()
{
    EditKind k;
    k.name = QStringLiteral("loop");
    k.fields = {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("cdu_part"), QStringLiteral("cdu_count"),
                QStringLiteral("delta_t_k")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        CoolingLoop l;
        FieldReader r(ctx, fields);
        if (const QString why = readNewName(ctx, r, l); !why.isEmpty())
            return why;
        r.require({"hall"});
        readLoop(r, l);
        if (!r.ok())
            return r.error();
        insertNamed<CoolingLoop>(ctx, l, [](FragmentBuilder &b, const CoolingLoop &e) { return b.addLoop(e); });
        return {};
    };
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &fields) {
        return setNamed<CoolingLoop>(ctx, name, fields, readLoop);
    };
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<CoolingLoop>(ctx, name, &Selection::loops); };
    return k;
}

} // namespace railyard
