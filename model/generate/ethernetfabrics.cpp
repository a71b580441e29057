#include "generatorrun.h"

#include "fabriccost.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard {

// An Ethernet network as a Clos of one switch model, endpoints filling the leaves in order.
// The configured switch is used while three tiers of it hold the endpoints; past that, the
// catalog's largest Ethernet switch of the same or higher speed.
GeneratorRun::SwitchChoice GeneratorRun::largerEthernet(double speed) const
{
    SwitchChoice best{nullptr, PortRole::Compute};
    for (const Part *p : cat.parts(PartCategory::Switch)) {
        if (p->technology != Technology::Ethernet)
            continue;
        for (const PortGroup &g : p->ports)
            if (g.role != PortRole::Oob && g.speedGbps >= speed
                && (!best.part || p->portCount(g.role) > best.part->portCount(best.role)))
                best = {p, g.role};
    }
    return best;
}

// `source` may grow while the leaves are placed (a network rack opened for them brings its
// own management switch, whose uplink is an OOB endpoint): those join at the end. Returns the
// note for the summary, or "!" and the reason the network cannot be built.
QString GeneratorRun::leafSpine(SwitchChoice choice, NetworkId network, const QString &prefix, const std::vector<PortId> &source)
{
    std::vector<PortId> endpoints = source;
    const size_t known = source.size();
    // Each joins its own hall's last leaf where that leaf has a free slot (the padding below),
    // so a rack's OOB uplink stays in its hall; else it goes after the last endpoint.
    auto joinLate = [&] {
        for (size_t i = known; i < source.size(); ++i) {
            const int hall = hallOfEndpoint[source[i].value];
            size_t slot = endpoints.size();
            for (size_t e = endpoints.size(); e-- > 0;)
                if (endpoints[e] && hallOfEndpoint[endpoints[e].value] == hall) {
                    if (e + 1 < endpoints.size() && !endpoints[e + 1])
                        slot = e + 1;
                    break;
                }
            if (slot < endpoints.size())
                endpoints[slot] = source[i];
            else
                endpoints.push_back(source[i]);
        }
    };
    if (endpoints.empty())
        return {};
    if (!choice.part)
        return QStringLiteral("!") + QCoreApplication::translate("Generator", "%1: no Ethernet switch of the catalog can carry %2 endpoints "
                                                                              "with a priced module that fits its cages; see docs/CATALOG.md")
                                         .arg(prefix)
                                         .arg(endpoints.size());
    // Hall by hall, so that a leaf's endpoints stand in its hall, and in each hall the devices'
    // first ports before their second ones, so a node's two ports land on two leaves and a leaf
    // lost takes one of them.
    std::stable_sort(endpoints.begin(), endpoints.end(), [&](PortId x, PortId y) {
        return std::pair(hallOfEndpoint[x.value], endpointIndex[x.value]) < std::pair(hallOfEndpoint[y.value], endpointIndex[y.value]);
    });
    auto fits = [&](SwitchChoice c) {
        const int k = c.part->portCount(c.role);
        return k >= 2 && (int(endpoints.size()) <= k || planComputeFabric({int(endpoints.size()), 1, k, 1, k / 2, 0}).ok());
    };
    if (!fits(choice)) {
        double linkSpeed = 0;
        for (const PortGroup &g : choice.part->ports)
            if (g.role == choice.role)
                linkSpeed = std::max(linkSpeed, g.speedGbps);
        const SwitchChoice bigger = largerEthernet(linkSpeed);
        if (bigger.part && fits(bigger)) {
            summary.notes << QCoreApplication::translate("Generator", "%1: %2 endpoints exceed three tiers of %3; using %4")
                                 .arg(prefix)
                                 .arg(endpoints.size())
                                 .arg(choice.part->model, bigger.part->model);
            choice = bigger;
        }
    }
    const Part &p = *choice.part;
    const PortRole role = choice.role;
    const int k = p.portCount(role);
    if (int(endpoints.size()) <= k) {
        const DeviceId one = placeInNetworkRow(p, prefix + QStringLiteral("-1"), network, FabricTier::Leaf);
        joinLate();
        for (size_t e = 0; e < endpoints.size() && e < size_t(k); ++e) // placing it may add a rack's OOB uplink
            connect(endpoints[e], port(one, role, int(e)));
        return QCoreApplication::translate("Generator", "%1: one switch for %2 endpoints").arg(prefix).arg(endpoints.size());
    }
    // Several halls: each hall's endpoints start a leaf of their own (the ports left over at
    // the end of a hall's last leaf stay free), so no leaf serves two halls.
    const size_t connected = endpoints.size();
    if (split.halls > 1) {
        const size_t down = size_t(k / 2); // the plan below fills its leaves at k/2
        std::vector<PortId> padded;
        for (size_t e = 0; e < endpoints.size(); ++e) {
            if (e > 0 && hallOfEndpoint[endpoints[e].value] != hallOfEndpoint[endpoints[e - 1].value])
                padded.resize((padded.size() + down - 1) / down * down);
            padded.push_back(endpoints[e]);
        }
        endpoints.swap(padded);
    }
    auto plan = planComputeFabric({int(endpoints.size()), 1, k, 1, k / 2, 0});
    if (!plan)
        return QStringLiteral("!") + prefix + QStringLiteral(": ") + plan.error();
    std::vector<DeviceId> ls;
    std::vector<int> lh;
    for (int i = 0; i < plan->leaves; ++i) {
        lh.push_back(hallOfEndpoint[endpoints[std::min(endpoints.size() - 1, size_t(i) * size_t(plan->downPerLeaf))].value]);
        ls.push_back(placeInNetworkRow(p, QStringLiteral("%1-leaf-%2").arg(prefix).arg(i + 1), network, FabricTier::Leaf, lh.back()));
    }
    joinLate();
    for (size_t e = 0; e < endpoints.size() && e / size_t(plan->downPerLeaf) < ls.size(); ++e)
        connect(endpoints[e], port(ls[e / size_t(plan->downPerLeaf)], role, int(e % size_t(plan->downPerLeaf))));
    buildUpperTiers(p, role, network, prefix + QLatin1Char('-'), *plan, ls, lh);
    return QCoreApplication::translate("Generator", "%1: %2 tiers, %3 leaves, %4 spines, %5 cores for %6 endpoints")
        .arg(prefix)
        .arg(plan->tiers)
        .arg(plan->leaves)
        .arg(plan->spines)
        .arg(plan->cores)
        .arg(connected);
}

// A switch not given is the one that builds the network at the lowest catalog cost.
GeneratorRun::SwitchChoice GeneratorRun::chosen(const Part *given, PortRole role, const Part &endpoint, PortRole endpointRole,
                                                const std::vector<PortId> &endpoints, const QString &prefix)
{
    if (given || endpoints.empty())
        return {given, role};
    const std::vector<FabricCostOption> options = ethernetFabricOptions(cat, {int(endpoints.size()), endpointSpeedGbps(endpoint, endpointRole)});
    if (options.empty())
        return {nullptr, role};
    summary.notes << describeFabricChoice(prefix, options);
    return {options.front().part, options.front().role};
}

// The storage and in-band networks; the OOB aggregation above every rack's management switch.
Status GeneratorRun::buildEthernetNetworks()
{
    const SwitchChoice storChoice = chosen(storSw, PortRole::Storage, *node, PortRole::Storage, storageEndpoints, QStringLiteral("stor"));
    const SwitchChoice inbChoice = chosen(inbSw, PortRole::InBand, *node, PortRole::InBand, inbandEndpoints, QStringLiteral("inband"));
    for (QString note : {leafSpine(storChoice, netStorage, QStringLiteral("stor"), storageEndpoints),
                         leafSpine(inbChoice, netInband, QStringLiteral("inband"), inbandEndpoints)}) {
        if (note.startsWith(QLatin1Char('!')))
            return Status::failure(note.mid(1));
        if (!note.isEmpty())
            summary.notes << note;
    }
    // OOB: every rack's management switch uplinks to an aggregation layer on the in-band switch
    // model (its 100G ports), kept on the OOB network.
    {
        // The live list: a network rack opened for the aggregation switches brings its own
        // management switch, which uplinks too.
        const SwitchChoice agg = chosen(inbSw, PortRole::InBand, *oobSw, PortRole::Oob, oobUplinks, QStringLiteral("oob-agg"));
        const QString note = leafSpine(agg, netOob, QStringLiteral("oob-agg"), oobUplinks);
        if (note.startsWith(QLatin1Char('!')))
            return Status::failure(note.mid(1));
        if (!note.isEmpty())
            summary.notes << note;
    }
    if (!missing.isEmpty())
        return Status::failure(QCoreApplication::translate("Generator", "the chosen parts have too few ports: %1").arg(missing));
    return {};
}

} // namespace railyard
