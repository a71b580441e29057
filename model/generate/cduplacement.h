#pragma once

#include "catalog/catalog.h"
#include "entities/cdu.h"

#include <vector>

namespace railyard {

// CDUs stand in a line against their hall's y = 0 wall, side by side along x, each centred half
// its depth off the wall; a part without a footprint (an in-rack CDU) counts as 0.6 × 0.6 m.
// The generator, the sample and the format 8 → 9 migration place them so (docs/FILE_FORMAT.md).
// `cursorX` is where the next CDU's left side goes; it moves past the CDU placed.
inline Cdu cduAgainstWall(LoopId loop, const Part &part, const QString &name, double &cursorX)
{
    constexpr double kNoFootprintM = 0.6;
    const double w = part.widthM > 0 ? part.widthM : kNoFootprintM, d = part.depthM > 0 ? part.depthM : kNoFootprintM;
    Cdu c;
    c.loop = loop;
    c.part = part.id;
    c.name = name;
    c.xM = cursorX + w / 2;
    c.yM = d / 2;
    cursorX += w;
    return c;
}

// The generator's CDU gallery: the CDUs of one hall in lines along its y = 0 wall, each line as
// wide as the hall (`hallWidthM`) and the lines 1.2 m apart for service (TIA-942's aisle), the
// first against the wall. Returns the depth the gallery takes from the wall to the far side of
// its last service aisle: the hall's rows start there. No CDU, no gallery (0).
double placeCduGallery(const std::vector<Cdu *> &cdus, const Catalog &catalog, double hallWidthM);

} // namespace railyard
