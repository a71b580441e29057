#include "cablerules.h"

#include <QCoreApplication>

namespace railyard {
namespace {

class CableOverReach : public LocalRule {
public:
    QString name() const override { return QStringLiteral("CABLE_OVER_REACH"); }
    RuleScope scope() const override { return RuleScope::Cable; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Cable &c = ctx.doc.cables().at(CableId(id));
        {
            const CableFigures *f = ctx.engine.cable(c.id);
            if (!f || !f->overReach)
                return;
            const Part *part = ctx.doc.catalog().find(f->cablePart);
            if (!part) {
                out.push_back(
                    {QStringLiteral("CABLE_NO_MEDIUM"),
                     Severity::Error,
                     {{EntityKind::Cable, c.id.value}},
                     cableName(ctx.doc, c.id),
                     fromMilli(f->routedMm),
                     0,
                     QStringLiteral("m"),
                     QCoreApplication::translate(
                         "Rules", "No catalog cable or transceiver connects the ends of %1 at %2G (%3 m).")
                         .arg(cableName(ctx.doc, c.id))
                         .arg(f->speedGbps)
                         .arg(fromMilli(f->routedMm), 0, 'f', 2),
                     QCoreApplication::translate(
                         "Rules", "Add a cable or transceiver for these cages and this speed to the catalog, or "
                                  "connect ports that one fits.")});
                return;
            }
            const double reach = std::min(part->reachM > 0 ? part->reachM : part->lengthM, part->lengthM);
            out.push_back(
                {QStringLiteral("CABLE_OVER_REACH"),
                 Severity::Error,
                 {{EntityKind::Cable, c.id.value}},
                 cableName(ctx.doc, c.id),
                 fromMilli(f->routedMm),
                 reach,
                 QStringLiteral("m"),
                 QCoreApplication::translate("Rules", "%1 runs %2 m; %3 at %4G reaches %5 m.")
                     .arg(cableName(ctx.doc, c.id), QString::number(fromMilli(f->routedMm), 'f', 2), toToken(f->medium))
                     .arg(f->speedGbps)
                     .arg(reach),
                 f->pinned ? QCoreApplication::translate(
                                 "Rules", "Unpin the medium so a longer-reach one is chosen, or move the racks closer.")
                           : QCoreApplication::translate(
                                 "Rules", "Move the racks closer, or add a medium that reaches to the catalog.")});
        }
    }
};

class PortUsedTwice : public LocalRule {
public:
    QString name() const override { return QStringLiteral("PORT_USED_TWICE"); }
    RuleScope scope() const override { return RuleScope::Port; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Port &p = ctx.doc.ports().at(PortId(id));
        {
            const auto cables = ctx.doc.cablesAt(p.id);
            if (cables.size() < 2)
                return;
            std::vector<ObjectRef> refs{{EntityKind::Port, p.id.value}};
            QStringList names;
            for (CableId c : cables) {
                refs.push_back({EntityKind::Cable, c.value});
                names << cableName(ctx.doc, c);
            }
            out.push_back({QStringLiteral("PORT_USED_TWICE"), Severity::Error, refs, portName(ctx.doc, p.id),
                           double(cables.size()), 1, QStringLiteral("cables"),
                           QCoreApplication::translate("Rules", "Port %1 has %2 cables: %3.")
                               .arg(portName(ctx.doc, p.id))
                               .arg(cables.size())
                               .arg(names.join(QStringLiteral("; "))),
                           QCoreApplication::translate("Rules", "Keep one cable and move the others to free ports.")});
        }
    }
};

class PortSpeedMismatch : public LocalRule {
public:
    QString name() const override { return QStringLiteral("PORT_SPEED_MISMATCH"); }
    RuleScope scope() const override { return RuleScope::Cable; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Cable &c = ctx.doc.cables().at(CableId(id));
        {
            const Port &a = ctx.doc.ports().at(c.a), &b = ctx.doc.ports().at(c.b);
            if (a.speedGbps == b.speedGbps)
                return;
            out.push_back(
                {QStringLiteral("PORT_SPEED_MISMATCH"),
                 Severity::Warning,
                 {{EntityKind::Cable, c.id.value}},
                 cableName(ctx.doc, c.id),
                 std::min(a.speedGbps, b.speedGbps),
                 std::max(a.speedGbps, b.speedGbps),
                 QStringLiteral("Gb/s"),
                 QCoreApplication::translate("Rules", "%1 joins a %2G port to a %3G port: the link runs at %4G.")
                     .arg(cableName(ctx.doc, c.id))
                     .arg(a.speedGbps)
                     .arg(b.speedGbps)
                     .arg(std::min(a.speedGbps, b.speedGbps)),
                 QCoreApplication::translate("Rules", "Connect ports of the same speed, or accept the slower link.")});
        }
    }
};

// A switch belongs to one network; a cable from one of its data ports to a port of another
// network's role, or to a data port of another network's switch, means two networks share it.
// Management ports are exempt: every switch's own management port sits on the OOB network.
class NetworksShareSwitch : public LocalRule {
public:
    QString name() const override { return QStringLiteral("NETWORKS_SHARE_SWITCH"); }
    RuleScope scope() const override { return RuleScope::Cable; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        auto networkOf = [&](const Device &d) -> const Network * {
            return doc.catalog().at(d.part).category == PartCategory::Switch ? doc.networks().find(d.network) : nullptr;
        };
        const Cable &c = doc.cables().at(CableId(id));
        {
            const Port &pa = doc.ports().at(c.a), &pb = doc.ports().at(c.b);
            const Device &da = doc.devices().at(pa.device), &db = doc.devices().at(pb.device);
            const Network *na = networkOf(da), *nb = networkOf(db);
            auto isManagement = [](const Port &p, const Network *n) {
                return n && p.role == PortRole::Oob && n->role != NetworkRole::Oob;
            };
            if (isManagement(pa, na) || isManagement(pb, nb))
                return;
            const Device *sw = nullptr;
            const Network *net = nullptr;
            QString other;
            if (na && nb) {
                // Two planes of one compute fabric joined: PLANE_CROSSING reports it (planerules.h).
                if (na->id == nb->id || (na->role == NetworkRole::Compute && nb->role == NetworkRole::Compute && na->plane > 0 && nb->plane > 0))
                    return;
                sw = &da, net = na, other = nb->name;
            } else if (na || nb) {
                sw = na ? &da : &db;
                net = na ? na : nb;
                const Port &far = na ? pb : pa;
                if (int(far.role) == int(net->role))
                    return;
                other = toToken(far.role);
            } else {
                return;
            }
            out.push_back({QStringLiteral("NETWORKS_SHARE_SWITCH"),
                           Severity::Error,
                           {{EntityKind::Device, sw->id.value}, {EntityKind::Cable, c.id.value}},
                           sw->name,
                           0,
                           0,
                           QString(),
                           QCoreApplication::translate(
                               "Rules", "Switch %1 of the %2 network carries %3 (%4): two networks share the switch.")
                               .arg(sw->name, net->name, cableName(doc, c.id), other),
                           QCoreApplication::translate("Rules", "Move the cable to a switch of its own network.")});
        }
    }
};

} // namespace

void addCableRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<CableOverReach>());
    book.local.push_back(std::make_unique<PortUsedTwice>());
    book.local.push_back(std::make_unique<PortSpeedMismatch>());
    book.local.push_back(std::make_unique<NetworksShareSwitch>());
}

} // namespace railyard
