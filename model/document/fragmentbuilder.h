#pragma once

#include "document.h"

#include <QHash>

namespace railyard {

// Assembles new entities with fresh IDs from a document, for one insert command: a device
// with its ports, a generator's whole hall. Devices get their ports from the catalog part.
class FragmentBuilder {
public:
    explicit FragmentBuilder(Document &doc) : m_doc(doc) {}

    HallId addHall(Hall hall);
    RowId addRow(HallId hall, const QString &name);
    FeedId addFeed(PowerFeed feed);
    PduId addPdu(Pdu pdu);
    LoopId addLoop(CoolingLoop loop);
    NetworkId addNetwork(Network network);
    ColumnId addColumn(Column column);
    KeepOutId addKeepOut(KeepOut keepOut);
    BuswayId addBusway(Busway busway);
    CduId addCdu(Cdu cdu);
    RackId addRack(Rack rack);
    // Creates the device and one Port per logical port of its catalog part. Returns an invalid
    // id if the part is not in the document's catalog.
    DeviceId addDevice(Device device);
    CableId addCable(PortId a, PortId b, Medium medium = Medium::Auto, const QString &label = {});

    // The index-th port of the given role on a device added by this builder (nullptr if none).
    const Port *port(DeviceId device, PortRole role, int index) const;
    std::span<const Port> portsOf(DeviceId device) const;

    const Fragment &fragment() const { return m_fragment; }
    Fragment take() { return std::move(m_fragment); }

private:
    Document &m_doc;
    Fragment m_fragment;
    QHash<uint32_t, std::pair<size_t, size_t>> m_devicePorts; // device -> (first, count) in ports
};

// The ports a part provides, named and numbered as Railyard names them (docs/ARCHITECTURE.md):
// switch data ports P1..Pn, other devices by role C1.. (compute), S1.. (storage), I1.. (in-band),
// M1.. (out-of-band), W1.. (power).
std::vector<Port> portsForPart(const Part &part, DeviceId device);

} // namespace railyard
