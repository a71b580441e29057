#include "generator.h"
#include "opticsestimate.h"

#include <QSizeF>

#include "cabling/cablelabels.h"
#include "commands/editor.h"
#include "cduplacement.h"
#include "coolingfit.h"
#include "document/fragmentbuilder.h"
#include "engine/engine.h"
#include "engine/physics.h"
#include "hallsplit.h"
#include "fabriccost.h"
#include "managementplan.h"
#include "pdusizing.h"
#include "rackscale.h"

#include <QCoreApplication>
#include <cmath>
#include <map>
#include <unordered_set>

namespace railyard {
namespace {



int ceilDiv(int64_t a, int64_t b)
{
    return int((a + b - 1) / b);
}

constexpr double kRowGapM = 1.2;      // aisle between facing rows
constexpr double kHallMarginM = 2.0;  // walls to the first rack
constexpr double kMaxStackM = 300.0;  // rows stacked deeper than this are laid out in blocks
constexpr double kCrossAisleM = 3.0;  // between blocks of rows
constexpr int kRacksPerNetworkRow = 20;
constexpr int kSwitchesPerNetworkRack = 16;
// NVIDIA's DGX SuperPOD scalable unit of rack-scale systems: 8 NVL72 racks, 576 GPUs (DGX
// SuperPOD GB200 RA, DGX SuperPOD Architecture; DGX GB rack scale user guide: "eight NVL72 racks").
constexpr int kRackScaleSuRacks = 8;
// Optics and active cables add a few percent to a rack's catalog maxima: PDUs keep this margin.
constexpr double kPduMargin = 1.1;

// Hall h of n: the name given for one hall; several count on from it ("H1" gives H1, H2, …;
// "Hall" gives Hall-1, Hall-2, …).
QString hallName(const QString &given, int h, int n)
{
    if (n == 1)
        return given;
    int digits = 0;
    while (digits < given.size() && given.at(given.size() - 1 - digits).isDigit())
        ++digits;
    if (digits == 0)
        return QStringLiteral("%1-%2").arg(given).arg(h + 1);
    return given.left(given.size() - digits) + QString::number(given.right(digits).toInt() + h);
}

// Places racks along their rows (x). Where the rows go across the hall (y, and the
// orientation that makes hot and cold aisles) is decided once all rows exist: stackRows().
class HallBuilder {
public:
    HallBuilder(FragmentBuilder &b, HallId hall) : m_b(b), m_hall(hall) {}

    RowId newRow(const QString &name)
    {
        m_row = m_b.addRow(m_hall, name);
        m_slot = 0;
        return m_row;
    }

    // Adds a rack at the next free slot of the current row, or at `slot` when given.
    RackId addRack(const Part &type, const QString &name, int slot = -1)
    {
        if (slot >= 0)
            m_slot = slot;
        Rack r;
        r.row = m_row;
        r.name = name;
        r.part = type.id;
        const double width = type.widthM > 0 ? type.widthM : 0.6;
        r.xM = kHallMarginM + m_slot * width + width / 2;
        ++m_slot;
        m_maxX = std::max(m_maxX, r.xM + width / 2);
        return m_b.addRack(r);
    }

    double widthM() const { return m_maxX + kHallMarginM; }  // one block of rows

private:
    FragmentBuilder &m_b;
    HallId m_hall;
    RowId m_row;
    int m_slot = 0;
    double m_maxX = 0;
};

// Stacks the rows across the hall — network rows in the middle of the SU rows, which halves the
// longest leaf-to-spine run — each row as deep as its deepest rack, 1.2 m aisles between, and
// alternating orientation. A stack deeper than kMaxStackM is cut into blocks placed side by side
// with a cross aisle between them, about as many as make the hall square, so the longest run
// stays within optical reach (a 131,072-GPU stack would be 675 m deep). Returns the hall's size.
QSizeF stackRows(Fragment &f, const Catalog &cat, double rowSpanM, HallId hall)
{
    std::vector<RowId> suRows, netRows;
    for (const Row &row : f.rows)
        if (row.hall == hall)
            (row.name.startsWith(QLatin1String("NET")) ? netRows : suRows).push_back(row.id);
    const size_t half = suRows.size() / 2;
    std::vector<RowId> order(suRows.begin(), suRows.begin() + long(half));
    order.insert(order.end(), netRows.begin(), netRows.end());
    order.insert(order.end(), suRows.begin() + long(half), suRows.end());

    std::unordered_map<uint32_t, double> rowDepth;
    for (const Rack &r : f.racks) {
        const Part &type = cat.at(r.part);
        double &d = rowDepth[r.row.value];
        d = std::max(d, type.depthM > 0 ? type.depthM : 1.2);
    }
    double stacked = 0;
    for (RowId row : order)
        stacked += rowDepth[row.value] + kRowGapM;
    size_t blocks = 1;
    if (stacked > kMaxStackM)
        blocks = std::max<size_t>(2, size_t(std::lround(std::sqrt(stacked / (rowSpanM + kCrossAisleM)))));
    const size_t perBlock = (order.size() + blocks - 1) / blocks;

    // Row -> (index in its block, centre line, x offset of its block).
    struct Place {
        int index;
        double centre;
        double offset;
    };
    std::unordered_map<uint32_t, Place> rowPlace;
    double y = kHallMarginM, maxY = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        const size_t block = i / perBlock;
        if (i % perBlock == 0)
            y = kHallMarginM;
        const double depth = rowDepth[order[i].value];
        rowPlace[order[i].value] = {int(i % perBlock), y + depth / 2, double(block) * (rowSpanM + kCrossAisleM)};
        y += depth + kRowGapM;
    }
    for (Rack &r : f.racks) {
        const auto it = rowPlace.find(r.row.value);
        if (it == rowPlace.end())
            continue; // another hall's
        const Place p = it->second;
        r.yM = p.centre;
        r.xM += p.offset;
        r.rotationDeg = p.index % 2 ? 0 : 180;
        maxY = std::max(maxY, p.centre + rowDepth[r.row.value] / 2);
    }
    const size_t used = (order.size() + perBlock - 1) / std::max<size_t>(1, perBlock);
    const double width = 2 * kHallMarginM + double(std::max<size_t>(1, used)) * rowSpanM + double(std::max<size_t>(1, used) - 1) * kCrossAisleM;
    return QSizeF(width, maxY + kHallMarginM);
}

} // namespace

Result<GenerationSummary> generateDesign(Document &doc, const GeneratorOptions &o)
{
    using R = Result<GenerationSummary>;
    if (Status s = checkGeneratorOptions(o); !s)
        return R::failure(s.error());
    const Catalog &cat = doc.catalog();
    auto part = [&](const QString &number, PartCategory category) -> const Part * {
        const Part *p = cat.find(number);
        return p && p->category == category ? p : nullptr;
    };
    // A rack-scale system (NVL72) is asked for by its frame; its compute tray is the GPU node.
    std::optional<RackScaleSystem> rs;
    if (const Part *frame = cat.find(o.nodePart); frame && frame->category == PartCategory::RackSystem) {
        auto system = rackScaleSystem(cat, *frame, o.trayPart);
        if (!system)
            return R::failure(system.error());
        rs = *system;
    }
    const Part *node = rs ? rs->tray : part(o.nodePart, PartCategory::GpuServer);
    const Part *sw = part(o.computeSwitchPart, PartCategory::Switch);
    const Part *storSw = o.storageSwitchPart.isEmpty() ? nullptr : part(o.storageSwitchPart, PartCategory::Switch);
    const Part *inbSw = o.inbandSwitchPart.isEmpty() ? nullptr : part(o.inbandSwitchPart, PartCategory::Switch);
    const Part *oobSw = part(o.oobSwitchPart, PartCategory::Switch);
    const Part *storage = part(o.storagePart, PartCategory::Storage);
    struct Needed {
        const Part *part;
        QString number;
        bool byCostWhenEmpty; // storage and in-band switches not given are chosen by cost later
    };
    const Needed needed[] = {{node, o.nodePart, false},        {sw, o.computeSwitchPart, false},
                             {oobSw, o.oobSwitchPart, false},   {storage, o.storagePart, false},
                             {storSw, o.storageSwitchPart, true}, {inbSw, o.inbandSwitchPart, true}};
    for (const Needed &n : needed)
        if (!n.part && !(n.byCostWhenEmpty && n.number.isEmpty()))
            return R::failure(QCoreApplication::translate("Generator", "the catalog has no part '%1' of the right kind; see docs/CATALOG.md").arg(n.number));
    if (node->gpus <= 0)
        return R::failure(QCoreApplication::translate("Generator", "part %1 has no GPUs").arg(node->partNumber));
    if (o.gpus <= 0)
        return R::failure(QCoreApplication::translate("Generator", "give a GPU count of at least %1 (one %2 node)").arg(node->gpus).arg(node->model));
    if (o.gpus % node->gpus != 0) {
        const int lower = o.gpus / node->gpus * node->gpus;
        return R::failure(QCoreApplication::translate("Generator", "%1 GPUs is not a whole number of %2-GPU nodes; the nearest valid counts are %3 and %4")
                              .arg(o.gpus)
                              .arg(node->gpus)
                              .arg(lower > 0 ? lower : node->gpus)
                              .arg(lower + node->gpus));
    }
    GenerationSummary summary;
    summary.nodes = o.gpus / node->gpus;
    summary.gpus = o.gpus;
    // The compute fabric's node: a GPU server, or a whole NVLink domain (its trays' NICs are
    // its rails, rank by rank: tray t's NIC i is rail t·4 + i of an NVL72).
    const int nicsPerNode = node->portCount(PortRole::Compute);
    // A multi-plane fabric: the node's compute ports alternate over the planes (fabricplanes.h),
    // each plane a fabric of its own with ports-per-plane rails.
    const int planes = o.planes;
    if (planes < 1 || planes > kMaxPlanes)
        return R::failure(QCoreApplication::translate("Generator", "a compute fabric has 1 to %1 planes (asked: %2)").arg(kMaxPlanes).arg(planes));
    if (nicsPerNode % planes != 0)
        return R::failure(QCoreApplication::translate("Generator", "%1 has %2 compute ports, which do not divide into %3 planes; give a number of planes "
                                                                   "that divides them (2 for a node with two ports per GPU, such as DGX-B300-ETH)")
                              .arg(node->partNumber)
                              .arg(nicsPerNode)
                              .arg(planes));
    const int portsPerPlane = nicsPerNode / planes;
    summary.planes = planes;
    const int rails = rs ? rs->trays * portsPerPlane : portsPerPlane;
    const int fabricNodes = rs ? ceilDiv(summary.nodes, rs->trays) : summary.nodes;
    summary.domains = rs ? fabricNodes : 0;
    FabricInput fin{fabricNodes, rails, sw->portCount(PortRole::Compute), o.oversubscription,
                    o.suNodes > 0 || !rs ? o.suNodes : kRackScaleSuRacks, o.reservedPerSu, rs ? 0 : 1};
    auto plan = planComputeFabric(fin);
    if (!plan)
        return R::failure(plan.error());
    const FabricPlan &fp = *plan;
    summary.compute = fp;

    // Rack type from the cooling, and how many nodes a rack takes. A rack-scale system is its
    // own rack: its frame, cooled as the frame says.
    const CoolingType cooling = rs                               ? rs->frame->coolingType
                                : o.cooling != CoolingType::None ? o.cooling
                                : node->liquidFraction > 0       ? CoolingType::Dlc
                                                                 : CoolingType::RearDoor;
    if (Status fits = checkCoolingFits(cat, *node, cooling); !fits)
        return R::failure(fits.error());
    const Part *rackType = rs ? rs->frame : nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack))
        if (!rs && p->coolingType == cooling && (!rackType || p->coolingCapacityW > rackType->coolingCapacityW))
            rackType = p;
    const Part *netRackType = nullptr;
    for (const Part *p : cat.parts(PartCategory::Rack))
        if (p->coolingType == CoolingType::Air && (!netRackType || p->rackUnits > netRackType->rackUnits))
            netRackType = p;
    if (!rackType || !netRackType)
        return R::failure(QCoreApplication::translate("Generator", "the catalog has no %1 rack type (and an air-cooled one for network racks)").arg(toToken(cooling)));
    const OpticsEstimate optics(cat);
    auto withOptics = [&](const Part &p) { return optics.withOptics(p); };
    // A rack-scale system: one NVLink domain per rack, its shelves 2N by feed (each side's
    // shelves carry the whole rack's DC load: the trays and the NVLink switch trays).
    int shelvesPerSide = 0;
    RackScaleLayout layout;
    double nodeW = withOptics(*node); // a fabric node: a server, or a whole domain
    if (rs) {
        const double dcW = rs->trays * withOptics(*node) + rs->switchTrays * withOptics(*rs->switchTray);
        shelvesPerSide = std::max(1, int(std::ceil(dcW / rs->shelf->capacityW)));
        layout = rackScaleLayout(*rs, shelvesPerSide, oobSw->uHeight);
        if (layout.topU > rackType->rackUnits)
            return R::failure(QCoreApplication::translate("Generator", "%1 needs %2 U for its trays, switch trays, shelves and management switch; its frame has %3")
                                  .arg(rackType->partNumber)
                                  .arg(layout.topU)
                                  .arg(rackType->rackUnits));
        nodeW = dcW + 2 * shelvesPerSide * rs->shelf->ownMaxW();
        summary.notes << QCoreApplication::translate("Generator", "Rack-scale system %1: %2 × %3 and %4 × %5 per NVLink domain of %6 GPUs, "
                                                                  "%7 + %7 × %8 (2N by feed: one side's %9 kW carry the %10 kW of the trays)")
                             .arg(rackType->model)
                             .arg(rs->trays)
                             .arg(node->partNumber)
                             .arg(rs->switchTrays)
                             .arg(rs->switchTray->partNumber)
                             .arg(rackType->gpus)
                             .arg(shelvesPerSide)
                             .arg(rs->shelf->partNumber)
                             .arg(shelvesPerSide * rs->shelf->capacityW / 1000, 0, 'f', 0)
                             .arg(dcW / 1000, 0, 'f', 1);
        if (const int lastTrays = summary.nodes - (fabricNodes - 1) * rs->trays; lastTrays < rs->trays)
            summary.warnings << QCoreApplication::translate("Generator", "The last %1 holds %2 of its %3 trays (%4 GPUs): rack-scale systems ship whole; "
                                                                         "%5 or %6 GPUs fill whole racks.")
                                    .arg(rackType->model)
                                    .arg(lastTrays)
                                    .arg(rs->trays)
                                    .arg(lastTrays * node->gpus)
                                    .arg((fabricNodes - 1) * rackType->gpus)
                                    .arg(fabricNodes * rackType->gpus);
    }
    const int usableU = rackType->rackUnits - 2 - oobSw->uHeight; // plinth space and the rack's OOB switch
    const int byU = rs ? 1 : std::max(1, usableU / std::max(1, node->uHeight));
    const int byPower = rackType->capacityW > 0 ? int(rackType->capacityW / nodeW) : byU;
    const int byCooling = rackType->coolingCapacityW > 0 ? int(rackType->coolingCapacityW / nodeW) : byU;
    // The floor: the loaded rack over its footprint must stay within the hall's rating.
    const Hall defaults;
    const double floorKg = kPaToKgPerM2(defaults.floorRatingKPa) * rackType->widthM * rackType->depthM;
    const double spareKg = floorKg - rackType->weightKg - oobSw->weightKg;
    const int byFloor = node->weightKg > 0 ? std::max(1, int(spareKg / node->weightKg)) : byU;
    // One side's PDUs (up to kPdusPerRackSide) must carry the whole rack when the other feed is lost.
    const double rackSideW = largestRackSideW(cat);
    const int byPdu = std::max(1, int((rackSideW - oobSw->maxW) / nodeW));
    // More nodes than the rack has units for cannot be placed at all (the others below are
    // limits the design may be drawn past, and check then reports).
    if (!rs && o.nodesPerRack > byU)
        return R::failure(QCoreApplication::translate("Generator", "%1 nodes of %2 U do not fit the %3 U a %4 rack has for them; choose %5 or fewer nodes per rack")
                              .arg(o.nodesPerRack)
                              .arg(node->uHeight)
                              .arg(usableU)
                              .arg(rackType->partNumber)
                              .arg(byU));
    const int nodesPerRack =
        rs ? 1 : o.nodesPerRack > 0 ? o.nodesPerRack : std::max(1, std::min({byU, byPower, byCooling, byFloor, byPdu}));
    if (!rs)
        summary.notes << QCoreApplication::translate("Generator", "Nodes per rack: %1 (U %2, rack power %3, cooling %4, floor %5, PDU %6 allow)")
                         .arg(nodesPerRack)
                         .arg(byU)
                         .arg(byPower)
                         .arg(byCooling)
                         .arg(byFloor)
                         .arg(byPdu);
    // Nodes per rack asked beyond a limit: the design would carry the problem from the start.
    if (o.nodesPerRack > 0 && !rs) {
        const std::pair<int, const char *> limits[] = {
            {byPower, QT_TRANSLATE_NOOP("Generator", "the rack's power rating")},
            {byCooling, QT_TRANSLATE_NOOP("Generator", "the rack's cooling")},
            {byFloor, QT_TRANSLATE_NOOP("Generator", "the floor rating")},
            {byPdu, QT_TRANSLATE_NOOP("Generator", "one rack side's PDUs on failover (up to three of the largest PDU at 80 %)")}};
        for (const auto &[allowed, what] : limits)
            if (o.nodesPerRack > allowed)
                summary.warnings << QCoreApplication::translate("Generator", "%1 nodes per rack exceed what %2 allows (%3): choose %3 or fewer.")
                                        .arg(o.nodesPerRack)
                                        .arg(QCoreApplication::translate("Generator", what))
                                        .arg(allowed);
    }
    if (planes > 1)
        summary.notes << QCoreApplication::translate("Generator", "Compute planes: %1, each GPU's ports alternating over them (port i on plane i mod %1 + 1); "
                                                                  "each plane is the fabric below; %2 leaves and %3 spines and cores in all")
                             .arg(planes)
                             .arg(planes * fp.leaves)
                             .arg(planes * (fp.spines + fp.cores));
    summary.notes << QCoreApplication::translate("Generator", "Compute fabric: %1 tiers, %2 leaves, %3 spines, %4 cores (%5 down / %6 up per leaf: %7:1 connected, "
                                                              "%8 ports unused per leaf, %9 in all)")
                         .arg(fp.tiers)
                         .arg(fp.leaves)
                         .arg(fp.spines)
                         .arg(fp.cores)
                         .arg(fp.downPerLeaf)
                         .arg(fp.upPerLeaf)
                         .arg(connectedRatio(fp), 0, 'f', 2)
                         .arg(fp.unusedPerLeaf)
                         .arg(int64_t(fp.unusedPerLeaf) * fp.leaves);

    // A network rack takes switches while its U, its power, its cooling and its PDU allow. An
    // SU's leaves (of every plane) stand in as many network racks mid-row as they need.
    const double netRackLimitW = std::min({netRackType->capacityW > 0 ? netRackType->capacityW : INFINITY,
                                           netRackType->coolingCapacityW > 0 ? netRackType->coolingCapacityW : INFINITY,
                                           rackSideW}) - oobSw->maxW;
    const int leafPitchU = sw->uHeight + 1;
    const int leavesByU = std::max(1, (netRackType->rackUnits - 3 - sw->uHeight) / leafPitchU + 1); // U 2 up, below the OOB switch
    const int leavesByPower = std::max(1, int(netRackLimitW / (withOptics(*sw) * kPduMargin)));
    const int leavesPerNetRack = std::min(leavesByU, leavesByPower);
    const int suLeaves = planes * fp.leavesPerSu;
    const int suNetRacks = ceilDiv(suLeaves, leavesPerNetRack);
    if (suNetRacks > 1)
        summary.notes << QCoreApplication::translate("Generator", "Leaves: %1 per SU in %2 network racks mid-row (%3 to a rack: U allow %4, power %5)")
                             .arg(suLeaves)
                             .arg(suNetRacks)
                             .arg(leavesPerNetRack)
                             .arg(leavesByU)
                             .arg(leavesByPower);

    // --- the site: as many halls as its limits need, whole SUs (whole pods) in each ---
    // One storage node per 128 GPUs (16 eight-GPU nodes), at least two.
    const int storageNodes = o.storageNodes >= 0 ? o.storageNodes : std::max(2, summary.gpus / 128);
    const double maxHallItW = o.maxHallItW > 0 ? o.maxHallItW : doc.site().maxHallItW;
    HallSplit split;
    double sharedItW = 0; // the central hall's own load, estimated
    {
        // Estimates with the worst-case optics (as racks and PDUs are sized), so every hall's
        // real IT load, which the engine computes with the optics it chose, stays below them.
        double pduW = 0;
        for (const Part *p : cat.parts(PartCategory::Pdu))
            pduW = std::max(pduW, p->ownMaxW());
        const double rackMgmtW = withOptics(*oobSw) + (rs ? 0 : (o.dualFeed ? 2 : 1) * pduW); // shelves: in nodeW
        const double swW = withOptics(*sw);
        const Part &rackFoot = *rackType;
        const double rackAreaM2 = rackFoot.widthM * (rackFoot.depthM + kRowGapM) * 1.3; // aisles, row ends, margins
        const double netRackAreaM2 = netRackType->widthM * (netRackType->depthM + kRowGapM) * 1.3;
        const double perNetRack = kSwitchesPerNetworkRack;
        // An Ethernet fabric: its leaves stand with their endpoints, the tiers above centrally.
        auto ethernet = [&](const Part *p, PortRole role, const Part &endpoint, PortRole endpointRole, int64_t endpoints,
                            double *perEndpointW, double *sharedW) {
            if (!p) {
                // Chosen by cost once built (below): estimated with the switch that choice takes for
                // these endpoints, so the halls' load counts the Ethernet fabrics too.
                const std::vector<FabricCostOption> options = ethernetFabricOptions(cat, {int(endpoints), endpointSpeedGbps(endpoint, endpointRole)});
                if (options.empty())
                    return;
                p = options.front().part;
                role = options.front().role;
            }
            const int k = std::max(2, p->portCount(role));
            *perEndpointW += withOptics(*p) / (k / 2);
            if (endpoints > k)
                if (auto plan = planComputeFabric({int(endpoints), 1, k, 1, k / 2, 0}))
                    *sharedW += (plan->spines + plan->cores) * withOptics(*p);
        };
        const int suRacks = ceilDiv(fp.nodesPerSu, nodesPerRack) + suNetRacks;
        const int64_t racks = int64_t(fp.sus) * suRacks;
        double perNodeW = 0, perRackW = 0, sharedW = 0;
        ethernet(storSw, PortRole::Storage, *node, PortRole::Storage, summary.nodes + storageNodes, &perNodeW, &sharedW);
        ethernet(inbSw, PortRole::InBand, *node, PortRole::InBand, summary.nodes + storageNodes, &perNodeW, &sharedW);
        ethernet(inbSw, PortRole::InBand, *oobSw, PortRole::Oob, racks, &perRackW, &sharedW);
        HallSplitInput in;
        in.sus = fp.sus;
        // Three tiers: a pod's spines stand with its leaves while the pod fits in a hall.
        const bool pods = fp.tiers == 3 && fp.podLeaves % fp.leavesPerSu == 0;
        in.susPerGroup = pods ? fp.podLeaves / fp.leavesPerSu : 1;
        const int endpointsPerNode = rs ? rs->trays : 1; // a domain's trays each have storage and in-band ports
        in.suItW = fp.nodesPerSu * (nodeW + endpointsPerNode * perNodeW) + planes * fp.leavesPerSu * swW + suRacks * (rackMgmtW + perRackW);
        in.suAreaM2 = suRacks * rackAreaM2 + planes * fp.leavesPerSu / perNetRack * netRackAreaM2;
        in.groupItW = pods ? planes * fp.upPerLeaf * swW * (1 + 1 / perNetRack) : 0;
        in.groupAreaM2 = pods ? planes * fp.upPerLeaf / perNetRack * netRackAreaM2 : 0;
        const int central = planes * (pods ? fp.cores : fp.spines + fp.cores);
        sharedW += central * swW + storageNodes * withOptics(*storage);
        in.sharedItW = sharedW * (1 + 1 / perNetRack);
        sharedItW = in.sharedItW;
        in.sharedAreaM2 = (sharedW / swW + storageNodes) / perNetRack * netRackAreaM2;
        in.maxHallItW = maxHallItW;
        in.maxHallAreaM2 = doc.site().maxHallAreaM2;
        auto result = splitSite(in);
        if (!result)
            return R::failure(result.error());
        split = *result;
    }
    summary.halls = split.halls;
    if (split.halls > 1)
        summary.notes << QCoreApplication::translate("Generator", "Site: %1 halls for an estimated %2 MW of IT load within %3 MW and %4 m² per hall; "
                                                                  "%5 in each hall (%7 MW each; SUs to a unit: %8), cores, storage and the Ethernet fabrics' "
                                                                  "upper tiers in the central hall %6 (%9 MW)")
                             .arg(split.halls)
                             .arg(split.estimatedItW / 1e6, 0, 'f', 1)
                             .arg(maxHallItW / 1e6, 0, 'f', 1)
                             .arg(doc.site().maxHallAreaM2, 0, 'f', 0)
                             .arg(split.wholeGroups ? QCoreApplication::translate("Generator", "whole pods with their spines")
                                                    : QCoreApplication::translate("Generator", "whole SUs"))
                             .arg(hallName(o.hallName, split.central, split.halls))
                             .arg(split.unitItW / 1e6, 0, 'f', 2)
                             .arg(split.unitSus)
                             .arg(sharedItW / 1e6, 0, 'f', 2);

    FragmentBuilder b(doc);
    std::vector<HallId> hallIds;
    std::vector<HallBuilder> floors;
    floors.reserve(size_t(split.halls));
    for (int h = 0; h < split.halls; ++h) {
        Hall hall;
        hall.name = hallName(o.hallName, h, split.halls);
        hall.pue = o.pue;
        hallIds.push_back(b.addHall(hall));
        floors.emplace_back(b, hallIds.back());
    }
    const HallId hallId = hallIds.front();
    // One compute network, or one per plane (fabricplanes.h): planes never share a switch.
    std::vector<NetworkId> netPlanes;
    for (int p = 0; p < planes; ++p)
        netPlanes.push_back(b.addNetwork({{},
                                          planes == 1 ? QCoreApplication::translate("Generator", "Compute fabric")
                                                      : QCoreApplication::translate("Generator", "Compute fabric plane %1").arg(p + 1),
                                          NetworkRole::Compute,
                                          sw->technology,
                                          double(o.oversubscription),
                                          planes == 1 ? 0 : p + 1}));
    // A plane's switches are named from its prefix: "p1-leaf-su1-r1", "p1-spine-1".
    auto planePrefix = [&](int p) { return planes == 1 ? QString() : QStringLiteral("p%1-").arg(p + 1); };
    const NetworkId netStorage = b.addNetwork({{}, QCoreApplication::translate("Generator", "Storage fabric"), NetworkRole::Storage, Technology::Ethernet});
    const NetworkId netInband = b.addNetwork({{}, QCoreApplication::translate("Generator", "In-band management"), NetworkRole::InBand, Technology::Ethernet});
    const NetworkId netOob = b.addNetwork({{}, QCoreApplication::translate("Generator", "Out-of-band management"), NetworkRole::Oob, Technology::Ethernet});
    const FeedId feedA = b.addFeed({{}, hallId, QStringLiteral("Feed A"), FeedSide::A, 0});
    const FeedId feedB = o.dualFeed ? b.addFeed({{}, hallId, QStringLiteral("Feed B"), FeedSide::B, 0}) : FeedId();
    const LoopId loop = b.addLoop({{}, hallId, QStringLiteral("Loop 1"), 10});
    QString missing;
    auto port = [&](DeviceId d, PortRole role, int index) -> PortId {
        const Port *p = b.port(d, role, index);
        if (!p && missing.isEmpty())
            missing = QCoreApplication::translate("Generator", "device %1 has no %2 port %3").arg(d.value).arg(toToken(role)).arg(index + 1);
        return p ? p->id : PortId();
    };
    auto connect = [&](PortId a, PortId c) {
        if (a && c)
            b.addCable(a, c);
    };
    auto oobUplink = [&](DeviceId oob) { return port(oob, PortRole::Oob, 48); }; // first port past the 48 copper ones
    std::vector<PortId> oobUplinks;
    std::unordered_map<uint32_t, int> hallOfEndpoint; // port -> hall: Ethernet leaves stand with their endpoints
    auto rackOob = [&](RackId rack, const QString &name, int u, int hall) {
        const DeviceId d = b.addDevice({{}, rack, oobSw->id, name, u, netOob, FabricTier::Leaf});
        oobUplinks.push_back(oobUplink(d));
        hallOfEndpoint[oobUplinks.back().value] = hall;
        return d;
    };

    // --- one row per scalable unit: compute racks with the SU's rail leaves in the middle ---
    // Plane p's leaves are leaves[p·L … p·L + L − 1] (L = fp.leaves), SU by SU.
    std::vector<DeviceId> leaves(size_t(fp.leaves) * size_t(planes));
    std::vector<PortId> storageEndpoints, inbandEndpoints;
    const int racksPerSu = ceilDiv(fp.nodesPerSu, nodesPerRack);
    const int netSlot = racksPerSu / 2; // middle of row; the end would lengthen the longest run
    summary.notes << QCoreApplication::translate("Generator", "Network rack in the middle of each SU row: longest node-to-leaf run %1 racks (at the row end: %2)")
                         .arg(std::max(netSlot, racksPerSu - netSlot))
                         .arg(racksPerSu);
    int nodeIndex = 0;
    const int railsPerLeaf = fp.railsPerLeaf, leavesPerSu = fp.leavesPerSu;
    int traysLeft = summary.nodes; // rack-scale: the last domain may be short of trays
    for (int su = 0; su < fp.sus; ++su) {
        const int suHall = split.hallOfSu[size_t(su)];
        HallBuilder &floor = floors[size_t(suHall)];
        floor.newRow(QStringLiteral("SU%1").arg(su + 1, 2, 10, QLatin1Char('0')));
        const int suNodes = std::min(fp.nodesPerSu, fabricNodes - su * fp.nodesPerSu);
        const int suRacks = ceilDiv(suNodes, nodesPerRack);
        int placed = 0;
        // The SU's rail leaves first (nodes cable to them), in network racks mid-row, plane by
        // plane, spread evenly over the racks (two planes in two racks keep apart). A leaf of a
        // rack-scale fabric serves `railsPerLeaf` consecutive ranks of every domain of the SU;
        // its `rail` is the first of them.
        const int mid = std::min(netSlot, suRacks);
        {
            const int perRack = ceilDiv(suLeaves, suNetRacks);
            RackId net;
            DeviceId oob;
            for (int k = 0; k < suLeaves; ++k) {
                const int p = k / leavesPerSu, l = k % leavesPerSu, inRack = k % perRack;
                if (inRack == 0) {
                    const int n = k / perRack;
                    const QString suffix = suNetRacks == 1 ? QString() : QString::number(n + 1);
                    net = floor.addRack(*netRackType, QStringLiteral("SU%1-N%2").arg(su + 1, 2, 10, QLatin1Char('0')).arg(suffix), mid + n);
                    oob = rackOob(net, QStringLiteral("oob-su%1-n%2").arg(su + 1).arg(suffix), netRackType->rackUnits - 1, suHall);
                }
                const int rail = l * railsPerLeaf;
                const QString name = planePrefix(p)
                                     + (railsPerLeaf == 1 ? QStringLiteral("leaf-su%1-r%2").arg(su + 1).arg(rail + 1)
                                                          : QStringLiteral("leaf-su%1-r%2-%3").arg(su + 1).arg(rail + 1).arg(rail + railsPerLeaf));
                const DeviceId leaf = b.addDevice({{}, net, sw->id, name, 2 + inRack * leafPitchU, netPlanes[size_t(p)], FabricTier::Leaf, su, rail});
                leaves[size_t(p) * size_t(fp.leaves) + size_t(su * leavesPerSu + l)] = leaf;
                connect(port(leaf, PortRole::Oob, 0), port(oob, PortRole::Oob, inRack));
            }
        }
        // A node's NIC of rank r lands on leaf r / g at port slot·g + r mod g: the g ports of one
        // node (one rack) are consecutive, so a twin-port cage serves one rack. On P planes port i
        // is rank i / P of plane i mod P.
        auto cableNode = [&](DeviceId n, int firstRank, int slotInSu) {
            for (int nic = 0; nic < nicsPerNode; ++nic) {
                const int p = nic % planes, rank = firstRank + nic / planes;
                const DeviceId leaf = leaves[size_t(p) * size_t(fp.leaves) + size_t(su * leavesPerSu + rank / railsPerLeaf)];
                connect(port(n, PortRole::Compute, nic), port(leaf, PortRole::Compute, slotInSu * railsPerLeaf + rank % railsPerLeaf));
            }
            for (auto [role, list] : {std::pair{PortRole::Storage, &storageEndpoints}, std::pair{PortRole::InBand, &inbandEndpoints}})
                if (const Port *e = b.port(n, role, 0)) {
                    list->push_back(e->id);
                    hallOfEndpoint[e->id.value] = suHall;
                }
        };
        for (int slot = 0; slot < suRacks + suNetRacks; ++slot) {
            if (slot >= mid && slot < mid + suNetRacks)
                continue;
            const int rackNo = slot < mid ? slot : slot - suNetRacks;
            const QString rackName = QStringLiteral("SU%1-R%2").arg(su + 1, 2, 10, QLatin1Char('0')).arg(rackNo + 1, 2, 10, QLatin1Char('0'));
            const RackId rack = floor.addRack(*rackType, rackName, slot);
            const DeviceId oob = rackOob(rack, QStringLiteral("oob-su%1-r%2").arg(su + 1).arg(rackNo + 1),
                                         rs ? layout.oobU : rackType->rackUnits - oobSw->uHeight + 1, suHall);
            if (rs) {
                // One NVLink domain: its trays in domain order (bottom-up), the NVLink switch trays
                // between them, the shelves below and above; every one on the rack's OOB switch.
                int oobPort = 0;
                auto mount = [&](const Part &p, const QString &name, int u) {
                    const DeviceId d = b.addDevice({{}, rack, p.id, name, u, {}, FabricTier::None, p.category == PartCategory::GpuServer ? su : -1});
                    connect(port(d, PortRole::Oob, 0), port(oob, PortRole::Oob, oobPort++));
                    return d;
                };
                std::vector<int> trayU = layout.lowerTrays;
                trayU.insert(trayU.end(), layout.upperTrays.begin(), layout.upperTrays.end());
                const int trays = std::min(rs->trays, traysLeft);
                for (int t = 0; t < trays; ++t, --traysLeft, ++nodeIndex)
                    cableNode(mount(*node, QStringLiteral("gpu%1").arg(nodeIndex + 1, 5, 10, QLatin1Char('0')), trayU[size_t(t)]), t * portsPerPlane, placed);
                for (size_t i = 0; i < layout.switchTrays.size(); ++i)
                    mount(*rs->switchTray, QStringLiteral("%1-NVSW%2").arg(rackName).arg(i + 1), layout.switchTrays[i]);
                for (size_t i = 0; i < layout.shelfA.size(); ++i) {
                    mount(*rs->shelf, QStringLiteral("%1-PS-A%2").arg(rackName).arg(i + 1), layout.shelfA[i]);
                    if (o.dualFeed)
                        mount(*rs->shelf, QStringLiteral("%1-PS-B%2").arg(rackName).arg(i + 1), layout.shelfB[i]);
                }
                ++placed;
                continue;
            }
            for (int k = 0; k < nodesPerRack && placed < suNodes; ++k, ++placed) {
                const DeviceId n = b.addDevice({{}, rack, node->id, QStringLiteral("gpu%1").arg(nodeIndex + 1, 5, 10, QLatin1Char('0')),
                                                2 + k * node->uHeight, {}, FabricTier::None, su});
                cableNode(n, 0, placed);
                connect(port(n, PortRole::Oob, 0), port(oob, PortRole::Oob, k));
                ++nodeIndex;
            }
        }
    }

    // --- network row(s): spines, cores, storage and management switches, storage nodes ---
    // Each hall has its own network rows (racks and rows numbered across the site); a switch
    // goes to the hall given, or to the central hall.
    struct NetFloor {
        int racks = 0;
        RackId rack;
        DeviceId oob;
        int inRack = kSwitchesPerNetworkRack;
        int nextU = 2;
        double rackW = 0;
    };
    std::vector<NetFloor> netFloors(size_t(split.halls));
    int netRacks = 0, netRows = 0;
    auto placeInNetworkRow = [&](const Part &p, const QString &name, NetworkId network, FabricTier tier, int hall = -1) {
        if (hall < 0)
            hall = split.central;
        NetFloor &n = netFloors[size_t(hall)];
        if (n.inRack >= kSwitchesPerNetworkRack || n.nextU + p.uHeight > netRackType->rackUnits - 2
            || (n.inRack > 0 && n.rackW + withOptics(p) * kPduMargin > netRackLimitW)) {
            if (n.racks % kRacksPerNetworkRow == 0)
                floors[size_t(hall)].newRow(QStringLiteral("NET%1").arg(++netRows));
            ++n.racks;
            ++netRacks;
            n.rack = floors[size_t(hall)].addRack(*netRackType, QStringLiteral("NET-%1").arg(netRacks, 3, 10, QLatin1Char('0')));
            n.oob = rackOob(n.rack, QStringLiteral("oob-net%1").arg(netRacks), netRackType->rackUnits - 1, hall);
            n.inRack = 0;
            n.nextU = 2;
            n.rackW = 0;
        }
        n.rackW += withOptics(p) * kPduMargin;
        const DeviceId d = b.addDevice({{}, n.rack, p.id, name, n.nextU, network, tier});
        n.nextU += p.uHeight + (p.category == PartCategory::Switch ? 1 : 0);
        if (const Port *m = b.port(d, PortRole::Oob, p.portCount(PortRole::Oob) - 1))
            connect(m->id, port(n.oob, PortRole::Oob, n.inRack));
        ++n.inRack;
        return d;
    };

    // Spines and cores above a set of leaves, wired as the plan says (docs/GENERATOR.md).
    // A three-tier pod's spines stand in its leaves' hall when they all stand in one; every
    // other spine, and every core, in the central hall.
    auto buildUpperTiers = [&](const Part &p, PortRole role, NetworkId network, const QString &prefix, const FabricPlan &plan,
                               const std::vector<DeviceId> &leafIds, const std::vector<int> &leafHall) {
        std::vector<DeviceId> spines, cores;
        auto spineHall = [&](int spine) {
            if (plan.tiers != 3 || leafHall.empty())
                return -1;
            const int pod = spine / plan.upPerLeaf, first = pod * plan.podLeaves;
            const int last = std::min(plan.leaves, first + plan.podLeaves) - 1;
            const int hall = leafHall[size_t(first)];
            for (int l = first; l <= last; ++l)
                if (leafHall[size_t(l)] != hall)
                    return -1;
            return hall;
        };
        for (int i = 0; i < plan.spines; ++i)
            spines.push_back(placeInNetworkRow(p, QStringLiteral("%1spine-%2").arg(prefix).arg(i + 1), network, FabricTier::Spine, spineHall(i)));
        for (int i = 0; i < plan.cores; ++i)
            cores.push_back(placeInNetworkRow(p, QStringLiteral("%1core-%2").arg(prefix).arg(i + 1), network, FabricTier::Core));
        const int down = plan.downPerLeaf;
        if (plan.tiers == 2) {
            for (int l = 0; l < plan.leaves; ++l)
                for (int j = 0; j < plan.upPerLeaf; ++j) {
                    // Consecutive uplinks to one spine, so a twin-port cage's two links run to
                    // one far cage and one module or one twin-port cable serves both.
                    const int sp = j / plan.linksLeafSpine, m = j % plan.linksLeafSpine;
                    connect(port(leafIds[size_t(l)], role, down + j), port(spines[size_t(sp)], role, l * plan.linksLeafSpine + m));
                }
        } else if (plan.tiers == 3) {
            for (int l = 0; l < plan.leaves; ++l) {
                const int pod = l / plan.podLeaves, local = l % plan.podLeaves;
                for (int j = 0; j < plan.upPerLeaf; ++j)
                    connect(port(leafIds[size_t(l)], role, down + j), port(spines[size_t(pod * plan.upPerLeaf + j)], role, local));
            }
            for (int sp = 0; sp < plan.spines; ++sp) {
                const int pod = sp / plan.upPerLeaf, plane = sp % plan.upPerLeaf;
                for (int q = 0; q < plan.podLeaves; ++q) {
                    const int c = q % plan.coresPerPlane, m = q / plan.coresPerPlane;
                    connect(port(spines[size_t(sp)], role, plan.podLeaves + q),
                            port(cores[size_t(plane * plan.coresPerPlane + c)], role, pod * plan.linksSpineCore + m));
                }
            }
        }
    };
    std::vector<int> leafHall(size_t(fp.leaves));
    for (size_t l = 0; l < leafHall.size(); ++l)
        leafHall[l] = split.hallOfSu[l / size_t(leavesPerSu)];
    for (int p = 0; p < planes; ++p) {
        const std::vector<DeviceId> planeLeaves(leaves.begin() + long(p) * fp.leaves, leaves.begin() + long(p + 1) * fp.leaves);
        buildUpperTiers(*sw, PortRole::Compute, netPlanes[size_t(p)], planePrefix(p), fp, planeLeaves, leafHall);
    }

    // Storage nodes, then the three Ethernet networks as simple leaf-spine fabrics.
    for (int i = 0; i < storageNodes; ++i) {
        const DeviceId st = placeInNetworkRow(*storage, QStringLiteral("stor-%1").arg(i + 1, 3, 10, QLatin1Char('0')), {}, FabricTier::None);
        for (auto [role, list] : {std::pair{PortRole::Storage, &storageEndpoints}, std::pair{PortRole::InBand, &inbandEndpoints}})
            if (const Port *e = b.port(st, role, 0)) {
                list->push_back(e->id);
                hallOfEndpoint[e->id.value] = split.central;
            }
    }
    // Fabric management and head nodes as NVIDIA's reference architectures place them
    // (managementplan.h): UFM appliances on a free node slot of the InfiniBand compute fabric,
    // every one on in-band and out-of-band.
    {
        const Part *head = o.managementPart.isEmpty() ? nullptr : part(o.managementPart, PartCategory::Server);
        const Part *ufm = o.fabricManagerPart.isEmpty() || sw->technology != Technology::InfiniBand
                              ? nullptr
                              : part(o.fabricManagerPart, PartCategory::Server);
        if (ufm)
            for (const PortGroup &g : sw->ports)
                if (g.role == PortRole::Compute) {
                    ufm = fabricManagerFor(cat, *ufm, g.speedGbps);
                    break;
                }
        const bool headMissing = !o.managementPart.isEmpty() && !head;
        if (headMissing || (!o.fabricManagerPart.isEmpty() && sw->technology == Technology::InfiniBand && !ufm))
            return R::failure(QCoreApplication::translate("Generator", "the catalog has no part '%1' of the right kind; see docs/CATALOG.md")
                                  .arg(headMissing ? o.managementPart : o.fabricManagerPart));
        const std::optional<FreeLeafSlot> slot = freeLeafSlot(fp, fabricNodes);
        // In the central hall; the UFM appliances in the hall of the SU whose free slot they take,
        // so their compute links stay within a hall's reach.
        auto place = [&](const Part &p, const QString &name, int hall) {
            const DeviceId d = placeInNetworkRow(p, name, {}, FabricTier::None, hall);
            if (const Port *i = b.port(d, PortRole::InBand, 0)) {
                inbandEndpoints.push_back(i->id);
                hallOfEndpoint[i->id.value] = hall;
            }
            return d;
        };
        const int ufmHall = slot ? split.hallOfSu[size_t(slot->su)] : split.central;
        // Each plane is a subnet of its own and gets its own appliances (ufm-p2-1 …).
        for (int p = 0; ufm && p < planes; ++p)
            for (int i = 0; i < kUfmAppliances; ++i) {
                const QString name = planes == 1 ? QStringLiteral("ufm-%1").arg(i + 1) : QStringLiteral("ufm-p%1-%2").arg(p + 1).arg(i + 1);
                const DeviceId d = place(*ufm, name, ufmHall);
                if (slot && i < leavesPerSu)
                    connect(port(d, PortRole::Compute, 0),
                            port(leaves[size_t(p) * size_t(fp.leaves) + size_t(slot->su * leavesPerSu + i)], PortRole::Compute, slot->port));
            }
        for (int i = 0; head && i < kManagementServers; ++i)
            place(*head, QStringLiteral("mgmt-%1").arg(i + 1), split.central);
        if (ufm)
            summary.notes << (slot ? QCoreApplication::translate("Generator", "Fabric management: %1 × %2 on port %3 of the rail 1-%4 leaves of SU %5")
                                         .arg(planes == 1 ? QString::number(kUfmAppliances)
                                                          : QCoreApplication::translate("Generator", "%1 planes × %2").arg(planes).arg(kUfmAppliances))
                                         .arg(ufm->model)
                                         .arg(slot->port + 1)
                                         .arg(std::min(kUfmAppliances, leavesPerSu))
                                         .arg(slot->su + 1)
                                   : QCoreApplication::translate("Generator", "Warning: the compute fabric has no free leaf port for its %1 UFM appliances (placed on "
                                                                              "in-band and OOB only); NVIDIA's reference architecture gives one node slot to "
                                                                              "UFM: ask for one node fewer, or --reserved-per-su 1")
                                         .arg(kUfmAppliances));
    }

    // An Ethernet network as a Clos of one switch model, endpoints filling the leaves in order.
    // The configured switch is used while three tiers of it hold the endpoints; past that, the
    // catalog's largest Ethernet switch of the same or higher speed.
    struct SwitchChoice {
        const Part *part;
        PortRole role;
    };
    auto largerEthernet = [&](double speed) -> SwitchChoice {
        SwitchChoice best{nullptr, PortRole::Compute};
        for (const Part *p : cat.parts(PartCategory::Switch)) {
            if (p->technology != Technology::Ethernet)
                continue;
            for (const PortGroup &g : p->ports)
                if (g.role != PortRole::Oob && g.speedGbps >= speed
                    && (!best.part || p->portCount(g.role) > best.part->portCount(best.role)))
                    best = {p, g.role};
        }
        return best;
    };
    // `source` may grow while the leaves are placed (a network rack opened for them brings its
    // own management switch, whose uplink is an OOB endpoint): those join at the end.
    auto leafSpine = [&](SwitchChoice choice, NetworkId network, const QString &prefix,
                         const std::vector<PortId> &source) -> QString {
        std::vector<PortId> endpoints = source;
        const size_t known = source.size();
        // Each joins its own hall's last leaf where that leaf has a free slot (the padding below),
        // so a rack's OOB uplink stays in its hall; else it goes after the last endpoint.
        auto joinLate = [&] {
            for (size_t i = known; i < source.size(); ++i) {
                const int hall = hallOfEndpoint[source[i].value];
                size_t slot = endpoints.size();
                for (size_t e = endpoints.size(); e-- > 0;)
                    if (endpoints[e] && hallOfEndpoint[endpoints[e].value] == hall) {
                        if (e + 1 < endpoints.size() && !endpoints[e + 1])
                            slot = e + 1;
                        break;
                    }
                if (slot < endpoints.size())
                    endpoints[slot] = source[i];
                else
                    endpoints.push_back(source[i]);
            }
        };
        if (endpoints.empty())
            return {};
        if (!choice.part)
            return QStringLiteral("!") + QCoreApplication::translate("Generator", "%1: no Ethernet switch of the catalog can carry %2 endpoints "
                                                                                  "with a priced module that fits its cages; see docs/CATALOG.md")
                                             .arg(prefix)
                                             .arg(endpoints.size());
        // Hall by hall, so that a leaf's endpoints stand in its hall (one hall: unchanged order).
        std::stable_sort(endpoints.begin(), endpoints.end(),
                         [&](PortId x, PortId y) { return hallOfEndpoint[x.value] < hallOfEndpoint[y.value]; });
        auto fits = [&](SwitchChoice c) {
            const int k = c.part->portCount(c.role);
            return k >= 2 && (int(endpoints.size()) <= k || planComputeFabric({int(endpoints.size()), 1, k, 1, k / 2, 0}).ok());
        };
        if (!fits(choice)) {
            double linkSpeed = 0;
            for (const PortGroup &g : choice.part->ports)
                if (g.role == choice.role)
                    linkSpeed = std::max(linkSpeed, g.speedGbps);
            const SwitchChoice bigger = largerEthernet(linkSpeed);
            if (bigger.part && fits(bigger)) {
                summary.notes << QCoreApplication::translate("Generator", "%1: %2 endpoints exceed three tiers of %3; using %4")
                                     .arg(prefix)
                                     .arg(endpoints.size())
                                     .arg(choice.part->model, bigger.part->model);
                choice = bigger;
            }
        }
        const Part &p = *choice.part;
        const PortRole role = choice.role;
        const int k = p.portCount(role);
        if (int(endpoints.size()) <= k) {
            const DeviceId one = placeInNetworkRow(p, prefix + QStringLiteral("-1"), network, FabricTier::Leaf);
            joinLate();
            for (size_t e = 0; e < endpoints.size() && e < size_t(k); ++e) // placing it may add a rack's OOB uplink
                connect(endpoints[e], port(one, role, int(e)));
            return QCoreApplication::translate("Generator", "%1: one switch for %2 endpoints").arg(prefix).arg(endpoints.size());
        }
        // Several halls: each hall's endpoints start a leaf of their own (the ports left over at
        // the end of a hall's last leaf stay free), so no leaf serves two halls.
        const size_t connected = endpoints.size();
        if (split.halls > 1) {
            const size_t down = size_t(k / 2); // the plan below fills its leaves at k/2
            std::vector<PortId> padded;
            for (size_t e = 0; e < endpoints.size(); ++e) {
                if (e > 0 && hallOfEndpoint[endpoints[e].value] != hallOfEndpoint[endpoints[e - 1].value])
                    padded.resize((padded.size() + down - 1) / down * down);
                padded.push_back(endpoints[e]);
            }
            endpoints.swap(padded);
        }
        auto plan = planComputeFabric({int(endpoints.size()), 1, k, 1, k / 2, 0});
        if (!plan)
            return QStringLiteral("!") + prefix + QStringLiteral(": ") + plan.error();
        std::vector<DeviceId> ls;
        std::vector<int> lh;
        for (int i = 0; i < plan->leaves; ++i) {
            lh.push_back(hallOfEndpoint[endpoints[std::min(endpoints.size() - 1, size_t(i) * size_t(plan->downPerLeaf))].value]);
            ls.push_back(placeInNetworkRow(p, QStringLiteral("%1-leaf-%2").arg(prefix).arg(i + 1), network, FabricTier::Leaf, lh.back()));
        }
        joinLate();
        for (size_t e = 0; e < endpoints.size() && e / size_t(plan->downPerLeaf) < ls.size(); ++e)
            connect(endpoints[e], port(ls[e / size_t(plan->downPerLeaf)], role, int(e % size_t(plan->downPerLeaf))));
        buildUpperTiers(p, role, network, prefix + QLatin1Char('-'), *plan, ls, lh);
        return QCoreApplication::translate("Generator", "%1: %2 tiers, %3 leaves, %4 spines, %5 cores for %6 endpoints")
            .arg(prefix)
            .arg(plan->tiers)
            .arg(plan->leaves)
            .arg(plan->spines)
            .arg(plan->cores)
            .arg(connected);
    };
    // A switch not given is the one that builds the network at the lowest catalog cost.
    auto chosen = [&](const Part *given, PortRole role, const Part &endpoint, PortRole endpointRole,
                      const std::vector<PortId> &endpoints, const QString &prefix) -> SwitchChoice {
        if (given || endpoints.empty())
            return {given, role};
        const std::vector<FabricCostOption> options = ethernetFabricOptions(cat, {int(endpoints.size()), endpointSpeedGbps(endpoint, endpointRole)});
        if (options.empty())
            return {nullptr, role};
        summary.notes << describeFabricChoice(prefix, options);
        return {options.front().part, options.front().role};
    };
    const SwitchChoice storChoice = chosen(storSw, PortRole::Storage, *node, PortRole::Storage, storageEndpoints, QStringLiteral("stor"));
    const SwitchChoice inbChoice = chosen(inbSw, PortRole::InBand, *node, PortRole::InBand, inbandEndpoints, QStringLiteral("inband"));
    for (QString note : {leafSpine(storChoice, netStorage, QStringLiteral("stor"), storageEndpoints),
                         leafSpine(inbChoice, netInband, QStringLiteral("inband"), inbandEndpoints)}) {
        if (note.startsWith(QLatin1Char('!')))
            return R::failure(note.mid(1));
        if (!note.isEmpty())
            summary.notes << note;
    }
    // OOB: every rack's management switch uplinks to an aggregation layer on the in-band switch
    // model (its 100G ports), kept on the OOB network.
    {
        // The live list: a network rack opened for the aggregation switches brings its own
        // management switch, which uplinks too.
        const SwitchChoice agg = chosen(inbSw, PortRole::InBand, *oobSw, PortRole::Oob, oobUplinks, QStringLiteral("oob-agg"));
        const QString note = leafSpine(agg, netOob, QStringLiteral("oob-agg"), oobUplinks);
        if (note.startsWith(QLatin1Char('!')))
            return R::failure(note.mid(1));
        if (!note.isEmpty())
            summary.notes << note;
    }
    if (!missing.isEmpty())
        return R::failure(QCoreApplication::translate("Generator", "the chosen parts have too few ports: %1").arg(missing));

    // --- power and cooling, sized from the catalog figures of what each rack holds ---
    Fragment f = b.take();
    std::unordered_map<uint32_t, double> rackMax, rackLiquid, rackKg;
    for (const Device &dev : f.devices) {
        const Part &p = cat.at(dev.part);
        rackMax[dev.rack.value] += withOptics(p);
        rackLiquid[dev.rack.value] += p.maxW * p.liquidFraction;
        rackKg[dev.rack.value] += p.weightKg;
    }
    // A rack-scale system heavier than the floor's rating over its footprint (a loaded NVL72:
    // ~1,360 kg on 0.64 m²) stands on a spreader plate of the area that brings it within the
    // rating, with 10 % for its cables, in 0.05 m² steps. (Other racks are filled within the
    // rating, or warned about when asked beyond it.)
    const double floorKgM2 = kPaToKgPerM2(Hall().floorRatingKPa);
    int platedRacks = 0;
    double plateM2 = 0;
    double itMax = 0, liquid = 0;
    std::vector<const Part *> pdus = cat.parts(PartCategory::Pdu);
    std::sort(pdus.begin(), pdus.end(), [](const Part *x, const Part *y) { return x->capacityW < y->capacityW; });
    if (pdus.empty())
        return R::failure(QCoreApplication::translate("Generator", "the catalog has no PDU"));
    std::vector<Pdu> newPdus;
    // Power and cooling blocks: one feed is one switchgear lineup and one loop one cooling
    // plant, so racks fill a block (in row order) up to the largest the catalog offers, then
    // the next block gets its own A/B feeds or its own loop (docs/GENERATOR.md).
    const double blockFeedW = cat.largestCapacityW(PartCategory::Switchgear) / 1.1; // feeds keep 10 % headroom
    const double blockLoopW = cat.largestCapacityW(PartCategory::CoolingPlant);
    // Each hall has its own blocks: racks are taken hall by hall, and a rack in another hall
    // than the block's starts a new one.
    struct Block {
        FeedId a, b;
        double loadW = 0;
        int hall = 0;
    };
    std::vector<Block> feedBlocks{{feedA, feedB, 0, 0}};
    struct LoopBlock {
        LoopId id;
        double liquidW = 0;
        int hall = 0;
    };
    std::vector<LoopBlock> loopBlocks{{loop, 0, 0}};
    std::unordered_map<uint32_t, int> hallOfRow;
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
        if (const double kg = (rt.weightKg + rackKg[r.id.value]) * 1.1;
            rs && r.part == rs->frame->id && rt.widthM * rt.depthM > 0 && kg > floorKgM2 * rt.widthM * rt.depthM) {
            r.spreaderM2 = std::ceil(kg / floorKgM2 * 20) / 20;
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

    // Every PDU is also an OOB endpoint: its controller (a zero-U device of the PDU part, with
    // the part's management port) is cabled to the management switch of its rack.
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
    summary.racks = int(f.racks.size());
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

    // CDUs N+1 for each loop's liquid heat: the part with the lowest total price, then fewer
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
    for (Hall &h : f.halls) {
        const size_t hallIndex = size_t(&h - f.halls.data());
        const QSizeF hallSize = stackRows(f, cat, floors[hallIndex].widthM() - 2 * kHallMarginM, h.id);
        // The hall's CDUs stand in a gallery along its y = 0 wall, inside the room; its rows move
        // back past the gallery's service aisle.
        std::unordered_set<uint32_t> loopsHere, rowsHere;
        for (const CoolingLoop &l : f.loops)
            if (l.hall == h.id)
                loopsHere.insert(l.id.value);
        for (const Row &row : f.rows)
            if (row.hall == h.id)
                rowsHere.insert(row.id.value);
        std::vector<Cdu *> gallery;
        for (Cdu &c : f.cdus)
            if (loopsHere.count(c.loop.value))
                gallery.push_back(&c);
        const double shiftM = std::max(0.0, placeCduGallery(gallery, cat, std::ceil(hallSize.width())) - kHallMarginM);
        for (Rack &r : f.racks)
            if (rowsHere.count(r.row.value))
                r.yM += shiftM;
        h.depthM = std::ceil(hallSize.height() + shiftM);
        h.widthM = std::ceil(hallSize.width());
        if (o.hallWidthM > 0 || o.hallDepthM > 0) {
            if ((o.hallWidthM > 0 && o.hallWidthM < h.widthM) || (o.hallDepthM > 0 && o.hallDepthM < h.depthM))
                return R::failure(QCoreApplication::translate("Generator", "the layout needs a hall of %1 × %2 m (with %3 m margins); the hall given is %4 × %5 m")
                                      .arg(h.widthM)
                                      .arg(h.depthM)
                                      .arg(kHallMarginM)
                                      .arg(o.hallWidthM > 0 ? o.hallWidthM : h.widthM)
                                      .arg(o.hallDepthM > 0 ? o.hallDepthM : h.depthM));
            if (o.hallWidthM > 0)
                h.widthM = o.hallWidthM;
            if (o.hallDepthM > 0)
                h.depthM = o.hallDepthM;
        }
    }
    const double estimateW = itMax;

    // One undo step: the hall, every cable labelled with the site's template, and the feeds,
    // utility and room air sized from the engine's figures for what was built — the optics
    // it chose, each watt once — rather than from the worst-case estimate that sized racks and
    // PDUs (which would push the utility feed a step up).
    Editor editor(doc);
    const QString text = QCoreApplication::translate("Generator", "Generate %1 GPUs").arg(o.gpus);
    doc.undoStack()->beginMacro(text);
    editor.insert(std::move(f), text);
    relabelCables(editor, doc.site().labelTemplate);
    if (o.maxHallItW > 0 && o.maxHallItW != doc.site().maxHallItW) {
        Site site = doc.site();
        site.maxHallItW = o.maxHallItW;
        editor.setSite(site, Site::kLimits);
    }
    double engineItW = 0, engineFeedW = 0, utilityW = 0;
    std::vector<double> hallItW;
    {
        const Engine engine(doc);
        for (HallId id : hallIds) {
            const LoadSums sums = engine.hall(id);
            hallItW.push_back(fromMilli(sums.itMaxMw()));
            engineItW += hallItW.back();
            Hall sized = doc.halls().at(id);
            sized.utilityFeedW = std::ceil(hallItW.back() * o.pue * 1.15 / 500e3) * 500e3;
            sized.airCoolingW = std::ceil(fromMilli(sums.airMw) * 1.2 / 50e3) * 50e3;
            utilityW += sized.utilityFeedW;
            editor.update(sized, Hall::kUtilityFeed | Hall::kAirCooling, text);
            std::vector<FeedId> feeds;
            for (FeedId feedId : doc.feedsOf(id))
                feeds.push_back(feedId);
            for (FeedId feedId : feeds) {
                PowerFeed feed = doc.feeds().at(feedId);
                feed.capacityW = std::ceil(fromMilli(engine.feed(feedId).failoverMw) * 1.1 / 100e3) * 100e3;
                engineFeedW = std::max(engineFeedW, feed.capacityW);
                editor.update(feed, PowerFeed::kCapacity, text);
            }
        }
    }
    doc.undoStack()->endMacro();
    summary.notes << QCoreApplication::translate("Generator", "IT load %1 MW with the optics chosen (%2 MW estimated with the most power-hungry "
                                                              "module in every optical port, for racks and PDUs); feeds %3 MW each; utility %4 MW at PUE %5")
                         .arg(engineItW / 1e6, 0, 'f', 3)
                         .arg(estimateW / 1e6, 0, 'f', 3)
                         .arg(engineFeedW / 1e6, 0, 'f', 1)
                         .arg(utilityW / 1e6, 0, 'f', 1)
                         .arg(o.pue);
    for (size_t h = 0; h < hallIds.size(); ++h) {
        const Hall &hall = doc.halls().at(hallIds[h]);
        if (hallIds.size() > 1)
            summary.notes << QCoreApplication::translate("Generator", "Hall %1: %2 MW IT load, %3 × %4 m (%5 m²)")
                                 .arg(hall.name)
                                 .arg(hallItW[h] / 1e6, 0, 'f', 3)
                                 .arg(hall.widthM)
                                 .arg(hall.depthM)
                                 .arg(hall.widthM * hall.depthM, 0, 'f', 0);
        // The split is made on worst-case estimates, so this holds unless the limits are
        // smaller than one SU's share: then `check` reports the hall as well.
        if (hallItW[h] > doc.site().maxHallItW || hall.widthM * hall.depthM > doc.site().maxHallAreaM2)
            summary.notes << QCoreApplication::translate("Generator", "Warning: hall %1 holds %2 MW of IT load on %3 m², beyond the site's %4 MW and %5 m² "
                                                                      "per hall; `check` reports it")
                                 .arg(hall.name)
                                 .arg(hallItW[h] / 1e6, 0, 'f', 1)
                                 .arg(hall.widthM * hall.depthM, 0, 'f', 0)
                                 .arg(doc.site().maxHallItW / 1e6, 0, 'f', 0)
                                 .arg(doc.site().maxHallAreaM2, 0, 'f', 0);
    }
    return summary;
}

} // namespace railyard
