#pragma once

#include "catalog/catalog.h"
#include "figures.h"

#include <limits>
#include <optional>
#include <unordered_map>
#include <vector>

namespace railyard {

// Picks, for one link, the medium and the catalog parts that carry it: the cheapest medium
// whose reach covers the routed length at the link's speed (docs/ENGINE.md), rounded up to the
// next stock length the catalog sells. A cage holds one module, so the links that share cages
// (a cage group, see Engine) are decided together: medium and modules for the group's longest
// link, a fixed-ends cable (DAC, ACC, AEC, AOC) only where one cable can carry the whole group,
// and only the fibre patch cord by each link's own length. Built once per catalog; a choice is
// a few binary searches, with no allocation.
class MediaSelector {
public:
    explicit MediaSelector(const Catalog &catalog);

    struct End {
        Cage cage = Cage::None;
        int perCage = 1; // logical ports sharing the cage: 2 needs a twin-port module
        ModuleTop top = ModuleTop::Any; // the shell its cage takes (topFor)
    };
    // What the link's cage group imposes on it.
    struct Group {
        Millimetres lengthMm = 0;       // the longest routed link of the group
        bool fixedFits = true;          // one fixed-ends cable can carry every link of the group
        Medium pinned = Medium::Auto;   // the medium a pinned link of the group asks for
        bool operator==(const Group &) const = default;
    };
    struct Choice {
        Medium medium = Medium::Auto;
        PartId cable;
        PartId moduleA;
        PartId moduleB;
        Millimetres stockMm = 0;
        Millimetres reachMm = 0;                                        // of the cable
        Millimetres moduleReachMm = std::numeric_limits<Millimetres>::max(); // of its modules
        bool overReach = false;
        double costUsd = 0;
    };

    // `pinned` Medium::Auto lets the selector choose (following the group's pinned medium, if
    // any). Returns nullopt when no medium in the catalog can connect these two ends at all.
    std::optional<Choice> choose(Millimetres length, double speedGbps, End a, End b, Medium pinned,
                                 const Group &group) const;
    // One link alone: its own group.
    std::optional<Choice> choose(Millimetres length, double speedGbps, End a, End b, Medium pinned) const
    {
        return choose(length, speedGbps, a, b, pinned, Group{length, true, Medium::Auto});
    }

    // Lengths in one interval between the catalog's stock lengths and reaches get the same
    // choice: the interval's number.
    uint32_t lengthClass(Millimetres length) const;

    static bool isFibre(Medium m) { return m == Medium::Mmf || m == Medium::Smf; }
    // Media whose cable has its ends built on (copper, active copper, AOC, Cat6).
    static bool isFixedEnds(Medium m) { return m != Medium::Auto && !isFibre(m); }
    // QSFP cages take older modules (a QSFP112 or QSFP56 cage a QSFP28 module, a QSFP-DD cage
    // QSFP28 and QSFP56 ones, at their speed); a QSFP112 module (4 lanes of 100G) does not
    // work in a QSFP-DD cage (8 lanes of 50G). OSFP, SFP28 and RJ45 take only their own.
    static bool cageAccepts(Cage port, Cage module);
    // The module shell a cage takes by where it is (NVIDIA LinkX, "Connectors and Cages"): an
    // OSFP cage of a switch a finned top, an OSFP cage of a server, DGX/HGX node or storage
    // adapter a flat top under the cage's riding heat sink; other cages any.
    static ModuleTop topFor(const Part &host, Cage cage);
    static bool topFits(ModuleTop cage, ModuleTop module)
    {
        return cage == ModuleTop::Any || module == ModuleTop::Any || cage == module;
    }

private:
    struct CableOption {
        Millimetres lengthMm;
        Millimetres reachMm;
        double speedGbps;
        double pricePerLink;
        uint32_t cages; // cage types its ends fit (bit per Cage); 0: any
        int twinEnds;   // ends that plug into a twin-port cage (2, 1 for a splitter, 0); -1: any
        PartId part;
    };
    struct ModuleOption {
        Cage cage;
        double speedGbps;
        Medium medium;
        int links;
        Millimetres reachMm;
        double pricePerLink;
        ModuleTop top;
        PartId part;
    };
    std::optional<Choice> decide(Millimetres length, double speedGbps, End a, End b, Medium pinned, bool fixedFits) const;
    // `anyTop`: a module of the other shell may serve where none of the cage's shell does.
    std::optional<Choice> tryMedium(Medium m, Millimetres length, double speed, End a, End b, bool allowShort,
                                    bool fixedFits, bool allowNoModule, bool anyTop) const;
    const CableOption *patchCord(Medium m, Millimetres length) const;
    const ModuleOption *module(Medium m, double speed, End end, Millimetres length, bool allowShort, bool anyTop) const;

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
