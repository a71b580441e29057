#include "fabricwiring.h"

namespace railyard {

std::vector<ClosLink> closLinks(const FabricPlan &plan)
{
    std::vector<ClosLink> links;
    const int down = plan.downPerLeaf;
    if (plan.tiers == 2) {
        links.reserve(size_t(plan.leaves) * size_t(plan.upPerLeaf));
        for (int l = 0; l < plan.leaves; ++l)
            for (int j = 0; j < plan.upPerLeaf; ++j) {
                const int sp = j / plan.linksLeafSpine, m = j % plan.linksLeafSpine;
                links.push_back({l, down + j, sp, l * plan.linksLeafSpine + m, false});
            }
    } else if (plan.tiers == 3) {
        links.reserve(size_t(plan.leaves) * size_t(plan.upPerLeaf) + size_t(plan.spines) * size_t(plan.podLeaves));
        for (int l = 0; l < plan.leaves; ++l) {
            const int pod = l / plan.podLeaves, local = l % plan.podLeaves;
            for (int j = 0; j < plan.upPerLeaf; ++j)
                links.push_back({l, down + j, pod * plan.upPerLeaf + j, local, false});
        }
        for (int sp = 0; sp < plan.spines; ++sp) {
            const int pod = sp / plan.upPerLeaf, plane = sp % plan.upPerLeaf;
            for (int q = 0; q < plan.podLeaves; ++q) {
                const int c = q % plan.coresPerPlane, m = q / plan.coresPerPlane;
                links.push_back({sp, plan.podLeaves + q, plane * plan.coresPerPlane + c, pod * plan.linksSpineCore + m, true});
            }
        }
    }
    return links;
}

} // namespace railyard
