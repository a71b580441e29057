#include "editkind.h"

#include "core/limits.h"
#include "layout/rackspace.h"
#include "core/trcontexts.h"

namespace railyard {

namespace {


void readDevice(FieldReader &r, Device &d)
{
    r.text("name", d.name, Device::kName)
        .ref<Rack>("rack", d.rack, false, Device::kPlacement)
        .part("part", d.part,
              {PartCategory::GpuServer, PartCategory::RackSystem, PartCategory::Switch, PartCategory::Storage,
               PartCategory::Server, PartCategory::Pdu, PartCategory::Cdu,
               PartCategory::PowerShelf,    // a busbar rack's shelves are mounted in it
               PartCategory::NvlinkSwitch}, // a rack-scale system's NVLink switch trays
              false, Device::kPart)
        .integer("u", d.uPosition, 0, limits::kMaxRackUnits, Device::kPlacement)
        .ref<Network>("network", d.network, true, Device::kNetwork)
        .token("tier", d.tier, Device::kFabric)
        .ordinal("su", d.su, limits::kMaxScalableUnit, Device::kFabric)
        .ordinal("rail", d.rail, limits::kMaxRail, Device::kFabric);
}

// Where the device would be mounted, with the elevation's own check (planMount): the reason a
// drop there is refused, naming what is in the way.
QString mountRefusal(EditContext &ctx, const Device &d, bool uGiven, DeviceId moving = {})
{
    const Part &part = ctx.doc().catalog().at(d.part);
    const QString rack = ctx.doc().racks().at(d.rack).name;
    if (part.uHeight <= 0) {
        if (d.uPosition != 0)
            return trctx::EditOps::tr("%1 is not mounted in rack units (a zero-U or rack-scale part); give it \"u\": 0 or no \"u\"")
                .arg(part.partNumber);
        return {};
    }
    if (!uGiven)
        return trctx::EditOps::tr("%1 takes %2 U: give the lowest U it occupies in rack %3 as \"u\"")
            .arg(part.partNumber)
            .arg(part.uHeight)
            .arg(rack);
    return mountRefusal(ctx.doc(), d.rack, d.part, d.uPosition, moving);
}

} // namespace

EditKind deviceEditKind()
{
    EditKind k;
    k.name = QStringLiteral("device");
    k.fields = {QStringLiteral("name"),    QStringLiteral("rack"), QStringLiteral("part"), QStringLiteral("u"),
                QStringLiteral("network"), QStringLiteral("tier"), QStringLiteral("su"),   QStringLiteral("rail")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        Device d;
        FieldReader r(ctx, fields);
        if (const QString why = readNew<Device>(ctx, r, {"rack", "part"}, readDevice, d); !why.isEmpty())
            return why;
        if (const QString refused = mountRefusal(ctx, d, r.has("u")); !refused.isEmpty())
            return refused;
        d.id = ctx.editor().addDevice(d);
        ctx.named(d);
        ++ctx.added;
        return {};
    };
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &fields) {
        return setNamed<Device>(ctx, name, fields, readDevice,
                                [&ctx](const Device &before, const Device &after, uint32_t changed) -> QString {
                                    if (after.part != before.part)
                                        return trctx::EditOps::tr("the part of a device cannot be changed (its ports would change); "
                                                  "delete %1 and add a device of the new part")
                                            .arg(before.name);
                                    if (changed & Device::kPlacement)
                                        return mountRefusal(ctx, after, true, after.id);
                                    return {};
                                });
    };
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<Device>(ctx, name, &Selection::devices); };
    return k;
}

} // namespace railyard
