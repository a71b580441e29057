#include "nvlinkdomain.h"

#include <algorithm>

namespace railyard {

bool isRackScale(const Document &doc, RackId rack)
{
    const Rack *r = doc.racks().find(rack);
    const Part *p = r ? doc.catalog().find(r->part) : nullptr;
    return p && p->category == PartCategory::RackSystem;
}

std::vector<DeviceId> domainTrays(const Document &doc, RackId rack)
{
    std::vector<const Device *> trays;
    for (DeviceId id : doc.devicesOf(rack)) {
        const Device &d = doc.devices().at(id);
        const Part *p = doc.catalog().find(d.part);
        if (p && p->category == PartCategory::GpuServer)
            trays.push_back(&d);
    }
    std::sort(trays.begin(), trays.end(), [](const Device *x, const Device *y) {
        return std::tie(x->uPosition, x->id) < std::tie(y->uPosition, y->id);
    });
    std::vector<DeviceId> out;
    out.reserve(trays.size());
    for (const Device *d : trays)
        out.push_back(d->id);
    return out;
}

DomainRanks::DomainRanks(const Document &doc) : m_doc(doc), m_planes(doc)
{
    for (const Rack &r : doc.racks()) {
        if (!isRackScale(doc, r.id))
            continue;
        int ordinal = 0;
        for (DeviceId tray : domainTrays(doc, r.id))
            m_ordinal[tray.value] = ordinal++;
    }
}

int DomainRanks::ordinalOf(DeviceId device) const
{
    const auto it = m_ordinal.find(device.value);
    return it == m_ordinal.end() ? -1 : it->second;
}

int DomainRanks::rankOf(const Device &device, const Port &port) const
{
    const int ordinal = ordinalOf(device.id);
    const int rail = m_planes.railOfIndex(port.index);
    if (ordinal < 0)
        return rail;
    const int perPlane = m_doc.catalog().at(device.part).portCount(PortRole::Compute) / m_planes.count();
    return ordinal * perPlane + rail;
}

} // namespace railyard
