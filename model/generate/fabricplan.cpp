#include "fabricplan.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

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

namespace {
Result<FabricPlan> planWithSuNodes(const FabricInput &in)
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
    // A partial last SU: its leaves' uplinks are sized from the slots it uses.
    p.lastSuNodes = in.nodes - (p.sus - 1) * p.nodesPerSu;
    p.lastSuDownPerLeaf = p.lastSuNodes < p.nodesPerSu ? (p.lastSuNodes + in.reservedPerSu) * g : p.downPerLeaf;
    p.lastSuUpPerLeaf = (p.lastSuDownPerLeaf + r - 1) / r;
    // A fabric manager's port on the first leaves: a slot the last SU leaves free, or, every SU
    // full, a port past the uplinks where the leaf has room for it and the uplink more that keeps
    // it at the ratio (managementplan.cpp puts it there).
    p.managerLeaves = std::clamp(in.managerLeaves, 0, p.leavesPerSu);
    p.managerDownPerLeaf = p.lastSuDownPerLeaf;
    if (p.managerLeaves > 0) {
        const int down = p.lastSuDownPerLeaf + 1;
        if (p.lastSuDownPerLeaf < p.downPerLeaf || (p.unusedPerLeaf > 0 && down + (down + r - 1) / r <= k))
            p.managerDownPerLeaf = down;
    }
    p.managerUpPerLeaf = (p.managerDownPerLeaf + r - 1) / r;
    p.leafSpineLinks = int64_t(p.leaves - p.leavesPerSu) * p.upPerLeaf + int64_t(p.managerLeaves) * p.managerUpPerLeaf
                       + int64_t(p.leavesPerSu - p.managerLeaves) * p.lastSuUpPerLeaf;
    const int u = p.upPerLeaf;

    // Two tiers: every full leaf reaches every spine with the same number of links (the spines
    // a divisor of u, as NVIDIA's tables have them); a partial SU's leaves spread theirs one
    // apart at most.
    const int spines2 = divisorAtLeast(u, ceilDiv(p.leafSpineLinks, k));
    if (spines2 <= u && ceilDiv(p.leafSpineLinks, spines2) <= k) {
        p.tiers = 2;
        p.spines = spines2;
        return p;
    }
    // Three tiers beyond that: pods of k/2 leaves, spines at 1:1 (as many up as down), cores above.
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
    // The last pod has the spines its leaves' uplinks need (at least two where its leaves have
    // two uplinks, so no spine is the pod's single point of failure).
    int64_t lastPodUplinks = 0;
    int mostUplinks = 0;
    for (int l = (p.pods - 1) * p.podLeaves; l < p.leaves; ++l) {
        lastPodUplinks += leafUplinks(p, l);
        mostUplinks = std::max(mostUplinks, leafUplinks(p, l));
    }
    const int lastFewest = std::max(ceilDiv(lastPodUplinks, k / 2), std::min(2, mostUplinks));
    p.lastPodSpines = divisorAtLeast(u, lastFewest);
    p.spines = (p.pods - 1) * u + p.lastPodSpines;
    // Cores: plane j takes spine j of every full pod (k/2 links each) and its share of the last
    // pod's spine uplinks; its cores number the smallest divisor of k/2 that holds them.
    const int spineUp = k / 2;
    // (A full last pod gives each plane k/2, as the others do.)
    const int64_t lastPerPlane = ceilDiv(ceilDiv(lastPodUplinks, p.lastPodSpines), std::max(1, u / p.lastPodSpines));
    const int64_t planeLinks = int64_t(p.pods - 1) * spineUp + lastPerPlane;
    p.coresPerPlane = divisorAtLeast(spineUp, ceilDiv(planeLinks, k));
    while (p.coresPerPlane < spineUp && int64_t(p.pods - 1) * (spineUp / p.coresPerPlane) + ceilDiv(lastPerPlane, p.coresPerPlane) > k)
        p.coresPerPlane = divisorAtLeast(spineUp, p.coresPerPlane + 1);
    p.cores = u * p.coresPerPlane;
    p.spineCoreLinks = p.leafSpineLinks;
    return p;
}

} // namespace

// A tapered fabric with no SU size given: of the SU sizes a multiple of r up to the one that
// fills a leaf, the one with the fewest switches (the largest on a tie). A leaf filled at 2:1
// has 21 uplinks, which divide over spines only as 3, 7 or 21: a slightly smaller SU whose
// uplinks divide evenly can save spines, and a taper must never cost switches.
Result<FabricPlan> planComputeFabric(const FabricInput &in)
{
    if (in.suNodes > 0 || in.oversubscription <= 1 || in.railsPerLeaf != 1 || in.radix < 4 || in.oversubscription >= in.radix)
        return planWithSuNodes(in);
    const int fill = fillingSuNodes(in.radix, in.oversubscription);
    const auto switches = [](const FabricPlan &p) { return int64_t(p.leaves) + p.spines + p.cores; };
    std::optional<FabricPlan> best;
    Result<FabricPlan> first = Result<FabricPlan>::failure(QString());
    for (int s = fill; s >= std::max(in.oversubscription, fill / 2); s -= in.oversubscription) {
        FabricInput at = in;
        at.suNodes = s;
        Result<FabricPlan> plan = planWithSuNodes(at);
        if (s == fill)
            first = plan;
        if (!plan.ok())
            continue;
        if (!best || switches(plan.value()) < switches(*best))
            best = plan.value();
    }
    if (best)
        return *best;
    return first;
}

std::optional<TwoTierFit> largestTwoTierFabric(FabricInput in)
{
    std::optional<TwoTierFit> best;
    int lo = 1, hi = in.nodes;
    while (lo <= hi) { // more nodes, more uplinks: two tiers hold every count up to a limit
        const int mid = lo + (hi - lo) / 2;
        in.nodes = mid;
        const Result<FabricPlan> plan = planComputeFabric(in);
        if (plan.ok() && plan.value().tiers <= 2) {
            best = TwoTierFit{mid, plan.value()};
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return best;
}

} // namespace railyard
