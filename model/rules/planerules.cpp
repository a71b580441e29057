#include "planerules.h"

#include "topology/nvlinkdomain.h"

#include <QCoreApplication>
#include <map>
#include <tuple>

namespace railyard {
namespace {

// A node's compute cable that lands on a switch of another plane than its port's.
struct Crossing {
    const Device *node;
    int rail;   // the rail the port serves within its plane: its rank in an NVLink domain
    int want;   // the port's plane
    int landed; // the plane of the switch it reached
    CableId cable;
    PortId nodePort;
    PortId switchPort;
    const Device *sw;
    bool used = false;
};

class PlaneRule : public DesignRule {
public:
    QString name() const override { return QStringLiteral("PLANE_CROSSING"); }
    void check(const Document &doc, RuleRun &run, std::vector<Problem> &out) const override
    {
        const DomainRanks ranks(doc);
        const FabricPlanes &planes = ranks.planes();
        if (!planes.multiPlane())
            return;
        std::map<uint32_t, int> planeOfNetwork;
        for (const Network &n : doc.networks())
            if (n.role == NetworkRole::Compute && n.plane > 0)
                planeOfNetwork[n.id.value] = n.plane;
        auto planeOf = [&](const Device &d) {
            const auto it = planeOfNetwork.find(d.network.value);
            return it == planeOfNetwork.end() ? 0 : it->second;
        };
        // Where each plane's leaves are, to name the one a moved cable belongs on.
        std::map<std::tuple<int, int, int>, const Device *> leafOf; // (plane, SU, first rail)
        for (const Device &d : doc.devices())
            if (d.tier == FabricTier::Leaf && planeOf(d) > 0)
                leafOf.emplace(std::tuple{planeOf(d), d.su, d.rail}, &d);

        std::vector<Crossing> crossings;
        std::vector<CableId> switchCrossings;
        int64_t done = 0;
        const int64_t total = int64_t(doc.cables().size());
        for (const Cable &c : doc.cables()) {
            if (++done % 8192 == 0) {
                if (run.cancelled())
                    return;
                run.progress(done, total);
            }
            const Port &pa = doc.ports().at(c.a), &pb = doc.ports().at(c.b);
            const Device &da = doc.devices().at(pa.device), &db = doc.devices().at(pb.device);
            const int qa = planeOf(da), qb = planeOf(db);
            const bool nodeA = doc.catalog().at(da.part).category == PartCategory::GpuServer;
            const bool nodeB = doc.catalog().at(db.part).category == PartCategory::GpuServer;
            if (nodeA != nodeB) {
                const Port &np = nodeA ? pa : pb;
                const Device &node = nodeA ? da : db, &sw = nodeA ? db : da;
                const int landed = nodeA ? qb : qa;
                if (np.role != PortRole::Compute || landed == 0)
                    continue;
                const int want = planes.planeOfIndex(np.index);
                if (want != landed)
                    crossings.push_back({&node, ranks.rankOf(node, np), want, landed, c.id, np.id, nodeA ? pb.id : pa.id, &sw});
            } else if (!nodeA && qa > 0 && qb > 0 && qa != qb) {
                switchCrossings.push_back(c.id);
            }
        }
        // Two uplinks exchanged between the planes' upper tiers are one problem, as two node
        // cables are; any other is one problem each.
        // (lower tier, its SU and rail, its plane, far plane): the same leaf of the two planes
        std::map<std::tuple<int, int, int, int, int>, std::vector<CableId>> waitingUplinks;
        for (CableId id : switchCrossings) {
            const SwitchEnds e = switchEnds(doc, id, planeOf);
            const int tier = int(e.low->tier), su = e.low->su, rail = e.low->rail;
            auto partner = waitingUplinks.find({tier, su, rail, e.highPlane, e.lowPlane});
            if (partner != waitingUplinks.end() && !partner->second.empty()) {
                out.push_back(uplinkPair(doc, switchEnds(doc, partner->second.back(), planeOf), e));
                partner->second.pop_back();
            } else {
                waitingUplinks[{tier, su, rail, e.lowPlane, e.highPlane}].push_back(id);
            }
        }
        for (const auto &[key, left] : waitingUplinks)
            for (CableId id : left)
                out.push_back(switchCrossing(doc, switchEnds(doc, id, planeOf)));
        // The leaf each crossing belongs on: of its port's plane and the node's SU, the one whose
        // ranks start at or below the port's rank.
        std::vector<const Device *> right(crossings.size(), nullptr);
        for (size_t i = 0; i < crossings.size(); ++i) {
            const Crossing &x = crossings[i];
            auto it = leafOf.upper_bound({x.want, x.node->su, x.rail});
            if (it != leafOf.begin() && std::get<0>(std::prev(it)->first) == x.want && std::get<1>(std::prev(it)->first) == x.node->su)
                right[i] = std::prev(it)->second;
        }
        // Two cables crossed between the planes, each landed on the leaf the other belongs on, are
        // one problem: at one node (exchange its ports), else at the switches. Each waits under
        // (node, the leaf it belongs on, the switch it landed on) for its partner.
        for (bool sameNode : {true, false}) {
            std::map<std::tuple<int64_t, uint32_t, uint32_t>, std::vector<size_t>> waiting;
            for (size_t i = 0; i < crossings.size(); ++i) {
                Crossing &x = crossings[i];
                if (x.used || !right[i])
                    continue;
                const int64_t where = sameNode ? int64_t(x.node->id.value) : -1;
                auto partner = waiting.find({where, x.sw->id.value, right[i]->id.value});
                if (partner != waiting.end() && !partner->second.empty()) {
                    Crossing &y = crossings[partner->second.back()];
                    partner->second.pop_back();
                    x.used = y.used = true;
                    out.push_back(pairProblem(doc, y, x, sameNode));
                } else {
                    waiting[{where, right[i]->id.value, x.sw->id.value}].push_back(i);
                }
            }
        }
        for (size_t i = 0; i < crossings.size(); ++i)
            if (!crossings[i].used)
                out.push_back(singleProblem(doc, crossings[i], right[i]));
    }

private:
    // Two cables crossed between the planes: one problem naming both.
    static Problem twoCables(const Document &doc, CableId x, CableId y)
    {
        Problem p;
        p.code = QStringLiteral("PLANE_CROSSING");
        p.severity = Severity::Error;
        p.objects = {{EntityKind::Cable, x.value}, {EntityKind::Cable, y.value}};
        p.objectNames = cableName(doc, x) + QStringLiteral("; ") + cableName(doc, y);
        p.measured = 2;
        p.unit = QStringLiteral("cables");
        return p;
    }

    static Problem pairProblem(const Document &doc, const Crossing &x, const Crossing &y, bool sameNode)
    {
        Problem p = twoCables(doc, x.cable, y.cable);
        p.message = sameNode
                        ? QCoreApplication::translate("Rules", "Crossed planes: %1 and %2 — node %3's port %4 of plane %5 and port %6 of plane %7 are on "
                                                               "each other's switches. Both links come up, but each port sits in the other plane's "
                                                               "addressing and routes.")
                              .arg(cableName(doc, x.cable), cableName(doc, y.cable), x.node->name, doc.ports().at(x.nodePort).name)
                              .arg(x.want)
                              .arg(doc.ports().at(y.nodePort).name)
                              .arg(y.want)
                        : QCoreApplication::translate("Rules", "Crossed planes: %1 and %2 — rail-%3 cables of plane %4 and plane %5 exchanged between "
                                                               "nodes %6 and %7. Each of them now has both its rail-%3 links on one plane: losing "
                                                               "that one switch takes both.")
                              .arg(cableName(doc, x.cable), cableName(doc, y.cable))
                              .arg(x.rail + 1)
                              .arg(x.want)
                              .arg(x.landed)
                              .arg(x.node->name, y.node->name);
        p.fix = sameNode ? QCoreApplication::translate("Rules", "At node %1, exchange the cables in ports %2 and %3.")
                               .arg(x.node->name, doc.ports().at(x.nodePort).name, doc.ports().at(y.nodePort).name)
                         : QCoreApplication::translate("Rules", "Exchange the switch ends of the two cables: %1 and %2.")
                               .arg(portName(doc, x.switchPort), portName(doc, y.switchPort));
        return p;
    }

    static Problem singleProblem(const Document &doc, const Crossing &x, const Device *right)
    {
        Problem p;
        p.code = QStringLiteral("PLANE_CROSSING");
        p.severity = Severity::Error;
        p.objects = {{EntityKind::Cable, x.cable.value}, {EntityKind::Device, x.node->id.value}};
        p.objectNames = cableName(doc, x.cable);
        p.measured = x.landed;
        p.limit = x.want;
        p.unit = QStringLiteral("plane");
        p.message = QCoreApplication::translate("Rules", "%1: port %2 of %3 belongs on plane %4 but lands on %5, a switch of plane %6: the node's "
                                                         "rail-%7 links no longer stand on independent planes.")
                        .arg(cableName(doc, x.cable), doc.ports().at(x.nodePort).name, x.node->name)
                        .arg(x.want)
                        .arg(x.sw->name)
                        .arg(x.landed)
                        .arg(x.rail + 1);
        p.fix = right ? QCoreApplication::translate("Rules", "Move the switch end from %1 to a free port of %2 (plane %3).")
                            .arg(portName(doc, x.switchPort), right->name)
                            .arg(x.want)
                      : QCoreApplication::translate("Rules", "Move the switch end from %1 to a switch of plane %2.")
                            .arg(portName(doc, x.switchPort))
                            .arg(x.want);
        return p;
    }

    // A cable joining switches of two planes, seen from its lower tier, whose plane is the
    // cable's own (a leaf's uplink belongs to the leaf's plane).
    struct SwitchEnds {
        CableId cable;
        const Device *low, *high;
        PortId highPort;
        int lowPlane, highPlane;
    };
    template <class PlaneOf>
    static SwitchEnds switchEnds(const Document &doc, CableId id, const PlaneOf &planeOf)
    {
        const Cable &c = doc.cables().at(id);
        const Device &a = doc.devices().at(doc.ports().at(c.a).device), &b = doc.devices().at(doc.ports().at(c.b).device);
        const bool aLower = int(a.tier) <= int(b.tier);
        const Device &low = aLower ? a : b, &high = aLower ? b : a;
        return {id, &low, &high, aLower ? c.b : c.a, planeOf(low), planeOf(high)};
    }

    static Problem switchCrossing(const Document &doc, const SwitchEnds &e)
    {
        Problem p;
        p.code = QStringLiteral("PLANE_CROSSING");
        p.severity = Severity::Error;
        p.objects = {{EntityKind::Cable, e.cable.value}, {EntityKind::Device, e.low->id.value}, {EntityKind::Device, e.high->id.value}};
        p.objectNames = cableName(doc, e.cable);
        p.measured = e.highPlane;
        p.limit = e.lowPlane;
        p.unit = QStringLiteral("plane");
        p.message = QCoreApplication::translate("Rules", "%1 joins %2 of plane %3 to %4 of plane %5: the planes of a compute fabric never share a switch.")
                        .arg(cableName(doc, e.cable), e.low->name)
                        .arg(e.lowPlane)
                        .arg(e.high->name)
                        .arg(e.highPlane);
        p.fix = QCoreApplication::translate("Rules", "Move the end at %1 to a switch of plane %2.").arg(portName(doc, e.highPort)).arg(e.lowPlane);
        return p;
    }

    static Problem uplinkPair(const Document &doc, const SwitchEnds &x, const SwitchEnds &y)
    {
        Problem p = twoCables(doc, x.cable, y.cable);
        p.message = QCoreApplication::translate("Rules", "Crossed planes: %1 and %2 — %3 of plane %4 and %5 of plane %6 reach each other's plane: "
                                                         "the planes of a compute fabric never share a switch.")
                        .arg(cableName(doc, x.cable), cableName(doc, y.cable), x.low->name)
                        .arg(x.lowPlane)
                        .arg(y.low->name)
                        .arg(y.lowPlane);
        p.fix = QCoreApplication::translate("Rules", "Exchange the upper ends of the two cables: %1 and %2.")
                    .arg(portName(doc, x.highPort), portName(doc, y.highPort));
        return p;
    }
};

} // namespace

void addPlaneRules(RuleBook &book)
{
    book.design.push_back(std::make_unique<PlaneRule>());
}

} // namespace railyard
