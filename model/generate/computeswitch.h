#pragma once

#include "catalog/catalog.h"

namespace railyard {

// The compute switch a node's NICs take when none is asked for (`new` without --switch, Build
// fabric, the wizard's first choice): a switch whose compute ports run at the NICs' speed — NDR
// 400G (MQM9700) for ConnectX-7, XDR 800G (Q3400-RA) for ConnectX-8. A node with more compute
// ports than GPUs is a multi-plane Ethernet node (Spectrum-X: each GPU's 800G as two 400G
// links), so Ethernet comes first for it and InfiniBand for every other; then the most ports,
// then the lowest price, then catalog order. nullptr when no switch runs at that speed.
const Part *defaultComputeSwitch(const Catalog &catalog, const Part &node);

} // namespace railyard
