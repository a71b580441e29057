#pragma once

#include "catalog/catalog.h"
#include "figures.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace railyard {

// Picks, for one link, the medium and the catalog parts that carry it: the cheapest medium
// whose reach covers the routed length at the link's speed (docs/ENGINE.md), rounded up to the
// next stock length the catalog sells. Built once per catalog; a choice is a few binary
// searches, with no allocation.
class MediaSelector {
public:
    explicit MediaSelector(const Catalog &catalog);

    struct End {
        Cage cage = Cage::None;
        int perCage = 1; // logical ports sharing the cage: 2 needs a twin-port module
    };
    struct Choice {
        Medium medium = Medium::Auto;
        PartId cable;
        PartId moduleA;
        PartId moduleB;
        Millimetres stockMm = 0;
        bool overReach = false;
        double costUsd = 0;
    };

    // `pinned` Medium::Auto lets the selector choose. Returns nullopt when no medium in the
    // catalog can connect these two ends at all (e.g. no cable for that speed).
    std::optional<Choice> choose(Millimetres length, double speedGbps, End a, End b, Medium pinned) const;

private:
    struct CableOption {
        Millimetres lengthMm;
        Millimetres reachMm;
        double speedGbps;
        double pricePerLink;
        uint32_t cages; // cage types its ends fit (bit per Cage); 0: any
        PartId part;
    };
    struct ModuleOption {
        Cage cage;
        double speedGbps;
        Medium medium;
        int links;
        Millimetres reachMm;
        double pricePerLink;
        PartId part;
    };
    std::optional<Choice> decide(Millimetres length, double speedGbps, End a, End b, Medium pinned) const;
    std::optional<Choice> tryMedium(Medium m, Millimetres length, double speed, End a, End b, bool allowShort) const;
    const ModuleOption *module(Medium m, double speed, End end, Millimetres length, bool allowShort) const;

    std::vector<CableOption> m_cables[8]; // by Medium, sorted by length
    std::vector<ModuleOption> m_modules;
    // Every length the decision compares against (stock lengths and reaches). Two lengths
    // between the same neighbouring breaks get the same choice, so choices are memoized per
    // (ends, speed, pinned medium, break interval): exact, and a large design asks the catalog
    // only a few hundred times.
    std::vector<Millimetres> m_breaks;
    mutable std::unordered_map<uint64_t, std::optional<Choice>> m_memo;
};

} // namespace railyard
