#include "fabricplanes.h"

#include <algorithm>

namespace railyard {

FabricPlanes::FabricPlanes(const Document &doc)
{
    for (const Network &n : doc.networks())
        if (n.role == NetworkRole::Compute)
            m_planes = std::max(m_planes, n.plane);
}

int FabricPlanes::planeOf(const Document &doc, NetworkId network)
{
    const Network *n = doc.networks().find(network);
    return n && n->role == NetworkRole::Compute ? n->plane : 0;
}

} // namespace railyard
