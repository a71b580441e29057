#pragma once

#include "core/result.h"
#include "document/document.h"

namespace railyard {

// The plan for the cabling team's validation tools (docs/VERIFY.md).

// P2P rows as NVIDIA's cable validation takes them: A-Node Name, A-Type, A-Port, Z-Node Name,
// Z-Type, Z-Port, then A-Rack, A-U, Z-Rack, Z-U and Cable. InfiniBand host ports are named by
// their HCA ("mlx5_3"), all other ports by their design names. One row per cable, in cable order.
QString p2pCsv(const Document &doc);

// The InfiniBand fabrics (compute, and storage when it is InfiniBand) as an ibnetdiscover-style
// topology that ibsim loads as a fabric definition: one Switch block per switch (node
// description: the switch's name), one Hca block per HCA ("<hostname> mlx5_<i>"), GUIDs derived
// from the design's IDs, every port at the link width and speed its ports plan. Fails when the
// design has no InfiniBand network.
Result<QString> ibnetTopology(const Document &doc);

} // namespace railyard
