#include "rankanalysis.h"

#include "topology/nvlinkdomain.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTextStream>

namespace railyard {
namespace {


struct NodeInfo {
    const Device *device = nullptr;
    std::vector<DeviceId> leafOfGpu; // leaf reached by compute NIC g
    uint32_t domain = 0;             // its NVLink domain: the rack of a rack-scale system, else the node
    QString domainName;              // sorts the default order: domain, then tray
    int ordinal = 0;                 // tray's place in the domain
};

} // namespace

Result<std::vector<GpuRef>> parseRankOrder(const QString &text, const QString &sourceName)
{
    std::vector<GpuRef> order;
    static const QRegularExpression kSplit(QStringLiteral("[\\s,:]+"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList parts = line.split(kSplit, Qt::SkipEmptyParts);
        bool ok = false;
        const int gpu = parts.size() == 2 ? parts.at(1).toInt(&ok) : -1;
        if (!ok || gpu < 0)
            return Result<std::vector<GpuRef>>::failure(
                QCoreApplication::translate("RankAnalysis", "%1 line %2: expected '<hostname> <gpu index>', got '%3'").arg(sourceName).arg(i + 1).arg(line));
        order.push_back({parts.at(0), gpu});
    }
    return order;
}

Result<RankAnalysis> analyzeRanks(const Document &doc, const std::vector<GpuRef> *order)
{
    using R = Result<RankAnalysis>;
    RankAnalysis a;
    // Every GPU node, with the leaf each of its compute NICs lands on.
    // Ring slots are whole NVLink domains: a rack-scale system's 72 GPUs, or one node's.
    QHash<QString, NodeInfo> nodes;
    const DomainRanks ranks(doc);
    int gpusPerNode = 0;
    for (const Device &d : doc.devices()) {
        const Part &p = doc.catalog().at(d.part);
        if (p.category != PartCategory::GpuServer || p.gpus <= 0)
            continue;
        NodeInfo info;
        info.device = &d;
        info.ordinal = std::max(0, ranks.ordinalOf(d.id));
        if (ranks.ordinalOf(d.id) >= 0) {
            const Rack &rack = doc.racks().at(d.rack);
            info.domain = rack.id.value | 0x80000000u; // racks and devices number apart
            info.domainName = rack.name;
            const int domainGpus = doc.catalog().at(rack.part).gpus;
            a.domains.insert(rack.id.value);
            a.domainGpus = std::max(a.domainGpus, domainGpus);
        } else {
            info.domain = d.id.value;
            info.domainName = d.name;
        }
        info.leafOfGpu.assign(size_t(p.gpus), DeviceId());
        for (PortId pid : doc.portsOf(d.id)) {
            const Port &port = doc.ports().at(pid);
            // Every plane of a multi-plane fabric carries the same rails: plane 1 tells.
            const int gpu = ranks.planes().railOfIndex(port.index);
            if (port.role != PortRole::Compute || port.index < 0 || gpu >= p.gpus || ranks.planes().planeOfIndex(port.index) > 1)
                continue;
            for (CableId c : doc.cablesAt(pid)) {
                const Device &far = doc.devices().at(doc.ports().at(doc.otherEnd(doc.cables().at(c), pid)).device);
                info.leafOfGpu[size_t(gpu)] = far.id;
            }
        }
        gpusPerNode = std::max(gpusPerNode, p.gpus);
        nodes.insert(d.name, info);
    }
    if (nodes.isEmpty())
        return R::failure(QCoreApplication::translate("RankAnalysis", "the design has no GPU nodes"));
    if (a.domainGpus > 0)
        gpusPerNode = a.domainGpus; // a ring slot is a whole domain

    std::map<uint32_t, size_t> leafIndex;
    QStringList hosts = nodes.keys();
    hosts.sort();
    std::stable_sort(hosts.begin(), hosts.end(), [&](const QString &x, const QString &y) {
        const NodeInfo &nx = nodes[x], &ny = nodes[y];
        return std::tie(nx.domainName, nx.ordinal) < std::tie(ny.domainName, ny.ordinal);
    });
    for (const QString &host : hosts) {
        const NodeInfo &n = nodes[host];
        for (size_t g = 0; g < n.leafOfGpu.size(); ++g) {
            const DeviceId leaf = n.leafOfGpu[g];
            if (!leaf)
                continue;
            auto [it, fresh] = leafIndex.emplace(leaf.value, a.leaves.size());
            if (fresh) {
                const Device &l = doc.devices().at(leaf);
                a.leaves.push_back({l.name, l.su, l.rail, {}});
            }
            a.leaves[it->second].gpus.push_back({host, int(g)});
        }
    }

    std::vector<GpuRef> defaultOrder;
    if (!order) {
        for (const QString &host : hosts)
            for (int g = 0; g < int(nodes[host].leafOfGpu.size()); ++g)
                defaultOrder.push_back({host, g});
        order = &defaultOrder;
    }
    if (gpusPerNode == 0 || order->size() % size_t(gpusPerNode) != 0)
        return R::failure(QCoreApplication::translate("RankAnalysis", "the rank order has %1 ranks, not a whole number of %2-GPU %3")
                              .arg(order->size())
                              .arg(gpusPerNode)
                              .arg(a.domainGpus > 0 ? QCoreApplication::translate("RankAnalysis", "NVLink domains")
                                                    : QCoreApplication::translate("RankAnalysis", "nodes")));
    QHash<QString, int> seen;
    for (const GpuRef &r : *order) {
        const auto it = nodes.constFind(r.host);
        if (it == nodes.constEnd())
            return R::failure(QCoreApplication::translate("RankAnalysis", "rank order names host '%1', which is not a GPU node of the design").arg(r.host));
        if (r.gpu >= int(it->leafOfGpu.size()))
            return R::failure(QCoreApplication::translate("RankAnalysis", "host %1 has no GPU %2").arg(r.host).arg(r.gpu));
        const QString key = r.host + QLatin1Char(':') + QString::number(r.gpu);
        if (seen.contains(key))
            return R::failure(QCoreApplication::translate("RankAnalysis", "GPU %1 appears twice in the rank order").arg(key));
        seen.insert(key, 1);
    }

    // Slot k holds ranks k·G .. k·G+G−1; local index g of slot k talks to local index g of
    // slot k+1 (cyclically) across the network.
    const size_t nodeSlots = order->size() / size_t(gpusPerNode);
    auto leafOf = [&](const GpuRef &r) { return nodes[r.host].leafOfGpu[size_t(r.gpu)]; };
    for (size_t k = 0; k < nodeSlots && nodeSlots > 1; ++k) {
        for (int g = 0; g < gpusPerNode; ++g) {
            const GpuRef &x = (*order)[k * size_t(gpusPerNode) + size_t(g)];
            const GpuRef &y = (*order)[((k + 1) % nodeSlots) * size_t(gpusPerNode) + size_t(g)];
            if (nodes[x.host].domain == nodes[y.host].domain)
                continue; // inside one node or NVLink domain: NVLink, not the fabric
            ++a.pairs;
            const DeviceId lx = leafOf(x), ly = leafOf(y);
            if (lx != ly)
                ++a.crossLeaf;
            const int railX = lx ? doc.devices().at(lx).rail : -1;
            const int railY = ly ? doc.devices().at(ly).rail : -1;
            if (railX != railY || railX < 0)
                ++a.crossRail;
        }
    }
    return a;
}

QJsonObject toJson(const RankAnalysis &a)
{
    QJsonArray leaves;
    for (const RankAnalysis::Leaf &l : a.leaves) {
        QJsonArray gpus;
        for (const GpuRef &g : l.gpus)
            gpus.append(QStringLiteral("%1:%2").arg(g.host).arg(g.gpu));
        leaves.append(QJsonObject{{QStringLiteral("leaf"), l.name}, {QStringLiteral("su"), l.su},
                                  {QStringLiteral("rail"), l.rail}, {QStringLiteral("gpus"), gpus}});
    }
    return QJsonObject{
        {QStringLiteral("leaves"), leaves},
        {QStringLiteral("nvlink_domains"), double(a.domains.size())},
        {QStringLiteral("nvlink_domain_gpus"), a.domainGpus},
        {QStringLiteral("ring_pairs"), double(a.pairs)},
        {QStringLiteral("cross_rail_pairs"), double(a.crossRail)},
        {QStringLiteral("cross_rail_fraction"), a.crossRailFraction()},
        {QStringLiteral("cross_leaf_pairs"), double(a.crossLeaf)},
        {QStringLiteral("cross_leaf_fraction"), a.crossLeafFraction()},
    };
}

QString toText(const RankAnalysis &a)
{
    QString text;
    QTextStream out(&text);
    if (a.domainGpus > 0)
        out << QCoreApplication::translate("RankAnalysis", "%1 NVLink domains of %2 GPUs: tensor- and expert-parallel groups of up to %2 GPUs stay on "
                                                           "NVLink; a ring slot is a whole domain, and the fabric carries the traffic between domains")
                   .arg(a.domains.size())
                   .arg(a.domainGpus)
            << '\n';
    out << QCoreApplication::translate("RankAnalysis", "%1 compute leaves").arg(a.leaves.size()) << '\n';
    for (const RankAnalysis::Leaf &l : a.leaves) {
        QStringList gpus;
        for (const GpuRef &g : l.gpus)
            gpus << QStringLiteral("%1:%2").arg(g.host).arg(g.gpu);
        out << "  " << l.name << QCoreApplication::translate("RankAnalysis", " (SU %1, rail %2): ").arg(l.su + 1).arg(l.rail + 1) << gpus.size() << QCoreApplication::translate("RankAnalysis", " GPUs — ")
            << (gpus.size() > 4 ? gpus.mid(0, 4).join(QStringLiteral(", ")) + QStringLiteral(", …") : gpus.join(QStringLiteral(", ")))
            << '\n';
    }
    out << QCoreApplication::translate("RankAnalysis", "Ring neighbour pairs across the fabric: %1").arg(a.pairs) << '\n';
    out << QCoreApplication::translate("RankAnalysis", "  crossing rails (through a spine): %1 (%2 %)").arg(a.crossRail).arg(100.0 * a.crossRailFraction(), 0, 'f', 1) << '\n';
    out << QCoreApplication::translate("RankAnalysis", "  on different leaves (incl. same rail, other SU): %1 (%2 %)").arg(a.crossLeaf).arg(100.0 * a.crossLeafFraction(), 0, 'f', 1)
        << '\n';
    return text;
}

} // namespace railyard
