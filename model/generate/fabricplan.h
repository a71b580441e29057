#pragma once

#include "core/result.h"

#include <cstdint>

namespace railyard {

// The shape of a rail-optimized compute fabric (docs/GENERATOR.md). Pure arithmetic, no
// entities: the generator builds from it, and `new --power-mw` searches over it.
struct FabricInput {
    int nodes = 0;            // GPU nodes
    int rails = 8;            // compute NICs per node (one per GPU)
    int radix = 64;           // switch ports used as compute ports (k)
    int oversubscription = 1; // r in r:1 at the leaves, of the links actually connected
    int suNodes = 0;          // node slots per scalable unit; 0: as many as fill a leaf at r:1
    int reservedPerSu = 0;    // node slots per SU kept free (e.g. a fabric manager)
    // Rails one leaf serves. 1: a leaf per rail (8-GPU nodes). 0: as many as fill a leaf — a
    // rack-scale node (an NVL72 domain, 72 rails) spreads its rails over the SU's leaves, a leaf
    // taking the same few rails of every domain of the SU (4 on 64 ports, 9 on 144, 8 racks per SU).
    int railsPerLeaf = 1;
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
    // Two tiers: each leaf has `linksLeafSpine` links to every spine.
    // Three tiers: pods of `podLeaves` leaves each with `upPerLeaf` spines (one link from each
    // leaf to each spine of its pod); spine j of every pod goes to the `coresPerPlane` cores of
    // plane j with `linksSpineCore` links to each.
    int linksLeafSpine = 0;
    int podLeaves = 0;
    int pods = 0;
    int coresPerPlane = 0;
    int linksSpineCore = 0;
    int64_t nodeLeafLinks = 0;
    int64_t leafSpineLinks = 0;
    int64_t spineCoreLinks = 0;
};

// Fails with a message naming the constraint and the nearest valid values.
Result<FabricPlan> planComputeFabric(const FabricInput &in);

// Node slots per SU that fill a k-port leaf at r:1: the largest multiple s of r with
// s + s/r ≤ k (32 on 64 ports at 1:1, 42 + 21 at 2:1, 48 + 16 at 3:1; 64 on 128 ports at 1:1).
int fillingSuNodes(int radix, int oversubscription);

// Down over up links of a leaf: the ratio the fabric really has.
inline double connectedRatio(const FabricPlan &p)
{
    return p.upPerLeaf > 0 ? double(p.downPerLeaf) / p.upPerLeaf : 0;
}

// The largest number of endpoints (NICs) a fabric of this radix and oversubscription holds in
// two and in three tiers with leaves filled at r:1: k²/2 and k³/4 at 1:1.
int64_t maxEndpointsTwoTier(int radix, int oversubscription);
int64_t maxEndpointsThreeTier(int radix, int oversubscription);

} // namespace railyard
