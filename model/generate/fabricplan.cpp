#include "fabricplan.h"

#include <QCoreApplication>

namespace railyard {
namespace {


int ceilDiv(int64_t a, int64_t b)
{
    return int((a + b - 1) / b);
}

// The smallest divisor of n that is at least `atLeast` (n itself if none smaller).
int divisorAtLeast(int n, int atLeast)
{
    for (int d = std::max(1, atLeast); d <= n; ++d)
        if (n % d == 0)
            return d;
    return n;
}

} // namespace

int fillingSuNodes(int k, int r)
{
    if (k < 2 || r < 1)
        return 0;
    int best = 0;
    for (int s = r; s + s / r <= k; s += r)
        best = s;
    return best;
}

int64_t maxEndpointsTwoTier(int k, int r)
{
    return int64_t(k) * fillingSuNodes(k, r); // k leaves, each with a link to every spine
}

int64_t maxEndpointsThreeTier(int k, int r)
{
    return int64_t(k) * (k / 2) * fillingSuNodes(k, r); // k pods of k/2 leaves
}

Result<FabricPlan> planComputeFabric(const FabricInput &in)
{
    FabricPlan p;
    const int k = in.radix;
    const int r = in.oversubscription;
    if (k < 4 || k % 2)
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "the switch radix must be an even number of ports of at least 4 (got %1)").arg(k));
    if (r < 1 || r >= k)
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "an oversubscription of %1:1 is not possible on %2-port leaves; give a ratio from 1 to %3")
                                               .arg(r)
                                               .arg(k)
                                               .arg(k - 1));
    if (in.rails < 1)
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "a node needs at least one compute port"));
    const int suNodes = in.suNodes > 0 ? in.suNodes : fillingSuNodes(k, r);
    int g = in.railsPerLeaf;
    if (g == 0) {
        // The most rails of each SU node a leaf takes at the ratio, a divisor of the rails so every
        // leaf serves the same ones.
        g = 1;
        for (int d = 1; d <= in.rails; ++d)
            if (in.rails % d == 0 && int64_t(suNodes) * d <= fillingSuNodes(k, r))
                g = d;
    }
    if (g < 1 || in.rails % g)
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "%1 rails per leaf do not divide a node's %2 rails").arg(g).arg(in.rails));
    p.railsPerLeaf = g;
    p.leavesPerSu = in.rails / g;
    p.downPerLeaf = suNodes * g;
    p.upPerLeaf = (p.downPerLeaf + r - 1) / r;
    p.unusedPerLeaf = k - p.downPerLeaf - p.upPerLeaf;
    p.nodesPerSu = suNodes - in.reservedPerSu;
    if (suNodes < 1 || p.nodesPerSu < 1)
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "a scalable unit needs at least one node slot that is not reserved"));
    if (p.unusedPerLeaf < 0)
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "a scalable unit of %1 nodes at %2:1 needs %3 down and %4 up ports per rail leaf, more than its %5; "
                                              "use at most %6 nodes per SU")
                                               .arg(suNodes)
                                               .arg(r)
                                               .arg(p.downPerLeaf)
                                               .arg(p.upPerLeaf)
                                               .arg(k)
                                               .arg(fillingSuNodes(k, r) / g));
    if (in.nodes < 1)
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "the design needs at least one node"));
    p.sus = ceilDiv(in.nodes, p.nodesPerSu);
    p.leaves = p.sus * p.leavesPerSu;
    p.nodeLeafLinks = int64_t(in.nodes) * in.rails;
    const int64_t endpoints = p.nodeLeafLinks;

    // Two tiers: every leaf reaches every spine, with the same number of links to each.
    const int spines2 = divisorAtLeast(p.upPerLeaf, ceilDiv(int64_t(p.leaves) * p.upPerLeaf, k));
    if (int64_t(p.leaves) * (p.upPerLeaf / spines2) <= k && spines2 <= p.upPerLeaf
        && int64_t(p.leaves) * p.upPerLeaf <= int64_t(spines2) * k) {
        p.tiers = 2;
        p.spines = spines2;
        p.linksLeafSpine = p.upPerLeaf / spines2;
        p.leafSpineLinks = int64_t(p.leaves) * p.upPerLeaf;
        return p;
    }
    // Three tiers: pods of k/2 leaves, spines at 1:1 (k/2 down, k/2 up), cores above.
    p.tiers = 3;
    p.podLeaves = k / 2;
    p.pods = ceilDiv(p.leaves, p.podLeaves);
    if (p.pods > k) {
        const int64_t maxGpus = maxEndpointsThreeTier(k, r);
        return Result<FabricPlan>::failure(QCoreApplication::translate("FabricPlan", "%1 endpoints need %2 pods, beyond three tiers of %3-port switches (at most %4 "
                                              "pods, %5 endpoints at %6:1); use a switch with more ports or fewer GPUs")
                                               .arg(endpoints)
                                               .arg(p.pods)
                                               .arg(k)
                                               .arg(k)
                                               .arg(maxGpus)
                                               .arg(r));
    }
    p.spines = p.pods * p.upPerLeaf;
    const int spineUp = k / 2;
    p.coresPerPlane = divisorAtLeast(spineUp, ceilDiv(int64_t(p.pods) * spineUp, k));
    p.linksSpineCore = spineUp / p.coresPerPlane;
    p.cores = p.upPerLeaf * p.coresPerPlane;
    p.leafSpineLinks = int64_t(p.leaves) * p.upPerLeaf;
    p.spineCoreLinks = int64_t(p.spines) * spineUp;
    return p;
}

} // namespace railyard
