#include "hallsplit.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace railyard {

Result<HallSplit> splitSite(const HallSplitInput &in)
{
    using R = Result<HallSplit>;
    HallSplit out;
    const int perGroup = std::max(1, std::min(in.susPerGroup, in.sus));
    const int groups = (in.sus + perGroup - 1) / perGroup;
    out.estimatedItW = in.sus * in.suItW + groups * in.groupItW + in.sharedItW;
    const double area = in.sus * in.suAreaM2 + groups * in.groupAreaM2 + in.sharedAreaM2;
    out.hallOfSu.assign(size_t(std::max(0, in.sus)), 0);
    if (in.sus <= 0 || (out.estimatedItW <= in.maxHallItW && area <= in.maxHallAreaM2))
        return out;

    // The unit a hall takes whole: a group while one fits a hall, else a single SU (the group's
    // own load then shared by its SUs).
    double unitIt = perGroup * in.suItW + in.groupItW, unitArea = perGroup * in.suAreaM2 + in.groupAreaM2;
    int unitSus = perGroup;
    if (unitIt > in.maxHallItW || unitArea > in.maxHallAreaM2) {
        unitSus = 1;
        unitIt = in.suItW + in.groupItW / perGroup;
        unitArea = in.suAreaM2 + in.groupAreaM2 / perGroup;
        out.wholeGroups = perGroup == 1;
    }
    if (unitIt > in.maxHallItW || unitArea > in.maxHallAreaM2)
        return R::failure(QCoreApplication::translate("Generator", "one scalable unit needs %1 MW and %2 m², beyond the site's %3 MW and %4 m² per hall; "
                                                                   "raise the limits (--max-hall-mw) or make the SU smaller (--su-nodes)")
                              .arg(unitIt / 1e6, 0, 'f', 1)
                              .arg(unitArea, 0, 'f', 0)
                              .arg(in.maxHallItW / 1e6, 0, 'f', 1)
                              .arg(in.maxHallAreaM2, 0, 'f', 0));
    const int units = (in.sus + unitSus - 1) / unitSus;
    out.unitItW = unitIt;
    out.unitSus = unitSus;

    // The fewest halls whose capacity in whole units holds them all, the central hall (the
    // middle one, the shortest way from every other) carrying the shared load besides.
    auto capacity = [&](bool central) {
        const double it = in.maxHallItW - (central ? in.sharedItW : 0);
        const double floor = in.maxHallAreaM2 - (central ? in.sharedAreaM2 : 0);
        if (it < 0 || floor < 0)
            return 0;
        return int(std::min(std::floor(it / unitIt), std::floor(floor / unitArea)));
    };
    const int perHall = capacity(false), central = capacity(true);
    int halls = std::max(2, int(std::ceil(out.estimatedItW / in.maxHallItW)));
    while (central + (halls - 1) * perHall < units)
        ++halls;
    out.halls = halls;
    out.central = halls / 2;

    // As even as the capacities allow: each unit to the least filled hall with room, then the
    // SUs numbered hall after hall so a hall's SUs (and their Ethernet leaves) are consecutive.
    std::vector<int> count(size_t(halls), 0);
    for (int u = 0; u < units; ++u) {
        int best = -1;
        for (int h = 0; h < halls; ++h) {
            const int cap = h == out.central ? central : perHall;
            if (count[size_t(h)] < cap && (best < 0 || count[size_t(h)] < count[size_t(best)]))
                best = h;
        }
        ++count[size_t(best)];
    }
    int su = 0;
    for (int h = 0; h < halls; ++h)
        for (int u = 0; u < count[size_t(h)]; ++u)
            for (int k = 0; k < unitSus && su < in.sus; ++k)
                out.hallOfSu[size_t(su++)] = h;
    return out;
}

} // namespace railyard
