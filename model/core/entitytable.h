#pragma once

#include "ids.h"

#include <cassert>
#include <cstdint>
#include <iterator>
#include <utility>
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
        // size_t arithmetic: an id of 4,294,967,295 must not wrap to a size of 0.
        if (v >= m_slot.size())
            m_slot.resize(std::max<size_t>(size_t(v) + 1, m_slot.size() * 3 / 2), kNone);
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

    // Room for n entities with ids below idLimit, so a bulk load never regrows.
    void reserve(size_t n, uint32_t idLimit = 0)
    {
        m_dense.reserve(n);
        if (idLimit > m_slot.size())
            m_slot.resize(idLimit, kNone);
    }

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

// Parent -> children adjacency (hall -> rows, rack -> devices, ...) as an intrusive doubly
// linked list: O(1) insert and removal, no allocation per parent (a design has a million
// ports, most with one cable), children listed in insertion order. A child has at most one
// parent in one index; a relation with two parents per child (a cable's two ports, a rack's
// A and B PDUs) uses one index per end.
template <class ParentId, class ChildId>
class ChildIndex {
public:
    class Range {
    public:
        class iterator {
        public:
            using iterator_category = std::forward_iterator_tag;
            using value_type = ChildId;
            using difference_type = std::ptrdiff_t;
            using pointer = const ChildId *;
            using reference = ChildId;

            iterator() = default;
            iterator(const ChildIndex *index, uint32_t at) : m_index(index), m_at(at) {}
            ChildId operator*() const { return ChildId(m_at); }
            iterator &operator++()
            {
                m_at = m_index->m_next[m_at];
                return *this;
            }
            iterator operator++(int)
            {
                iterator old = *this;
                ++*this;
                return old;
            }
            bool operator==(const iterator &o) const { return m_at == o.m_at; }
            bool operator!=(const iterator &o) const { return m_at != o.m_at; }

        private:
            const ChildIndex *m_index = nullptr;
            uint32_t m_at = 0;
        };

        Range(const ChildIndex *index, uint32_t head, uint32_t count) : m_index(index), m_head(head), m_count(count) {}
        iterator begin() const { return iterator(m_index, m_head); }
        iterator end() const { return iterator(m_index, 0); }
        size_t size() const { return m_count; }
        bool empty() const { return m_count == 0; }
        // The i-th child in insertion order (walks the list: for tests and small lists).
        ChildId operator[](size_t i) const
        {
            auto it = begin();
            while (i-- > 0)
                ++it;
            return *it;
        }

    private:
        const ChildIndex *m_index;
        uint32_t m_head;
        uint32_t m_count;
    };

    void add(ParentId parent, ChildId child)
    {
        if (!parent)
            return;
        grow(m_head, parent.value);
        grow(m_tail, parent.value);
        grow(m_count, parent.value);
        grow(m_next, child.value);
        grow(m_prev, child.value);
        const uint32_t c = child.value;
        const uint32_t tail = m_tail[parent.value];
        m_prev[c] = tail;
        m_next[c] = 0;
        if (tail)
            m_next[tail] = c;
        else
            m_head[parent.value] = c;
        m_tail[parent.value] = c;
        ++m_count[parent.value];
    }

    void remove(ParentId parent, ChildId child)
    {
        if (!parent)
            return;
        const uint32_t c = child.value;
        assert(parent.value < m_head.size() && c < m_next.size());
        const uint32_t next = m_next[c], prev = m_prev[c];
        if (prev)
            m_next[prev] = next;
        else
            m_head[parent.value] = next;
        if (next)
            m_prev[next] = prev;
        else
            m_tail[parent.value] = prev;
        m_next[c] = m_prev[c] = 0;
        --m_count[parent.value];
    }

    // Room for parents and children with ids below the limits (bulk loads).
    void reserve(uint32_t parentLimit, uint32_t childLimit)
    {
        if (parentLimit > m_head.size()) {
            m_head.resize(parentLimit, 0);
            m_tail.resize(parentLimit, 0);
            m_count.resize(parentLimit, 0);
        }
        if (childLimit > m_next.size()) {
            m_next.resize(childLimit, 0);
            m_prev.resize(childLimit, 0);
        }
    }

    Range children(ParentId parent) const
    {
        if (!parent || parent.value >= m_head.size())
            return Range(this, 0, 0);
        return Range(this, m_head[parent.value], m_count[parent.value]);
    }

    void clear()
    {
        m_head.clear();
        m_tail.clear();
        m_count.clear();
        m_next.clear();
        m_prev.clear();
    }

private:
    static void grow(std::vector<uint32_t> &v, uint32_t index)
    {
        if (index >= v.size())
            v.resize(std::max<size_t>(size_t(index) + 1, v.size() * 3 / 2), 0);
    }

    std::vector<uint32_t> m_head;  // by parent: first child, 0 = none
    std::vector<uint32_t> m_tail;  // by parent: last child
    std::vector<uint32_t> m_count; // by parent
    std::vector<uint32_t> m_next;  // by child
    std::vector<uint32_t> m_prev;  // by child
};

// Two ranges read as one: the children of a parent over both ends of a two-ended relation.
template <class Range>
class JoinedRange {
public:
    using Child = decltype(*std::declval<Range>().begin());
    JoinedRange(Range first, Range second) : m_first(first), m_second(second) {}

    class iterator {
    public:
        iterator(typename Range::iterator it, typename Range::iterator firstEnd, typename Range::iterator second)
            : m_it(it), m_firstEnd(firstEnd), m_second(second)
        {
            skip();
        }
        Child operator*() const { return *m_it; }
        iterator &operator++()
        {
            ++m_it;
            skip();
            return *this;
        }
        bool operator!=(const iterator &o) const { return m_it != o.m_it || m_inSecond != o.m_inSecond; }

    private:
        void skip()
        {
            if (!m_inSecond && m_it == m_firstEnd) {
                m_it = m_second;
                m_inSecond = true;
            }
        }
        typename Range::iterator m_it;
        typename Range::iterator m_firstEnd;
        typename Range::iterator m_second;
        bool m_inSecond = false;
    };
    iterator begin() const { return iterator(m_first.begin(), m_first.end(), m_second.begin()); }
    iterator end() const { return iterator(m_second.end(), m_first.end(), m_second.end()); }
    size_t size() const { return m_first.size() + m_second.size(); }
    bool empty() const { return size() == 0; }

private:
    Range m_first;
    Range m_second;
};

} // namespace railyard
