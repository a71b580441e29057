#include "designinfo.h"

#include <QCoreApplication>
#include <QTextStream>
#include <optional>

namespace railyard {

DesignInfo computeDesignInfo(const Document &doc)
{
    DesignInfo info;
    info.halls = doc.halls().size();
    info.rows = doc.rows().size();
    info.racks = doc.racks().size();
    info.devices = doc.devices().size();
    info.ports = doc.ports().size();
    info.cables = doc.cables().size();
    info.feeds = doc.feeds().size();
    for (const Pdu &p : doc.pdus()) {
        const Part *part = doc.catalog().find(p.part);
        (part && part->category == PartCategory::PowerShelf ? info.powerShelves : info.pdus) += p.units; // units, not rack sides: what is installed
    }
    info.coolingLoops = doc.loops().size();
    info.cdus = doc.cdus().size();
    info.busways = doc.busways().size();
    info.columns = doc.columns().size();
    info.keepOuts = doc.keepOuts().size();
    info.networks = doc.networks().size();
    info.catalogParts = doc.catalog().size();
    for (const Device &d : doc.devices()) {
        const Part &part = doc.catalog().at(d.part);
        ++info.devicesByCategory[toToken(part.category)];
        info.gpus += part.gpus;
    }
    // A rack-scale system as one part (with its own power figure) is the rack itself: its GPUs
    // count too. A frame without one holds compute trays, counted above.
    for (const Rack &r : doc.racks()) {
        if (const Part *part = doc.catalog().find(r.part); part && part->category == PartCategory::RackSystem && part->maxW > 0)
            info.gpus += part->gpus;
    }
    for (const Cable &c : doc.cables())
        ++info.cablesByMedium[toToken(c.medium)];
    for (const char *role : {"compute", "storage", "inband", "oob"})
        for (const char *tier : {"leaf", "spine", "core"})
            info.switchesByNetwork[QLatin1String(role)][QLatin1String(tier)] = 0;
    for (const Device &d : doc.devices()) {
        const Network *n = doc.networks().find(d.network);
        if (n && d.tier != FabricTier::None && doc.catalog().at(d.part).category == PartCategory::Switch)
            ++info.switchesByNetwork[toToken(n->role)][toToken(d.tier)];
    }
    // A cable's tier from the tiers of its ends: a GPU server to a leaf, leaf to spine, spine to
    // core — on the compute fabric's switches only (a storage fabric on the same switch model
    // has compute-role ports too).
    for (const char *tier : {"node_leaf", "leaf_spine", "spine_core", "other"})
        info.cablesByTier[QLatin1String(tier)] = 0;
    auto networkRole = [&](const Device &d) -> std::optional<NetworkRole> {
        const Network *n = doc.networks().find(d.network);
        return n ? std::optional(n->role) : std::nullopt;
    };
    for (const Cable &c : doc.cables()) {
        const Device &a = doc.devices().at(doc.ports().at(c.a).device);
        const Device &b = doc.devices().at(doc.ports().at(c.b).device);
        auto rank = [&](const Device &d) {
            if (doc.catalog().at(d.part).category == PartCategory::GpuServer)
                return 0;
            return d.tier == FabricTier::Leaf ? 1 : d.tier == FabricTier::Spine ? 2 : d.tier == FabricTier::Core ? 3 : -1;
        };
        const int lo = std::min(rank(a), rank(b)), hi = std::max(rank(a), rank(b));
        auto onCompute = [&](const Device &d) { return rank(d) == 0 || networkRole(d) == NetworkRole::Compute; };
        const bool compute = doc.ports().at(c.a).role == PortRole::Compute && doc.ports().at(c.b).role == PortRole::Compute
                             && onCompute(a) && onCompute(b);
        const char *tier = !compute || lo < 0 || hi != lo + 1 ? "other" : lo == 0 ? "node_leaf" : lo == 1 ? "leaf_spine" : "spine_core";
        ++info.cablesByTier[QLatin1String(tier)];
    }
    // Oversubscription as connected: every leaf's data links, down and up.
    for (const Device &leaf : doc.devices()) {
        const Network *n = doc.networks().find(leaf.network);
        if (!n || leaf.tier != FabricTier::Leaf || doc.catalog().at(leaf.part).category != PartCategory::Switch)
            continue;
        DesignInfo::Oversubscription &o = info.oversubscription[toToken(n->role)];
        o.target = n->oversubscription;
        for (PortId p : doc.portsOf(leaf.id)) {
            const Port &port = doc.ports().at(p);
            if (port.role == PortRole::Power || (port.role == PortRole::Oob && n->role != NetworkRole::Oob))
                continue; // its own management port
            bool cabled = false;
            for (CableId c : doc.cablesAt(p)) {
                cabled = true;
                const Cable &cable = doc.cables().at(c);
                const Device &far = doc.devices().at(doc.ports().at(cable.a == p ? cable.b : cable.a).device);
                const bool upward = far.network == leaf.network && (far.tier == FabricTier::Spine || far.tier == FabricTier::Core);
                ++(upward ? o.up : o.down);
            }
            if (!cabled)
                ++o.unusedLeafPorts;
        }
    }
    return info;
}

QJsonObject toJson(const DesignInfo &info)
{
    QJsonObject byCategory;
    for (const auto &[k, v] : info.devicesByCategory)
        byCategory.insert(k, v);
    QJsonObject byMedium;
    for (const auto &[k, v] : info.cablesByMedium)
        byMedium.insert(k, v);
    QJsonObject byNetwork;
    for (const auto &[network, tiers] : info.switchesByNetwork) {
        QJsonObject t;
        for (const auto &[tier, n] : tiers)
            t.insert(tier, n);
        byNetwork.insert(network, t);
    }
    QJsonObject byTier;
    for (const auto &[k, v] : info.cablesByTier)
        byTier.insert(k, v);
    QJsonObject ratios;
    for (const auto &[role, o] : info.oversubscription)
        ratios.insert(role, QJsonObject{{QStringLiteral("target"), o.target},
                                        {QStringLiteral("connected"), o.connected()},
                                        {QStringLiteral("leaf_links_down"), double(o.down)},
                                        {QStringLiteral("leaf_links_up"), double(o.up)},
                                        {QStringLiteral("unused_leaf_ports"), double(o.unusedLeafPorts)}});
    return QJsonObject{
        {QStringLiteral("halls"), info.halls},
        {QStringLiteral("rows"), info.rows},
        {QStringLiteral("racks"), info.racks},
        {QStringLiteral("devices"), info.devices},
        {QStringLiteral("devices_by_category"), byCategory},
        {QStringLiteral("gpus"), qint64(info.gpus)},
        {QStringLiteral("ports"), info.ports},
        {QStringLiteral("cables"), info.cables},
        {QStringLiteral("cables_by_medium"), byMedium},
        {QStringLiteral("power_feeds"), info.feeds},
        {QStringLiteral("pdus"), info.pdus},
        {QStringLiteral("power_shelves"), info.powerShelves},
        {QStringLiteral("cooling_loops"), info.coolingLoops},
        {QStringLiteral("cdus"), info.cdus},
        {QStringLiteral("busways"), info.busways},
        {QStringLiteral("columns"), info.columns},
        {QStringLiteral("keepouts"), info.keepOuts},
        {QStringLiteral("networks"), info.networks},
        {QStringLiteral("catalog_parts"), info.catalogParts},
        {QStringLiteral("switches_by_network"), byNetwork},
        {QStringLiteral("cables_by_tier"), byTier},
        {QStringLiteral("oversubscription"), ratios},
    };
}

QString toText(const DesignInfo &info, const QString &fileName)
{
    QString text;
    QTextStream out(&text);
    out << fileName << '\n';
    out << QCoreApplication::translate("DesignInfo", "  halls          ") << info.halls << '\n';
    out << QCoreApplication::translate("DesignInfo", "  rows           ") << info.rows << '\n';
    out << QCoreApplication::translate("DesignInfo", "  racks          ") << info.racks << '\n';
    out << QCoreApplication::translate("DesignInfo", "  devices        ") << info.devices << '\n';
    for (const auto &[k, v] : info.devicesByCategory)
        out << "    " << k.leftJustified(13) << v << '\n';
    out << QCoreApplication::translate("DesignInfo", "  GPUs           ") << info.gpus << '\n';
    out << QCoreApplication::translate("DesignInfo", "  ports          ") << info.ports << '\n';
    out << QCoreApplication::translate("DesignInfo", "  cables         ") << info.cables << '\n';
    for (const auto &[k, v] : info.cablesByMedium)
        out << "    " << k.leftJustified(13) << v << '\n';
    out << QCoreApplication::translate("DesignInfo", "  power feeds    ") << info.feeds << '\n';
    out << QCoreApplication::translate("DesignInfo", "  PDUs           ") << info.pdus << '\n';
    if (info.powerShelves > 0)
        out << QCoreApplication::translate("DesignInfo", "  power shelves  ") << info.powerShelves << '\n';
    out << QCoreApplication::translate("DesignInfo", "  cooling loops  ") << info.coolingLoops << '\n';
    out << QCoreApplication::translate("DesignInfo", "  CDUs           ") << info.cdus << '\n';
    out << QCoreApplication::translate("DesignInfo", "  busways        ") << info.busways << '\n';
    out << QCoreApplication::translate("DesignInfo", "  columns        ") << info.columns << '\n';
    out << QCoreApplication::translate("DesignInfo", "  keep-out areas ") << info.keepOuts << '\n';
    out << QCoreApplication::translate("DesignInfo", "  networks       ") << info.networks << '\n';
    for (const auto &[role, o] : info.oversubscription)
        out << "    " << role.leftJustified(13)
            << QCoreApplication::translate("DesignInfo", "%1:1 connected (target %2:1), %3 leaf ports unused")
                   .arg(o.connected(), 0, 'f', 2)
                   .arg(o.target)
                   .arg(o.unusedLeafPorts)
            << '\n';
    return text;
}

} // namespace railyard
