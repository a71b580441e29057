#include "editkind.h"

#include "core/limits.h"
#include "layout/rackscalefill.h"
#include "layout/racktemplates.h"
#include "layout/templatefill.h"

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
    for (const char *filling : {"whole", "template"})
        if (fields.contains(QLatin1String(filling)))
            return QCoreApplication::translate("EditOps", "\"%1\" fills a rack as it is added; rack %2 stands already").arg(QLatin1String(filling), name);
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

// Indexes by name what a rack arrived with (its devices and PDUs), for the ops after it.
void nameContents(EditContext &ctx, RackId id)
{
    const Document &doc = ctx.doc();
    for (DeviceId d : doc.devicesOf(id))
        ctx.named(doc.devices().at(d));
    const Rack &rack = doc.racks().at(id);
    for (PduId p : {rack.pduA, rack.pduB})
        if (const Pdu *pdu = doc.pdus().find(p))
            ctx.named(*pdu);
}

// The template a rack's `add` names, and the frame it stands in as the rack's part.
QString readTemplate(EditContext &ctx, const QJsonObject &fields, std::optional<RackTemplate> &tpl, Rack &rack)
{
    const QJsonValue v = fields.value(QLatin1String("template"));
    if (v.isUndefined())
        return {};
    if (!v.isString())
        return QCoreApplication::translate("EditOps", "\"template\" is the name of a rack template");
    tpl = findRackTemplate(ctx.doc(), v.toString());
    if (!tpl) {
        QStringList names;
        for (const RackTemplate &t : rackTemplatesOf(ctx.doc()))
            names << t.name;
        return QCoreApplication::translate("EditOps", "the design has no rack template \"%1\" (it has: %2)")
            .arg(v.toString(), names.isEmpty() ? QCoreApplication::translate("EditOps", "none") : names.join(QStringLiteral(", ")));
    }
    for (const char *own : {"pdu_a", "pdu_b", "loop"})
        if (fields.contains(QLatin1String(own)))
            return QCoreApplication::translate("EditOps", "a rack from template %1 gets its PDUs and loop from it; leave \"%2\" out")
                .arg(tpl->name, QLatin1String(own));
    if (fields.contains(QLatin1String("whole")))
        return QCoreApplication::translate("EditOps", "\"whole\" and \"template\" each fill the rack; give one");
    if (const Part *frame = ctx.doc().catalog().find(tpl->frame))
        rack.part = frame->id;
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
                QStringLiteral("whole"), QStringLiteral("template")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        Rack rack;
        std::optional<RackTemplate> tpl;
        if (const QString why = readTemplate(ctx, fields, tpl, rack); !why.isEmpty())
            return why;
        const PartId templateFrame = rack.part;
        FieldReader r(ctx, fields);
        // A template names the rack's frame: "part" may be left out.
        const std::vector<const char *> required = tpl ? std::vector<const char *>{"row", "x_m", "y_m"}
                                                       : std::vector<const char *>{"row", "part", "x_m", "y_m"};
        if (const QString why = readNew<Rack>(ctx, r, required, readRack, rack); !why.isEmpty())
            return why;
        if (tpl && rack.part != templateFrame)
            return QCoreApplication::translate("EditOps", "template %1 stands in a %2 frame; leave \"part\" out or give %2").arg(tpl->name, tpl->frame);
        bool whole = false;
        if (!r.flag("whole", whole).ok())
            return r.error();
        if (const QString refused = checkEdit(ctx.doc(), rack); !refused.isEmpty())
            return refused;
        if (tpl) {
            // As a template dropped on the plan places it (templatefill.h).
            Result<std::vector<RackId>> placed = placeTemplateRacks(ctx.editor(), {placementOf(ctx.doc(), rack)}, *tpl);
            if (!placed)
                return placed.error();
            rack.id = placed.value().front();
            nameContents(ctx, rack.id);
        } else if (whole) {
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
            nameContents(ctx, rack.id);
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
