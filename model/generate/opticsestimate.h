#pragma once

#include "catalog/catalog.h"

#include <algorithm>
#include <map>

namespace railyard {

// A device's peak power with the transceivers its optical ports will hold, for sizing racks and
// PDUs before the engine has chosen media: per link, the most power-hungry catalog module of
// that speed (a twin-port module's power shared by its two links).
class OpticsEstimate {
public:
    explicit OpticsEstimate(const Catalog &cat)
    {
        for (const Part *t : cat.parts(PartCategory::Transceiver)) {
            double &w = m_perLinkW[t->speedGbps];
            w = std::max(w, t->maxW / std::max(1, t->linksPerModule));
        }
    }
    double withOptics(const Part &p) const
    {
        double optics = 0;
        for (const PortGroup &g : p.ports) {
            const auto it = m_perLinkW.find(g.speedGbps);
            if (g.cage != Cage::Rj45 && it != m_perLinkW.end())
                optics += g.count * it->second;
        }
        return p.ownMaxW() + optics;
    }

private:
    std::map<double, double> m_perLinkW;
};

} // namespace railyard
