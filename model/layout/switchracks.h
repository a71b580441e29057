#pragma once

#include "core/result.h"
#include "document/fragmentbuilder.h"

#include <vector>

namespace railyard {

// Where Build fabric (fabricbuild.h) mounts its switches: first in the racks the designer chose
// that hold no nodes (in their free U, within what their PDUs and cooling carry), then in
// network racks it adds at the end of the nodes' row (or before its start when the end meets a
// wall, a column or another rack), each checked where it would stand as a dropped rack is
// (rackSpotRefusal). A network rack is the catalog's tallest air-cooled rack, with its A and B
// PDUs on the hall's first feeds of each side, sized for what it holds, and — when the design
// has an out-of-band network — a management switch at its top that every switch is cabled to.
// A switch takes its U height and a free U above it (the generator's pitch).

struct SwitchSpot {
    RackId rack;
    int u = 0;
    PortId managementPort; // the free copper port its OOB link goes to; invalid: none
};

struct SwitchRacks {
    std::vector<SwitchSpot> spots; // as many as asked, in fill order
    int newRacks = 0;
    int inChosen = 0;              // spots in the chosen racks
    QStringList notes;
};

// Spots for `count` switches of part `sw`; the racks, PDUs and management switches it adds go
// into `b`. Refused, naming the row, when the network racks have no room at either end of it.
Result<SwitchRacks> placeSwitchRacks(Document &doc, FragmentBuilder &b, const std::vector<RackId> &chosen, RowId nodeRow,
                                     const Part &sw, int count);

} // namespace railyard
