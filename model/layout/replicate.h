#pragma once

#include "document/document.h"

namespace railyard {

class Editor;

// Copies of racks with everything mounted in them: the designer's copy/paste of racks and rows
// and the replication of a whole scalable unit (docs/GUI.md, "Laying out by hand").
struct CopyOptions {
    // Where copied racks go: a new row beside each source row (rows copied whole), the given
    // row, or (neither) each source rack's own row.
    bool newRows = false;
    RowId targetRow;
    double dxM = 0, dyM = 0;    // offset of the copies on the floor
    int suFrom = -1, suTo = -1; // renumber this scalable unit (0-based) in names and devices
    // Cables from a copied device to one left behind (a leaf's uplinks to its spines) are made
    // again from the copy to a free port of the same far device, as a new SU is cabled.
    bool reconnectOutside = false;
};

struct CopyResult {
    std::vector<RackId> racks;      // the copies, in the order of the sources
    std::vector<CableId> cables;    // every cable made (inside the copy and to outside ports)
    int outsideConnected = 0;       // cables made to ports outside the copy
    QStringList notConnected;       // outside links that found no free port, each named
    QString refusal;                // why nothing was copied, when nothing was
};

// Copies `racks` (devices, ports, the cables between copied devices, a PDU per copied PDU) as
// one undoable step, names following the series already in the design. Labels the new cables.
CopyResult copyRacks(Editor &editor, const std::vector<RackId> &racks, const CopyOptions &options, const QString &undoText);

// Replicates scalable unit `su` (0-based): every rack holding one of its devices, into new rows
// named for the new SU, beside the last row of the hall, with its uplinks to free spine ports.
CopyResult replicateScalableUnit(Editor &editor, int su);

} // namespace railyard
