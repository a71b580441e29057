#pragma once

#include "pullsheet.h"

#include <set>

namespace railyard {

// Labels for part of a design (docs/CABLING.md, "Labels for a selection"): a rework, an added
// rack or a reprint needs the labels of a few cables, not the whole hall's.

// The cables with at least one end in one of `racks`.
std::vector<CableId> cablesOfRacks(const Document &doc, const std::vector<RackId> &racks);

// The pull sheet's rows of `cables` only, in the sheet's order (its bundles and subtotals,
// which describe the whole design, are left out).
PullSheet pullSheetOf(const PullSheet &sheet, const std::vector<CableId> &cables);

// The cables a command line names: `cableIds` as the labels print them ("12,15,40") and
// `rackNames` ("SU01-R03,SU01-R04": every cable with an end there). Fails naming the first id
// or rack the design does not have, or when the two select no cable.
Result<std::vector<CableId>> selectCables(const Document &doc, const QString &cableIds, const QString &rackNames);

} // namespace railyard
