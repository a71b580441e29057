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
        r.fail(QCoreApplication::translate("EditOps", "a loop with CDUs (\"cdu_count\" %1) needs their \"cdu_part\"")
                   .arg(l.cduCount));
}

} // namespace

EditKind loopEditKind()
{
    const QStringList fields = {QStringLiteral("name"), QStringLiteral("hall"), QStringLiteral("cdu_part"),
                                QStringLiteral("cdu_count"), QStringLiteral("delta_t_k")};
    return namedKind<CoolingLoop>(
        QStringLiteral("loop"), fields, {"hall"}, readLoop,
        [](FragmentBuilder &b, const CoolingLoop &e) { return b.addLoop(e); }, &Selection::loops);
}

} // namespace railyard
