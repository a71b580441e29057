#include "planexport.h"

#include "ibnaming.h"
#include "ibnetdiscover.h"
#include "io/csv.h"

#include <QCoreApplication>
#include <map>

namespace railyard {

namespace {
// The P2P / links name of a port: its HCA for an InfiniBand host port, else its design name.
QString p2pPortName(const Document &doc, PortId id)
{
    const Port &p = doc.ports().at(id);
    const Device &d = doc.devices().at(p.device);
    if (doc.catalog().at(d.part).category != PartCategory::Switch) {
        const std::vector<PortId> hcas = hcaPorts(doc, d.id);
        if (const auto it = std::find(hcas.begin(), hcas.end(), id); it != hcas.end())
            return hcaName(int(it - hcas.begin()));
    }
    return p.name;
}
} // namespace

QString p2pCsv(const Document &doc)
{
    QString out = csvLine({QStringLiteral("A-Node Name"), QStringLiteral("A-Type"), QStringLiteral("A-Port"),
                           QStringLiteral("Z-Node Name"), QStringLiteral("Z-Type"), QStringLiteral("Z-Port"),
                           QStringLiteral("A-Rack"), QStringLiteral("A-U"), QStringLiteral("Z-Rack"), QStringLiteral("Z-U"),
                           QStringLiteral("Cable")})
                  + QStringLiteral("\r\n");
    std::vector<CableId> cables;
    for (const Cable &c : doc.cables())
        cables.push_back(c.id);
    std::sort(cables.begin(), cables.end());
    for (CableId id : cables) {
        const Cable &c = doc.cables().at(id);
        QStringList row;
        QStringList where;
        for (PortId end : {c.a, c.b}) {
            const Device &d = doc.devices().at(doc.ports().at(end).device);
            const bool isSwitch = doc.catalog().at(d.part).category == PartCategory::Switch;
            row << d.name << (isSwitch ? QStringLiteral("Switch") : QStringLiteral("Host")) << p2pPortName(doc, end);
            const Rack *r = doc.racks().find(d.rack);
            where << (r ? r->name : QString()) << (d.uPosition > 0 ? QString::number(d.uPosition) : QString());
        }
        row << where << (c.label.isEmpty() ? QString::number(id.value) : c.label);
        out += csvLine(row) + QStringLiteral("\r\n");
    }
    return out;
}

} // namespace railyard

namespace railyard {

namespace {
// GUIDs derived from design IDs, so an export is reproducible: switches 0xe41d2d03'xxxxxxxx,
// HCAs 0x0c42a103'xxxxxxxx (node GUID even, its port GUID the next odd number).
quint64 switchGuid(DeviceId d) { return 0xe41d2d0300000000ull + d.value; }
quint64 hcaGuid(PortId p) { return 0x0c42a10300000000ull + 2ull * p.value; }
QString hex(quint64 v) { return QStringLiteral("%1").arg(v, 16, 16, QLatin1Char('0')); }

struct IbNode {
    bool isSwitch;
    DeviceId device;
    PortId hcaPort; // for an HCA
    QString id;     // "S-<guid>" / "H-<guid>"
    QString desc;
    int lid;
};
} // namespace

Result<QString> ibnetTopology(const Document &doc)
{
    // The nodes: InfiniBand switches, and every HCA cabled to one of them.
    std::vector<IbNode> nodes;
    std::map<uint32_t, size_t> switchNode, hcaNode; // by device / by port
    std::vector<DeviceId> switches;
    for (const Device &d : doc.devices())
        if (isInfiniBandSwitch(doc, d))
            switches.push_back(d.id);
    if (switches.empty())
        return Result<QString>::failure(QCoreApplication::translate("Verify", "the design has no InfiniBand switch"));
    std::sort(switches.begin(), switches.end());
    int lid = 0;
    for (DeviceId d : switches) {
        switchNode[d.value] = nodes.size();
        nodes.push_back({true, d, {}, QStringLiteral("S-") + hex(switchGuid(d)), doc.devices().at(d).name, ++lid});
    }
    auto farEnd = [&](PortId p) -> std::optional<PortId> {
        for (CableId c : doc.cablesAt(p))
            return doc.otherEnd(doc.cables().at(c), p);
        return std::nullopt;
    };
    std::vector<DeviceId> hosts;
    for (const Device &d : doc.devices())
        if (doc.catalog().at(d.part).category != PartCategory::Switch)
            hosts.push_back(d.id);
    std::sort(hosts.begin(), hosts.end());
    for (DeviceId h : hosts) {
        const std::vector<PortId> hcas = hcaPorts(doc, h);
        for (size_t i = 0; i < hcas.size(); ++i) {
            const auto far = farEnd(hcas[i]);
            if (!far || !switchNode.count(doc.ports().at(*far).device.value))
                continue;
            hcaNode[hcas[i].value] = nodes.size();
            nodes.push_back({false, h, hcas[i], QStringLiteral("H-") + hex(hcaGuid(hcas[i])),
                             QStringLiteral("%1 %2").arg(doc.devices().at(h).name, hcaName(int(i))), ++lid});
        }
    }
    // Where a port leads in the file's terms: the peer node and its port number.
    auto peerOf = [&](PortId far) -> std::optional<std::pair<const IbNode *, int>> {
        const Port &fp = doc.ports().at(far);
        if (const auto s = switchNode.find(fp.device.value); s != switchNode.end()) {
            const int n = switchPortNumber(fp);
            return n > 0 ? std::optional(std::pair{&nodes[s->second], n}) : std::nullopt;
        }
        if (const auto h = hcaNode.find(far.value); h != hcaNode.end())
            return std::pair{&nodes[h->second], 1};
        return std::nullopt;
    };
    auto rate = [&](PortId a, PortId b) {
        const double gbps = std::min(doc.ports().at(a).speedGbps, doc.ports().at(b).speedGbps);
        return QStringLiteral("4x") + ibSpeedFor(gbps);
    };

    QString out;
    out += QStringLiteral("#\n# Topology file: InfiniBand plan of %1, written by Railyard\n#\n")
               .arg(doc.filePath().isEmpty() ? QStringLiteral("an unsaved design") : doc.filePath());
    out += QStringLiteral("# %1 switches, %2 HCAs. ibsim loads this file (ibsim -s); the lines below enable widths 1x, 2x\n"
                          "# and 4x at speeds up to HDR, the fastest ibsim simulates.\n")
               .arg(switchNode.size())
               .arg(hcaNode.size());
    out += QStringLiteral("width=19\nspeed=7\nextspeed=7\n\n");
    for (const IbNode &n : nodes) {
        if (n.isSwitch) {
            std::vector<std::pair<int, PortId>> ports;
            int count = 0;
            for (PortId p : doc.portsOf(n.device)) {
                const int number = switchPortNumber(doc.ports().at(p));
                count = std::max(count, number);
                if (number > 0)
                    ports.push_back({number, p});
            }
            std::sort(ports.begin(), ports.end());
            const quint64 guid = switchGuid(n.device);
            out += QStringLiteral("vendid=0x2c9\ndevid=0xd2f0\nsysimgguid=0x%1\nswitchguid=0x%1(%1)\n").arg(hex(guid));
            out += QStringLiteral("Switch\t%1 \"%2\"\t\t# \"%3\" enhanced port 0 lid %4 lmc 0\n").arg(count).arg(n.id, n.desc).arg(n.lid);
            for (const auto &[number, p] : ports) {
                const auto far = farEnd(p);
                const auto peer = far ? peerOf(*far) : std::nullopt;
                if (!peer)
                    continue;
                const IbNode &pn = *peer->first;
                const QString portGuid = pn.isSwitch ? QString() : QStringLiteral("(%1)").arg(hcaGuid(pn.hcaPort) + 1, 0, 16);
                out += QStringLiteral("[%1]\t\"%2\"[%3]%4 \t\t# \"%5\" lid %6 %7\n")
                           .arg(number)
                           .arg(pn.id)
                           .arg(peer->second)
                           .arg(portGuid, pn.desc)
                           .arg(pn.lid)
                           .arg(rate(p, *far));
            }
        } else {
            const quint64 guid = hcaGuid(n.hcaPort);
            const PortId far = *farEnd(n.hcaPort);
            const auto peer = *peerOf(far);
            out += QStringLiteral("vendid=0x2c9\ndevid=0x1021\nsysimgguid=0x%1\ncaguid=0x%1\n").arg(hex(guid));
            out += QStringLiteral("Ca\t1 \"%1\"\t\t# \"%2\"\n").arg(n.id, n.desc);
            out += QStringLiteral("[1](%1) \t\"%2\"[%3]\t\t# lid %4 lmc 0 \"%5\" lid %6 %7\n")
                       .arg(guid + 1, 0, 16)
                       .arg(peer.first->id)
                       .arg(peer.second)
                       .arg(n.lid)
                       .arg(peer.first->desc)
                       .arg(peer.first->lid)
                       .arg(rate(n.hcaPort, far));
        }
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace railyard
