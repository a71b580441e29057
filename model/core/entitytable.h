#pragma once

#include "ids.h"

#include <cassert>
#include <cstdint>
#include <span>
#include <vector>

namespace railyard {

// Contiguous storage of one entity kind with O(1) lookup by stable ID.
//
// Entities live densely in insertion order (swap-and-pop on removal), so whole-table passes
// are cache friendly. Because IDs are never reused, the sparse index is a plain vector indexed
// by the ID value: no hashing and no generations. An entity removed and later restored (undo)
// comes back under the same ID.
template <class T>
class EntityTable {
public:
    using IdType = decltype(T::id);

    int size() const { return int(m_dense.size()); }
    bool empty() const { return m_dense.empty(); }

    bool contains(IdType id) const
    {
        return id.value < m_slot.size() && m_slot[id.value] != kNone;
    }

    const T *find(IdType id) const { return contains(id) ? &m_dense[m_slot[id.value]] : nullptr; }
    T *find(IdType id) { return contains(id) ? &m_dense[m_slot[id.value]] : nullptr; }

    const T &at(IdType id) const
    {
        assert(contains(id));
        return m_dense[m_slot[id.value]];
    }
    T &at(IdType id)
    {
        assert(contains(id));
        return m_dense[m_slot[id.value]];
    }

    // Inserts an entity whose id was allocated by the document (or restored by undo).
    T &insert(T entity)
    {
        const uint32_t v = entity.id.value;
        assert(v != 0 && !contains(entity.id));
        if (v >= m_slot.size())
            m_slot.resize(std::max<size_t>(v + 1, m_slot.size() * 3 / 2), kNone);
        m_slot[v] = uint32_t(m_dense.size());
        m_dense.push_back(std::move(entity));
        return m_dense.back();
    }

    // Removes and returns the entity so the caller (a command) can own it for undo.
    T take(IdType id)
    {
        assert(contains(id));
        const uint32_t index = m_slot[id.value];
        T removed = std::move(m_dense[index]);
        if (index + 1 != m_dense.size()) {
            m_dense[index] = std::move(m_dense.back());
            m_slot[m_dense[index].id.value] = index;
        }
        m_dense.pop_back();
        m_slot[id.value] = kNone;
        return removed;
    }

    void clear()
    {
        m_dense.clear();
        m_slot.clear();
    }

    void reserve(size_t n) { m_dense.reserve(n); }

    auto begin() const { return m_dense.begin(); }
    auto end() const { return m_dense.end(); }
    auto begin() { return m_dense.begin(); }
    auto end() { return m_dense.end(); }
    std::span<const T> all() const { return m_dense; }

private:
    static constexpr uint32_t kNone = UINT32_MAX;
    std::vector<T> m_dense;
    std::vector<uint32_t> m_slot;
};

// Parent -> children adjacency (hall -> rows, rack -> devices, ...) with O(1) insert and
// removal, so an edit touches only the entities it affects. A child has at most one parent in
// one index (positions are kept per child); a relation with two parents per child (a cable's
// two ports, a rack's A and B PDUs) uses one index per end.
template <class ParentId, class ChildId>
class ChildIndex {
public:
    void add(ParentId parent, ChildId child)
    {
        if (!parent)
            return;
        if (parent.value >= m_children.size())
            m_children.resize(std::max<size_t>(parent.value + 1, m_children.size() * 3 / 2));
        if (child.value >= m_position.size())
            m_position.resize(std::max<size_t>(child.value + 1, m_position.size() * 3 / 2), 0);
        auto &list = m_children[parent.value];
        m_position[child.value] = uint32_t(list.size());
        list.push_back(child);
    }

    void remove(ParentId parent, ChildId child)
    {
        if (!parent)
            return;
        auto &list = m_children[parent.value];
        const uint32_t pos = m_position[child.value];
        assert(pos < list.size() && list[pos] == child);
        if (pos + 1 != list.size()) {
            list[pos] = list.back();
            m_position[list[pos].value] = pos;
        }
        list.pop_back();
    }

    std::span<const ChildId> children(ParentId parent) const
    {
        if (!parent || parent.value >= m_children.size())
            return {};
        return m_children[parent.value];
    }

    void clear()
    {
        m_children.clear();
        m_position.clear();
    }

private:
    std::vector<std::vector<ChildId>> m_children;
    std::vector<uint32_t> m_position;
};

// Two spans read as one range: the children of a parent over both ends of a two-ended relation.
template <class T>
class JoinedSpan {
public:
    JoinedSpan(std::span<const T> first, std::span<const T> second) : m_first(first), m_second(second) {}

    class iterator {
    public:
        iterator(const JoinedSpan *owner, size_t i) : m_owner(owner), m_i(i) {}
        T operator*() const
        {
            const size_t n = m_owner->m_first.size();
            return m_i < n ? m_owner->m_first[m_i] : m_owner->m_second[m_i - n];
        }
        iterator &operator++()
        {
            ++m_i;
            return *this;
        }
        bool operator!=(const iterator &o) const { return m_i != o.m_i; }

    private:
        const JoinedSpan *m_owner;
        size_t m_i;
    };
    iterator begin() const { return iterator(this, 0); }
    iterator end() const { return iterator(this, size()); }
    size_t size() const { return m_first.size() + m_second.size(); }
    bool empty() const { return size() == 0; }
    T operator[](size_t i) const { return i < m_first.size() ? m_first[i] : m_second[i - m_first.size()]; }

private:
    std::span<const T> m_first;
    std::span<const T> m_second;
};

} // namespace railyard
