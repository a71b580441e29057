#pragma once

#include "core/result.h"
#include "document/document.h"

namespace railyard {

// The cable list round trip (docs/CABLING.md): the design's cables as a CSV a team edits in a
// spreadsheet, and the edited file read back as one set of changes.
//
// Columns: cable_id, a_device, a_port, b_device, b_port, medium, length_m, label, bundle.
// One row per cable in cable-ID order; medium is a token (auto, dac, aoc, mmf, smf, ...);
// length_m is empty when the engine routes the cable. RFC 4180, UTF-8, CRLF line ends.
QString cableListCsv(const Document &doc);

// What an edited cable list changes. The file is the whole list: a row with an ID updates that
// cable, a row without one adds a cable, and a cable whose ID is missing from the file is
// removed.
struct CableListChanges {
    std::vector<Cable> added;   // without IDs yet
    std::vector<Cable> updated; // with their new values
    std::vector<CableId> removed;
    bool empty() const { return added.empty() && updated.empty() && removed.empty(); }
};

// Validates every row against the design; the first problem fails the whole file with its row
// number (unknown cable ID, device or port; a port used by two rows; a cable from a port to
// itself; an unknown medium; a length that is not a positive number of metres).
Result<CableListChanges> readCableList(const Document &doc, const QString &csvText, const QString &fileName);

} // namespace railyard

namespace railyard {

class Editor;

// Applies the changes as one undoable step ("Import cable list").
void applyCableList(Editor &editor, const CableListChanges &changes);

} // namespace railyard
