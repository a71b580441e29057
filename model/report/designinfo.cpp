#include "designinfo.h"

#include <QCoreApplication>
#include <QTextStream>

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
    info.pdus = doc.pdus().size();
    info.coolingLoops = doc.loops().size();
    info.networks = doc.networks().size();
    info.catalogParts = doc.catalog().size();
    for (const Device &d : doc.devices()) {
        const Part &part = doc.catalog().at(d.part);
        ++info.devicesByCategory[toToken(part.category)];
        info.gpus += part.gpus;
    }
    // A rack-scale system (NVL72) is the rack itself: its GPUs count too.
    for (const Rack &r : doc.racks()) {
        if (const Part *part = doc.catalog().find(r.part); part && part->category == PartCategory::RackSystem)
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
    // A cable's tier from the tiers of its ends: a GPU server to a leaf, leaf to spine, spine to core.
    for (const char *tier : {"node_leaf", "leaf_spine", "spine_core", "other"})
        info.cablesByTier[QLatin1String(tier)] = 0;
    for (const Cable &c : doc.cables()) {
        const Device &a = doc.devices().at(doc.ports().at(c.a).device);
        const Device &b = doc.devices().at(doc.ports().at(c.b).device);
        auto rank = [&](const Device &d) {
            if (doc.catalog().at(d.part).category == PartCategory::GpuServer)
                return 0;
            return d.tier == FabricTier::Leaf ? 1 : d.tier == FabricTier::Spine ? 2 : d.tier == FabricTier::Core ? 3 : -1;
        };
        const int lo = std::min(rank(a), rank(b)), hi = std::max(rank(a), rank(b));
        const bool compute = doc.ports().at(c.a).role == PortRole::Compute && doc.ports().at(c.b).role == PortRole::Compute;
        const char *tier = !compute || lo < 0 || hi != lo + 1 ? "other" : lo == 0 ? "node_leaf" : lo == 1 ? "leaf_spine" : "spine_core";
        ++info.cablesByTier[QLatin1String(tier)];
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
    return QJsonObject{
        {QStringLiteral("halls"), info.halls},
        {QStringLiteral("rows"), info.rows},
        {QStringLiteral("racks"), info.racks},
        {QStringLiteral("devices"), info.devices},
        {QStringLiteral("devices_by_category"), byCategory},
        {QStringLiteral("gpus"), info.gpus},
        {QStringLiteral("ports"), info.ports},
        {QStringLiteral("cables"), info.cables},
        {QStringLiteral("cables_by_medium"), byMedium},
        {QStringLiteral("power_feeds"), info.feeds},
        {QStringLiteral("pdus"), info.pdus},
        {QStringLiteral("cooling_loops"), info.coolingLoops},
        {QStringLiteral("networks"), info.networks},
        {QStringLiteral("catalog_parts"), info.catalogParts},
        {QStringLiteral("switches_by_network"), byNetwork},
        {QStringLiteral("cables_by_tier"), byTier},
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
    out << QCoreApplication::translate("DesignInfo", "  cooling loops  ") << info.coolingLoops << '\n';
    out << QCoreApplication::translate("DesignInfo", "  networks       ") << info.networks << '\n';
    return text;
}

} // namespace railyard
