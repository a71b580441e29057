#pragma once

#include "document/changeset.h"

#include <QString>
#include <vector>

namespace railyard {

enum class Severity : uint8_t { Error, Warning, Info };
QString toToken(Severity s);

// An entity a problem is about, for selecting and highlighting it.
struct ObjectRef {
    EntityKind kind;
    uint32_t id;
    bool operator==(const ObjectRef &) const = default;
};

// One broken rule, located and explained (docs/RULES.md).
struct Problem {
    QString code; // stable: RACK_POWER_OVER_LIMIT, RAIL_SWAP, ...
    Severity severity = Severity::Error;
    std::vector<ObjectRef> objects;
    QString objectNames; // the objects as a user reads them ("rack SU01-R03", "cable 12 gpu00003:C4 ↔ ...")
    double measured = 0;
    double limit = 0;
    QString unit;    // of measured and limit ("W", "kg/m²", "m", "links")
    QString message; // one line: what is wrong
    QString fix;     // what to do
    bool waived = false;
    QString waiverReason;
    // Which check found it, for the live checker's bookkeeping: 0 for a design-wide rule,
    // otherwise 1 + the local rule's index, and the object that rule was checking.
    uint32_t source = 0;
    uint32_t sourceObject = 0;
};

// The problem's objects as "kind:id,kind:id": what a waiver matches on, with the code.
QString problemKey(const Problem &p);

} // namespace railyard
