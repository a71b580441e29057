#pragma once

#include "document/document.h"

#include <QJsonObject>
#include <map>

namespace railyard {

// The design's inventory: what `railyard-cli info` prints (keys in docs/CLI.md).
struct DesignInfo {
    int halls = 0;
    int rows = 0;
    int racks = 0;
    int devices = 0;
    std::map<QString, int> devicesByCategory; // category token -> count
    int64_t gpus = 0; // parts may hold thousands each
    int ports = 0;
    int cables = 0;
    std::map<QString, int> cablesByMedium; // medium token -> count ("auto" = not pinned yet)
    int feeds = 0;
    int pdus = 0;
    int powerShelves = 0; // DC shelves on racks' busbars, counted apart from AC PDUs
    int coolingLoops = 0;
    int cdus = 0;
    int busways = 0;
    int columns = 0;
    int keepOuts = 0;
    int networks = 0;
    int catalogParts = 0;
    // network role token -> tier token (leaf, spine, core) -> switches
    std::map<QString, std::map<QString, int>> switchesByNetwork;
    // node_leaf, leaf_spine, spine_core, other -> cables (compute fabric only)
    std::map<QString, int> cablesByTier;
    // Each network's leaves as built: links down (to endpoints) over links up (to spines),
    // against the network's target, and the leaf data ports left without a cable.
    struct Oversubscription {
        double target = 1;
        int64_t down = 0;
        int64_t up = 0;
        int64_t unusedLeafPorts = 0;
        double connected() const { return up > 0 ? double(down) / double(up) : 0; }
    };
    std::map<QString, Oversubscription> oversubscription; // network role token ->
};

DesignInfo computeDesignInfo(const Document &doc);
QJsonObject toJson(const DesignInfo &info);
QString toText(const DesignInfo &info, const QString &fileName);

} // namespace railyard
