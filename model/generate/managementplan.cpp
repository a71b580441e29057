#include "managementplan.h"

#include <algorithm>

namespace railyard {

std::optional<FreeLeafSlot> freeLeafSlot(const FabricPlan &plan, int nodes)
{
    for (int su = plan.sus - 1; su >= 0; --su) {
        const int used = std::clamp(nodes - su * plan.nodesPerSu, 0, plan.nodesPerSu);
        if (used * plan.railsPerLeaf < plan.downPerLeaf)
            return FreeLeafSlot{su, used * plan.railsPerLeaf}; // the slot's first port on each leaf
    }
    if (plan.unusedPerLeaf > 0 && plan.sus > 0)
        return FreeLeafSlot{0, plan.downPerLeaf + plan.upPerLeaf};
    return std::nullopt;
}

} // namespace railyard
