#pragma once

#include "engine/engine.h"

#include <QString>
#include <array>

namespace railyard {

// The four limits a rack's load runs into (issue #19, defect 5): what its type's power allows,
// what its cooling rejects, what its PDUs carry continuously when the other feed is lost, and
// what the hall's floor bears. The floor plan colours a rack by the one nearest to (or furthest
// past) its limit and names it, so a rack its PDUs stop at three nodes no longer shows green
// because its power limit is far away.
enum class RackLimitKind { Power, Cooling, Pdu, Floor };
constexpr int kRackLimitKindCount = 4;
QString toText(RackLimitKind kind);

struct RackLimitUse {
    RackLimitKind kind = RackLimitKind::Power;
    double used = 0;  // W, W, W, kg/m²
    double limit = 0; // 0: unknown (no rating in the catalog or the hall)
    bool known() const { return limit > 0; }
    double ratio() const { return known() ? used / limit : 0; }
};

struct RackLimits {
    std::array<RackLimitUse, kRackLimitKindCount> uses;
    // The known limit with the highest utilisation (the first of equals in the order of
    // RackLimitKind); nullptr when no limit is known.
    const RackLimitUse *binding() const;
};

RackLimits rackLimits(const Document &doc, const Engine &engine, RackId rack);

} // namespace railyard
