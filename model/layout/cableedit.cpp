#include "cableedit.h"

#include "cabling/cablelabels.h"
#include "commands/editor.h"
#include "connectcheck.h"
#include "rules/ruleprovider.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace railyard {

ConnectResult connectPorts(Editor &editor, PortId a, PortId b, Medium medium)
{
    Document &doc = editor.document();
    ConnectResult r;
    r.refusal = connectRefusal(doc, a, b, medium);
    if (!r.refusal.isEmpty())
        return r;
    // The cable and its label are one step: undo never leaves an unlabelled cable behind.
    doc.undoStack()->beginMacro(QCoreApplication::translate("Layout", "Connect %1 to %2").arg(portName(doc, a), portName(doc, b)));
    r.cable = editor.connect(a, b, medium);
    labelCables(editor, {r.cable});
    doc.undoStack()->endMacro();
    return r;
}

QString replugEnd(Editor &editor, CableId cable, PortId end, PortId to)
{
    Document &doc = editor.document();
    if (QString refusal = replugRefusal(doc, cable, end, to); !refusal.isEmpty())
        return refusal;
    Cable after = doc.cables().at(cable);
    (after.a == end ? after.a : after.b) = to;
    editor.update(after, Cable::kEnds,
                  QCoreApplication::translate("Layout", "Re-plug %1 from %2 to %3").arg(after.label, portName(doc, end), portName(doc, to)));
    return {};
}

bool deleteCables(Editor &editor, const std::vector<CableId> &cables)
{
    Selection s;
    for (CableId c : cables)
        if (editor.document().cables().contains(c))
            s.cables.push_back(c);
    if (s.cables.empty())
        return false;
    const QString text = s.cables.size() == 1
                             ? QCoreApplication::translate("Layout", "Delete cable %1").arg(cableName(editor.document(), s.cables.front()))
                             : QCoreApplication::translate("Layout", "Delete %n cable(s)", nullptr, int(s.cables.size()));
    return editor.erase(s, text);
}

} // namespace railyard
