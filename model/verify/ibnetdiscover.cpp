#include "ibnetdiscover.h"
#include "io/inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <set>

namespace railyard {

namespace {
struct Speed {
    const char *name;
    double laneGbps;
};
constexpr Speed kSpeeds[] = {{"SDR", 2.5}, {"DDR", 5},  {"QDR", 10},  {"FDR10", 10}, {"FDR", 14},
                             {"EDR", 25},  {"HDR", 50}, {"NDR", 100}, {"XDR", 200}};
} // namespace

double ibLaneGbps(const QString &speed)
{
    for (const Speed &s : kSpeeds)
        if (speed == QLatin1String(s.name))
            return s.laneGbps;
    return 0;
}

QString ibSpeedFor(double gbps)
{
    for (const Speed &s : kSpeeds)
        if (s.laneGbps * 4 >= gbps - 1e-6 && QLatin1String(s.name) != QLatin1String("FDR10"))
            return QLatin1String(s.name);
    return QStringLiteral("XDR");
}

namespace {

struct Node {
    QString id;     // "S-e41d2d0300a00001"
    QString device; // design-facing name
    int hca = -1;
    int line = 0;
    int ports = 0; // the count its Switch/Ca line states
};

// More ports than any InfiniBand device has (a Quantum-X800 switch has 144); a count above this
// is a damaged file, not a switch.
constexpr int kMaxIbPorts = 4096;

struct PortLine {
    QString node;
    int port;
    QString peer;
    int peerPort;
    int width;
    double laneGbps;
    int line;
};

// "MF0;leaf-01:MQM9700/U1" -> "leaf-01" (how managed NVIDIA switches describe themselves).
QString switchName(const QString &desc)
{
    static const QRegularExpression managed(QStringLiteral("^[^;]*;([^:]+):"));
    const auto m = managed.match(desc);
    return m.hasMatch() ? m.captured(1) : desc.trimmed();
}

} // namespace

Result<AsBuilt> parseIbnetdiscover(const QByteArray &text, const QString &fileName)
{
    static const QRegularExpression header(QStringLiteral(R"re(^(Switch|Ca|Rt)\s+(\d+)\s+"([^"]+)"\s*#\s*"([^"]*)\")re"));
    static const QRegularExpression portLine(QStringLiteral(
        R"re(^\[(\d+)\](?:\([0-9a-fA-F]+\))?\s+"([^"]+)"\[(\d+)\](?:\([0-9a-fA-F]+\))?\s*(#.*)?$)re"));
    static const QRegularExpression attribute(QStringLiteral(R"re(^[a-z]+=\S*$)re"));
    static const QRegularExpression rate(QStringLiteral(R"re((\d+)x([A-Z0-9]+)\s*$)re"));
    static const QRegularExpression hcaDesc(QStringLiteral(R"re(^(\S+)\s+mlx\d+_(\d+)$)re"));

    auto fail = [&](int line, const QString &why) {
        return Result<AsBuilt>::failure(QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(why));
    };
    QHash<QString, Node> nodes;
    std::vector<PortLine> ports;
    QString current;
    int lineNo = 0;
    for (const QByteArray &raw : text.split('\n')) {
        ++lineNo;
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || attribute.match(line).hasMatch())
            continue;
        if (const auto h = header.match(line); h.hasMatch()) {
            const QString id = h.captured(3);
            if (const auto it = nodes.find(id); it != nodes.end())
                return fail(lineNo, QCoreApplication::translate("Verify", "GUID %1 is reported by two nodes (lines %2 and %3): duplicate GUIDs make the fabric "
                                        "unroutable; find the two devices and correct one's GUID.")
                                        .arg(id)
                                        .arg(it->line)
                                        .arg(lineNo));
            bool countOk = false;
            const int portCount = h.captured(2).toInt(&countOk);
            if (!countOk || portCount < 1 || portCount > kMaxIbPorts)
                return fail(lineNo, QCoreApplication::translate("Verify", "node %1 states %2 ports; a device has 1 to %3. The file is damaged: run "
                                                                          "ibnetdiscover again and save all of its output.")
                                        .arg(id, h.captured(2))
                                        .arg(kMaxIbPorts));
            Node n{id, {}, -1, lineNo, portCount};
            const QString desc = h.captured(4);
            if (h.captured(1) == QLatin1String("Ca")) {
                const auto d = hcaDesc.match(desc.trimmed());
                bool ok = false;
                const int hca = d.hasMatch() ? d.captured(2).toInt(&ok) : -1;
                n.device = ok ? d.captured(1) : desc.trimmed();
                n.hca = ok ? hca : -1;
            } else {
                n.device = switchName(desc);
            }
            nodes.insert(id, n);
            current = id;
            continue;
        }
        if (const auto p = portLine.match(line); p.hasMatch()) {
            if (current.isEmpty())
                return fail(lineNo, QCoreApplication::translate("Verify", "a port line before any Switch or Ca line: is the file complete?"));
            // Ports count from 1 (port 0 is a switch's internal management port, never cabled);
            // a number that does not fit is out of range too (toInt gives 0).
            const int port = p.captured(1).toInt();
            const int peerPort = p.captured(3).toInt();
            const int nodePorts = nodes.value(current).ports;
            if (port < 1 || port > nodePorts)
                return fail(lineNo, QCoreApplication::translate("Verify", "port %1 of node %2, which has ports 1 to %3: the file is damaged. Run "
                                                                          "ibnetdiscover again and save all of its output.")
                                        .arg(p.captured(1), current)
                                        .arg(nodePorts));
            if (peerPort < 1 || peerPort > kMaxIbPorts)
                return fail(lineNo, QCoreApplication::translate("Verify", "the far end's port %1 is not a port number (1 to %2): the file is damaged. "
                                                                          "Run ibnetdiscover again and save all of its output.")
                                        .arg(p.captured(3))
                                        .arg(kMaxIbPorts));
            PortLine pl{current, port, p.captured(2), peerPort, 0, 0, lineNo};
            if (const auto r = rate.match(p.captured(4)); r.hasMatch()) {
                // A width no link has (1x, 2x, 4x, 8x, 12x) leaves the rate unknown, not absurd.
                const int width = r.captured(1).toInt();
                if (width == 1 || width == 2 || width == 4 || width == 8 || width == 12) {
                    pl.width = width;
                    pl.laneGbps = ibLaneGbps(r.captured(2));
                }
            }
            ports.push_back(pl);
            continue;
        }
        return fail(lineNo, QCoreApplication::translate("Verify", "not ibnetdiscover output: \"%1\". Run ibnetdiscover without options and load its output "
                                "unchanged.")
                                .arg(line.left(80)));
    }
    if (nodes.isEmpty())
        return Result<AsBuilt>::failure(
            QCoreApplication::translate("Verify", "%1: no Switch or Ca nodes: this is not ibnetdiscover output (or it is empty).").arg(fileName));

    AsBuilt out;
    out.source = AsBuilt::Source::InfiniBand;
    out.description = fileName;
    std::set<std::tuple<QString, int, QString, int>> seen;
    for (const PortLine &p : ports) {
        const auto peer = nodes.find(p.peer);
        if (peer == nodes.end())
            return fail(p.line, QCoreApplication::translate("Verify", "port %1 leads to node %2, which the file never describes: the file is truncated or "
                                    "garbled. Run ibnetdiscover again and save all of its output.")
                                    .arg(p.port)
                                    .arg(p.peer));
        if (p.peerPort > peer->ports)
            return fail(p.line, QCoreApplication::translate("Verify", "port %1 leads to port %2 of node %3, which has ports 1 to %4: the file is "
                                                                      "damaged. Run ibnetdiscover again and save all of its output.")
                                    .arg(p.port)
                                    .arg(p.peerPort)
                                    .arg(p.peer)
                                    .arg(peer->ports));
        const auto key = std::tuple{p.node, p.port, p.peer, p.peerPort};
        const auto reverse = std::tuple{p.peer, p.peerPort, p.node, p.port};
        if (seen.count(reverse) || seen.count(key))
            continue; // the other side's report of the same link
        seen.insert(key);
        const Node &self = nodes[p.node];
        auto end = [](const Node &n, int port) {
            FoundEnd e;
            e.device = n.device;
            if (n.hca >= 0)
                e.hca = n.hca;
            else if (n.id.startsWith(QLatin1Char('S')))
                e.ibPort = port;
            e.port = n.id.startsWith(QLatin1Char('S')) ? QString::number(port) : QStringLiteral("port %1").arg(port);
            return e;
        };
        out.links.push_back({end(self, p.port), end(*peer, p.peerPort), p.width, p.laneGbps, fileName, p.line});
    }
    return out;
}

Result<AsBuilt> readIbnetdiscover(const QString &path)
{
    const auto bytes = readInputFile(path);
    if (!bytes)
        return Result<AsBuilt>::failure(bytes.error());
    return parseIbnetdiscover(bytes.value(), path);
}

} // namespace railyard
