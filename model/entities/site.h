#pragma once

#include <QString>

namespace railyard {

// The design's top level. A document holds exactly one site.
struct Site {
    QString name;
    QString customer;
    QString notes;

    enum Field : uint32_t { kName = 1u << 0, kCustomer = 1u << 1, kNotes = 1u << 2 };
    bool operator==(const Site &) const = default;
};

} // namespace railyard
