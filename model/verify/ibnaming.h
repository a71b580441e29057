#pragma once

#include "document/document.h"

namespace railyard {

// How InfiniBand names the design's ports, shared by the ibnetdiscover export and import:
// - a host's HCAs are its ports on InfiniBand networks, compute first, in port order:
//   HCA i is "<hostname> mlx5_<i>" (as real clusters show them), its port 1 the link;
// - a switch's data port "P<n>" is InfiniBand port n.

// The network of a given role (the first), or null.
const Network *networkForRole(const Document &doc, NetworkRole role);
bool isInfiniBand(const Network *network);
// Is the device a switch of an InfiniBand network?
bool isInfiniBandSwitch(const Document &doc, const Device &device);
// A host's ports that are InfiniBand HCAs, in HCA order.
std::vector<PortId> hcaPorts(const Document &doc, DeviceId host);
QString hcaName(int index); // "mlx5_3"
// The InfiniBand port number of a switch's data port ("P12" -> 12), or -1.
int switchPortNumber(const Port &port);
// The trailing number of a port name ("swp12", "Ethernet12", "P12" -> 12), or -1.
int trailingNumber(const QString &name);

} // namespace railyard
