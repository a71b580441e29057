#include "cduplacement.h"

#include <algorithm>

namespace railyard {

double placeCduGallery(const std::vector<Cdu *> &cdus, const Catalog &catalog, double hallWidthM)
{
    constexpr double kNoFootprintM = 0.6; // as cduAgainstWall counts an in-rack part
    constexpr double kServiceAisleM = 1.2;
    if (cdus.empty())
        return 0;
    auto size = [&](const Cdu &c) {
        const Part &p = catalog.at(c.part);
        return std::pair(p.widthM > 0 ? p.widthM : kNoFootprintM, p.depthM > 0 ? p.depthM : kNoFootprintM);
    };
    double lineDepth = 0;
    for (const Cdu *c : cdus)
        lineDepth = std::max(lineDepth, size(*c).second);
    double x = 0, y = 0;
    for (Cdu *c : cdus) {
        const auto [w, d] = size(*c);
        if (x > 0 && x + w > hallWidthM + 1e-9) { // the line is full: the next one, past its aisle
            x = 0;
            y += lineDepth + kServiceAisleM;
        }
        c->xM = x + w / 2;
        c->yM = y + d / 2;
        c->rotationDeg = 0;
        x += w;
    }
    return y + lineDepth + kServiceAisleM;
}

} // namespace railyard
