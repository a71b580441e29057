#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace railyard {

// The ids of one table as the file holds them, mapped to the ids the document uses.
//
// The document indexes its tables by id value (EntityTable, ChildIndex, the catalog), so an id
// costs memory in proportion to its value. A file's ids are kept as they are when they are
// dense enough (the largest below limits::kIdSlack + 4 × rows: every real design, whose ids only
// grow by deleting and adding); otherwise they are renumbered 1..n in their order, so a file
// with the id 4,294,967,295 or ids spread to 10^9 costs what its rows cost. A renumbered design
// keeps its new ids when it is next saved.
class IdRemap {
public:
    // Takes the ids of the table's rows; fails (returning the id) when one appears twice.
    std::optional<uint32_t> build(std::vector<uint32_t> ids);

    // The document's id for a file id, or nothing when the table has no such row.
    std::optional<uint32_t> map(uint32_t fileId) const;
    bool renumbered() const { return m_renumbered; }
    // The next id to allocate: the stored counter when it is above every id and within the
    // dense bound, else one past the largest id (a counter near 4e9 would make the next insert
    // size the tables to it).
    uint32_t nextId(uint32_t stored) const;

private:
    uint32_t m_max = 0;
    uint64_t m_bound = 0;
    bool m_renumbered = false;
    std::vector<uint32_t> m_sorted;  // renumbered: file ids in order, new id = position + 1
    std::vector<bool> m_present;     // kept: by id
};

} // namespace railyard
