#include "loopcdu.h"

#include "commands/editor.h"
#include "naming.h"
#include "obstacles.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>
#include "core/trcontexts.h"

namespace railyard {

namespace {


// Where a CDU of `part` stands for `rack`: on the rack's row line, one CDU past the row's end
// nearer the rack. The row's line runs along the racks' larger spread (x or y).
Cdu placeBesideRow(const Document &doc, const Rack &rack, const Part &part)
{
    double minX = rack.xM, maxX = rack.xM, minY = rack.yM, maxY = rack.yM;
    double halfAlong = 0;
    for (RackId id : doc.racksOf(rack.row)) {
        const Rack &r = doc.racks().at(id);
        minX = std::min(minX, r.xM), maxX = std::max(maxX, r.xM);
        minY = std::min(minY, r.yM), maxY = std::max(maxY, r.yM);
        if (const Part *type = doc.catalog().find(r.part))
            halfAlong = std::max(halfAlong, type->widthM / 2);
    }
    Cdu cdu;
    cdu.part = part.id;
    cdu.rotationDeg = rack.rotationDeg;
    if (part.widthM <= 0 || part.depthM <= 0) { // an in-rack CDU: it stands in the rack it serves
        cdu.xM = rack.xM;
        cdu.yM = rack.yM;
        return cdu;
    }
    const double gap = halfAlong + part.widthM / 2;
    if (maxX - minX >= maxY - minY) {
        const bool low = rack.xM - minX <= maxX - rack.xM;
        cdu.xM = low ? minX - gap : maxX + gap;
        cdu.yM = rack.yM;
    } else {
        const bool low = rack.yM - minY <= maxY - rack.yM;
        cdu.xM = rack.xM;
        cdu.yM = low ? minY - gap : maxY + gap;
    }
    return cdu;
}

} // namespace

LoopCduPlan planLoopCdu(const Document &doc, RackId rackId, PartId cduPart)
{
    LoopCduPlan plan;
    plan.rack = rackId;
    plan.part = cduPart;
    const Rack *rack = doc.racks().find(rackId);
    const Part *part = doc.catalog().find(cduPart);
    if (!rack) {
        plan.refusal = trctx::Layout::tr("The rack no longer exists.");
        return plan;
    }
    if (!part || part->category != PartCategory::Cdu) {
        plan.refusal = trctx::Layout::tr("Only a CDU part cools a rack's loop.");
        return plan;
    }
    const HallId hall = doc.hallOf(rackId);
    plan.loop = rack->loop;
    if (!plan.loop && doc.loopsOf(hall).begin() != doc.loopsOf(hall).end())
        plan.loop = *doc.loopsOf(hall).begin();
    QSet<QString> loopNames;
    for (const CoolingLoop &l : doc.loops())
        loopNames.insert(l.name);
    const Hall *h = doc.halls().find(hall);
    if (!plan.loop)
        plan.newLoopName = uniqueName(QStringLiteral("%1-LOOP1").arg(h ? h->name : QStringLiteral("HALL")), loopNames);

    plan.cdu = placeBesideRow(doc, *rack, *part);
    plan.cdu.loop = plan.loop;
    QSet<QString> cduNames;
    for (const Cdu &c : doc.cdus())
        cduNames.insert(c.name);
    const QString loopName = plan.loop ? doc.loops().at(plan.loop).name : plan.newLoopName;
    plan.cdu.name = uniqueName(QStringLiteral("%1 CDU 1").arg(loopName), cduNames);
    if (part->widthM <= 0 || part->depthM <= 0)
        return plan;
    const QString inTheWay = obstacleRefusal(doc, hall, turnedRect(plan.cdu.xM, plan.cdu.yM, part->widthM, part->depthM, plan.cdu.rotationDeg));
    if (!inTheWay.isEmpty())
        plan.refusal = QCoreApplication::translate("Layout", "A CDU beside rack %1's row cannot stand at (%2, %3) m: %4.")
                           .arg(rack->name)
                           .arg(plan.cdu.xM, 0, 'f', 2)
                           .arg(plan.cdu.yM, 0, 'f', 2)
                           .arg(inTheWay);
    return plan;
}

bool addLoopCdu(Editor &editor, const LoopCduPlan &plan)
{
    if (!plan.ok())
        return false;
    Document &doc = editor.document();
    Rack rack = doc.racks().at(plan.rack);
    QUndoStack *undo = doc.undoStack();
    FragmentBuilder b(doc);
    Cdu cdu = plan.cdu;
    QString text;
    if (!plan.loop) {
        CoolingLoop loop;
        loop.hall = doc.hallOf(plan.rack);
        loop.name = plan.newLoopName;
        if (const Hall *h = doc.halls().find(loop.hall))
            loop.supplyC = h->supplyWaterC;
        cdu.loop = b.addLoop(loop);
        text = QCoreApplication::translate("Layout", "Add loop %1 with CDU %2 for rack %3").arg(loop.name, cdu.name, rack.name);
    } else {
        text = QCoreApplication::translate("Layout", "Add CDU %1 to loop %2").arg(cdu.name, doc.loops().at(plan.loop).name);
    }
    b.addCdu(cdu);
    undo->beginMacro(text);
    editor.insert(b.take(), text);
    if (rack.loop != cdu.loop) {
        rack.loop = cdu.loop;
        editor.update(rack, Rack::kLoop, text);
    }
    undo->endMacro();
    return true;
}

} // namespace railyard
