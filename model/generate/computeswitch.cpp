#include "computeswitch.h"

#include <tuple>

namespace railyard {

const Part *defaultComputeSwitch(const Catalog &catalog, const Part &node)
{
    double speed = 0;
    for (const PortGroup &g : node.ports)
        if (g.role == PortRole::Compute)
            speed = std::max(speed, g.speedGbps);
    const Technology wanted = node.portCount(PortRole::Compute) > node.gpus ? Technology::Ethernet : Technology::InfiniBand;
    auto rank = [&](const Part *p) {
        return std::make_tuple(p->technology == wanted ? 1 : 0, p->portCount(PortRole::Compute), -(p->priceUsd ? *p->priceUsd : 1e12));
    };
    const Part *best = nullptr;
    for (const Part *p : catalog.parts(PartCategory::Switch)) {
        bool matches = false;
        for (const PortGroup &g : p->ports)
            matches = matches || (g.role == PortRole::Compute && g.speedGbps == speed);
        if (matches && (!best || rank(p) > rank(best)))
            best = p;
    }
    return best;
}

} // namespace railyard
