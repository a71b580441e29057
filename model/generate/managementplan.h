#pragma once

#include "fabricplan.h"

#include <optional>

namespace railyard {

// The management equipment of NVIDIA's DGX SuperPOD reference architectures, placed by the
// generator (docs/GENERATOR.md, "Fabric management and head nodes"). The H100 and B200 RAs
// (Network Fabrics, Table 4, and the 4-SU components table) give the InfiniBand compute fabric 4
// UFM appliances on 4 leaf ports of one DGX slot (compute and UFM cables = 8 per DGX + 4), and the
// cluster 5 management servers on the in-band and out-of-band networks.
constexpr int kUfmAppliances = 4;
constexpr int kManagementServers = 5;

// A node slot of the compute fabric that no node uses: every leaf of SU `su` has port `port`
// free (a rack-scale fabric's slot spans railsPerLeaf ports of each leaf; `port` is the first). The last SU's unfilled slots first (a slot kept free with reservedPerSu counts),
// then a port the leaves leave unused at their ratio; none when the fabric is full.
struct FreeLeafSlot {
    int su = 0;
    int port = 0;
};
std::optional<FreeLeafSlot> freeLeafSlot(const FabricPlan &plan, int nodes);

// The fabric manager for a compute fabric whose leaf ports run at `leafGbps`: `preferred` when
// its compute port runs at that speed, else the catalog's fabric-manager appliance (an
// InfiniBand server with no GPUs and one compute port) that does — an NDR appliance on an XDR
// leaf would hold the port at 400G. `preferred` when the catalog has none of the leaf's speed.
class Catalog;
struct Part;
const Part *fabricManagerFor(const Catalog &catalog, const Part &preferred, double leafGbps);

} // namespace railyard
