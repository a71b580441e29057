#pragma once

#include "document/document.h"
#include "rules/problem.h"

#include <QString>
#include <vector>

namespace railyard {

// One thing Find found: an object of the design, or a rule problem (with the objects it names).
struct FindHit {
    ObjectRef object{EntityKind::Site, 0}; // the object found; for a problem, its first object
    int problem = -1;                      // index into the problems the index was built from
    QString text;                          // as shown: "gpu0001", "gpu0001:C3", a cable label, "RAIL_SWAP  …"
};

// What Find searches (docs/GUI.md, "Find"): racks, devices, ports as "device:port", cable labels,
// every other named object (halls, rows, feeds, PDUs, busways, loops, CDUs, networks, columns,
// keep-out areas) by name, and problems (code and text), each as one lower-case key, so a search is one pass of substring
// tests over contiguous strings: a 16,384-GPU design (~150k keys) answers within a keystroke
// (bench_find). The index is a snapshot: rebuild it after the design or its problems change.
class FindIndex {
public:
    void rebuild(const Document &doc, const std::vector<Problem> &problems);
    void clear();
    int size() const { return int(m_entries.size()); }

    // Entries whose key contains `needle` (case-insensitive), best first — whole-key matches,
    // then prefixes, then the rest, each in the index's order (racks, devices, ports, cables,
    // the other named objects, problems) — at most `limit` of them; *total gets the number of matches.
    std::vector<FindHit> search(const QString &needle, int limit, int *total = nullptr) const;

private:
    struct Entry {
        ObjectRef object;
        int problem;
        QString key; // lower case
        QString text;
    };
    void add(ObjectRef object, int problem, QString text);
    template <class T>
    void addNamed(const Document &doc, const EntityTable<T> &table, EntityKind kind);

    std::vector<Entry> m_entries;
};

} // namespace railyard
