#include "editkind.h"
#include "layout/obstacles.h"

#include "core/limits.h"

namespace railyard {

namespace {

void readRack(FieldReader &r, Rack &rack)
{
    using limits::kMaxMetres;
    r.text("name", rack.name, Rack::kName)
        .ref<Row>("row", rack.row, false, Rack::kRow)
        .part("part", rack.part, {PartCategory::Rack, PartCategory::RackSystem}, false, Rack::kPart)
        .number("x_m", rack.xM, -kMaxMetres, kMaxMetres, Rack::kPosition)
        .number("y_m", rack.yM, -kMaxMetres, kMaxMetres, Rack::kPosition)
        .number("rotation_deg", rack.rotationDeg, -3600, 3600, Rack::kRotation)
        .ref<Pdu>("pdu_a", rack.pduA, true, Rack::kPdu)
        .ref<Pdu>("pdu_b", rack.pduB, true, Rack::kPdu)
        .ref<CoolingLoop>("loop", rack.loop, true, Rack::kLoop)
        .number("spreader_m2", rack.spreaderM2, 0, limits::kMaxSpreaderM2, Rack::kSpreader);
}

QString placementRefusal(EditContext &ctx, const Rack &rack)
{
    const QString why = rackPlacementRefusal(ctx.doc(), rack);
    return why.isEmpty() ? why
                         : QCoreApplication::translate("EditOps", "rack %1 cannot stand at (%2, %3) m: %4")
                               .arg(rack.name)
                               .arg(rack.xM)
                               .arg(rack.yM)
                               .arg(why);
}

QString setRack(EditContext &ctx, const QString &name, const QJsonObject &fields)
{
    QString why;
    const Rack *found = ctx.find<Rack>(name, &why);
    if (!found)
        return why;
    const Rack before = *found;
    Rack after = before;
    FieldReader r(ctx, fields);
    readRack(r, after);
    if (!r.ok())
        return r.error();
    if (after.name != before.name)
        if (const QString taken = ctx.nameTaken<Rack>(after); !taken.isEmpty())
            return taken;
    if (r.changed() & Rack::kPosition)
        if (const QString refused = placementRefusal(ctx, after); !refused.isEmpty())
            return refused;
    // A move goes through the same command as a drag on the plan; the other fields are one update.
    Rack other = after;
    other.xM = before.xM;
    other.yM = before.yM;
    const bool updated = ctx.editor().update(other, r.changed() & ~uint32_t(Rack::kPosition),
                                             QCoreApplication::translate("EditOps", "Edit rack %1").arg(name));
    const bool moved = after.xM != before.xM || after.yM != before.yM;
    if (moved)
        ctx.editor().moveRack(after.id, after.xM, after.yM);
    ctx.changed += updated || moved ? 1 : 0;
    ctx.named(after);
    return {};
}

} // namespace

EditKind rackEditKind()
{
    EditKind k;
    k.name = QStringLiteral("rack");
    k.fields = {QStringLiteral("name"),  QStringLiteral("row"),   QStringLiteral("part"),
                QStringLiteral("x_m"),   QStringLiteral("y_m"),   QStringLiteral("rotation_deg"),
                QStringLiteral("pdu_a"), QStringLiteral("pdu_b"), QStringLiteral("loop"), QStringLiteral("spreader_m2")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        Rack rack;
        FieldReader r(ctx, fields);
        if (const QString why = readNew<Rack>(ctx, r, {"row", "part", "x_m", "y_m"}, readRack, rack); !why.isEmpty())
            return why;
        if (const QString refused = placementRefusal(ctx, rack); !refused.isEmpty())
            return refused;
        rack.id = ctx.editor().addRack(rack);
        ctx.named(rack);
        ++ctx.added;
        return {};
    };
    k.set = setRack;
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<Rack>(ctx, name, &Selection::racks); };
    return k;
}

} // namespace railyard
