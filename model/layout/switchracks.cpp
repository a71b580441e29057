#include "switchracks.h"

#include "core/trcontexts.h"
#include "generate/opticsestimate.h"
#include "generate/pdusizing.h"
#include "rackplacement.h"
#include "rowline.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace railyard {
namespace {

using Tr = trctx::FabricBuild;

// What one rack side may carry: the rack's power and cooling ratings and one side's PDUs.
double rackBudgetW(const Catalog &cat, const Part &rack)
{
    return std::min({rack.capacityW > 0 ? rack.capacityW : INFINITY, rack.coolingCapacityW > 0 ? rack.coolingCapacityW : INFINITY,
                     largestRackSideW(cat)});
}

// The design's out-of-band network and the management switch part its racks use (the part of
// a switch already on it, else the catalog's SN2201).
std::pair<NetworkId, const Part *> managementOf(const Document &doc)
{
    for (const Network &n : doc.networks())
        if (n.role == NetworkRole::Oob) {
            for (DeviceId d : doc.devicesOn(n.id)) {
                const Part &p = doc.catalog().at(doc.devices().at(d).part);
                if (p.category == PartCategory::Switch)
                    return {n.id, &p};
            }
            const Part *p = doc.catalog().find(QStringLiteral("SN2201"));
            return {n.id, p && p->category == PartCategory::Switch ? p : nullptr};
        }
    return {{}, nullptr};
}

// The free copper management ports of the OOB switches in a rack, lowest first.
std::vector<PortId> freeManagementPorts(const Document &doc, RackId rack, NetworkId oob)
{
    std::vector<PortId> out;
    for (DeviceId d : doc.devicesOf(rack)) {
        const Device &dev = doc.devices().at(d);
        if (!oob || dev.network != oob || doc.catalog().at(dev.part).category != PartCategory::Switch)
            continue;
        for (PortId p : doc.portsOf(d)) {
            const Port &port = doc.ports().at(p);
            if (port.role == PortRole::Oob && port.cage == Cage::Rj45 && port.index < 48 && doc.cablesAt(p).empty())
                out.push_back(p);
        }
    }
    return out;
}

} // namespace

Result<SwitchRacks> placeSwitchRacks(Document &doc, FragmentBuilder &b, const std::vector<RackId> &chosen, RowId nodeRow,
                                     const Part &sw, int count)
{
    using R = Result<SwitchRacks>;
    const Catalog &cat = doc.catalog();
    const OpticsEstimate optics(cat);
    const double switchW = optics.withOptics(sw) * kPduMargin;
    const auto [oobNetwork, oobPart] = managementOf(doc);
    SwitchRacks out;

    // 1. The chosen racks: their free U from U 2 up, within what they carry besides.
    for (RackId id : chosen) {
        if (int(out.spots.size()) == count)
            break;
        const Rack &rack = doc.racks().at(id);
        const Part &type = cat.at(rack.part);
        std::set<int> taken;
        double usedW = 0;
        for (DeviceId d : doc.devicesOf(id)) {
            const Device &dev = doc.devices().at(d);
            const Part &p = cat.at(dev.part);
            usedW += optics.withOptics(p);
            for (int u = dev.uPosition; dev.uPosition > 0 && u < dev.uPosition + std::max(1, p.uHeight); ++u)
                taken.insert(u);
        }
        double budgetW = rackBudgetW(cat, type) - usedW;
        std::vector<PortId> management = freeManagementPorts(doc, id, oobNetwork);
        for (int u = 2; u + sw.uHeight - 1 <= type.rackUnits && int(out.spots.size()) < count && budgetW >= switchW; ++u) {
            bool free = true;
            for (int k = u; k < u + sw.uHeight; ++k)
                free = free && !taken.count(k);
            if (!free)
                continue;
            PortId m;
            if (!management.empty()) {
                m = management.front();
                management.erase(management.begin());
            }
            out.spots.push_back({id, u, m});
            ++out.inChosen;
            budgetW -= switchW;
            for (int k = u; k <= u + sw.uHeight; ++k)
                taken.insert(k);
            u += sw.uHeight; // and the free U above it
        }
    }
    if (out.inChosen > 0)
        out.notes << Tr::tr("%1 switch(es) in the racks chosen").arg(out.inChosen);
    const int left = count - int(out.spots.size());
    if (left == 0)
        return out;

    // 2. Network racks at the end of the nodes' row.
    const Part *netRack = nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack))
        if (p->coolingType == CoolingType::Air && (!netRack || p->rackUnits > netRack->rackUnits))
            netRack = p;
    if (!netRack)
        return R::failure(Tr::tr("the catalog has no air-cooled rack for the switches; choose empty racks for them"));
    const int oobU = netRack->rackUnits - 1;
    // U 2 up, each switch's top at most two U below the rack's top (the generator's network rack).
    const int byU = std::max(1, (netRack->rackUnits - 4 - sw.uHeight) / (sw.uHeight + 1) + 1);
    const double oobW = oobPart ? optics.withOptics(*oobPart) : 0;
    const int byPower = std::max(1, int((rackBudgetW(cat, *netRack) - oobW) / switchW));
    const int perRack = std::min(byU, byPower);
    const int racks = (left + perRack - 1) / perRack;

    const Row &row = doc.rows().at(nodeRow);
    const Hall &hall = doc.halls().at(row.hall);
    const QSizeF foot = rackFootprint(netRack);
    const RowLine line = rowLine(doc, nodeRow, foot.width());
    double rotation = 0;
    for (RackId id : doc.racksOf(nodeRow))
        rotation = doc.racks().at(id).rotationDeg;
    std::set<QString> names;
    for (const Rack &r : doc.racks())
        names.insert(r.name);
    auto plansFrom = [&](double firstAlong) {
        std::vector<RackPlacement> plans;
        int k = 1;
        for (int i = 0; i < racks; ++i) {
            RackPlacement p;
            p.hall = row.hall;
            p.row = nodeRow;
            p.part = netRack->id;
            while (names.count(QStringLiteral("%1-N%2").arg(row.name).arg(k, 2, 10, QLatin1Char('0'))))
                ++k;
            p.name = QStringLiteral("%1-N%2").arg(row.name).arg(k++, 2, 10, QLatin1Char('0'));
            const double along = firstAlong + i * line.pitch;
            p.xM = line.alongX ? along : line.across;
            p.yM = line.alongX ? line.across : along;
            p.rotationDeg = rotation;
            p.footprintM = foot;
            p.refusal = rackSpotRefusal(doc, hall, p);
            plans.push_back(p);
        }
        return plans;
    };
    std::vector<RackPlacement> plans = plansFrom(line.last + line.pitch);
    auto refused = [](const std::vector<RackPlacement> &ps) {
        return std::find_if(ps.begin(), ps.end(), [](const RackPlacement &p) { return !p.ok(); });
    };
    if (refused(plans) != plans.end()) {
        const QString atEnd = refused(plans)->refusal;
        plans = plansFrom(line.first - racks * line.pitch);
        if (refused(plans) != plans.end())
            return R::failure(Tr::tr("no room for %1 network rack(s) at either end of row %2 (%3); choose empty racks for the switches, or make room")
                                  .arg(racks)
                                  .arg(row.name, atEnd));
    }

    FeedId feedA, feedB;
    for (FeedId f : doc.feedsOf(row.hall)) {
        FeedId &side = doc.feeds().at(f).side == FeedSide::A ? feedA : feedB;
        if (!side)
            side = f;
    }
    int placed = 0;
    for (const RackPlacement &p : plans) {
        const int here = std::min(perRack, left - placed);
        Rack r = rackOf(p, p.row);
        const PduChoice pdu = choosePdus(cat, oobW + here * switchW / kPduMargin);
        for (FeedSide side : {FeedSide::A, FeedSide::B}) {
            const FeedId feed = side == FeedSide::A ? feedA : feedB;
            if (!feed || !pdu.part)
                continue;
            const PduId id = b.addPdu({{}, feed, pdu.part->id, r.name + (side == FeedSide::A ? QStringLiteral("-PDU-A") : QStringLiteral("-PDU-B")), pdu.units});
            (side == FeedSide::A ? r.pduA : r.pduB) = id;
        }
        const RackId rack = b.addRack(r);
        std::vector<PortId> management;
        if (oobPart) {
            const DeviceId oob = b.addDevice({{}, rack, oobPart->id, r.name + QStringLiteral("-OOB"), oobU, oobNetwork, FabricTier::Leaf});
            for (const Port &port : b.portsOf(oob))
                if (port.role == PortRole::Oob && port.cage == Cage::Rj45 && port.index < 48)
                    management.push_back(port.id);
        }
        for (int i = 0; i < here; ++i)
            out.spots.push_back({rack, 2 + i * (sw.uHeight + 1), size_t(i) < management.size() ? management[size_t(i)] : PortId()});
        placed += here;
    }
    out.newRacks = int(plans.size());
    out.notes << Tr::tr("%1 network rack(s) %2 in row %3 (%4 to a rack: U and power allow %5 and %6)%7")
                     .arg(out.newRacks)
                     .arg(netRack->partNumber, row.name)
                     .arg(perRack)
                     .arg(byU)
                     .arg(byPower)
                     .arg(feedA && feedB ? QString() : Tr::tr("; the hall lacks an A or B feed, so a side waits for one"));
    return out;
}

} // namespace railyard
