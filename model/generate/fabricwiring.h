#pragma once

#include "fabricplan.h"

#include <vector>

namespace railyard {

// How a planned compute fabric is cabled (docs/GENERATOR.md): which leaf port a node's rail
// lands on, and which switch port each link above the leaves joins. Pure arithmetic on a
// FabricPlan; the generator and "Build fabric" (layout/fabricbuild.h) cable from it, so a hand
// design's fabric is wired exactly as a generated one.

// Rank `rank` of the node in slot `slotInSu` of SU `su` lands on leaf `leaf` (of the plane's
// leaves, SU by SU) at port `port`: a leaf serves railsPerLeaf consecutive ranks, and the ranks
// of one node are consecutive ports, so a twin-port cage serves one node.
struct LeafPort {
    int leaf = 0;
    int port = 0;
};
inline LeafPort railLeafPort(const FabricPlan &plan, int su, int slotInSu, int rank)
{
    return {su * plan.leavesPerSu + rank / plan.railsPerLeaf, slotInSu * plan.railsPerLeaf + rank % plan.railsPerLeaf};
}

// One link between tiers: `lower` is a leaf (or, toCore, a spine) by index, `upper` a spine (or
// a core); the ports are the switches' compute ports by index.
struct ClosLink {
    int lower = 0;
    int lowerPort = 0;
    int upper = 0;
    int upperPort = 0;
    bool toCore = false;
};

// Every link above the leaves, in cabling order: leaves to spines, then spines to cores. A
// leaf's uplinks (fewer on a partial last SU's leaves) go to every spine of its fabric (two
// tiers) or its pod (three), the same number to each and any left over to the spines with the
// fewest; a leaf's consecutive uplinks go to one spine, so a twin-port cage's two links run to
// one far cage. Three tiers: a spine has as many uplinks as downlinks; spine j of every full pod
// to the cores of plane j. One tier: none.
std::vector<ClosLink> closLinks(const FabricPlan &plan);

} // namespace railyard
