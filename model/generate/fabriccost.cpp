#include "fabriccost.h"

#include "engine/mediaselector.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace railyard {
namespace {

// The cheapest priced fibre module, per link it carries, that fits a cage of this kind and
// serves as many links as the cage carries (a twin-port cage takes a twin-port module).
const Part *cheapestModule(const Catalog &cat, const PortGroup &g)
{
    const Part *best = nullptr;
    double bestPerLink = 0;
    for (const Part *t : cat.parts(PartCategory::Transceiver)) {
        if (!MediaSelector::isFibre(t->medium) || !t->priceUsd || t->ports.empty() || t->speedGbps != g.speedGbps ||
            std::max(1, t->linksPerModule) != g.perCage || !MediaSelector::cageAccepts(g.cage, t->ports.front().cage))
            continue;
        const double perLink = *t->priceUsd / std::max(1, t->linksPerModule);
        if (!best || perLink < bestPerLink) {
            best = t;
            bestPerLink = perLink;
        }
    }
    return best;
}

// The cheapest priced patch cord of a fibre type: the cost of a link's cable, whatever its
// length (the lengths are not known before the floor is laid out; every option pays the same
// per link, so the choice is fair).
const Part *cheapestCord(const Catalog &cat, Medium medium)
{
    const Part *best = nullptr;
    for (const Part *c : cat.parts(PartCategory::Cable))
        if (c->medium == medium && c->priceUsd && (!best || *c->priceUsd < *best->priceUsd))
            best = c;
    return best;
}

} // namespace

std::vector<FabricCostOption> ethernetFabricOptions(const Catalog &cat, const FabricDemand &demand)
{
    std::vector<FabricCostOption> out;
    if (demand.endpoints < 1)
        return out;
    for (const Part *p : cat.parts(PartCategory::Switch)) {
        if (p->technology != Technology::Ethernet || !p->priceUsd)
            continue;
        for (const PortGroup &g : p->ports) {
            if (g.role == PortRole::Oob || g.speedGbps != demand.speedGbps)
                continue;
            FabricCostOption o;
            o.part = p;
            o.role = g.role;
            o.radix = p->portCount(g.role);
            o.module = cheapestModule(cat, g);
            o.cord = o.module ? cheapestCord(cat, o.module->medium) : nullptr;
            if (o.radix < 2 || !o.cord)
                continue;
            if (demand.endpoints <= o.radix) {
                o.plan.tiers = 1;
                o.plan.leaves = 1;
                o.switches = 1;
                o.links = demand.endpoints;
            } else {
                auto plan = planComputeFabric({demand.endpoints, 1, o.radix, 1, o.radix / 2, 0});
                if (!plan)
                    continue;
                o.plan = *plan;
                o.switches = plan->leaves + plan->spines + plan->cores;
                o.links = demand.endpoints + plan->leafSpineLinks + plan->spineCoreLinks;
            }
            // Each endpoint link has one switch end, each switch-to-switch link two.
            const int64_t switchEnds = 2 * o.links - demand.endpoints;
            const int perModule = std::max(1, o.module->linksPerModule);
            o.switchModules = (switchEnds + perModule - 1) / perModule;
            o.switchesUsd = double(o.switches) * *p->priceUsd;
            o.opticsUsd = double(o.switchModules) * *o.module->priceUsd;
            o.cablesUsd = double(o.links) * *o.cord->priceUsd;
            out.push_back(o);
            break; // one port group per switch: its first at this speed
        }
    }
    std::sort(out.begin(), out.end(), [](const FabricCostOption &x, const FabricCostOption &y) {
        if (x.totalUsd() != y.totalUsd())
            return x.totalUsd() < y.totalUsd();
        if (x.switches != y.switches)
            return x.switches < y.switches;
        return x.part->partNumber < y.part->partNumber;
    });
    return out;
}

double endpointSpeedGbps(const Part &endpoint, PortRole role)
{
    double speed = 0;
    for (const PortGroup &g : endpoint.ports)
        if (g.role == role && g.cage != Cage::Rj45)
            speed = std::max(speed, g.speedGbps);
    return speed;
}

QString describeFabricChoice(const QString &network, const std::vector<FabricCostOption> &options)
{
    if (options.empty())
        return {};
    auto summary = [](const FabricCostOption &o) {
        return QCoreApplication::translate("Generator", "%1 × %2 (%3-tier), USD %4 (switches %5, optics %6, cables %7)")
            .arg(o.part->partNumber)
            .arg(o.switches)
            .arg(o.plan.tiers)
            .arg(o.totalUsd(), 0, 'f', 0)
            .arg(o.switchesUsd, 0, 'f', 0)
            .arg(o.opticsUsd, 0, 'f', 0)
            .arg(o.cablesUsd, 0, 'f', 0);
    };
    QString line =
        QCoreApplication::translate("Generator", "%1 switches by cost: %2").arg(network, summary(options.front()));
    if (options.size() > 1)
        line += QCoreApplication::translate("Generator", "; next cheapest %1").arg(summary(options[1]));
    return line;
}

} // namespace railyard
