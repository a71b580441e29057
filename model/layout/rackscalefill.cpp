#include "rackscalefill.h"

#include "engine/physics.h"
#include "generate/opticsestimate.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace railyard {
namespace {

template <class IdT, class List>
IdT firstOf(const List &ids)
{
    for (IdT id : ids)
        return id;
    return {};
}

} // namespace

// The management switch every generated rack carries (generator.h, oobSwitchPart), else the
// catalog's smallest switch with copper management ports.
const Part *managementSwitchPart(const Catalog &cat)
{
    if (const Part *p = cat.find(QStringLiteral("SN2201")); p && p->category == PartCategory::Switch)
        return p;
    const Part *best = nullptr;
    for (const Part *p : cat.parts(PartCategory::Switch))
        if (p->portCount(PortRole::Oob) >= 24 && (!best || p->uHeight < best->uHeight))
            best = p;
    return best;
}

RackScaleFill planRackScaleFill(const Document &doc, HallId hall, PartId framePart)
{
    RackScaleFill fill;
    const Catalog &cat = doc.catalog();
    const Part *frame = cat.find(framePart);
    if (!frame || frame->category != PartCategory::RackSystem)
        return fill;
    Result<RackScaleSystem> system = rackScaleSystem(cat, *frame, {});
    if (!system) {
        fill.refusal = system.error();
        return fill;
    }
    fill.system = *system;
    fill.managementSwitch = managementSwitchPart(cat);
    if (!fill.managementSwitch) {
        fill.refusal = QCoreApplication::translate("Layout", "The catalog has no management switch for %1's trays and shelves.").arg(frame->partNumber);
        return fill;
    }
    const OpticsEstimate optics(cat);
    const double dcW = fill.system.trays * optics.withOptics(*fill.system.tray) + fill.system.switchTrays * optics.withOptics(*fill.system.switchTray);
    fill.shelvesPerSide = std::max(1, int(std::ceil(dcW / fill.system.shelf->capacityW)));
    fill.layout = rackScaleLayout(fill.system, fill.shelvesPerSide, fill.managementSwitch->uHeight);
    if (fill.layout.topU > frame->rackUnits) {
        fill.refusal = QCoreApplication::translate("Layout", "%1 needs %2 U for its trays, switch trays, shelves and management switch; its frame has %3.")
                           .arg(frame->partNumber)
                           .arg(fill.layout.topU)
                           .arg(frame->rackUnits);
        return fill;
    }
    const RackScaleSystem &rs = fill.system;
    const double loadedKg = frame->weightKg + rs.trays * rs.tray->weightKg + rs.switchTrays * rs.switchTray->weightKg
                            + double(fill.layout.shelfA.size() + fill.layout.shelfB.size()) * rs.shelf->weightKg
                            + fill.managementSwitch->weightKg;
    if (const Hall *h = doc.halls().find(hall))
        fill.spreaderM2 = spreaderPlateM2(loadedKg, frame->widthM * frame->depthM, kPaToKgPerM2(h->floorRatingKPa));
    for (FeedId f : doc.feedsOf(hall)) {
        FeedId &side = doc.feeds().at(f).side == FeedSide::A ? fill.feedA : fill.feedB;
        if (!side)
            side = f;
    }
    fill.loop = firstOf<LoopId>(doc.loopsOf(hall));
    for (const Network &n : doc.networks())
        if (n.role == NetworkRole::Oob && !fill.oobNetwork)
            fill.oobNetwork = n.id;
    return fill;
}

RackId addRackWithFill(FragmentBuilder &b, Rack rack, const RackScaleFill &fill)
{
    if (!fill.ok())
        return b.addRack(rack);
    attachRackScaleSides(b, rack, fill);
    const RackId id = b.addRack(rack);
    mountRackScaleFill(b, id, rack.name, fill);
    return id;
}

void attachRackScaleSides(FragmentBuilder &b, Rack &rack, const RackScaleFill &fill)
{
    if (!fill.system.frame)
        return;
    rack.loop = fill.loop;
    rack.spreaderM2 = std::max(rack.spreaderM2, fill.spreaderM2);
    if (fill.feedA)
        rack.pduA = b.addPdu({{}, fill.feedA, fill.system.shelf->id, rack.name + QStringLiteral("-PS-A"), fill.shelvesPerSide});
    if (fill.feedB)
        rack.pduB = b.addPdu({{}, fill.feedB, fill.system.shelf->id, rack.name + QStringLiteral("-PS-B"), fill.shelvesPerSide});
}

void mountRackScaleFill(FragmentBuilder &b, RackId rack, const QString &rackName, const RackScaleFill &fill)
{
    if (!fill.system.frame)
        return;
    const RackScaleSystem &rs = fill.system;
    const DeviceId oob = b.addDevice({{}, rack, fill.managementSwitch->id, rackName + QStringLiteral("-OOB"), fill.layout.oobU, fill.oobNetwork,
                                      FabricTier::Leaf});
    int oobPort = 0;
    auto mount = [&](const Part &p, const QString &name, int u) {
        const DeviceId d = b.addDevice({{}, rack, p.id, name, u, {}, FabricTier::None});
        const Port *from = b.port(d, PortRole::Oob, 0);
        const Port *to = b.port(oob, PortRole::Oob, oobPort);
        if (from && to) {
            b.addCable(from->id, to->id);
            ++oobPort;
        }
    };
    std::vector<int> trayU = fill.layout.lowerTrays;
    trayU.insert(trayU.end(), fill.layout.upperTrays.begin(), fill.layout.upperTrays.end());
    for (size_t t = 0; t < trayU.size() && int(t) < rs.trays; ++t)
        mount(*rs.tray, QStringLiteral("%1-CT%2").arg(rackName).arg(t + 1, 2, 10, QLatin1Char('0')), trayU[t]);
    for (size_t i = 0; i < fill.layout.switchTrays.size(); ++i)
        mount(*rs.switchTray, QStringLiteral("%1-NVSW%2").arg(rackName).arg(i + 1), fill.layout.switchTrays[i]);
    for (size_t i = 0; i < fill.layout.shelfA.size(); ++i)
        mount(*rs.shelf, QStringLiteral("%1-PS-A%2").arg(rackName).arg(i + 1), fill.layout.shelfA[i]);
    for (size_t i = 0; i < fill.layout.shelfB.size(); ++i)
        mount(*rs.shelf, QStringLiteral("%1-PS-B%2").arg(rackName).arg(i + 1), fill.layout.shelfB[i]);
}

} // namespace railyard
