#include "editkind.h"

#include "core/limits.h"
#include "layout/rackscalefill.h"

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

QString setRack(EditContext &ctx, const QString &name, const QJsonObject &fields)
{
    QString why;
    const Rack *found = ctx.find<Rack>(name, &why);
    if (!found)
        return why;
    if (fields.contains(QLatin1String("whole")))
        return QCoreApplication::translate("EditOps", "\"whole\" fills a rack as it is added; rack %1 stands already").arg(name);
    const Rack before = *found;
    Rack after = before;
    FieldReader r(ctx, fields);
    readRack(r, after);
    if (!r.ok())
        return r.error();
    // A move goes through the same command as a drag on the plan, first, so that a refused place
    // changes nothing; the other fields are then one update. The Editor checks both.
    const bool moving = after.xM != before.xM || after.yM != before.yM;
    if (moving)
        if (const EditResult moved = ctx.editor().moveRack(after.id, after.xM, after.yM); moved.wasRefused())
            return moved.refusal();
    const EditResult updated = ctx.editor().update(after, r.changed() & ~uint32_t(Rack::kPosition),
                                                    QCoreApplication::translate("EditOps", "Edit rack %1").arg(name));
    if (updated.wasRefused())
        return updated.refusal();
    ctx.changed += updated || moving ? 1 : 0;
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
                QStringLiteral("pdu_a"), QStringLiteral("pdu_b"), QStringLiteral("loop"), QStringLiteral("spreader_m2"),
                QStringLiteral("whole")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        Rack rack;
        FieldReader r(ctx, fields);
        if (const QString why = readNew<Rack>(ctx, r, {"row", "part", "x_m", "y_m"}, readRack, rack); !why.isEmpty())
            return why;
        bool whole = false;
        if (!r.flag("whole", whole).ok())
            return r.error();
        if (const QString refused = checkEdit(ctx.doc(), rack); !refused.isEmpty())
            return refused;
        if (whole) {
            // As a drop on the plan places it: a rack-scale system with its trays, switch trays,
            // shelves on the hall's feeds, management switch, loop and spreader plate.
            const RackScaleFill fill = planRackScaleFill(ctx.doc(), ctx.doc().rows().at(rack.row).hall, rack.part);
            if (!fill.system.frame)
                return QCoreApplication::translate("EditOps", "\"whole\" fills a rack-scale system; %1 is an empty frame")
                    .arg(ctx.doc().catalog().at(rack.part).partNumber);
            if (!fill.ok())
                return fill.refusal;
            FragmentBuilder b(ctx.doc());
            rack.id = addRackWithFill(b, rack, fill);
            ctx.editor().insert(b.take(), QCoreApplication::translate("EditOps", "Add rack %1").arg(rack.name));
        } else {
            // As written: what `export ops` writes is the rack, then each device and cable in it.
            rack.id = ctx.editor().addRack(rack);
        }
        ctx.named(rack);
        ++ctx.added;
        return {};
    };
    k.set = setRack;
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<Rack>(ctx, name, &Selection::racks); };
    return k;
}

} // namespace railyard
