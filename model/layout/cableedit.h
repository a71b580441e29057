#pragma once

#include "document/document.h"

namespace railyard {

class Editor;

// The cabling gestures of laying out by hand (docs/GUI.md, "Cabling by hand"), each checked by
// connectcheck.h first and one undoable step; nothing changes when refused.

struct ConnectResult {
    CableId cable;   // the new cable
    QString refusal; // why it was not made
};

// A new cable between two ports, labelled from the site's label template.
ConnectResult connectPorts(Editor &editor, PortId a, PortId b, Medium medium = Medium::Auto);

// Moves end `end` of `cable` to port `to`; the other end, the medium and the label stay (the
// same cable, plugged elsewhere). Returns why not, or empty.
QString replugEnd(Editor &editor, CableId cable, PortId end, PortId to);

// Deletes the cables; false when none of them exists.
bool deleteCables(Editor &editor, const std::vector<CableId> &cables);

} // namespace railyard
