#pragma once

#include "asbuilt.h"
#include "core/result.h"
#include "document/document.h"

namespace railyard {

// Reads `ibnetdiscover` output (docs/VERIFY.md): node blocks "Switch N "S-<guid>" # "desc"",
// "Ca N "H-<guid>" # "desc"", and their port lines "[p](guid) "S-<guid>"[q] # ... lid L 4xNDR".
// Switch names come from their node descriptions ("MF0;leaf-01:MQM9700/U1" gives leaf-01);
// an HCA "gpu0003 mlx5_2" is HCA 2 of host gpu0003. Each link is returned once. Errors name the
// file and line: a line that is not ibnetdiscover output, a GUID that two nodes report, a port
// naming a node the file never describes (a truncated file).
Result<AsBuilt> parseIbnetdiscover(const QByteArray &text, const QString &fileName);
Result<AsBuilt> readIbnetdiscover(const QString &path);

// Lane rate in Gb/s of an InfiniBand speed name (SDR 2.5 … NDR 100, XDR 200), 0 if unknown.
double ibLaneGbps(const QString &speed);
// The InfiniBand speed name whose lane rate carries `gbps` over 4 lanes (400 -> NDR).
QString ibSpeedFor(double gbps);

} // namespace railyard
