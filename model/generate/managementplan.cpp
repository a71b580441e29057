#include "managementplan.h"

#include "catalog/catalog.h"

#include <algorithm>

namespace railyard {

std::optional<FreeLeafSlot> freeLeafSlot(const FabricPlan &plan, int nodes)
{
    for (int su = plan.sus - 1; su >= 0; --su) {
        const int used = std::clamp(nodes - su * plan.nodesPerSu, 0, plan.nodesPerSu);
        if (used * plan.railsPerLeaf < plan.downPerLeaf)
            return FreeLeafSlot{su, used * plan.railsPerLeaf}; // the slot's first port on each leaf
    }
    // Every SU full: the port past the last SU's uplinks, where the plan gave those leaves the
    // uplink that keeps them at the ratio with it (fabricplan.cpp).
    if (plan.sus > 0 && plan.managerDownPerLeaf > plan.downPerLeaf)
        return FreeLeafSlot{plan.sus - 1, plan.downPerLeaf + plan.managerUpPerLeaf};
    return std::nullopt;
}

namespace {
double computeGbps(const Part &p)
{
    for (const PortGroup &g : p.ports)
        if (g.role == PortRole::Compute)
            return g.speedGbps;
    return 0;
}
} // namespace

const Part *fabricManagerFor(const Catalog &catalog, const Part &preferred, double leafGbps)
{
    if (computeGbps(preferred) == leafGbps)
        return &preferred;
    for (const Part *p : catalog.parts())
        if (p->category == PartCategory::Server && p->technology == Technology::InfiniBand && p->gpus == 0
            && p->portCount(PortRole::Compute) == 1 && computeGbps(*p) == leafGbps)
            return p;
    return &preferred;
}

} // namespace railyard
