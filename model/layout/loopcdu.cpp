#include "loopcdu.h"

#include "commands/editor.h"
#include "naming.h"

#include <QCoreApplication>

namespace railyard {

LoopCduPlan planLoopCdu(const Document &doc, RackId rackId, PartId cduPart)
{
    LoopCduPlan plan;
    plan.rack = rackId;
    plan.part = cduPart;
    const auto tr = [](const char *text) { return QCoreApplication::translate("Layout", text); };
    const Rack *rack = doc.racks().find(rackId);
    const Part *part = doc.catalog().find(cduPart);
    if (!rack) {
        plan.refusal = tr("The rack no longer exists.");
        return plan;
    }
    if (!part || part->category != PartCategory::Cdu) {
        plan.refusal = tr("Only a CDU part cools a rack's loop.");
        return plan;
    }
    const HallId hall = doc.hallOf(rackId);
    plan.loop = rack->loop;
    if (!plan.loop && doc.loopsOf(hall).begin() != doc.loopsOf(hall).end())
        plan.loop = *doc.loopsOf(hall).begin();
    if (plan.loop) {
        const CoolingLoop &loop = doc.loops().at(plan.loop);
        if (loop.cduCount > 0 && loop.cduPart && loop.cduPart != cduPart)
            plan.refusal = tr("Loop %1 has %2 CDUs of %3; a loop's CDUs are of one type, so drop a %3.")
                               .arg(loop.name)
                               .arg(loop.cduCount)
                               .arg(doc.catalog().at(loop.cduPart).partNumber);
        return plan;
    }
    QStringList names;
    QSet<QString> taken;
    for (const CoolingLoop &l : doc.loops()) {
        names << l.name;
        taken.insert(l.name);
    }
    const Hall *h = doc.halls().find(hall);
    plan.newLoopName = uniqueName(QStringLiteral("%1-LOOP1").arg(h ? h->name : QStringLiteral("HALL")), taken);
    return plan;
}

bool addLoopCdu(Editor &editor, const LoopCduPlan &plan)
{
    if (!plan.ok())
        return false;
    Document &doc = editor.document();
    Rack rack = doc.racks().at(plan.rack);
    QUndoStack *undo = doc.undoStack();
    if (!plan.loop) {
        CoolingLoop loop;
        loop.hall = doc.hallOf(plan.rack);
        loop.name = plan.newLoopName;
        loop.cduPart = plan.part;
        loop.cduCount = 1;
        const QString text = QCoreApplication::translate("Layout", "Add loop %1 with a CDU for rack %2").arg(loop.name, rack.name);
        FragmentBuilder b(doc);
        rack.loop = b.addLoop(loop);
        undo->beginMacro(text);
        editor.insert(b.take(), text);
        editor.update(rack, Rack::kLoop, text);
        undo->endMacro();
        return true;
    }
    CoolingLoop loop = doc.loops().at(plan.loop);
    loop.cduPart = plan.part;
    ++loop.cduCount;
    const QString text = QCoreApplication::translate("Layout", "Add a CDU to loop %1").arg(loop.name);
    undo->beginMacro(text);
    editor.update(loop, CoolingLoop::kCdu, text);
    if (rack.loop != plan.loop) {
        rack.loop = plan.loop;
        editor.update(rack, Rack::kLoop, text);
    }
    undo->endMacro();
    return true;
}

} // namespace railyard
