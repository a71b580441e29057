#include "templatefill.h"

#include "commands/editor.h"
#include "commands/racktemplatechecks.h"
#include "core/trcontexts.h"

#include <QSet>
#include <algorithm>

namespace railyard {

namespace {
using Tr = trctx::RackTemplates;
}

TemplateFill planTemplateFill(const Document &doc, HallId hall, const RackTemplate &tpl)
{
    TemplateFill fill;
    fill.tpl = tpl;
    if (QString why = checkRackTemplate(doc, tpl); !why.isEmpty()) {
        fill.refusal = why;
        return fill;
    }
    const Catalog &cat = doc.catalog();
    fill.frame = cat.find(tpl.frame);
    for (const RackTemplateDevice &d : tpl.devices)
        fill.parts.push_back(cat.find(d.part));
    fill.pduA = tpl.sideA.units > 0 ? cat.find(tpl.sideA.part) : nullptr;
    fill.pduB = tpl.sideB.units > 0 ? cat.find(tpl.sideB.part) : nullptr;
    for (FeedId f : doc.feedsOf(hall)) {
        FeedId &side = doc.feeds().at(f).side == FeedSide::A ? fill.feedA : fill.feedB;
        if (!side)
            side = f;
    }
    if ((fill.pduA && !fill.feedA) || (fill.pduB && !fill.feedB))
        fill.waiting << Tr::tr("a side with no feed in the hall");
    if (tpl.cooled) {
        for (LoopId l : doc.loopsOf(hall)) {
            fill.loop = l;
            break;
        }
        if (!fill.loop)
            fill.waiting << Tr::tr("a cooling loop");
    }
    bool networkMissing = false;
    for (const RackTemplateDevice &d : tpl.devices) {
        NetworkId found;
        if (d.onNetwork)
            for (const Network &n : doc.networks())
                if (n.role == d.networkRole && n.plane == d.plane) {
                    found = n.id;
                    break;
                }
        networkMissing = networkMissing || (d.onNetwork && !found);
        fill.networks.push_back(found);
    }
    if (networkMissing)
        fill.waiting << Tr::tr("a network for its switches");
    return fill;
}

RackId addRackFromTemplate(FragmentBuilder &b, Rack rack, const TemplateFill &fill)
{
    rack.part = fill.frame->id;
    rack.loop = fill.loop;
    rack.spreaderM2 = std::max(rack.spreaderM2, fill.tpl.spreaderM2);
    if (fill.pduA && fill.feedA)
        rack.pduA = b.addPdu({{}, fill.feedA, fill.pduA->id, rack.name + QStringLiteral("-PDU-A"), fill.tpl.sideA.units});
    if (fill.pduB && fill.feedB)
        rack.pduB = b.addPdu({{}, fill.feedB, fill.pduB->id, rack.name + QStringLiteral("-PDU-B"), fill.tpl.sideB.units});
    const RackId id = b.addRack(rack);
    std::vector<DeviceId> devices;
    for (size_t i = 0; i < fill.tpl.devices.size(); ++i) {
        const RackTemplateDevice &d = fill.tpl.devices[i];
        Device dev;
        dev.rack = id;
        dev.part = fill.parts[i]->id;
        dev.name = rack.name + d.suffix;
        dev.uPosition = d.uPosition;
        dev.network = fill.networks[i];
        dev.tier = d.tier;
        dev.rail = d.rail;
        devices.push_back(b.addDevice(dev));
    }
    const auto portNamed = [&](int device, const QString &name) -> PortId {
        for (const Port &p : b.portsOf(devices[size_t(device)]))
            if (p.name == name)
                return p.id;
        return {};
    };
    for (const RackTemplateCable &c : fill.tpl.cables) {
        const PortId a = portNamed(c.a, c.portA), z = portNamed(c.b, c.portB);
        if (a && z)
            b.addCable(a, z, c.medium);
    }
    return id;
}

Result<std::vector<RackId>> placeTemplateRacks(Editor &editor, const std::vector<RackPlacement> &plans, const RackTemplate &tpl)
{
    using R = Result<std::vector<RackId>>;
    if (plans.empty())
        return R::failure(Tr::tr("No rack to place."));
    for (const RackPlacement &p : plans)
        if (!p.ok())
            return R::failure(p.refusal);
    const Document &doc = editor.document();
    const RackPlacement &first = plans.front();
    const TemplateFill fill = planTemplateFill(doc, first.hall, tpl);
    if (!fill.ok())
        return R::failure(fill.refusal);
    // A device name another device has would make every op naming either ambiguous.
    QSet<QString> names;
    for (const Device &d : doc.devices())
        names.insert(d.name);
    for (const RackPlacement &p : plans)
        for (const RackTemplateDevice &d : tpl.devices)
            if (names.contains(p.name + d.suffix))
                return R::failure(Tr::tr("Template %1 would name a device %2, a name the design has; rename that device or the rack.").arg(tpl.name, p.name + d.suffix));
    QSet<QString> pdus;
    for (const Pdu &p : doc.pdus())
        pdus.insert(p.name);
    for (const RackPlacement &p : plans)
        for (const QString &side : {QStringLiteral("-PDU-A"), QStringLiteral("-PDU-B")})
            if (pdus.contains(p.name + side))
                return R::failure(Tr::tr("Template %1 would name a PDU %2, a name the design has; rename that PDU or the rack.").arg(tpl.name, p.name + side));
    FragmentBuilder b(editor.document());
    const RowId row = first.row.isValid() ? first.row : b.addRow(first.hall, first.newRowName);
    std::vector<RackId> out;
    for (const RackPlacement &plan : plans)
        out.push_back(addRackFromTemplate(b, rackOf(plan, row), fill));
    editor.insert(b.take(), plans.size() == 1 ? Tr::tr("Place rack %1 from template %2").arg(first.name, tpl.name)
                                              : Tr::tr("Place racks %1 to %2 from template %3").arg(first.name, plans.back().name, tpl.name));
    return out;
}

} // namespace railyard
