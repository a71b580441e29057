#include "rackpdu.h"

#include "commands/editor.h"
#include "naming.h"

#include <QCoreApplication>

namespace railyard {

RackPduPlan planRackPdu(const Document &doc, RackId rackId, PartId pduPart)
{
    RackPduPlan plan;
    plan.rack = rackId;
    plan.part = pduPart;
    const auto tr = [](const char *text) { return QCoreApplication::translate("Layout", text); };
    const Rack *rack = doc.racks().find(rackId);
    const Part *part = doc.catalog().find(pduPart);
    if (!rack) {
        plan.refusal = tr("The rack no longer exists.");
        return plan;
    }
    if (!part || (part->category != PartCategory::Pdu && part->category != PartCategory::PowerShelf)) {
        plan.refusal = tr("Only a PDU or power shelf part powers a rack's side.");
        return plan;
    }
    if (rack->pduA && rack->pduB) {
        plan.refusal = tr("Rack %1 has a PDU on both sides already (%2, %3); change one in the inspector.")
                           .arg(rack->name, doc.pdus().at(rack->pduA).name, doc.pdus().at(rack->pduB).name);
        return plan;
    }
    plan.side = rack->pduA ? FeedSide::B : FeedSide::A;
    const HallId hall = doc.hallOf(rackId);
    for (FeedId f : doc.feedsOf(hall))
        if (doc.feeds().at(f).side == plan.side) {
            plan.feed = f;
            break;
        }
    const QString side = toToken(plan.side).toUpper();
    if (!plan.feed) {
        const Hall *h = doc.halls().find(hall);
        plan.refusal = tr("Hall %1 has no %2-side feed for rack %3's %2-side PDU; add one with Insert > Feed.")
                           .arg(h ? h->name : QStringLiteral("?"), side, rack->name);
        return plan;
    }
    QSet<QString> taken;
    for (const Pdu &p : doc.pdus())
        taken.insert(p.name);
    const bool shelf = part->category == PartCategory::PowerShelf;
    plan.name = uniqueName((shelf ? QStringLiteral("%1-SHELF-%2") : QStringLiteral("%1-PDU-%2")).arg(rack->name, side), taken);
    return plan;
}

PduId addRackPdu(Editor &editor, const RackPduPlan &plan)
{
    if (!plan.ok())
        return {};
    Document &doc = editor.document();
    Rack rack = doc.racks().at(plan.rack);
    const Part *part = doc.catalog().find(plan.part);
    const QString text = part && part->category == PartCategory::PowerShelf
                             ? QCoreApplication::translate("Layout", "Add power shelves %1 to rack %2").arg(plan.name, rack.name)
                             : QCoreApplication::translate("Layout", "Add PDU %1 to rack %2").arg(plan.name, rack.name);
    FragmentBuilder b(doc);
    Pdu pdu;
    pdu.feed = plan.feed;
    pdu.part = plan.part;
    pdu.name = plan.name;
    const PduId id = b.addPdu(pdu);
    (plan.side == FeedSide::A ? rack.pduA : rack.pduB) = id;
    doc.undoStack()->beginMacro(text);
    editor.insert(b.take(), text);
    editor.update(rack, Rack::kPdu, text);
    doc.undoStack()->endMacro();
    return id;
}

} // namespace railyard
