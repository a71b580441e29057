#include "catalog.h"

#include <algorithm>

#include <cassert>

namespace railyard {

PartId Catalog::add(Part part)
{
    if (m_byNumber.contains(part.partNumber))
        return {};
    part.id = PartId(uint32_t(std::max<size_t>(m_parts.size(), 1)));
    restore(std::move(part));
    return PartId(uint32_t(m_parts.size() - 1));
}

bool Catalog::restore(Part part)
{
    if (!part.id || m_byNumber.contains(part.partNumber) || contains(part.id))
        return false;
    if (part.id.value >= m_parts.size())
        m_parts.resize(size_t(part.id.value) + 1);
    m_byNumber.insert(part.partNumber, part.id);
    m_parts[part.id.value] = std::move(part);
    return true;
}

const Part *Catalog::find(PartId id) const
{
    if (id.value >= m_parts.size() || !m_parts[id.value])
        return nullptr;
    return &*m_parts[id.value];
}

const Part *Catalog::find(const QString &partNumber) const
{
    const auto it = m_byNumber.constFind(partNumber);
    return it == m_byNumber.constEnd() ? nullptr : find(*it);
}

const Part &Catalog::at(PartId id) const
{
    const Part *p = find(id);
    assert(p);
    return *p;
}

std::vector<const Part *> Catalog::parts() const
{
    std::vector<const Part *> out;
    for (const auto &p : m_parts)
        if (p)
            out.push_back(&*p);
    return out;
}

std::vector<const Part *> Catalog::parts(PartCategory category) const
{
    std::vector<const Part *> out;
    for (const auto &p : m_parts)
        if (p && p->category == category)
            out.push_back(&*p);
    return out;
}

bool Catalog::operator==(const Catalog &other) const
{
    return m_parts == other.m_parts;
}

double Catalog::largestCapacityW(PartCategory category) const
{
    double best = 0;
    for (const Part *p : parts(category))
        best = std::max(best, p->capacityW);
    return best;
}

} // namespace railyard
