#pragma once

#include "document/document.h"

namespace railyard {

class Editor;

// "Wire like its neighbours": a node placed by hand in a scalable unit gets the cables its
// neighbours have — each NIC to its rail's leaf, storage and in-band to their switches, OOB to
// its rack's management switch — on free ports of the same switches (docs/GUI.md).
struct NeighbourWiring {
    DeviceId neighbour;            // the node copied from
    std::vector<CableId> cables;   // cables made
    QStringList notWired;          // ports left unwired, each with why
    QString refusal;               // why nothing was wired
};

// The neighbour is the nearest device of the same part that has cables: in the same rack, else
// the same scalable unit, else the same row. For each of its cabled ports the node's port of the
// same role and index is connected to the same far switch (or, for a switch in the neighbour's
// own rack, to the switch of the same part and network in the node's rack), on the free port of
// the same role nearest the neighbour's. Ports already cabled are left alone. One undoable step.
NeighbourWiring wireLikeNeighbours(Editor &editor, DeviceId node);

} // namespace railyard
