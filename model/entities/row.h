#pragma once

#include "core/ids.h"

#include <QString>

namespace railyard {

// A row of racks in a hall. Racks carry their own floor position; the row groups them for
// naming, labels, cable trays and bulk moves.
struct Row {
    RowId id;
    HallId hall;
    QString name;

    enum Field : uint32_t { kName = 1u << 0, kHall = 1u << 1 };
    bool operator==(const Row &) const = default;
};

} // namespace railyard
