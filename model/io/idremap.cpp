#include "idremap.h"

#include "core/limits.h"

#include <algorithm>

namespace railyard {

std::optional<uint32_t> IdRemap::build(std::vector<uint32_t> ids)
{
    std::sort(ids.begin(), ids.end());
    const auto dup = std::adjacent_find(ids.begin(), ids.end());
    if (dup != ids.end())
        return *dup;
    // Never above 2^31: an id kept as it is always has room to count up from.
    m_bound = std::min<uint64_t>(uint64_t(limits::kIdSlack) + 4 * uint64_t(ids.size()), 1u << 31);
    m_max = ids.empty() ? 0 : ids.back();
    m_renumbered = m_max >= m_bound;
    if (m_renumbered) {
        m_sorted = std::move(ids);
        m_max = uint32_t(m_sorted.size());
        return std::nullopt;
    }
    m_present.assign(size_t(m_max) + 1, false);
    for (uint32_t id : ids)
        m_present[id] = true;
    return std::nullopt;
}

std::optional<uint32_t> IdRemap::map(uint32_t fileId) const
{
    if (m_renumbered) {
        const auto it = std::lower_bound(m_sorted.begin(), m_sorted.end(), fileId);
        if (it == m_sorted.end() || *it != fileId)
            return std::nullopt;
        return uint32_t(it - m_sorted.begin()) + 1;
    }
    if (fileId == 0 || fileId >= m_present.size() || !m_present[fileId])
        return std::nullopt;
    return fileId;
}

uint32_t IdRemap::nextId(uint32_t stored) const
{
    if (!m_renumbered && stored > m_max && stored <= m_bound)
        return stored;
    return m_max + 1; // m_max < m_bound < 2^32 - 1: never wraps
}

} // namespace railyard
