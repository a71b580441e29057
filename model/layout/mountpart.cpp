#include "mountpart.h"

#include "commands/editor.h"
#include "naming.h"

#include <QCoreApplication>

namespace railyard {

bool mountsInRack(const Part &part)
{
    switch (part.category) {
    case PartCategory::Rack:
    case PartCategory::RackSystem:
    case PartCategory::Pdu:
    case PartCategory::Cdu: return false;
    default: return part.uHeight > 0;
    }
}

QString newDeviceName(const Document &doc, RackId rack, PartId partId)
{
    const Part *part = doc.catalog().find(partId);
    const Rack *r = doc.racks().find(rack);
    QStringList samePart, sameCategory;
    for (DeviceId id : doc.devicesOf(rack)) {
        const Device &d = doc.devices().at(id);
        if (d.part == partId)
            samePart << d.name;
        else if (const Part *p = doc.catalog().find(d.part); p && part && p->category == part->category)
            sameCategory << d.name;
    }
    const QString fallback = QStringLiteral("%1-%2-01").arg(r ? r->name : QStringLiteral("rack"),
                                                            part ? toToken(part->category) : QStringLiteral("device"));
    const QString next = nextInSeries(samePart.isEmpty() ? sameCategory : samePart, fallback);
    // A device name is unique in the design: the series continues past names used elsewhere.
    QSet<QString> taken;
    taken.reserve(qsizetype(doc.devices().size()));
    for (const Device &d : doc.devices())
        taken.insert(d.name);
    return uniqueName(next, taken);
}

Mounted mountPart(Editor &editor, RackId rack, PartId part, int u)
{
    Document &doc = editor.document();
    Mounted out;
    if (const Part *p = doc.catalog().find(part); p && !mountsInRack(*p)) {
        out.refusal = QCoreApplication::translate("Layout", "%1 does not mount at a U: drop it on the floor plan (a rack type) or on a rack there "
                                                            "(a PDU or a CDU).")
                          .arg(p->partNumber);
        return out;
    }
    const MountPlan plan = planMount(doc, rack, part, u);
    if (!plan.ok()) {
        out.refusal = plan.refusal;
        return out;
    }
    Device d;
    d.rack = rack;
    d.part = part;
    d.uPosition = u;
    d.name = newDeviceName(doc, rack, part);
    FragmentBuilder b(doc);
    out.device = b.addDevice(d);
    out.name = d.name;
    editor.insert(b.take(), QCoreApplication::translate("Layout", "Mount %1 in rack %2 at U%3")
                                .arg(d.name, doc.racks().at(rack).name)
                                .arg(u));
    return out;
}

} // namespace railyard
