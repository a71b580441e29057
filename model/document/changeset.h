#pragma once

#include <QMetaType>
#include <cstdint>
#include <vector>

namespace railyard {

// New kinds are appended: the order is not stored, but switch statements read best in it.
enum class EntityKind : uint8_t { Site, Hall, Row, Rack, Device, Port, Cable, Feed, Pdu, Loop, Network, Part, Column, KeepOut, Busway, Cdu };
constexpr int kEntityKindCount = 16;

// Stable lower-case token of a kind ("rack", "cable", ...): file meta keys, reports, waivers.
inline const char *kindToken(EntityKind kind)
{
    static const char *kTokens[kEntityKindCount] = {"site",  "hall", "row", "rack", "device",  "port",
                                                    "cable", "feed", "pdu", "loop", "network", "part",
                                                    "column", "keepout", "busway", "cdu"};
    return kTokens[int(kind)];
}

enum class ChangeType : uint8_t { Added, Removed, Modified };

// One entity touched by an edit. `fields` is the entity's Field mask for Modified changes.
struct Change {
    EntityKind kind;
    ChangeType type;
    uint32_t id;
    uint32_t fields;
};

// What one edit (a command's redo or undo, or a load) changed, emitted once per edit so that
// the engine, rules and views touch only what the edit affected. A reset means "everything
// changed" (a file was loaded): listeners rebuild.
class ChangeSet {
public:
    void add(EntityKind kind, ChangeType type, uint32_t id, uint32_t fields = 0)
    {
        m_changes.push_back({kind, type, id, fields});
        m_kinds |= 1u << unsigned(kind);
    }
    void markReset() { m_reset = true; }

    bool isReset() const { return m_reset; }
    bool empty() const { return m_changes.empty() && !m_reset; }
    bool touches(EntityKind kind) const { return m_reset || (m_kinds & (1u << unsigned(kind))); }
    const std::vector<Change> &changes() const { return m_changes; }
    size_t size() const { return m_changes.size(); }

private:
    std::vector<Change> m_changes;
    uint32_t m_kinds = 0;
    bool m_reset = false;
};

} // namespace railyard

Q_DECLARE_METATYPE(railyard::ChangeSet)
