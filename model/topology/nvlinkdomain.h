#pragma once

#include "document/document.h"
#include "fabricplanes.h"

#include <unordered_map>
#include <vector>

namespace railyard {

// An NVLink domain: the GPUs one NVLink spine joins. A rack whose part is a rack-scale system
// (category rack_system: GB200/GB300 NVL72) is one domain of `frame.gpus` GPUs; the compute trays
// mounted in it are its members, in domain order bottom-up. Tensor- and expert-parallel traffic
// stays inside a domain; only data-parallel traffic crosses the compute fabric, rail-aligned: GPU
// rank r of every domain of a scalable unit meets on the same leaf.
//
// NVLink 5 switch trays carry two switch chips of 72 ports; each GPU has 18 links, one to each
// chip, so a tray serves 8 GPUs (72 GPUs: 9 trays). NVIDIA DGX GB200 user guide, Hardware; DGX
// SuperPOD GB200 RA, Network Fabrics (docs/CATALOG.md, "Rack-scale systems").
constexpr int kGpusPerNvlinkSwitchTray = 8;

bool isRackScale(const Document &doc, RackId rack);

// The compute trays (GPU devices) of a rack-scale rack, bottom-up by U, then by id.
std::vector<DeviceId> domainTrays(const Document &doc, RackId rack);

// The rank of a compute port's GPU within its NVLink domain: a tray's NIC i is rank
// ordinal × (the tray's compute ports) + i. Outside a rack-scale system the rank is the NIC's
// index, as for an 8-GPU node. On a fabric of P planes a port serves rail index div P of its
// plane (fabricplanes.h), and a tray's ranks step by its ports per plane. Built once per check:
// O(devices of rack-scale racks).
class DomainRanks {
public:
    explicit DomainRanks(const Document &doc);
    int rankOf(const Device &device, const Port &port) const;
    // The tray's place in its domain, -1 outside a rack-scale system.
    int ordinalOf(DeviceId device) const;
    const FabricPlanes &planes() const { return m_planes; }

private:
    const Document &m_doc;
    FabricPlanes m_planes;
    std::unordered_map<uint32_t, int> m_ordinal;
};

} // namespace railyard
