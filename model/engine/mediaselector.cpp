#include "mediaselector.h"

#include <algorithm>

namespace railyard {
namespace {

// A part without a price can still be used, but never wins against a priced one.
constexpr double kUnpriced = 1e12;

bool isFibre(Medium m) { return m == Medium::Mmf || m == Medium::Smf; }
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

// QSFP cages are backward compatible: a QSFP112 or QSFP56 cage takes a QSFP28 module, a
// QSFP-DD cage any of them. OSFP, SFP28 and RJ45 take only their own.
bool cageAccepts(Cage port, Cage module)
{
    if (port == module)
        return true;
    switch (port) {
    case Cage::QsfpDd: return module == Cage::Qsfp112 || module == Cage::Qsfp56 || module == Cage::Qsfp28;
    case Cage::Qsfp112: return module == Cage::Qsfp56 || module == Cage::Qsfp28;
    case Cage::Qsfp56: return module == Cage::Qsfp28;
    default: return false;
    }
}

bool fits(uint32_t mask, Cage cage)
{
    return mask == 0 || (mask & (1u << unsigned(cage)));
}

} // namespace

MediaSelector::MediaSelector(const Catalog &catalog)
{
    for (const Part *p : catalog.parts(PartCategory::Cable)) {
        if (p->medium == Medium::Auto || p->lengthM <= 0)
            continue;
        const int links = std::max(1, p->linksPerModule);
        const double price = p->priceUsd ? *p->priceUsd / links : kUnpriced;
        m_cables[int(p->medium)].push_back({toMilli(p->lengthM), toMilli(p->reachM > 0 ? p->reachM : p->lengthM),
                                            p->speedGbps, price, cageMask(*p), p->id});
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
                             p->priceUsd ? *p->priceUsd / links : kUnpriced, p->id});
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
                                                         bool allowShort) const
{
    const ModuleOption *best = nullptr;
    // Prefer a module that serves exactly the cage's ports (a twin-port cage takes a twin-port
    // module); the cheapest per link among those that reach.
    for (int pass = 0; pass < 2 && !best; ++pass) {
        for (const ModuleOption &o : m_modules) {
            if (o.medium != m || o.speedGbps != speed || !cageAccepts(end.cage, o.cage))
                continue;
            if (pass == 0 && o.links != end.perCage)
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
                                                              bool allowShort) const
{
    const bool rj45 = a.cage == Cage::Rj45 || b.cage == Cage::Rj45;
    if (rj45 != (m == Medium::Cat6))
        return std::nullopt;
    const auto &list = m_cables[int(m)];
    const CableOption *cable = nullptr;
    for (const CableOption &o : list) {
        if (isCopperOrAoc(m) && (o.speedGbps != speed || !fits(o.cages, a.cage) || !fits(o.cages, b.cage)))
            continue;
        if (o.lengthMm >= length && o.reachMm >= length) {
            if (!cable || o.lengthMm < cable->lengthMm || (o.lengthMm == cable->lengthMm && o.pricePerLink < cable->pricePerLink))
                cable = &o;
        }
    }
    bool overReach = false;
    if (!cable) {
        if (!allowShort)
            return std::nullopt;
        // Nothing reaches: take the longest of the medium so the shortfall is visible.
        for (const CableOption &o : list)
            if ((!isCopperOrAoc(m) || (o.speedGbps == speed && fits(o.cages, a.cage) && fits(o.cages, b.cage)))
                && (!cable || o.lengthMm > cable->lengthMm))
                cable = &o;
        if (!cable)
            return std::nullopt;
        overReach = true;
    }
    Choice c;
    c.medium = m;
    c.cable = cable->part;
    c.stockMm = cable->lengthMm;
    c.costUsd = cable->pricePerLink;
    if (isFibre(m)) {
        const ModuleOption *ma = module(m, speed, a, length, allowShort);
        const ModuleOption *mb = module(m, speed, b, length, allowShort);
        if (!ma || !mb)
            return std::nullopt;
        overReach = overReach || ma->reachMm < length || mb->reachMm < length;
        c.moduleA = ma->part;
        c.moduleB = mb->part;
        c.costUsd += ma->pricePerLink + mb->pricePerLink;
    }
    c.overReach = overReach;
    return c;
}

std::optional<MediaSelector::Choice> MediaSelector::choose(Millimetres length, double speed, End a, End b,
                                                           Medium pinned) const
{
    const uint64_t bucket = uint64_t(std::lower_bound(m_breaks.begin(), m_breaks.end(), length) - m_breaks.begin());
    const uint64_t key = (bucket & 0xFFFF) | (uint64_t(pinned) & 0xF) << 16 | (uint64_t(a.cage) & 0xF) << 20
                         | (uint64_t(a.perCage) & 0xF) << 24 | (uint64_t(b.cage) & 0xF) << 28
                         | (uint64_t(b.perCage) & 0xF) << 32 | (uint64_t(std::llround(speed * 1000)) & 0xFFFFFFF) << 36;
    if (bucket <= 0xFFFF && a.perCage < 16 && b.perCage < 16) {
        const auto it = m_memo.find(key);
        if (it != m_memo.end())
            return it->second;
        return m_memo.emplace(key, decide(length, speed, a, b, pinned)).first->second;
    }
    return decide(length, speed, a, b, pinned);
}

std::optional<MediaSelector::Choice> MediaSelector::decide(Millimetres length, double speed, End a, End b,
                                                           Medium pinned) const
{
    static constexpr Medium kOrder[] = {Medium::Dac, Medium::Acc, Medium::Aec, Medium::Aoc,
                                        Medium::Mmf, Medium::Smf, Medium::Cat6};
    if (pinned != Medium::Auto)
        return tryMedium(pinned, length, speed, a, b, true);
    std::optional<Choice> best;
    for (Medium m : kOrder) {
        auto c = tryMedium(m, length, speed, a, b, false);
        if (c && (!best || c->costUsd < best->costUsd))
            best = c;
    }
    if (best)
        return best;
    // Nothing reaches: report the medium that comes closest, flagged over reach.
    for (Medium m : kOrder) {
        auto c = tryMedium(m, length, speed, a, b, true);
        if (c && (!best || c->stockMm > best->stockMm))
            best = c;
    }
    return best;
}

} // namespace railyard
