#include "generatorrun.h"

#include "engine/physics.h"
#include "pdusizing.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <unordered_set>

namespace railyard {

// Power and cooling, sized from the catalog figures of what each rack holds: the racks' loads,
// their feed and loop blocks, and the PDUs (or a rack-scale system's power shelves) of each.
Status GeneratorRun::sizePowerAndCooling()
{
    f = b.take();
    std::unordered_map<uint32_t, double> rackMax, rackLiquid, rackKg;
    for (const Device &dev : f.devices) {
        const Part &p = cat.at(dev.part);
        rackMax[dev.rack.value] += withOptics(p);
        rackLiquid[dev.rack.value] += p.maxW * p.liquidFraction;
        rackKg[dev.rack.value] += p.weightKg;
    }
    // A rack-scale system heavier than the floor's rating over its footprint (a loaded NVL72:
    // ~1,360 kg on 0.64 m²) stands on a spreader plate (physics.h, spreaderPlateM2), as one placed
    // by hand does (layout/rackscalefill). Other racks are filled within the rating, or warned
    // about when asked beyond it.
    const double floorKgM2 = kPaToKgPerM2(Hall().floorRatingKPa);
    int platedRacks = 0;
    double plateM2 = 0;
    std::vector<const Part *> pdus = cat.parts(PartCategory::Pdu);
    std::sort(pdus.begin(), pdus.end(), [](const Part *x, const Part *y) { return x->capacityW < y->capacityW; });
    if (pdus.empty())
        return Status::failure(QCoreApplication::translate("Generator", "the catalog has no PDU"));
    // Power and cooling blocks: one feed is one switchgear lineup and one loop one cooling
    // plant, so racks fill a block (in row order) up to the largest the catalog offers, then
    // the next block gets its own A/B feeds or its own loop (docs/GENERATOR.md).
    const double blockFeedW = cat.largestCapacityW(PartCategory::Switchgear) / 1.1; // feeds keep 10 % headroom
    const double blockLoopW = cat.largestCapacityW(PartCategory::CoolingPlant);
    // Each hall has its own blocks: racks are taken hall by hall, and a rack in another hall
    // than the block's starts a new one.
    feedBlocks = {{feedA, feedB, 0, 0}};
    loopBlocks = {{loop, 0, 0}};
    for (const Row &row : f.rows)
        hallOfRow[row.id.value] = int(std::find(hallIds.begin(), hallIds.end(), row.hall) - hallIds.begin());
    std::vector<Rack *> racksByHall;
    for (Rack &r : f.racks)
        racksByHall.push_back(&r);
    std::stable_sort(racksByHall.begin(), racksByHall.end(),
                     [&](const Rack *x, const Rack *y) { return hallOfRow[x->row.value] < hallOfRow[y->row.value]; });
    for (Rack *rp : racksByHall) {
        Rack &r = *rp;
        const int rackHall = hallOfRow[r.row.value];
        const double load = rackMax[r.id.value];
        itMax += load;
        const Part &rt = cat.at(r.part);
        if (const double plate = rs && r.part == rs->frame->id ? spreaderPlateM2(rt.weightKg + rackKg[r.id.value], rt.widthM * rt.depthM, floorKgM2) : 0;
            plate > 0) {
            r.spreaderM2 = plate;
            plateM2 = std::max(plateM2, r.spreaderM2);
            ++platedRacks;
        }
        double rackLiquidW = 0;
        if (rt.coolingType == CoolingType::Dlc)
            rackLiquidW = rackLiquid[r.id.value];
        else if (rt.coolingType == CoolingType::RearDoor)
            rackLiquidW = std::min(load, rt.coolingCapacityW);
        liquid += rackLiquidW;
        if (rt.coolingType != CoolingType::Air) {
            if (loopBlocks.back().hall != rackHall
                || (blockLoopW > 0 && loopBlocks.back().liquidW > 0 && loopBlocks.back().liquidW + rackLiquidW > blockLoopW)) {
                const LoopId next = doc.allocate<LoopId>();
                f.loops.push_back({next, hallIds[size_t(rackHall)], QString(), 10});
                loopBlocks.push_back({next, 0, rackHall});
            }
            loopBlocks.back().liquidW += rackLiquidW;
            r.loop = loopBlocks.back().id;
        }
        if (feedBlocks.back().hall != rackHall
            || (blockFeedW > 0 && feedBlocks.back().loadW > 0 && feedBlocks.back().loadW + load > blockFeedW)) {
            Block next{doc.allocate<FeedId>(), o.dualFeed ? doc.allocate<FeedId>() : FeedId(), 0, rackHall};
            f.feeds.push_back({next.a, hallIds[size_t(rackHall)], QString(), FeedSide::A, 0});
            if (next.b)
                f.feeds.push_back({next.b, hallIds[size_t(rackHall)], QString(), FeedSide::B, 0});
            feedBlocks.push_back(next);
        }
        feedBlocks.back().loadW += load;
        const Block &power = feedBlocks.back();
        // As many PDUs per side as carry the rack alone; beyond the most a side takes, the
        // largest set, which PDU_OVERLOAD_ON_FAILOVER then reports. A rack-scale system's sides
        // are its power shelves, mounted with it.
        const bool shelves = rs && r.part == rs->frame->id;
        PduChoice pdu = shelves ? PduChoice{rs->shelf, shelvesPerSide} : choosePdus(cat, load);
        if (!pdu.part)
            pdu = {pdus.back(), kPdusPerRackSide};
        for (FeedSide side : {FeedSide::A, FeedSide::B}) {
            if (side == FeedSide::B && !o.dualFeed)
                continue;
            const QString sideName = shelves ? (side == FeedSide::A ? QStringLiteral("-PS-A") : QStringLiteral("-PS-B"))
                                             : (side == FeedSide::A ? QStringLiteral("-PDU-A") : QStringLiteral("-PDU-B"));
            Pdu x{doc.allocate<PduId>(), side == FeedSide::A ? power.a : power.b, pdu.part->id, r.name + sideName, pdu.units};
            (side == FeedSide::A ? r.pduA : r.pduB) = x.id;
            newPdus.push_back(x);
        }
    }
    f.pdus.insert(f.pdus.end(), newPdus.begin(), newPdus.end());
    if (platedRacks > 0)
        summary.notes << QCoreApplication::translate("Generator", "Floor: %1 racks heavier than the %2 kg/m² rating over their footprint stand on spreader plates of up to %3 m²")
                             .arg(platedRacks)
                             .arg(floorKgM2, 0, 'f', 0)
                             .arg(plateM2, 0, 'f', 2);
    return {};
}

// Every PDU is also an OOB endpoint: its controller (a zero-U device of the PDU part, with
// the part's management port) is cabled to the management switch of its rack.
void GeneratorRun::manageThePdus()
{
    std::unordered_set<uint32_t> usedPorts;
    for (const Cable &c : f.cables) {
        usedPorts.insert(c.a.value);
        usedPorts.insert(c.b.value);
    }
    std::unordered_map<uint32_t, std::vector<PortId>> freeOob; // rack -> free copper OOB ports
    std::unordered_map<uint32_t, uint32_t> rackOfDevice;
    for (const Device &d : f.devices)
        if (d.part == oobSw->id && d.network == netOob)
            rackOfDevice[d.id.value] = d.rack.value;
    for (const Port &p : f.ports) {
        const auto it = rackOfDevice.find(p.device.value);
        if (it != rackOfDevice.end() && p.cage == Cage::Rj45 && p.index < 48 && !usedPorts.count(p.id.value))
            freeOob[it->second].push_back(p.id);
    }
    for (auto &[rack, ports] : freeOob)
        std::sort(ports.begin(), ports.end(), std::greater<>()); // take the lowest first from the back
    std::unordered_map<uint32_t, uint32_t> rackOfPdu;
    for (const Rack &r : f.racks) {
        rackOfPdu[r.pduA.value] = r.id.value;
        rackOfPdu[r.pduB.value] = r.id.value;
    }
    for (const Pdu &pdu : newPdus)
        for (int unit = 0; unit < pdu.units && cat.at(pdu.part).category == PartCategory::Pdu; ++unit) { // each unit has its own controller
            const Part &part = cat.at(pdu.part);
            const QString name = pdu.units > 1 ? pdu.name + QString::number(unit + 1) : pdu.name;
            Device d{doc.allocate<DeviceId>(), RackId(rackOfPdu[pdu.id.value]), pdu.part, name, 0, {}, FabricTier::None};
            f.devices.push_back(d);
            for (Port &p : portsForPart(part, d.id)) {
                p.id = doc.allocate<PortId>();
                f.ports.push_back(p);
                auto &free = freeOob[d.rack.value];
                if (p.role == PortRole::Oob && !free.empty()) {
                    f.cables.push_back({doc.allocate<CableId>(), p.id, free.back()});
                    free.pop_back();
                }
            }
        }
}

void GeneratorRun::nameFeedsAndLoops()
{
    // Names within each hall: one pair is Feed A / Feed B, several A1/B1, A2/B2…; loops 1, 2…
    {
        std::vector<int> pairsIn(size_t(split.halls), 0), loopsIn(size_t(split.halls), 0), pairNo, loopNo;
        for (const Block &block : feedBlocks)
            pairNo.push_back(++pairsIn[size_t(block.hall)]);
        for (const LoopBlock &block : loopBlocks)
            loopNo.push_back(++loopsIn[size_t(block.hall)]);
        for (size_t i = 0; i < feedBlocks.size(); ++i) {
            const Block &block = feedBlocks[i];
            const QString n = pairsIn[size_t(block.hall)] > 1 ? QString::number(pairNo[i]) : QString();
            for (PowerFeed &feed : f.feeds)
                if (feed.id == block.a || feed.id == block.b)
                    feed.name = (feed.id == block.a ? QStringLiteral("Feed A") : QStringLiteral("Feed B")) + n;
        }
        for (size_t i = 0; i < loopBlocks.size(); ++i)
            for (CoolingLoop &l : f.loops)
                if (l.id == loopBlocks[i].id)
                    l.name = QStringLiteral("Loop %1").arg(loopNo[i]);
    }
    if (feedBlocks.size() > size_t(split.halls))
        summary.notes << QCoreApplication::translate("Generator", "Power: %1 A/B feed pairs, each block of racks within the largest switchgear "
                                                                  "lineup of the catalog (%2 MW)")
                             .arg(feedBlocks.size())
                             .arg(cat.largestCapacityW(PartCategory::Switchgear) / 1e6, 0, 'f', 1);

    // Each feed alone must carry its block (A/B redundancy), with 10 % headroom, in 100 kW
    // steps; resized from the engine's figures once the design is built (below).
    for (PowerFeed &feed : f.feeds)
        for (const Block &block : feedBlocks)
            if (feed.id == block.a || feed.id == block.b)
                feed.capacityW = std::ceil(block.loadW * 1.1 / 100e3) * 100e3;

}

void GeneratorRun::addCdus()
{
    // units. A loop of several racks is served by floor-standing (in-row or facility) CDUs: an
    // in-rack CDU cools only the rack it is mounted in.
    auto chooseCdu = [&](double heatW, int *count) -> const Part * {
        const Part *best = nullptr;
        double bestCost = INFINITY;
        for (const Part *p : cat.parts(PartCategory::Cdu)) {
            if (p->capacityW <= 0 || p->uHeight > 0)
                continue;
            const int n = int(std::ceil(heatW / p->capacityW)) + 1;
            const double cost = n * (p->priceUsd ? *p->priceUsd : 1e12);
            if (cost < bestCost || (cost == bestCost && n < *count)) {
                best = p;
                *count = n;
                bestCost = cost;
            }
        }
        return best;
    };
    // Each CDU's management controller joins the OOB network through the management switch of
    // the first network rack of its loop's hall (zero-U entries; the units stand in the plant room).
    std::vector<const Rack *> plantRacks(size_t(split.halls), nullptr);
    for (const Rack &r : f.racks) {
        const Rack *&plantRack = plantRacks[size_t(hallOfRow[r.row.value])];
        if (r.name.startsWith(QLatin1String("NET-")) && (!plantRack || r.id < plantRack->id))
            plantRack = &r;
    }
    std::vector<std::vector<PortId>> freeOobOfHall(size_t(split.halls));
    {
        std::unordered_set<uint32_t> used;
        for (const Cable &c : f.cables) {
            used.insert(c.a.value);
            used.insert(c.b.value);
        }
        std::unordered_map<uint32_t, int> hallOfOob;
        for (const Device &d : f.devices)
            for (int h = 0; h < split.halls; ++h)
                if (plantRacks[size_t(h)] && d.rack == plantRacks[size_t(h)]->id && d.part == oobSw->id)
                    hallOfOob[d.id.value] = h;
        for (const Port &p : f.ports)
            if (const auto it = hallOfOob.find(p.device.value);
                it != hallOfOob.end() && p.cage == Cage::Rj45 && p.index < 48 && !used.count(p.id.value))
                freeOobOfHall[size_t(it->second)].push_back(p.id);
        for (auto &free : freeOobOfHall)
            std::sort(free.begin(), free.end(), std::greater<>());
    }
    int cduDevices = 0;
    for (const LoopBlock &block : loopBlocks) {
        const RackId netRackId = plantRacks[size_t(block.hall)] ? plantRacks[size_t(block.hall)]->id : RackId();
        std::vector<PortId> &freeOob = freeOobOfHall[size_t(block.hall)];
        int cduCount = 0;
        const Part *cdu = block.liquidW > 0 ? chooseCdu(block.liquidW, &cduCount) : nullptr;
        if (!cdu)
            continue;
        CoolingLoop &l = *std::find_if(f.loops.begin(), f.loops.end(), [&](const CoolingLoop &x) { return x.id == block.id; });
        for (int i = 1; i <= cduCount; ++i) {
            Cdu c; // placed with its hall's gallery once the hall's size is known (below)
            c.loop = l.id;
            c.part = cdu->id;
            c.name = QStringLiteral("%1 CDU %2").arg(l.name).arg(i);
            c.id = doc.allocate<CduId>();
            f.cdus.push_back(c);
        }
        summary.notes << QCoreApplication::translate("Generator", "Cooling %1: %2 kW to liquid, %3 × %4 (N+1)")
                             .arg(split.halls > 1 ? hallName(o.hallName, block.hall, split.halls) + QLatin1Char(' ') + l.name : l.name)
                             .arg(block.liquidW / 1000, 0, 'f', 0)
                             .arg(cduCount)
                             .arg(cdu->model);
        if (!netRackId)
            continue;
        for (int i = 0; i < cduCount; ++i) {
            const Device d{doc.allocate<DeviceId>(), netRackId, cdu->id, QStringLiteral("cdu-%1").arg(++cduDevices), 0, {}, FabricTier::None};
            f.devices.push_back(d);
            for (Port &p : portsForPart(*cdu, d.id)) {
                p.id = doc.allocate<PortId>();
                f.ports.push_back(p);
                if (p.role == PortRole::Oob && !freeOob.empty()) {
                    f.cables.push_back({doc.allocate<CableId>(), p.id, freeOob.back()});
                    freeOob.pop_back();
                }
            }
        }
    }
    if (liquid <= 0) {
        f.loops.clear();
        f.cdus.clear();
        for (Rack &r : f.racks)
            r.loop = {};
    }
}

} // namespace railyard
