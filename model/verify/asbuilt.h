#pragma once

#include <QString>
#include <vector>

namespace railyard {

// One end of a link as the installed fabric names it: the device's hostname or switch name and
// its port as the source spells it. For InfiniBand, `hca` is the HCA index of "host mlx5_<i>"
// and `ibPort` the switch port number; -1 when the source does not say.
struct FoundEnd {
    QString device;
    QString port;
    int hca = -1;
    int ibPort = -1;
    bool operator==(const FoundEnd &) const = default;
};

// One link the installed fabric reports, with where it was read.
struct FoundLink {
    FoundEnd a, b;
    int widthLanes = 0;   // 0: not reported
    double laneGbps = 0;  // per lane; 0: not reported
    QString file;
    int line = 0;
    double gbps() const { return widthLanes * laneGbps; }
};

// What was read from ibnetdiscover, LLDP or a links CSV. `reporters` are the devices that
// reported their own neighbours (LLDP), so links they should have seen can be called missing.
struct AsBuilt {
    enum class Source { InfiniBand, Lldp, LinksCsv };
    Source source = Source::LinksCsv;
    std::vector<FoundLink> links;
    std::vector<QString> reporters;
    QString description; // "net.topo", "3 LLDP files in lldp/"
};

// Installed names that differ from the design's: whole devices, or single ports.
struct NameMap {
    struct PortName {
        QString device, port, designDevice, designPort;
    };
    std::vector<std::pair<QString, QString>> devices; // found -> design
    std::vector<PortName> ports;
};

} // namespace railyard
