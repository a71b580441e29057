#pragma once

#include "document/document.h"

namespace railyard {

// Cable labels (docs/CABLING.md). Each end's location reads hall.rack-U<u>:<port>, e.g.
// "H1.SU01-R03-U12:C4"; the tag carries the network (C compute, S storage, I in-band,
// M out-of-band), the SU and the rail ("C-SU01-R4"), so a cable on the wrong rail shows it:
// its tag says R4 while its far end is a rail-3 leaf. A cable's label is the site's template
// rendered near end first from end A; the label for end B swaps {a} and {b}.

// "H1.SU01-R03-U12:C4" for a port (empty parts where the device is not racked).
QString endLocation(const Document &doc, PortId port);
// The port an end location names, or an invalid ID.
PortId portAtLocation(const Document &doc, const QString &location);
// The parts of a cable's tag: the network's role (NetworkRole, or the A port's PortRole when no
// switch names a network) and code, and "SU01" and "R4" when the cable belongs to them.
struct TagParts {
    int role = 0;
    QString net, su, rail;
};
TagParts tagParts(const Document &doc, const Cable &cable);
// "C-SU01-R4": network code, and SU and rail when the cable belongs to one.
QString cableTag(const Document &doc, const Cable &cable);
// The template rendered for a cable, seen from end A (or from end B).
QString renderLabel(const Document &doc, const QString &labelTemplate, const Cable &cable, bool fromB = false);
// Labels for every cable with the template, unique: a repeat gets " #2", " #3", ...
std::vector<std::pair<CableId, QString>> generateLabels(const Document &doc, const QString &labelTemplate);

class Editor;
// Stores the template in the design and relabels every cable: one undoable step.
void relabelCables(Editor &editor, const QString &labelTemplate);
// Labels the given cables (new ones: pasted, wired by hand) with the site's template, unique
// against every other label, leaving the rest as they are: one undoable step.
void labelCables(Editor &editor, std::vector<CableId> cables);

} // namespace railyard
