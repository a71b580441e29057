#pragma once

#include "core/result.h"

#include <vector>

namespace railyard {

// How a site is split into halls (docs/GENERATOR.md, "Several halls"): whole scalable units per
// hall, whole groups of them (a three-tier pod, whose spines stand with it) while a group fits
// a hall, each hall's IT load and floor area within the site's limits, and the load every hall
// shares (cores, storage, the Ethernet fabrics' upper tiers) in the central hall. Pure
// arithmetic on estimates: the generator builds from it.
struct HallSplitInput {
    int sus = 0;
    int susPerGroup = 1;        // SUs kept in one hall together (a pod); 1: any whole SU
    double suItW = 0;           // one SU: nodes, leaves, its racks' management, its Ethernet leaf share
    double suAreaM2 = 0;
    double groupItW = 0;        // per group on top of its SUs (a pod's spines)
    double groupAreaM2 = 0;
    double sharedItW = 0;       // in the central hall only
    double sharedAreaM2 = 0;
    double maxHallItW = 40e6;
    double maxHallAreaM2 = 10000;
};

struct HallSplit {
    int halls = 1;
    int central = 0;              // the hall with the cores, storage and Ethernet upper tiers
    std::vector<int> hallOfSu;    // by SU, SUs of one hall consecutive
    bool wholeGroups = true;      // false: a group is larger than a hall and was split by SU
    double estimatedItW = 0;      // the whole site, from the estimates
    double unitItW = 0;           // what a hall takes whole (a pod, or an SU), estimated
    int unitSus = 1;
};

// Fails when one SU alone is beyond a hall's limits, naming the figures.
Result<HallSplit> splitSite(const HallSplitInput &in);

} // namespace railyard
