#include "editcontextactions.h"

#include "clipboardactions.h"
#include "commands/editor.h"
#include "common/contextmenus.h"
#include "layout/pasteplace.h"
#include "layout/rackplacement.h"
#include "layoutactions.h"
#include "mainwindow.h"
#include "wiringactions.h"

#include <QAction>
#include <QStatusBar>

namespace railyard {

namespace {

// The rack type a rack inserted on a hall's floor takes: its racks' first, else the catalog's.
PartId rackTypeFor(const Document &doc, HallId hall)
{
    for (RowId row : doc.rowsOf(hall))
        for (RackId rack : doc.racksOf(row))
            return doc.racks().at(rack).part;
    const auto racks = doc.catalog().parts(PartCategory::Rack);
    return racks.empty() ? PartId{} : racks.front()->id;
}

} // namespace

void registerEditContextActions(ContextMenus &menus, MainWindow &window, ClipboardActions &clipboard, WiringActions &wiring,
                                LayoutActions &layout)
{
    using K = EntityKind;
    // A rack's gesture acts on the clicked rack, with the rest of the selection when it is in it.
    const auto onRack = [&window](std::function<void()> gesture) {
        return [&window, gesture](const ContextTarget &t) {
            const RackId rack(t.object.id);
            const std::vector<RackId> selected = window.selectedRacks();
            if (std::find(selected.begin(), selected.end(), rack) == selected.end())
                window.selectRacks({rack});
            gesture();
        };
    };
    const auto trigger = [](QAction *action) { return [action] { action->trigger(); }; };
    menus.add(QStringLiteral("copyRacks"), QObject::tr("Copy Racks"), {K::Rack}, onRack(trigger(clipboard.copyAction())));
    menus.add(QStringLiteral("pasteRacks"), QObject::tr("Paste Racks"), {K::Rack}, [&clipboard](const ContextTarget &) { clipboard.pasteAction()->trigger(); });
    menus.add(QStringLiteral("replicate"), QObject::tr("Replicate Scalable Unit"), {K::Rack}, onRack([&layout] { layout.replicate(); }));
    menus.add(QStringLiteral("addRacksToRow"), QObject::tr("Add Racks to Row…"), {K::Rack}, onRack([&layout] { layout.addRacks(); }));
    menus.add(QStringLiteral("buildFabric"), QObject::tr("Build Fabric…"), {K::Rack}, onRack([&layout] { layout.buildFabric(); }));
    menus.add(QStringLiteral("saveRackTemplate"), QObject::tr("Save as Template…"), {K::Rack}, [&window, &layout](const ContextTarget &t) {
        window.selectRacks({RackId(t.object.id)}); // the clicked rack alone: a template is one rack
        layout.saveTemplate();
    });
    menus.add(QStringLiteral("wireLikeNeighbours"), QObject::tr("Wire Like Neighbours"), {K::Rack}, onRack(trigger(wiring.wireAction())));

    // The cables table selects the row under the pointer before the menu opens.
    menus.add(QStringLiteral("replugEnd"), QObject::tr("Re-plug End…"), {K::Cable}, [&wiring](const ContextTarget &) { wiring.replugAction()->trigger(); });
    menus.add(QStringLiteral("deleteCables"), QObject::tr("Delete Cables"), {K::Cable}, [&wiring](const ContextTarget &) { wiring.deleteCablesAction()->trigger(); });
    menus.add(QStringLiteral("traceCable"), QObject::tr("Trace"), {K::Cable}, [&window](const ContextTarget &t) {
        if (const Cable *cable = window.document().cables().find(CableId(t.object.id)))
            window.showCableTrace(cable->a);
    });

    // The empty floor: the copies with their corner rack at the point (model/layout/pasteplace.h),
    // or a rack at the point, snapped as a dropped one is.
    const auto onFloor = [](const ContextTarget &t) { return t.object.kind == K::Hall && t.hallM.has_value(); };
    menus.add({QStringLiteral("pasteRacksHere"), QObject::tr("Paste Racks Here"), onFloor, [&window, &clipboard](const ContextTarget &t) {
                   Editor editor(window.document());
                   const CopyResult r = pasteRacksAt(editor, clipboard.copied(), HallId(t.object.id), *t.hallM);
                   if (!r.refusal.isEmpty()) {
                       window.statusBar()->showMessage(r.refusal, 8000);
                       return;
                   }
                   window.selectRacks(r.racks);
                   window.statusBar()->showMessage(QObject::tr("Pasted %n rack(s)", nullptr, int(r.racks.size())), 5000);
               }});
    menus.add({QStringLiteral("insertRackHere"), QObject::tr("Insert Rack Here"), onFloor, [&window](const ContextTarget &t) {
                   Document &doc = window.document();
                   const HallId hall(t.object.id);
                   const RackPlacement plan = planRackAt(doc, hall, rackTypeFor(doc, hall), t.hallM->x(), t.hallM->y());
                   if (!plan.ok()) {
                       window.statusBar()->showMessage(plan.refusal, 8000);
                       return;
                   }
                   Editor editor(doc);
                   if (const RackId rack = placeRack(editor, plan)) {
                       window.selectRacks({rack});
                       window.statusBar()->showMessage(QObject::tr("Placed rack %1").arg(plan.name), 5000);
                   }
               }});
}

} // namespace railyard
