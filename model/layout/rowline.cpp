#include "rowline.h"

#include <algorithm>

namespace railyard {

RowLine rowLine(const Document &doc, RowId row, double fallbackPitch)
{
    RowLine l;
    l.pitch = fallbackPitch;
    std::vector<double> xs, ys;
    for (RackId id : doc.racksOf(row)) {
        xs.push_back(doc.racks().at(id).xM);
        ys.push_back(doc.racks().at(id).yM);
    }
    if (xs.empty())
        return l;
    std::sort(xs.begin(), xs.end());
    std::sort(ys.begin(), ys.end());
    l.alongX = xs.back() - xs.front() >= ys.back() - ys.front();
    const std::vector<double> &along = l.alongX ? xs : ys, &across = l.alongX ? ys : xs;
    l.across = across[across.size() / 2];
    l.first = along.front();
    l.last = along.back();
    std::vector<double> steps;
    for (size_t i = 1; i < along.size(); ++i)
        if (along[i] - along[i - 1] > 0.05)
            steps.push_back(along[i] - along[i - 1]);
    if (!steps.empty()) {
        std::nth_element(steps.begin(), steps.begin() + std::ptrdiff_t(steps.size() / 2), steps.end());
        l.pitch = steps[steps.size() / 2];
    }
    return l;
}

} // namespace railyard
