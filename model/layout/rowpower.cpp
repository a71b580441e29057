#include "rowpower.h"

#include "commands/editor.h"
#include "naming.h"
#include "rowline.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>
#include "core/trcontexts.h"

namespace railyard {

namespace {

constexpr double kLabelReachM = 3.0;


const Row *rowWithRacks(const Document &doc, RowId row, QString *refusal)
{
    const Row *r = doc.rows().find(row);
    if (!r)
        *refusal = trctx::Layout::tr("The row no longer exists.");
    else if (doc.racksOf(row).begin() == doc.racksOf(row).end())
        *refusal = trctx::Layout::tr("Row %1 has no racks yet; add racks to it first.").arg(r->name);
    return refusal->isEmpty() ? r : nullptr;
}

} // namespace

std::optional<RowId> rowAt(const Document &doc, HallId hall, QPointF hallM, double reachM)
{
    std::optional<RowId> best;
    double bestDist = reachM;
    for (RowId row : doc.rowsOf(hall)) {
        if (doc.racksOf(row).begin() == doc.racksOf(row).end())
            continue;
        const RowLine line = rowLine(doc, row, 0.6);
        const double along = line.alongX ? hallM.x() : hallM.y();
        const double across = line.alongX ? hallM.y() : hallM.x();
        // A pitch past each end reaches the end racks' outer halves; the row's label stands up
        // to a few metres before its first rack.
        if (along < line.first - line.pitch - kLabelReachM || along > line.last + line.pitch)
            continue;
        const double dist = std::abs(across - line.across);
        if (dist <= bestDist) {
            bestDist = dist;
            best = row;
        }
    }
    return best;
}

RowPduPlan planRowPdus(const Document &doc, RowId rowId, PartId pduPart)
{
    RowPduPlan plan;
    plan.row = rowId;
    const Row *row = rowWithRacks(doc, rowId, &plan.refusal);
    if (!row)
        return plan;
    QStringList why; // the first reason a rack refused, shown when none takes one
    for (RackId rack : doc.racksOf(rowId)) {
        RackPduPlan p = planRackPdu(doc, rack, pduPart);
        if (p.ok())
            plan.racks.push_back(std::move(p));
        else if (why.isEmpty())
            why << p.refusal;
    }
    // Names are unique per rack already; a second plan for the same rack never arises here.
    if (plan.racks.empty())
        plan.refusal = trctx::Layout::tr("No rack of row %1 can take a PDU: %2").arg(row->name, why.value(0));
    return plan;
}

int addRowPdus(Editor &editor, const RowPduPlan &plan)
{
    if (!plan.ok())
        return 0;
    Document &doc = editor.document();
    const QString text = trctx::Layout::tr("Add %n PDU(s) to row %1", nullptr, int(plan.racks.size())).arg(doc.rows().at(plan.row).name);
    doc.undoStack()->beginMacro(text);
    int added = 0;
    for (const RackPduPlan &p : plan.racks)
        added += bool(addRackPdu(editor, p));
    doc.undoStack()->endMacro();
    return added;
}

LoopCduPlan planRowCdu(const Document &doc, RowId rowId, PartId cduPart)
{
    LoopCduPlan refused;
    const Row *row = rowWithRacks(doc, rowId, &refused.refusal);
    if (!row)
        return refused;
    // The rack at the row's far end: the CDU stands just past it, on the loop the row is on.
    const RowLine line = rowLine(doc, rowId, 0.6);
    RackId end;
    double endAlong = -1e300;
    LoopId loop;
    for (RackId id : doc.racksOf(rowId)) {
        const Rack &r = doc.racks().at(id);
        const double along = line.alongX ? r.xM : r.yM;
        if (along > endAlong)
            endAlong = along, end = id;
        if (!loop)
            loop = r.loop;
    }
    LoopCduPlan plan = planLoopCdu(doc, end, cduPart);
    // The row's loop, even when its end rack is on none.
    if (plan.ok() && !plan.loop && loop) {
        plan.loop = plan.cdu.loop = loop;
        plan.newLoopName.clear();
    }
    return plan;
}

RowBuswayPlan planRowBusway(const Document &doc, RowId rowId, PartId buswayPart)
{
    RowBuswayPlan plan;
    plan.row = rowId;
    const Row *row = rowWithRacks(doc, rowId, &plan.refusal);
    if (!row)
        return plan;
    const Part *part = doc.catalog().find(buswayPart);
    if (!part || part->category != PartCategory::Busway) {
        plan.refusal = trctx::Layout::tr("Only a busway part runs along a row.");
        return plan;
    }
    // The side: A when any rack of the row has an A-side PDU, else B when one has a B-side PDU.
    bool anyA = false, anyB = false;
    for (RackId id : doc.racksOf(rowId)) {
        anyA |= bool(doc.racks().at(id).pduA);
        anyB |= bool(doc.racks().at(id).pduB);
    }
    plan.side = !anyA && anyB ? FeedSide::B : FeedSide::A;
    // The feed: the one the row's PDUs of that side are on, else the hall's first of that side,
    // else its first feed of any side.
    for (RackId id : doc.racksOf(rowId)) {
        const Rack &r = doc.racks().at(id);
        const PduId pdu = plan.side == FeedSide::A ? r.pduA : r.pduB;
        if (pdu && !plan.busway.feed)
            plan.busway.feed = doc.pdus().at(pdu).feed;
    }
    FeedId anySide;
    for (FeedId f : doc.feedsOf(row->hall)) {
        if (!anySide)
            anySide = f;
        if (!plan.busway.feed && doc.feeds().at(f).side == plan.side)
            plan.busway.feed = f;
    }
    if (!plan.busway.feed)
        plan.busway.feed = anySide;
    const Hall &hall = doc.halls().at(row->hall);
    if (!plan.busway.feed) {
        plan.refusal = trctx::Layout::tr("Hall %1 has no feed for a busway over row %2; add one with Insert > Feed.").arg(hall.name, row->name);
        return plan;
    }
    plan.side = doc.feeds().at(plan.busway.feed).side;
    for (RackId id : doc.racksOf(rowId)) {
        const Rack &r = doc.racks().at(id);
        if (const PduId pdu = plan.side == FeedSide::A ? r.pduA : r.pduB)
            plan.tapOffs.push_back(pdu);
    }
    const RowLine line = rowLine(doc, rowId, 0.6);
    plan.busway.hall = row->hall;
    plan.busway.part = buswayPart;
    if (line.alongX) {
        plan.busway.x1M = line.first, plan.busway.x2M = line.last;
        plan.busway.y1M = plan.busway.y2M = line.across;
    } else {
        plan.busway.y1M = line.first, plan.busway.y2M = line.last;
        plan.busway.x1M = plan.busway.x2M = line.across;
    }
    QSet<QString> taken;
    for (const Busway &b : doc.busways())
        taken.insert(b.name);
    plan.busway.name = uniqueName(QStringLiteral("%1-BW-%2").arg(row->name, toToken(plan.side).toUpper()), taken);
    return plan;
}

BuswayId addRowBusway(Editor &editor, const RowBuswayPlan &plan)
{
    if (!plan.ok())
        return {};
    Document &doc = editor.document();
    const QString text = trctx::Layout::tr("Add busway %1 over row %2 with %n tap-off(s)", nullptr, int(plan.tapOffs.size()))
                             .arg(plan.busway.name, doc.rows().at(plan.row).name);
    doc.undoStack()->beginMacro(text);
    const Result<BuswayId> id = editor.addBusway(plan.busway);
    if (id)
        for (PduId pdu : plan.tapOffs)
            editor.setPduBusway(pdu, *id);
    doc.undoStack()->endMacro();
    return id ? *id : BuswayId{};
}

} // namespace railyard
