#pragma once

namespace railyard {

class ClipboardActions;
class ContextMenus;
class LayoutActions;
class MainWindow;
class WiringActions;

// The Edit menu's racks and cabling gestures offered on the objects they act on (docs/GUI.md,
// "Context menus"): on a rack Copy, Paste, Replicate Scalable Unit, Add Racks to Row… and Wire
// Like Neighbours; on a cable Re-plug End…, Delete Cables and Trace; on the empty floor of a
// hall Paste Racks here and Insert Rack here. A rack's action acts on the rack clicked (joining
// the selection when it is not in it), a cable's on the table's selection.
void registerEditContextActions(ContextMenus &menus, MainWindow &window, ClipboardActions &clipboard, WiringActions &wiring,
                                LayoutActions &layout);

} // namespace railyard
