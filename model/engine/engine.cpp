#include "engine.h"

#include <algorithm>
#include <unordered_set>

namespace railyard {
namespace {

int perCageOf(const Part &part, const Port &port)
{
    int seen = 0;
    for (const PortGroup &g : part.ports) {
        if (g.role != port.role)
            continue;
        if (port.index < seen + g.count)
            return g.perCage;
        seen += g.count;
    }
    return 1;
}

bool isActive(Medium m)
{
    return m == Medium::Acc || m == Medium::Aec || m == Medium::Aoc;
}

void sortUnique(std::vector<uint32_t> &v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

} // namespace

Engine::Engine(const Document &doc, QObject *parent) : QObject(parent), m_doc(doc)
{
    connect(&m_doc, &Document::changed, this, &Engine::onChanged);
    recomputeAll();
}

Engine::~Engine() = default;

LoadSums Engine::rack(RackId id) const
{
    return id.value < m_racks.size() ? m_racks[id.value].added : LoadSums{};
}

PduLoad Engine::feed(FeedId id) const
{
    PduLoad sum;
    for (PduId p : m_doc.pdusOf(id)) {
        const PduLoad l = pdu(p);
        sum.normalMw += l.normalMw;
        sum.failoverMw += l.failoverMw;
    }
    return sum;
}

PduLoad Engine::busway(BuswayId id) const
{
    PduLoad sum;
    for (PduId p : m_doc.tapOffsOf(id)) {
        const PduLoad l = pdu(p);
        sum.normalMw += l.normalMw;
        sum.failoverMw += l.failoverMw;
    }
    return sum;
}

const CableFigures *Engine::cable(CableId id) const
{
    return id.value < m_cables.size() && m_cables[id.value].counted ? &m_cables[id.value].fig : nullptr;
}

std::map<PartId, int64_t> Engine::transceiversByPart() const
{
    std::map<PartId, int64_t> out;
    for (size_t i = 0; i < m_modulesByPart.size(); ++i)
        if (m_modulesByPart[i])
            out[PartId(uint32_t(i))] = m_modulesByPart[i];
    return out;
}

std::map<PartId, int64_t> Engine::cableLinksByPart() const
{
    std::map<PartId, int64_t> out;
    for (size_t i = 0; i < m_linksByPart.size(); ++i)
        if (m_linksByPart[i])
            out[PartId(uint32_t(i))] = m_linksByPart[i];
    return out;
}

double Engine::opticsCostUsd() const
{
    double cost = 0;
    for (const auto &[part, count] : transceiversByPart())
        if (const Part *p = m_doc.catalog().find(part); p && p->priceUsd)
            cost += *p->priceUsd * double(count);
    return cost;
}

void Engine::clearAll()
{
    m_racks.clear();
    m_cables.clear();
    m_rowGeometry.clear();
    m_hallPlaces.clear();
    m_deviceRack.clear();
    m_rowSums.clear();
    m_hallSums.clear();
    m_loopSums.clear();
    m_pduLoads.clear();
    m_site = {};
    m_cageLinks.clear();
    m_modulesByPart.clear();
    m_linksByPart.clear();
    m_byMedium.fill(0);
    m_stockHistogram.clear();
    m_unrouted = m_overReach = 0;
    m_routedMm = 0;
    m_opticsMaxMw = m_opticsTypMw = 0;
}

void Engine::recomputeAll()
{
    clearAll();
    m_media = std::make_unique<MediaSelector>(m_doc.catalog());
    for (const Row &r : m_doc.rows())
        slot(m_rowGeometry, r.id.value) = computeRowGeometry(m_doc, r.id);
    m_hallPlaces = computeSiteLayout(m_doc);
    for (const Device &d : m_doc.devices())
        slot(m_deviceRack, d.id.value) = d.rack;
    // Cables by cage group: a cage holds one module, so its links are decided together.
    beginVisit();
    CageGroup group;
    for (const Cable &c : m_doc.cables()) {
        if (c.id.value < m_cableVisit.size() && m_cableVisit[c.id.value] == m_visitGeneration)
            continue;
        group.cables.clear();
        const Port &pa = m_doc.ports().at(c.a);
        const Port &pb = m_doc.ports().at(c.b);
        collectCageGroup({{pa.device, pa.cageIndex}, {pb.device, pb.cageIndex}}, group);
        addGroup(group, nullptr);
    }
    for (const Rack &r : m_doc.racks())
        addRack(r.id);
    m_stats = {m_doc.cables().size(), m_doc.racks().size(), m_doc.rows().size(), true};
    m_delta = Delta{};
}

// --- cables ----------------------------------------------------------------------------------

MediaSelector::End Engine::endOf(const Port &port) const
{
    const Device &d = m_doc.devices().at(port.device);
    const Part &host = m_doc.catalog().at(d.part);
    return {port.cage, perCageOf(host, port), MediaSelector::topFor(host, port.cage)};
}

void Engine::moduleEnd(RackId rack, DeviceId device, int cage, PartId module, int sign)
{
    if (!module)
        return;
    auto &uses = slot(m_cageLinks, device.value);
    auto it = std::find_if(uses.begin(), uses.end(), [&](const CageUse &u) { return u.cage == cage && u.module == module; });
    if (it == uses.end())
        it = uses.insert(uses.end(), CageUse{cage, module, 0});
    const bool was = it->links > 0;
    it->links += sign;
    const bool now = it->links > 0;
    if (it->links == 0)
        uses.erase(it);
    if (was == now)
        return;
    // The first link in a cage brings a module; the last one out takes it away.
    const Part &p = m_doc.catalog().at(module);
    const int delta = now ? 1 : -1;
    slot(m_modulesByPart, module.value) += delta;
    m_opticsMaxMw += delta * toMilli(p.maxW);
    m_opticsTypMw += delta * toMilli(p.typicalW);
    if (rack) {
        RackState &r = slot(m_racks, rack.value);
        r.opticsMaxMw += delta * toMilli(p.maxW);
        r.opticsTypMw += delta * toMilli(p.typicalW);
    }
}

Engine::Route Engine::routeOf(const Cable &c) const
{
    Route r;
    const Site &site = m_doc.site();
    r.a = placeOfPort(m_doc, c.a, site.trayClearanceM);
    r.b = placeOfPort(m_doc, c.b, site.trayClearanceM);
    r.lengthM = c.lengthM;
    if (r.lengthM > 0)
        return r;
    const RowGeometry &rowA = at(m_rowGeometry, r.a.row.value), &rowB = at(m_rowGeometry, r.b.row.value);
    r.lengthM = r.a.valid && r.b.valid && r.a.hall != r.b.hall
                    ? interHallLengthM(r.a, r.b, rowA, rowB, at(m_hallPlaces, r.a.hall.value), at(m_hallPlaces, r.b.hall.value), site.cableSlackM)
                    : routedLengthM(r.a, r.b, rowA, rowB, site.cableSlackM);
    return r;
}

void Engine::beginVisit()
{
    if (++m_visitGeneration == 0) { // wrapped: forget every old mark
        std::fill(m_portVisit.begin(), m_portVisit.end(), 0);
        std::fill(m_cableVisit.begin(), m_cableVisit.end(), 0);
        m_visitGeneration = 1;
    }
}

void Engine::collectCageGroup(std::vector<std::pair<DeviceId, int>> seeds, CageGroup &out)
{
    out.cages = 0;
    out.busiestCageLinks = 0;
    out.twinCagesWithOneLink = 0;
    while (!seeds.empty()) {
        const auto [device, cage] = seeds.back();
        seeds.pop_back();
        if (!m_doc.devices().contains(device))
            continue;
        int links = 0;
        int perCage = 1;
        bool visited = false;
        for (PortId p : m_doc.portsOf(device)) {
            const Port &port = m_doc.ports().at(p);
            if (port.cageIndex != cage)
                continue;
            uint32_t &mark = slot(m_portVisit, p.value);
            if (mark == m_visitGeneration) {
                visited = true;
                break;
            }
            mark = m_visitGeneration;
            perCage = endOf(port).perCage;
            for (CableId c : m_doc.cablesAt(p)) {
                ++links;
                uint32_t &cmark = slot(m_cableVisit, c.value);
                if (cmark == m_visitGeneration)
                    continue;
                cmark = m_visitGeneration;
                out.cables.push_back(c.value);
                const Cable &cable = m_doc.cables().at(c);
                const Port &far = m_doc.ports().at(cable.a == p ? cable.b : cable.a);
                seeds.emplace_back(far.device, far.cageIndex);
            }
        }
        if (visited)
            continue;
        ++out.cages;
        out.busiestCageLinks = std::max(out.busiestCageLinks, links);
        if (links == 1 && perCage > 1)
            ++out.twinCagesWithOneLink;
    }
}

MediaSelector::Group Engine::groupOf(const CageGroup &g, const std::vector<Millimetres> &lengthsMm) const
{
    MediaSelector::Group group;
    const int links = int(g.cables.size());
    // One fixed-ends cable carries the group when it joins two cages (a straight cable) or one
    // twin-port cage to single-port cages (a splitter): a star whose tips are single ports.
    group.fixedFits = g.cages <= 2 || (links == g.cages - 1 && g.busiestCageLinks == links && g.twinCagesWithOneLink == 0);
    uint32_t pinnedBy = 0;
    for (size_t i = 0; i < g.cables.size(); ++i) {
        group.lengthMm = std::max(group.lengthMm, lengthsMm[i]);
        const Cable &c = m_doc.cables().at(CableId(g.cables[i]));
        const bool usable = MediaSelector::isFibre(c.medium) || (MediaSelector::isFixedEnds(c.medium) && group.fixedFits);
        if (usable && (!pinnedBy || c.id.value < pinnedBy)) {
            pinnedBy = c.id.value;
            group.pinned = c.medium;
        }
    }
    return group;
}

void Engine::addGroup(const CageGroup &g, std::vector<uint32_t> *readded)
{
    std::vector<Route> routes;
    std::vector<Millimetres> lengths;
    routes.reserve(g.cables.size());
    lengths.reserve(g.cables.size());
    for (uint32_t id : g.cables) {
        const CableState *old = id < m_cables.size() && m_cables[id].counted ? &m_cables[id] : nullptr;
        if (old && readded) {
            // Unchanged by the edit: its stored route stands.
            routes.push_back({});
            lengths.push_back(old->fig.routed ? old->fig.routedMm : -1);
        } else {
            routes.push_back(routeOf(m_doc.cables().at(CableId(id))));
            lengths.push_back(routes.back().lengthM > 0 ? toMilli(routes.back().lengthM) : -1);
        }
    }
    const MediaSelector::Group group = groupOf(g, lengths);
    const uint32_t groupClass = m_media->lengthClass(group.lengthMm);
    for (size_t i = 0; i < g.cables.size(); ++i) {
        const uint32_t id = g.cables[i];
        const CableState *old = id < m_cables.size() && m_cables[id].counted ? &m_cables[id] : nullptr;
        if (old) {
            if (old->groupClass == groupClass && old->groupFixedFits == group.fixedFits && old->groupPinned == group.pinned)
                continue;
            // The group's choice may change: this link follows it.
            removeCable(CableId(id));
            routes[i] = routeOf(m_doc.cables().at(CableId(id)));
            if (readded)
                readded->push_back(id);
        }
        addCable(CableId(id), routes[i], group);
    }
}

void Engine::addCable(CableId id, const Route &route, const MediaSelector::Group &group)
{
    const Cable &c = m_doc.cables().at(id);
    CableState s;
    s.counted = true;
    const Port &pa = m_doc.ports().at(c.a);
    const Port &pb = m_doc.ports().at(c.b);
    s.devA = pa.device;
    s.devB = pb.device;
    s.cageA = pa.cageIndex;
    s.cageB = pb.cageIndex;
    s.rackA = route.a.rack;
    s.rackB = route.b.rack;
    s.groupClass = m_media->lengthClass(group.lengthMm);
    s.groupFixedFits = group.fixedFits;
    s.groupPinned = group.pinned;
    CableFigures &f = s.fig;
    f.pinned = c.medium != Medium::Auto;
    f.speedGbps = std::min(pa.speedGbps, pb.speedGbps);
    f.routed = route.lengthM > 0;
    if (f.routed) {
        f.routedMm = toMilli(route.lengthM);
        if (auto choice = m_media->choose(f.routedMm, f.speedGbps, endOf(pa), endOf(pb), c.medium, group)) {
            f.medium = choice->medium;
            f.cablePart = choice->cable;
            f.moduleA = choice->moduleA;
            f.moduleB = choice->moduleB;
            f.stockMm = choice->stockMm;
            f.overReach = choice->overReach;
        } else {
            f.medium = c.medium;
            f.overReach = true;
        }
    }
    if (const Part *part = m_doc.catalog().find(f.cablePart)) {
        const int links = std::max(1, part->linksPerModule);
        // The floor carries only the stretch of a cable that hangs inside each rack; the rest
        // lies in the overhead trays.
        const Grams weight = toMilli(part->weightKg) / links;
        s.rackShareG = f.stockMm > 0 ? weight * std::min<Millimetres>(f.stockMm / 2, kInRackCableMm) / f.stockMm : weight / 2;
        if (isActive(f.medium)) {
            s.activeMaxMw = toMilli(part->maxW) / links;
            s.activeTypMw = toMilli(part->typicalW) / links;
        }
        slot(m_linksByPart, f.cablePart.value) += 1;
    }

    slot(m_cables, id.value) = s;
    ++m_byMedium[size_t(f.medium)];
    if (!f.routed)
        ++m_unrouted;
    if (f.overReach)
        ++m_overReach;
    m_routedMm += f.routedMm;
    if (f.stockMm > 0)
        ++m_stockHistogram[f.stockMm];
    m_opticsMaxMw += s.activeMaxMw;
    m_opticsTypMw += s.activeTypMw;
    // Each end's rack carries half of an active cable's power and the cable's in-rack weight.
    auto share = [&](RackId rack, int64_t v, bool first) { return rack ? (first ? v / 2 : v - v / 2) : 0; };
    if (s.rackA) {
        RackState &r = slot(m_racks, s.rackA.value);
        r.opticsMaxMw += share(s.rackA, s.activeMaxMw, true);
        r.opticsTypMw += share(s.rackA, s.activeTypMw, true);
        r.cableWeightG += s.rackShareG;
    }
    if (s.rackB) {
        RackState &r = slot(m_racks, s.rackB.value);
        r.opticsMaxMw += share(s.rackB, s.activeMaxMw, false);
        r.opticsTypMw += share(s.rackB, s.activeTypMw, false);
        r.cableWeightG += s.rackShareG;
    }
    moduleEnd(s.rackA, s.devA, s.cageA, f.moduleA, +1);
    moduleEnd(s.rackB, s.devB, s.cageB, f.moduleB, +1);
}

void Engine::removeCable(CableId id)
{
    if (id.value >= m_cables.size() || !m_cables[id.value].counted)
        return;
    const CableState s = m_cables[id.value];
    const CableFigures &f = s.fig;
    m_cables[id.value] = {};
    --m_byMedium[size_t(f.medium)];
    if (!f.routed)
        --m_unrouted;
    if (f.overReach)
        --m_overReach;
    m_routedMm -= f.routedMm;
    if (f.stockMm > 0 && --m_stockHistogram[f.stockMm] == 0)
        m_stockHistogram.erase(f.stockMm);
    if (f.cablePart && m_doc.catalog().find(f.cablePart))
        slot(m_linksByPart, f.cablePart.value) -= 1;
    m_opticsMaxMw -= s.activeMaxMw;
    m_opticsTypMw -= s.activeTypMw;
    if (s.rackA) {
        RackState &r = slot(m_racks, s.rackA.value);
        r.opticsMaxMw -= s.activeMaxMw / 2;
        r.opticsTypMw -= s.activeTypMw / 2;
        r.cableWeightG -= s.rackShareG;
    }
    if (s.rackB) {
        RackState &r = slot(m_racks, s.rackB.value);
        r.opticsMaxMw -= s.activeMaxMw - s.activeMaxMw / 2;
        r.opticsTypMw -= s.activeTypMw - s.activeTypMw / 2;
        r.cableWeightG -= s.rackShareG;
    }
    moduleEnd(s.rackA, s.devA, s.cageA, f.moduleA, -1);
    moduleEnd(s.rackB, s.devB, s.cageB, f.moduleB, -1);
}

// --- racks -----------------------------------------------------------------------------------

void Engine::applyRackShare(const RackState &state, int sign)
{
    const LoadSums &v = state.added;
    auto apply = [&](LoadSums &target) {
        if (sign > 0)
            target += v;
        else
            target -= v;
    };
    apply(m_site);
    if (state.row)
        apply(slot(m_rowSums, state.row.value));
    if (state.hall)
        apply(slot(m_hallSums, state.hall.value));
    if (state.loop)
        apply(slot(m_loopSums, state.loop.value));
    // Both feeds up: the rack's load splits between its two PDUs; one feed lost: the
    // remaining PDU carries it whole.
    const MilliWatts load = v.itMaxMw();
    const MilliWatts loadA = state.shelfA ? load - state.shelfOwnMw : load;
    const MilliWatts loadB = state.shelfB ? load - state.shelfOwnMw : load;
    const bool twoSides = state.pduA && state.pduB && state.pduA != state.pduB;
    const MilliWatts shareA = twoSides ? loadA / 2 : loadA;
    const MilliWatts shareB = twoSides ? loadB - loadB / 2 : loadB;
    if (state.pduA) {
        PduLoad &p = slot(m_pduLoads, state.pduA.value);
        p.normalMw += sign * shareA;
        p.failoverMw += sign * loadA;
    }
    if (state.pduB && state.pduB != state.pduA) {
        PduLoad &p = slot(m_pduLoads, state.pduB.value);
        p.normalMw += sign * shareB;
        p.failoverMw += sign * loadB;
    }
}

void Engine::addRack(RackId id)
{
    const Rack &rack = m_doc.racks().at(id);
    RackState &state = slot(m_racks, id.value);
    state.counted = true;
    state.row = rack.row;
    const Row *row = m_doc.rows().find(rack.row);
    state.hall = row ? row->hall : HallId();
    state.loop = rack.loop;
    state.pduA = rack.pduA;
    state.pduB = rack.pduB;
    auto isShelf = [&](PduId id) {
        const Pdu *p = m_doc.pdus().find(id);
        const Part *part = p ? m_doc.catalog().find(p->part) : nullptr;
        return part && part->category == PartCategory::PowerShelf;
    };
    state.shelfA = isShelf(rack.pduA);
    state.shelfB = isShelf(rack.pduB);
    state.shelfOwnMw = 0;

    LoadSums s;
    s.racks = 1;
    MilliWatts deviceLiquid = 0;
    auto addPart = [&](const Part &p) {
        const size_t cat = size_t(powerCategoryOf(p.category));
        // The part's own power: the pluggables its datasheet maximum includes are counted by
        // the modules the engine chose (docs/ENGINE.md, "Each watt once").
        const MilliWatts max = toMilli(p.ownMaxW());
        s.maxMw[cat] += max;
        s.typMw[cat] += toMilli(p.ownTypicalW());
        s.weightG += toMilli(p.weightKg);
        s.gpus += p.gpus;
        deviceLiquid += std::llround(double(max) * p.liquidFraction);
    };
    const Part *rackPart = m_doc.catalog().find(rack.part);
    if (rackPart) {
        // A rack-scale frame that carries a power figure is the whole system as one part (its
        // power, GPUs and weight); a frame without one holds its compute trays as devices, which
        // carry the power and the GPUs (docs/CATALOG.md, "Rack-scale systems").
        if (rackPart->category == PartCategory::RackSystem && rackPart->maxW > 0)
            addPart(*rackPart);
        else
            s.weightG += toMilli(rackPart->weightKg);
    }
    for (DeviceId d : m_doc.devicesOf(id)) {
        const Part &p = m_doc.catalog().at(m_doc.devices().at(d).part);
        // A CDU listed in a rack is its management controller: the unit itself is facility
        // plant (its power is in the PUE, its weight on its own floor).
        if (p.category != PartCategory::Cdu)
            addPart(p);
        if (p.category == PartCategory::PowerShelf)
            state.shelfOwnMw += toMilli(p.ownMaxW());
    }
    s.maxMw[size_t(PowerCategory::Transceivers)] += state.opticsMaxMw;
    s.typMw[size_t(PowerCategory::Transceivers)] += state.opticsTypMw;
    s.weightG += state.cableWeightG;

    // All power becomes heat; the rack's cooling decides how much of it reaches liquid.
    const MilliWatts heat = s.itMaxMw();
    const CoolingType cooling = rackPart ? rackPart->coolingType : CoolingType::Air;
    if (cooling == CoolingType::Dlc)
        s.liquidMw = std::min(heat, deviceLiquid);
    else if (cooling == CoolingType::RearDoor)
        s.liquidMw = std::min(heat, toMilli(rackPart->coolingCapacityW));
    s.airMw = heat - s.liquidMw;
    state.added = s;
    applyRackShare(state, +1);
}

void Engine::removeRack(RackId id)
{
    if (id.value >= m_racks.size() || !m_racks[id.value].counted)
        return;
    RackState &state = m_racks[id.value];
    applyRackShare(state, -1);
    state.counted = false;
    state.added = {};
}

// --- change sets -----------------------------------------------------------------------------

void Engine::markCablesOfDevice(DeviceId device, std::vector<uint32_t> &cables) const
{
    for (PortId p : m_doc.portsOf(device))
        for (CableId c : m_doc.cablesAt(p))
            cables.push_back(c.value);
}

void Engine::markCablesOfRack(RackId rack, std::vector<uint32_t> &cables) const
{
    for (DeviceId d : m_doc.devicesOf(rack))
        markCablesOfDevice(d, cables);
}

void Engine::onChanged(const ChangeSet &changes)
{
    if (changes.isReset()) {
        recomputeAll();
        emit updated();
        return;
    }
    std::vector<uint32_t> cables;  // to remove (if counted) and re-add (if present)
    std::vector<uint32_t> racks;   // to remove and re-add
    std::vector<uint32_t> rows;    // whose tray geometry may have changed
    bool everything = false;
    bool siteMoved = false;

    for (const Change &c : changes.changes()) {
        switch (c.kind) {
        case EntityKind::Site:
            everything = everything || (c.fields & Site::kRouting);
            break;
        case EntityKind::Cable:
            // A new label or bundle name changes no figure.
            if (c.type != ChangeType::Modified || (c.fields & ~uint32_t(Cable::kLabel | Cable::kBundle)))
                cables.push_back(c.id);
            break;
        case EntityKind::Port:
            if (c.type == ChangeType::Modified)
                for (CableId cable : m_doc.cablesAt(PortId(c.id)))
                    cables.push_back(cable.value);
            break;
        case EntityKind::Device: {
            const RackId before = at(m_deviceRack, c.id);
            if (before)
                racks.push_back(before.value);
            if (const Device *d = m_doc.devices().find(DeviceId(c.id))) {
                slot(m_deviceRack, c.id) = d->rack;
                if (d->rack)
                    racks.push_back(d->rack.value);
                if (c.type == ChangeType::Modified && (c.fields & (Device::kPlacement | Device::kPart)))
                    markCablesOfDevice(d->id, cables);
            } else if (c.id < m_deviceRack.size()) {
                m_deviceRack[c.id] = {};
            }
            break;
        }
        case EntityKind::Rack: {
            racks.push_back(c.id);
            const RowId before = c.id < m_racks.size() ? m_racks[c.id].row : RowId();
            if (before)
                rows.push_back(before.value);
            if (const Rack *r = m_doc.racks().find(RackId(c.id))) {
                rows.push_back(r->row.value);
                if (c.type == ChangeType::Modified
                    && (c.fields & (Rack::kPosition | Rack::kRotation | Rack::kPart | Rack::kRow)))
                    markCablesOfRack(r->id, cables);
            }
            break;
        }
        case EntityKind::Row:
            rows.push_back(c.id);
            if (c.type == ChangeType::Modified)
                for (RackId r : m_doc.racksOf(RowId(c.id))) {
                    racks.push_back(r.value);
                    markCablesOfRack(r, cables);
                }
            break;
        case EntityKind::Hall:
            // Halls stand side by side in id order (sitelayout.h): a hall added, removed or
            // resized moves the halls after it and the routes between halls (below).
            siteMoved = siteMoved || c.type != ChangeType::Modified || (c.fields & Hall::kSize);
            break;
        case EntityKind::Pdu:
            // A side turned from AC PDUs to power shelves (or back) changes what its racks'
            // sides carry (RackState::shelfA/B).
            if (c.type == ChangeType::Modified && (c.fields & Pdu::kPart))
                for (RackId r : m_doc.racksOnPdu(PduId(c.id)))
                    racks.push_back(r.value);
            break;
        default:
            // Halls, feeds, loops and networks hold limits and names that are read when
            // figures are queried; nothing stored depends on them.
            break;
        }
    }
    if (everything) {
        recomputeAll();
        emit updated();
        return;
    }
    // Only cables between two halls use the site's layout; a route within a hall does not.
    if (siteMoved) {
        std::vector<HallPlace> places = computeSiteLayout(m_doc);
        if (places != m_hallPlaces) {
            m_hallPlaces = std::move(places);
            for (const Cable &c : m_doc.cables()) {
                const RackId a = m_doc.devices().at(m_doc.ports().at(c.a).device).rack;
                const RackId b = m_doc.devices().at(m_doc.ports().at(c.b).device).rack;
                if (a && b && m_doc.hallOf(a) != m_doc.hallOf(b))
                    cables.push_back(c.id.value);
            }
        }
    }

    // Rows whose extent changed re-route every cable that touches them.
    sortUnique(rows);
    int64_t rowsDone = 0;
    for (uint32_t id : rows) {
        const RowGeometry now = m_doc.rows().contains(RowId(id)) ? computeRowGeometry(m_doc, RowId(id)) : RowGeometry{};
        ++rowsDone;
        if (now == at(m_rowGeometry, id))
            continue;
        slot(m_rowGeometry, id) = now;
        for (RackId r : m_doc.racksOf(RowId(id)))
            markCablesOfRack(r, cables);
    }

    sortUnique(cables);
    // The cages these cables had and have: the links sharing them may have to follow.
    std::vector<std::pair<DeviceId, int>> seeds;
    for (uint32_t id : cables) {
        if (id < m_cables.size() && m_cables[id].counted) {
            const CableState &s = m_cables[id];
            seeds.emplace_back(s.devA, s.cageA);
            seeds.emplace_back(s.devB, s.cageB);
            if (s.rackA)
                racks.push_back(s.rackA.value);
            if (s.rackB)
                racks.push_back(s.rackB.value);
            removeCable(CableId(id));
        }
    }
    for (uint32_t id : cables) {
        if (const Cable *c = m_doc.cables().find(CableId(id))) {
            const Port &pa = m_doc.ports().at(c->a);
            const Port &pb = m_doc.ports().at(c->b);
            seeds.emplace_back(pa.device, pa.cageIndex);
            seeds.emplace_back(pb.device, pb.cageIndex);
        }
    }
    beginVisit();
    CageGroup group;
    std::vector<uint32_t> followed; // unchanged links whose group's choice moved
    for (const auto &seed : seeds) {
        group.cables.clear();
        collectCageGroup({seed}, group);
        if (!group.cables.empty())
            addGroup(group, &followed);
    }
    cables.insert(cables.end(), followed.begin(), followed.end());
    sortUnique(cables);
    for (uint32_t id : cables) {
        if (id < m_cables.size() && m_cables[id].counted) {
            const CableState &s = m_cables[id];
            if (s.rackA)
                racks.push_back(s.rackA.value);
            if (s.rackB)
                racks.push_back(s.rackB.value);
        }
    }
    sortUnique(racks);
    Delta delta{false, {}, {}, {}, {}, {}};
    auto noteSums = [&delta](const RackState &s) {
        if (!s.counted)
            return;
        for (PduId p : {s.pduA, s.pduB})
            if (p)
                delta.pdus.push_back(p.value);
        if (s.loop)
            delta.loops.push_back(s.loop.value);
        if (s.hall)
            delta.halls.push_back(s.hall.value);
    };
    for (uint32_t id : racks) {
        if (id < m_racks.size())
            noteSums(m_racks[id]);
        removeRack(RackId(id));
        if (m_doc.racks().contains(RackId(id))) {
            addRack(RackId(id));
            noteSums(m_racks[id]);
        } else if (id < m_racks.size()) {
            m_racks[id] = {};
        }
    }
    m_stats = {int64_t(cables.size()), int64_t(racks.size()), rowsDone, false};
    sortUnique(delta.pdus);
    sortUnique(delta.loops);
    sortUnique(delta.halls);
    delta.racks = std::move(racks);
    delta.cables = std::move(cables);
    m_delta = std::move(delta);
    emit updated();
}

// --- comparison ------------------------------------------------------------------------------

namespace {

template <class T>
bool sameVectors(const std::vector<T> &a, const std::vector<T> &b)
{
    const size_t n = std::max(a.size(), b.size());
    for (size_t i = 0; i < n; ++i) {
        const T x = i < a.size() ? a[i] : T{};
        const T y = i < b.size() ? b[i] : T{};
        if (!(x == y))
            return false;
    }
    return true;
}

} // namespace

bool Engine::sameFigures(const Engine &o, QString *where) const
{
    auto fail = [&](const char *what) {
        if (where)
            *where = QString::fromLatin1(what);
        return false;
    };
    if (!(m_site == o.m_site)) return fail("site sums");
    if (!sameVectors(m_hallSums, o.m_hallSums)) return fail("hall sums");
    if (!sameVectors(m_rowSums, o.m_rowSums)) return fail("row sums");
    if (!sameVectors(m_loopSums, o.m_loopSums)) return fail("loop sums");
    if (!sameVectors(m_pduLoads, o.m_pduLoads)) return fail("PDU loads");
    if (!sameVectors(m_racks, o.m_racks)) return fail("rack figures");
    if (!sameVectors(m_cables, o.m_cables)) return fail("cable figures");
    if (!sameVectors(m_rowGeometry, o.m_rowGeometry)) return fail("row geometry");
    if (!sameVectors(m_modulesByPart, o.m_modulesByPart)) return fail("transceivers by part");
    if (!sameVectors(m_linksByPart, o.m_linksByPart)) return fail("cable links by part");
    if (m_byMedium != o.m_byMedium) return fail("cables by medium");
    if (m_stockHistogram != o.m_stockHistogram) return fail("length histogram");
    const size_t devices = std::max(m_cageLinks.size(), o.m_cageLinks.size());
    for (size_t i = 0; i < devices; ++i) {
        auto x = i < m_cageLinks.size() ? m_cageLinks[i] : std::vector<CageUse>{};
        auto y = i < o.m_cageLinks.size() ? o.m_cageLinks[i] : std::vector<CageUse>{};
        std::sort(x.begin(), x.end());
        std::sort(y.begin(), y.end());
        if (x != y) return fail("cage links");
    }
    if (m_unrouted != o.m_unrouted || m_overReach != o.m_overReach) return fail("unrouted or over reach counts");
    if (m_routedMm != o.m_routedMm) return fail("total routed length");
    if (m_opticsMaxMw != o.m_opticsMaxMw || m_opticsTypMw != o.m_opticsTypMw) return fail("optics power");
    return true;
}

} // namespace railyard
