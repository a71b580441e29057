#pragma once

#include "document/document.h"

namespace railyard {

// A multi-plane compute fabric (NVIDIA Spectrum-X twin-planar: each GPU's ConnectX-8 runs as
// 2 × 400GbE, one link on each of two fabrics that never share a switch; losing a plane halves
// the bandwidth without stopping the job). Each plane is a compute network of its own with
// `Network::plane` 1 … P. A node's compute ports alternate over the planes: port i is on plane
// i mod P + 1 and serves rail i div P of that plane, so the two links of one ConnectX-8 (one
// twin-port cage) are rail r of plane 1 and rail r of plane 2 (docs/GENERATOR.md, "Planes").
class FabricPlanes {
public:
    explicit FabricPlanes(const Document &doc);
    explicit FabricPlanes(int planes) : m_planes(planes > 1 ? planes : 1) {}

    int count() const { return m_planes; } // 1: a single-plane fabric
    bool multiPlane() const { return m_planes > 1; }
    // The plane (1 … P) a node's compute port of this index belongs to; 0 with one plane.
    int planeOfIndex(int index) const { return m_planes > 1 ? index % m_planes + 1 : 0; }
    // The rail a node's compute port of this index serves within its plane.
    int railOfIndex(int index) const { return index / m_planes; }
    // A network's plane (0: not a plane of this fabric).
    static int planeOf(const Document &doc, NetworkId network);

private:
    int m_planes = 1;
};

} // namespace railyard
