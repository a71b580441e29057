#include "fabricwiring.h"

#include <algorithm>
#include <numeric>

namespace railyard {
namespace {

// Leaf `leaf`'s uplinks over `count` spines from `first`: the same number to each, and the
// links left over one each to the spines with the fewest so far (so no spine ends more than one
// link above another and ⌈links / spines⌉ ports hold them); a spine's consecutive links are the
// leaf's consecutive ports (both ports of a twin-port cage run to one spine).
void spreadLeafUplinks(const FabricPlan &plan, int leaf, int first, int count, std::vector<int> &spineLoad, std::vector<ClosLink> &links)
{
    const int up = leafUplinks(plan, leaf);
    const int base = up / count, extra = up % count;
    std::vector<char> more(size_t(count), 0);
    if (extra > 0) {
        std::vector<int> order(static_cast<size_t>(count));
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int x, int y) { return spineLoad[size_t(first + x)] < spineLoad[size_t(first + y)]; });
        for (int i = 0; i < extra; ++i)
            more[size_t(order[size_t(i)])] = 1;
    }
    int j = 0;
    for (int s = 0; s < count; ++s)
        for (int m = 0; m < base + more[size_t(s)]; ++m)
            links.push_back({leaf, plan.downPerLeaf + j++, first + s, spineLoad[size_t(first + s)]++, false});
}

} // namespace

std::vector<ClosLink> closLinks(const FabricPlan &plan)
{
    std::vector<ClosLink> links;
    if (plan.tiers < 2)
        return links;
    links.reserve(size_t(plan.leafSpineLinks + plan.spineCoreLinks));
    std::vector<int> spineLoad(size_t(plan.spines), 0);
    if (plan.tiers == 2) {
        for (int l = 0; l < plan.leaves; ++l)
            spreadLeafUplinks(plan, l, 0, plan.spines, spineLoad, links);
        return links;
    }
    for (int l = 0; l < plan.leaves; ++l) {
        const int pod = l / plan.podLeaves;
        spreadLeafUplinks(plan, l, firstSpineOfPod(plan, pod), spinesOfPod(plan, pod), spineLoad, links);
    }
    // A spine's uplinks (as many as its downlinks) over the cores of its planes: spine j of a full
    // pod on plane j, spine i of a partial last pod on the planes j ≡ i (mod its spines), plane by
    // plane and then core by core, each core's ports in the order the links reach it.
    const int planes = plan.upPerLeaf, perPlane = plan.coresPerPlane;
    std::vector<int> coreLoad(size_t(plan.cores), 0);
    for (int sp = 0; sp < plan.spines; ++sp) {
        const int pod = podOfSpine(plan, sp), count = spinesOfPod(plan, pod), i = sp - firstSpineOfPod(plan, pod);
        std::vector<int> planeSet;
        for (int j = i; j < planes; j += count)
            planeSet.push_back(j);
        const int pairs = int(planeSet.size()) * perPlane;
        for (int t = 0; t < spineLoad[size_t(sp)]; ++t) {
            const int pair = t % pairs;
            const int core = planeSet[size_t(pair % int(planeSet.size()))] * perPlane + pair / int(planeSet.size());
            links.push_back({sp, plan.podLeaves + t, core, coreLoad[size_t(core)]++, true});
        }
    }
    return links;
}

} // namespace railyard
