#pragma once

#include <QString>

namespace railyard {

// The design's top level. A document holds exactly one site.
struct Site {
    QString name;
    QString customer;
    QString notes;
    // Cable routing: slack added to every routed cable (service loops at both ends), and the
    // height of the overhead trays above the top of the racks.
    double cableSlackM = 1.0;
    double trayClearanceM = 0.3;

    enum Field : uint32_t { kName = 1u << 0, kCustomer = 1u << 1, kNotes = 1u << 2, kRouting = 1u << 3 };
    bool operator==(const Site &) const = default;
};

} // namespace railyard
