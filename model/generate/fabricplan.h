#pragma once

#include "core/result.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace railyard {

// The shape of a rail-optimized compute fabric (docs/GENERATOR.md). Pure arithmetic, no
// entities: the generator builds from it, and `new --power-mw` searches over it.
struct FabricInput {
    int nodes = 0;            // GPU nodes
    int rails = 8;            // compute NICs per node (one per GPU)
    int radix = 64;           // switch ports used as compute ports (k)
    int oversubscription = 1; // r in r:1 at the leaves, of the links actually connected
    int suNodes = 0;          // node slots per scalable unit; 0: as many as fill a leaf at 1:1, and tapered
                              // the size up to the leaf's fill at r:1 with the fewest switches
    int reservedPerSu = 0;    // node slots per SU kept free (e.g. a fabric manager)
    // Rails one leaf serves. 1: a leaf per rail (8-GPU nodes). 0: as many as fill a leaf — a
    // rack-scale node (an NVL72 domain, 72 rails) spreads its rails over the SU's leaves, a leaf
    // taking the same few rails of every domain of the SU (4 on 64 ports, 9 on 144, 8 racks per SU).
    int railsPerLeaf = 1;
    // Fabric manager appliances (UFM) on the first `managerLeaves` leaves of the last SU, one
    // port each: those leaves get the uplinks for it too. 0 for a fabric without one.
    int managerLeaves = 0;
};

struct FabricPlan {
    int tiers = 0;        // 1 (leaves only), 2 or 3
    int sus = 0;
    int nodesPerSu = 0;   // node slots used per SU
    int railsPerLeaf = 1; // rails each leaf serves: leaf j of an SU takes rails j·g … j·g + g − 1
    int leavesPerSu = 0;  // rails / railsPerLeaf
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int downPerLeaf = 0;  // ports facing the SU's node slots (one per slot and rail, reserved ones too)
    int upPerLeaf = 0;    // ⌈down / r⌉: uplinks sized from the slots the SU holds
    int unusedPerLeaf = 0; // k − down − up, left free and stated
    // The last SU: a partial one's leaves have the uplinks of the slots it uses (its nodes and
    // reserved slots), never a full SU's (== the full figures when full); its first
    // `managerLeaves` leaves carry a fabric manager's port too, with the uplink that needs.
    int lastSuNodes = 0;
    int lastSuDownPerLeaf = 0;
    int lastSuUpPerLeaf = 0;
    int managerLeaves = 0;
    int managerDownPerLeaf = 0;
    int managerUpPerLeaf = 0;
    // Two tiers: a full leaf has upPerLeaf / spines links to every spine (fabricwiring.h).
    // Three tiers: pods of `podLeaves` leaves each with `upPerLeaf` spines (one link from each
    // leaf to each spine of its pod); the last pod has the `lastPodSpines` its leaves' uplinks
    // need (upPerLeaf when full). Spine j of every full pod goes to the `coresPerPlane` cores of
    // plane j, the same number of links to each; spine i of a partial last pod to the planes
    // j ≡ i (mod its spines).
    int podLeaves = 0;
    int pods = 0;
    int lastPodSpines = 0;
    int coresPerPlane = 0;
    int64_t nodeLeafLinks = 0;
    int64_t leafSpineLinks = 0;
    int64_t spineCoreLinks = 0;
};

// Fails with a message naming the constraint and the nearest valid values.
Result<FabricPlan> planComputeFabric(const FabricInput &in);

// The most nodes (up to in.nodes) that the same fabric holds in two tiers, with that plan;
// none when even one SU needs three.
struct TwoTierFit {
    int nodes = 0;
    FabricPlan plan;
};
std::optional<TwoTierFit> largestTwoTierFabric(FabricInput in);

// Node slots per SU that fill a k-port leaf at r:1: the largest multiple s of r with
// s + s/r ≤ k (32 on 64 ports at 1:1, 42 + 21 at 2:1, 48 + 16 at 3:1; 64 on 128 ports at 1:1).
int fillingSuNodes(int radix, int oversubscription);

// Node–leaf links over leaf–spine links: the ratio the fabric really has (a full leaf's down
// over up when every SU is full).
inline double connectedRatio(const FabricPlan &p)
{
    return p.leafSpineLinks > 0 ? double(p.nodeLeafLinks) / double(p.leafSpineLinks)
           : p.upPerLeaf > 0    ? double(p.downPerLeaf) / p.upPerLeaf
                                : 0;
}

// The uplinks of leaf `leaf` (a partial last SU's leaves have fewer).
inline int leafUplinks(const FabricPlan &p, int leaf)
{
    const int inLast = leaf - (p.sus - 1) * p.leavesPerSu;
    return inLast < 0 ? p.upPerLeaf : inLast < p.managerLeaves ? p.managerUpPerLeaf : p.lastSuUpPerLeaf;
}

// Three tiers: the spines of pod `pod` are [firstSpineOfPod, firstSpineOfPod + spinesOfPod).
inline int spinesOfPod(const FabricPlan &p, int pod)
{
    return pod == p.pods - 1 ? p.lastPodSpines : p.upPerLeaf;
}
inline int firstSpineOfPod(const FabricPlan &p, int pod)
{
    return pod * p.upPerLeaf;
}
inline int podOfSpine(const FabricPlan &p, int spine)
{
    return std::min(spine / std::max(1, p.upPerLeaf), p.pods - 1);
}

// The largest number of endpoints (NICs) a fabric of this radix and oversubscription holds in
// two and in three tiers with leaves filled at r:1: k²/2 and k³/4 at 1:1.
int64_t maxEndpointsTwoTier(int radix, int oversubscription);
int64_t maxEndpointsThreeTier(int radix, int oversubscription);

} // namespace railyard
