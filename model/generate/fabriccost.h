#pragma once

#include "catalog/catalog.h"
#include "fabricplan.h"

#include <vector>

namespace railyard {

// What an Ethernet network (storage, in-band, the OOB aggregation) asks of its switches: this
// many endpoints, each on one link of this speed, carried without blocking (1:1).
struct FabricDemand {
    int endpoints = 0;
    double speedGbps = 0;
};

// One way to build that network from one catalog switch, and what it costs at catalog prices
// (docs/GENERATOR.md, "Storage and management switches by cost").
struct FabricCostOption {
    const Part *part = nullptr;
    PortRole role = PortRole::Compute; // the port group used (its role in the part's port list)
    int radix = 0;                     // ports of that group: the switch's k
    FabricPlan plan;                   // tiers 1: one switch holds every endpoint
    int switches = 0;
    int64_t links = 0;            // endpoint links plus switch-to-switch links
    int64_t switchModules = 0;    // switch-side transceivers (a twin-port module once per cage)
    const Part *module = nullptr; // the cheapest module per link that fits the switch's cage
    const Part *cord = nullptr;   // the cheapest patch cord of that module's fibre
    double switchesUsd = 0;
    double opticsUsd = 0; // switch-side modules
    double cablesUsd = 0; // one patch cord per link
    double totalUsd() const { return switchesUsd + opticsUsd + cablesUsd; }
};

// Every Ethernet switch of the catalog with a priced port group of exactly the demand's speed,
// a priced fibre module that fits that group's cage and a priced patch cord for it, that holds
// the endpoints in at most three tiers; cheapest first (fewer switches, then part number, on a
// tie). Empty when none can.
std::vector<FabricCostOption> ethernetFabricOptions(const Catalog &catalog, const FabricDemand &demand);

// The speed of the links an endpoint part puts on a network: its fastest port of that role
// outside RJ45 (an OOB switch's uplinks, not its copper ports).
double endpointSpeedGbps(const Part &endpoint, PortRole role);

// One line for the generation summary: the option chosen, its cost split, and the runner-up.
QString describeFabricChoice(const QString &network, const std::vector<FabricCostOption> &options);

} // namespace railyard
