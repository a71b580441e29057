#include "mediaselector.h"

#include <algorithm>

namespace railyard {
namespace {

// A part without a price can still be used, but never wins against a priced one.
constexpr double kUnpriced = 1e12;

bool isCopperOrAoc(Medium m) { return m == Medium::Dac || m == Medium::Acc || m == Medium::Aec || m == Medium::Aoc; }

Cage cageOf(const Part &p)
{
    return p.ports.empty() ? Cage::None : p.ports.front().cage;
}

// A cable part's `ports` names the cages its ends plug into; without it, any cage.
uint32_t cageMask(const Part &p)
{
    uint32_t mask = 0;
    for (const PortGroup &g : p.ports)
        mask |= 1u << unsigned(g.cage);
    return mask;
}

// How many of a fixed-ends cable's ends plug into a twin-port cage: "2xOSFP@400:compute/2" is a
// straight twin-port cable (2), "1xOSFP@400:compute/2;2xOSFP@400:compute" a splitter (1).
int twinEndsOf(const Part &p)
{
    if (p.ports.empty())
        return -1;
    int twin = 0;
    for (const PortGroup &g : p.ports)
        if (g.perCage > 1)
            twin += g.count;
    return twin;
}

bool fits(uint32_t mask, Cage cage)
{
    return mask == 0 || (mask & (1u << unsigned(cage)));
}

} // namespace

bool MediaSelector::cageAccepts(Cage port, Cage module)
{
    if (port == module)
        return true;
    switch (port) {
    case Cage::QsfpDd: return module == Cage::Qsfp56 || module == Cage::Qsfp28;
    case Cage::Qsfp112: return module == Cage::Qsfp56 || module == Cage::Qsfp28;
    case Cage::Qsfp56: return module == Cage::Qsfp28;
    default: return false;
    }
}

ModuleTop MediaSelector::topFor(const Part &host, Cage cage)
{
    if (cage != Cage::Osfp)
        return ModuleTop::Any;
    switch (host.category) {
    case PartCategory::Switch: return ModuleTop::Finned;
    case PartCategory::GpuServer:
    case PartCategory::RackSystem:
    case PartCategory::Server:
    case PartCategory::Storage: return ModuleTop::Flat;
    default: return ModuleTop::Any;
    }
}

MediaSelector::MediaSelector(const Catalog &catalog)
{
    for (const Part *p : catalog.parts(PartCategory::Cable)) {
        if (p->medium == Medium::Auto || p->lengthM <= 0)
            continue;
        const int links = std::max(1, p->linksPerModule);
        const double price = p->priceUsd ? *p->priceUsd / links : kUnpriced;
        m_cables[int(p->medium)].push_back({toMilli(p->lengthM), toMilli(p->reachM > 0 ? p->reachM : p->lengthM),
                                            p->speedGbps, price, cageMask(*p), twinEndsOf(*p), p->id});
    }
    for (auto &list : m_cables)
        std::sort(list.begin(), list.end(), [](const CableOption &x, const CableOption &y) {
            return std::tie(x.lengthMm, x.pricePerLink, x.part) < std::tie(y.lengthMm, y.pricePerLink, y.part);
        });
    for (const Part *p : catalog.parts(PartCategory::Transceiver)) {
        if (!isFibre(p->medium))
            continue;
        const int links = std::max(1, p->linksPerModule);
        m_modules.push_back({cageOf(*p), p->speedGbps, p->medium, links, toMilli(p->reachM),
                             p->priceUsd ? *p->priceUsd / links : kUnpriced, p->moduleTop, p->id});
    }
    for (const auto &list : m_cables)
        for (const CableOption &o : list) {
            m_breaks.push_back(o.lengthMm);
            m_breaks.push_back(o.reachMm);
        }
    for (const ModuleOption &o : m_modules)
        m_breaks.push_back(o.reachMm);
    std::sort(m_breaks.begin(), m_breaks.end());
    m_breaks.erase(std::unique(m_breaks.begin(), m_breaks.end()), m_breaks.end());
}

const MediaSelector::ModuleOption *MediaSelector::module(Medium m, double speed, End end, Millimetres length,
                                                         bool allowShort, bool anyTop) const
{
    const ModuleOption *best = nullptr;
    // Prefer a module that serves exactly the cage's ports (a twin-port cage takes a twin-port
    // module), then one with the shell the cage takes; the cheapest per link among those that
    // reach. A module of the other shell only with `anyTop` (MODULE_TOP_MISMATCH names it), and
    // never a module for fewer ports where one for the cage's ports exists in another shell.
    bool portsMatchExist = false;
    for (const ModuleOption &o : m_modules)
        portsMatchExist = portsMatchExist
                          || (o.medium == m && o.speedGbps == speed && o.links == end.perCage && cageAccepts(end.cage, o.cage));
    for (int pass = 0; pass < 4 && !best; ++pass) {
        if (pass % 2 == 1 && !anyTop)
            continue;
        if (pass >= 2 && portsMatchExist)
            break;
        for (const ModuleOption &o : m_modules) {
            if (o.medium != m || o.speedGbps != speed || !cageAccepts(end.cage, o.cage))
                continue;
            if (pass < 2 && o.links != end.perCage)
                continue;
            if (pass % 2 == 0 && !topFits(end.top, o.top))
                continue;
            if (!allowShort && o.reachMm < length)
                continue;
            if (!best || o.pricePerLink < best->pricePerLink
                || (o.pricePerLink == best->pricePerLink && o.reachMm > best->reachMm))
                best = &o;
        }
    }
    return best;
}

std::optional<MediaSelector::Choice> MediaSelector::tryMedium(Medium m, Millimetres length, double speed, End a, End b,
                                                              bool allowShort, bool fixedFits, bool allowNoModule, bool anyTop) const
{
    const bool rj45 = a.cage == Cage::Rj45 || b.cage == Cage::Rj45;
    if (rj45 != (m == Medium::Cat6))
        return std::nullopt;
    // A fixed-ends cable is one object: its ends go where its links go, so it serves a cage
    // group only when one cable can carry all of the group's links.
    if (isFixedEnds(m) && !fixedFits)
        return std::nullopt;
    const int twinEnds = (a.perCage > 1 ? 1 : 0) + (b.perCage > 1 ? 1 : 0);
    auto usable = [&](const CableOption &o) {
        return !isCopperOrAoc(m)
               || (o.speedGbps == speed && fits(o.cages, a.cage) && fits(o.cages, b.cage)
                   && (o.twinEnds < 0 || o.twinEnds == twinEnds));
    };
    const auto &list = m_cables[int(m)];
    const CableOption *cable = nullptr;
    for (const CableOption &o : list) {
        if (!usable(o))
            continue;
        if (o.lengthMm >= length && o.reachMm >= length) {
            if (!cable || o.lengthMm < cable->lengthMm || (o.lengthMm == cable->lengthMm && o.pricePerLink < cable->pricePerLink))
                cable = &o;
        }
    }
    if (!cable) {
        if (!allowShort)
            return std::nullopt;
        // Nothing reaches: take the longest of the medium so the shortfall is visible.
        for (const CableOption &o : list)
            if (usable(o) && (!cable || o.lengthMm > cable->lengthMm))
                cable = &o;
        if (!cable)
            return std::nullopt;
    }
    Choice c;
    c.medium = m;
    c.cable = cable->part;
    c.stockMm = cable->lengthMm;
    c.reachMm = std::min(cable->lengthMm, cable->reachMm);
    c.costUsd = cable->pricePerLink;
    if (isFibre(m)) {
        const ModuleOption *ma = module(m, speed, a, length, allowShort, anyTop);
        const ModuleOption *mb = module(m, speed, b, length, allowShort, anyTop);
        // A pinned medium without a module for one end's cage keeps its pin; the end stays
        // empty and the cage rules name it.
        if ((!ma || !mb) && !allowNoModule)
            return std::nullopt;
        if (!ma && !mb)
            return std::nullopt;
        for (const ModuleOption *mo : {ma, mb})
            if (mo) {
                c.moduleReachMm = std::min(c.moduleReachMm, mo->reachMm);
                c.costUsd += mo->pricePerLink;
            }
        c.moduleA = ma ? ma->part : PartId();
        c.moduleB = mb ? mb->part : PartId();
    }
    c.overReach = c.reachMm < length || c.moduleReachMm < length;
    return c;
}

const MediaSelector::CableOption *MediaSelector::patchCord(Medium m, Millimetres length) const
{
    const CableOption *best = nullptr;
    for (const CableOption &o : m_cables[int(m)]) {
        if (o.lengthMm >= length && o.reachMm >= length) {
            if (!best || o.lengthMm < best->lengthMm || (o.lengthMm == best->lengthMm && o.pricePerLink < best->pricePerLink))
                best = &o;
        }
    }
    if (!best)
        for (const CableOption &o : m_cables[int(m)])
            if (!best || o.lengthMm > best->lengthMm)
                best = &o;
    return best;
}

uint32_t MediaSelector::lengthClass(Millimetres length) const
{
    return uint32_t(std::lower_bound(m_breaks.begin(), m_breaks.end(), length) - m_breaks.begin());
}

std::optional<MediaSelector::Choice> MediaSelector::choose(Millimetres length, double speed, End a, End b,
                                                           Medium pinned, const Group &group) const
{
    // The group decides the medium and the modules, at its longest link, so that every cage
    // holds one module type; a link pinned otherwise keeps its pin (and the cage rules say so).
    const Medium wanted = pinned != Medium::Auto ? pinned : group.pinned;
    const Millimetres decideAt = std::max(length, group.lengthMm);
    std::optional<Choice> decided;
    const uint64_t bucket = lengthClass(decideAt);
    const uint64_t milliGbps = uint64_t(std::llround(speed * 1000));
    const uint64_t key = (bucket & 0xFFFF) | (uint64_t(wanted) & 0xF) << 16 | (uint64_t(a.cage) & 0xF) << 20
                         | (uint64_t(a.perCage) & 0xF) << 24 | (uint64_t(b.cage) & 0xF) << 28
                         | (uint64_t(b.perCage) & 0xF) << 32 | uint64_t(group.fixedFits ? 1 : 0) << 36
                         | (uint64_t(a.top) & 0x3) << 37 | (uint64_t(b.top) & 0x3) << 39 | (milliGbps & 0x7FFFFF) << 41;
    if (bucket <= 0xFFFF && a.perCage < 16 && b.perCage < 16 && milliGbps <= 0x7FFFFF) {
        auto it = m_memo.find(key);
        if (it == m_memo.end())
            it = m_memo.emplace(key, decide(decideAt, speed, a, b, wanted, group.fixedFits)).first;
        decided = it->second;
    } else {
        decided = decide(decideAt, speed, a, b, wanted, group.fixedFits);
    }
    if (!decided)
        return decided;
    Choice c = *decided;
    if (isFibre(c.medium)) {
        // Each link has its own patch cord, cut to its own length.
        if (const CableOption *cord = patchCord(c.medium, length)) {
            c.cable = cord->part;
            c.stockMm = cord->lengthMm;
            c.reachMm = std::min(cord->lengthMm, cord->reachMm);
        }
    }
    c.overReach = c.reachMm < length || c.moduleReachMm < length;
    return c;
}

std::optional<MediaSelector::Choice> MediaSelector::decide(Millimetres length, double speed, End a, End b,
                                                           Medium pinned, bool fixedFits) const
{
    static constexpr Medium kOrder[] = {Medium::Dac, Medium::Acc, Medium::Aec, Medium::Aoc,
                                        Medium::Mmf, Medium::Smf, Medium::Cat6};
    if (pinned != Medium::Auto) {
        // A pin is honoured even where the group cannot take it; the cage rules report that.
        if (auto c = tryMedium(pinned, length, speed, a, b, true, fixedFits, true, true))
            return c;
        return tryMedium(pinned, length, speed, a, b, true, true, true, true);
    }
    // A medium whose modules have the shell their cages take first; only where none has, one
    // with a module of the other shell (MODULE_TOP_MISMATCH names it).
    std::optional<Choice> best;
    for (bool anyTop : {false, true}) {
        for (Medium m : kOrder) {
            auto c = tryMedium(m, length, speed, a, b, false, fixedFits, false, anyTop);
            if (c && (!best || c->costUsd < best->costUsd))
                best = c;
        }
        if (best)
            return best;
    }
    // Nothing reaches: report the medium that comes closest, flagged over reach.
    for (bool anyTop : {false, true}) {
        for (Medium m : kOrder) {
            auto c = tryMedium(m, length, speed, a, b, true, fixedFits, false, anyTop);
            if (c && (!best || c->stockMm > best->stockMm))
                best = c;
        }
        if (best)
            return best;
    }
    return best;
}

} // namespace railyard
