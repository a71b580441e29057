#include "railrules.h"

#include "topology/nvlinkdomain.h"

#include <QCoreApplication>
#include <map>
#include <set>

namespace railyard {
namespace {

// A compute cable from the node's NIC of rank `nic` that lands on a leaf whose rails start at
// `rail` (the wrong one). With one rail per leaf (8-GPU nodes) both are plain rails; a leaf of
// a rack-scale fabric serves `g` consecutive ranks, and a NIC belongs to the leaf of its group.
struct Miswire {
    const Device *node;
    int nic;  // rank in the node's NVLink domain (the NIC's index for an 8-GPU node)
    int want; // the first rail of the leaf it belongs on
    int rail; // the first rail of the leaf it landed on
    CableId cable;
    PortId nodePort;
    PortId leafPort;
    const Device *leaf;
    int plane = 0;       // the port's plane of a multi-plane fabric (0: one plane)
    int landedPlane = 0; // the plane of the leaf it landed on
    bool used = false;
    // Exchanging this cable's leaf end with `o`'s puts both right: each landed where the other
    // belongs, rail and plane.
    bool exchangesWith(const Miswire &o) const { return o.want == rail && o.plane == landedPlane; }
};

// Crossed cables may pair NICs of two nodes of one SU, so this rule looks across nodes: a
// design-wide rule.
class RailRule : public DesignRule {
public:
    QString name() const override { return QStringLiteral("RAIL_SWAP"); }
    void check(const Document &doc, RuleRun &run, std::vector<Problem> &out) const override
    {
        std::vector<Miswire> wrong;
        const DomainRanks ranks(doc);
        const std::map<uint32_t, int> groups = railsPerLeaf(doc);
        std::vector<DeviceId> nodes;
        for (const Device &d : doc.devices())
            if (doc.catalog().at(d.part).category == PartCategory::GpuServer)
                nodes.push_back(d.id);
        std::sort(nodes.begin(), nodes.end());
        int64_t done = 0;
        for (DeviceId id : nodes) {
            if (++done % 1024 == 0) {
                if (run.cancelled())
                    return;
                run.progress(done, int64_t(nodes.size()));
            }
            const Device &node = doc.devices().at(id);
            std::vector<PortId> ports(doc.portsOf(id).begin(), doc.portsOf(id).end());
            std::sort(ports.begin(), ports.end());
            for (PortId pid : ports) {
                const Port &p = doc.ports().at(pid);
                if (p.role != PortRole::Compute)
                    continue;
                for (CableId c : doc.cablesAt(pid)) {
                    const PortId farId = doc.otherEnd(doc.cables().at(c), pid);
                    const Device &leaf = doc.devices().at(doc.ports().at(farId).device);
                    if (leaf.tier != FabricTier::Leaf || leaf.rail < 0)
                        continue;
                    if (node.su >= 0 && leaf.su >= 0 && leaf.su != node.su) {
                        out.push_back(
                            {QStringLiteral("NODE_IN_OTHER_SU"),
                             Severity::Error,
                             {{EntityKind::Cable, c.value}, {EntityKind::Device, node.id.value}},
                             cableName(doc, c),
                             double(leaf.su + 1),
                             double(node.su + 1),
                             QStringLiteral("SU"),
                             QCoreApplication::translate("Rules", "%1: node %2 of SU %3 lands on %4 of SU %5.")
                                 .arg(cableName(doc, c), node.name)
                                 .arg(node.su + 1)
                                 .arg(leaf.name)
                                 .arg(leaf.su + 1),
                             QCoreApplication::translate("Rules", "Move the leaf end to the rail-%1 leaf of SU %2.")
                                 .arg(ranks.rankOf(node, p) + 1)
                                 .arg(node.su + 1)});
                        continue;
                    }
                    const auto g = groups.find(leaf.network.value);
                    const int perLeaf = g == groups.end() ? 1 : g->second;
                    const int rank = ranks.rankOf(node, p);
                    const int want = rank - rank % perLeaf;
                    if (leaf.rail != want)
                        wrong.push_back({&node, rank, want, leaf.rail, c, pid, farId, &leaf, ranks.planes().planeOfIndex(p.index),
                                         FabricPlanes::planeOf(doc, leaf.network)});
                }
            }
        }
        reportCycles(doc, wrong, out);
    }

private:
    // Rails each leaf of a compute network serves: the smallest step between the first rails of
    // one SU's leaves (1 for a leaf per rail; 4 or 9 for an NVL72 fabric, GENERATOR.md).
    static std::map<uint32_t, int> railsPerLeaf(const Document &doc)
    {
        std::map<std::pair<uint32_t, int>, std::set<int>> firstRails; // (network, SU) -> leaf rails
        for (const Device &d : doc.devices())
            if (d.tier == FabricTier::Leaf && d.rail >= 0)
                firstRails[{d.network.value, d.su}].insert(d.rail);
        std::map<uint32_t, int> out;
        for (const auto &[key, rails] : firstRails) {
            int step = 0;
            for (auto it = rails.begin(); std::next(it) != rails.end(); ++it) {
                const int gap = *std::next(it) - *it;
                step = step == 0 ? gap : std::min(step, gap);
            }
            if (step > 0) {
                int &g = out[key.first];
                g = g == 0 ? step : std::min(g, step);
            }
        }
        return out;
    }

    static void reportCycles(const Document &doc, std::vector<Miswire> &wrong, std::vector<Problem> &out)
    {
        // 1. Within one node: its miswired NICs permute among themselves.
        for (size_t i = 0; i < wrong.size(); ++i) {
            if (wrong[i].used)
                continue;
            std::vector<size_t> cycle{i};
            size_t at = i;
            bool closed = false;
            while (cycle.size() <= 64) {
                // The miswire of the same node whose NIC is the rail this one landed on.
                size_t next = wrong.size();
                for (size_t j = 0; j < wrong.size(); ++j)
                    if (!wrong[j].used && wrong[j].node == wrong[at].node && wrong[at].exchangesWith(wrong[j]))
                        next = j;
                if (next == wrong.size())
                    break;
                if (next == i) {
                    closed = true;
                    break;
                }
                if (std::find(cycle.begin(), cycle.end(), next) != cycle.end())
                    break;
                cycle.push_back(next);
                at = next;
            }
            if (!closed)
                continue;
            for (size_t k : cycle)
                wrong[k].used = true;
            out.push_back(cycleProblem(doc, wrong, cycle, true));
        }
        // 2. Across nodes: two cables whose leaf ends are crossed (NIC i on rail j, NIC j on rail i).
        for (size_t i = 0; i < wrong.size(); ++i) {
            if (wrong[i].used)
                continue;
            for (size_t j = i + 1; j < wrong.size(); ++j) {
                if (wrong[j].used || !wrong[i].exchangesWith(wrong[j]) || !wrong[j].exchangesWith(wrong[i]) ||
                    wrong[j].node->su != wrong[i].node->su)
                    continue;
                wrong[i].used = wrong[j].used = true;
                out.push_back(cycleProblem(doc, wrong, {i, j}, false));
                break;
            }
        }
        // 3. What is left is on a wrong rail with no partner.
        for (Miswire &m : wrong) {
            if (m.used)
                continue;
            out.push_back({QStringLiteral("RAIL_WRONG_LEAF"),
                           Severity::Error,
                           {{EntityKind::Cable, m.cable.value}, {EntityKind::Device, m.node->id.value}},
                           cableName(doc, m.cable),
                           double(m.rail + 1),
                           double(m.want + 1),
                           QStringLiteral("rail"),
                           QCoreApplication::translate(
                               "Rules", "%1: NIC %2 of %3 lands on %4 (rail %5) instead of the rail-%6 leaf.")
                               .arg(cableName(doc, m.cable))
                               .arg(m.nic + 1)
                               .arg(m.node->name, m.leaf->name)
                               .arg(m.rail + 1)
                               .arg(m.want + 1),
                           QCoreApplication::translate(
                               "Rules", "Move the leaf end from %1 to a free port of the rail-%2 leaf of the same SU.")
                               .arg(portName(doc, m.leafPort))
                               .arg(m.want + 1)});
        }
    }

    static Problem cycleProblem(const Document &doc, const std::vector<Miswire> &wrong,
                                const std::vector<size_t> &cycle, bool sameNode)
    {
        Problem p;
        p.code = cycle.size() == 2 ? QStringLiteral("RAIL_SWAP") : QStringLiteral("RAIL_ROTATION");
        p.severity = Severity::Error;
        p.unit = QStringLiteral("cables");
        p.measured = double(cycle.size());
        QStringList names, moves;
        for (size_t k : cycle) {
            const Miswire &m = wrong[k];
            p.objects.push_back({EntityKind::Cable, m.cable.value});
            names << cableName(doc, m.cable);
        }
        p.objectNames = names.join(QStringLiteral("; "));
        const Miswire &first = wrong[cycle.front()];
        if (cycle.size() == 2) {
            const Miswire &second = wrong[cycle.back()];
            p.message =
                QCoreApplication::translate(
                    "Rules",
                    "Crossed cables (transposition): %1 and %2 — NIC %3 lands on rail %4 and NIC %4 on rail %3. "
                    "Both links come up, but collectives between rails %3 and %4 go through the spines.")
                    .arg(names[0], names[1])
                    .arg(first.want + 1)
                    .arg(first.rail + 1);
            p.fix = sameNode
                        ? QCoreApplication::translate("Rules", "At node %1, exchange the cables in ports %2 and %3.")
                              .arg(first.node->name, doc.ports().at(first.nodePort).name,
                                   doc.ports().at(second.nodePort).name)
                        : QCoreApplication::translate("Rules", "Exchange the leaf ends of the two cables: %1 and %2.")
                              .arg(portName(doc, first.leafPort), portName(doc, second.leafPort));
        } else {
            for (size_t k : cycle) {
                const Miswire &m = wrong[k];
                // The port whose NIC serves the rail this cable's leaf carries: the cycle's member
                // that wants that rail.
                QString to;
                for (size_t j : cycle)
                    if (wrong[j].want == m.rail)
                        to = doc.ports().at(wrong[j].nodePort).name;
                moves << QCoreApplication::translate("Rules", "the cable now in %1 to port %2 (NIC %3)")
                             .arg(doc.ports().at(m.nodePort).name, to)
                             .arg(m.rail + 1);
            }
            p.message = QCoreApplication::translate(
                            "Rules", "Rotated cables at node %1: %2 NICs each land on another NIC's rail (%3).")
                            .arg(first.node->name)
                            .arg(cycle.size())
                            .arg(names.join(QStringLiteral("; ")));
            p.fix = QCoreApplication::translate("Rules", "At node %1, move %2.")
                        .arg(first.node->name, moves.join(QStringLiteral(", ")));
        }
        return p;
    }
};

class UnevenUplinks : public LocalRule {
public:
    QString name() const override { return QStringLiteral("UNEVEN_UPLINKS"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Device &leaf = doc.devices().at(DeviceId(id));
        {
            if (leaf.tier != FabricTier::Leaf || leaf.rail < 0)
                return;
            std::map<uint32_t, int> links; // spine -> links
            for (PortId pid : doc.portsOf(leaf.id))
                for (CableId c : doc.cablesAt(pid)) {
                    const Device &far = doc.devices().at(doc.ports().at(doc.otherEnd(doc.cables().at(c), pid)).device);
                    if (far.tier == FabricTier::Spine && far.network == leaf.network)
                        ++links[far.id.value];
                }
            if (links.empty())
                return;
            int lo = INT32_MAX, hi = 0;
            for (const auto &[spine, n] : links) {
                lo = std::min(lo, n);
                hi = std::max(hi, n);
            }
            // One apart is as even as a count that does not divide by the spines can be (a
            // partial SU's leaf: 41 uplinks over 24 spines); two apart can be made even-er.
            if (hi - lo <= 1)
                return;
            out.push_back(
                {QStringLiteral("UNEVEN_UPLINKS"),
                 Severity::Warning,
                 {{EntityKind::Device, leaf.id.value}},
                 leaf.name,
                 double(lo),
                 double(hi),
                 QStringLiteral("links"),
                 QCoreApplication::translate(
                     "Rules", "Leaf %1 has between %2 and %3 links to its %4 spines: traffic hashes unevenly.")
                     .arg(leaf.name)
                     .arg(lo)
                     .arg(hi)
                     .arg(links.size()),
                 QCoreApplication::translate("Rules", "Give the leaf the same number of links to every spine.")});
        }
    }
};

// A leaf's down links (to nodes) over its up links (to spines) against its network's target.
class OversubscriptionAboveTarget : public LocalRule {
public:
    QString name() const override { return QStringLiteral("OVERSUBSCRIPTION_ABOVE_TARGET"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Device &leaf = doc.devices().at(DeviceId(id));
        {
            if (leaf.tier != FabricTier::Leaf)
                return;
            const Network *net = doc.networks().find(leaf.network);
            if (!net || net->oversubscription <= 0)
                return;
            int down = 0, up = 0;
            for (PortId pid : doc.portsOf(leaf.id)) {
                if (doc.ports().at(pid).role == PortRole::Oob)
                    continue; // its own management port
                for (CableId c : doc.cablesAt(pid)) {
                    const Device &far = doc.devices().at(doc.ports().at(doc.otherEnd(doc.cables().at(c), pid)).device);
                    // An uplink to another plane's spine is still an uplink (PLANE_CROSSING reports it).
                    const bool samePlanes = far.network == leaf.network
                                            || (FabricPlanes::planeOf(doc, far.network) > 0 && FabricPlanes::planeOf(doc, leaf.network) > 0);
                    if (samePlanes && (far.tier == FabricTier::Spine || far.tier == FabricTier::Core))
                        ++up;
                    else if (far.network != leaf.network || far.tier == FabricTier::None)
                        ++down;
                }
            }
            if (down == 0 || (up > 0 && double(down) / up <= net->oversubscription + 1e-9))
                return;
            if (up == 0 && doc.devicesOn(leaf.network).size() <= 1)
                return; // a single-switch network has no uplinks by design
            const double ratio = up > 0 ? double(down) / up : double(down);
            out.push_back(
                {QStringLiteral("OVERSUBSCRIPTION_ABOVE_TARGET"),
                 Severity::Warning,
                 {{EntityKind::Device, leaf.id.value}},
                 leaf.name,
                 ratio,
                 net->oversubscription,
                 QStringLiteral(":1"),
                 up > 0
                     ? QCoreApplication::translate(
                           "Rules", "Leaf %1 has %2 links down and %3 up (%4:1); the %5 network is designed for %6:1.")
                           .arg(leaf.name)
                           .arg(down)
                           .arg(up)
                           .arg(ratio, 0, 'g', 3)
                           .arg(net->name)
                           .arg(net->oversubscription)
                     : QCoreApplication::translate("Rules", "Leaf %1 has %2 links down and none up.")
                           .arg(leaf.name)
                           .arg(down),
                 QCoreApplication::translate("Rules",
                                             "Add uplinks to the leaf's spines, or move endpoints to another leaf.")});
        }
    }
};

} // namespace

void addRailRules(RuleBook &book)
{
    book.design.push_back(std::make_unique<RailRule>());
    book.local.push_back(std::make_unique<UnevenUplinks>());
    book.local.push_back(std::make_unique<OversubscriptionAboveTarget>());
}

} // namespace railyard
