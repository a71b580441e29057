#include "fragmentbuilder.h"

namespace railyard {

HallId FragmentBuilder::addHall(Hall hall)
{
    hall.id = m_doc.allocate<HallId>();
    m_fragment.halls.push_back(hall);
    return hall.id;
}

RowId FragmentBuilder::addRow(HallId hall, const QString &name)
{
    Row row{m_doc.allocate<RowId>(), hall, name};
    m_fragment.rows.push_back(row);
    return row.id;
}

FeedId FragmentBuilder::addFeed(PowerFeed feed)
{
    feed.id = m_doc.allocate<FeedId>();
    m_fragment.feeds.push_back(feed);
    return feed.id;
}

PduId FragmentBuilder::addPdu(Pdu pdu)
{
    pdu.id = m_doc.allocate<PduId>();
    m_fragment.pdus.push_back(pdu);
    return pdu.id;
}

LoopId FragmentBuilder::addLoop(CoolingLoop loop)
{
    loop.id = m_doc.allocate<LoopId>();
    m_fragment.loops.push_back(loop);
    return loop.id;
}

NetworkId FragmentBuilder::addNetwork(Network network)
{
    network.id = m_doc.allocate<NetworkId>();
    m_fragment.networks.push_back(network);
    return network.id;
}

ColumnId FragmentBuilder::addColumn(Column column)
{
    column.id = m_doc.allocate<ColumnId>();
    m_fragment.columns.push_back(column);
    return column.id;
}

KeepOutId FragmentBuilder::addKeepOut(KeepOut keepOut)
{
    keepOut.id = m_doc.allocate<KeepOutId>();
    m_fragment.keepOuts.push_back(keepOut);
    return keepOut.id;
}

BuswayId FragmentBuilder::addBusway(Busway busway)
{
    busway.id = m_doc.allocate<BuswayId>();
    m_fragment.busways.push_back(busway);
    return busway.id;
}

CduId FragmentBuilder::addCdu(Cdu cdu)
{
    cdu.id = m_doc.allocate<CduId>();
    m_fragment.cdus.push_back(cdu);
    return cdu.id;
}

RackId FragmentBuilder::addRack(Rack rack)
{
    rack.id = m_doc.allocate<RackId>();
    m_fragment.racks.push_back(rack);
    return rack.id;
}

DeviceId FragmentBuilder::addDevice(Device device)
{
    const Part *part = m_doc.catalog().find(device.part);
    if (!part)
        return {};
    device.id = m_doc.allocate<DeviceId>();
    m_fragment.devices.push_back(device);
    std::vector<Port> ports = portsForPart(*part, device.id);
    const size_t first = m_fragment.ports.size();
    for (Port &p : ports) {
        p.id = m_doc.allocate<PortId>();
        m_fragment.ports.push_back(p);
    }
    m_devicePorts.insert(device.id.value, {first, ports.size()});
    return device.id;
}

CableId FragmentBuilder::addCable(PortId a, PortId b, Medium medium, const QString &label)
{
    Cable c;
    c.id = m_doc.allocate<CableId>();
    c.a = a;
    c.b = b;
    c.medium = medium;
    c.label = label;
    m_fragment.cables.push_back(c);
    return c.id;
}

std::span<const Port> FragmentBuilder::portsOf(DeviceId device) const
{
    const auto it = m_devicePorts.constFind(device.value);
    if (it == m_devicePorts.constEnd())
        return {};
    return std::span<const Port>(m_fragment.ports).subspan(it->first, it->second);
}

const Port *FragmentBuilder::port(DeviceId device, PortRole role, int index) const
{
    for (const Port &p : portsOf(device))
        if (p.role == role && p.index == index)
            return &p;
    return nullptr;
}

std::vector<Port> portsForPart(const Part &part, DeviceId device)
{
    std::vector<Port> out;
    out.reserve(size_t(part.portCount()));
    const bool isSwitch = part.category == PartCategory::Switch;
    int roleCount[5] = {0, 0, 0, 0, 0};
    int switchData = 0;
    int cage = 0;
    for (const PortGroup &g : part.ports) {
        for (int k = 0; k < g.count; ++k) {
            Port p;
            p.device = device;
            p.role = g.role;
            p.speedGbps = g.speedGbps;
            p.cage = g.cage;
            p.index = roleCount[int(g.role)]++;
            p.cageIndex = cage + k / g.perCage;
            // A switch numbers its data ports; a lone OOB port is its own management port.
            if (isSwitch && !(g.role == PortRole::Oob && g.count == 1))
                p.name = QStringLiteral("P%1").arg(++switchData);
            else {
                static const char *kPrefix[5] = {"C", "S", "I", "M", "W"};
                p.name = QLatin1String(kPrefix[int(g.role)]) + QString::number(p.index + 1);
            }
            out.push_back(p);
        }
        cage += (g.count + g.perCage - 1) / g.perCage;
    }
    return out;
}

} // namespace railyard
