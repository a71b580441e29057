#pragma once

#include "pricebook.h"
#include "racktemplate.h"
#include "scenario.h"

#include <QString>
#include <vector>

namespace railyard {

// A rule problem the designer accepted, with the reason; saved in the file and shown in
// reports. `objects` is the problem's object list as "kind:id,kind:id" (see problemKey()).
struct Waiver {
    QString code;
    QString objects;
    QString reason;
    bool operator==(const Waiver &) const = default;
};

// The design's top level. A document holds exactly one site.
struct Site {
    QString name;
    QString customer;
    QString notes;
    // Cable routing: slack added to every routed cable (service loops at both ends), and the
    // height of the overhead trays above the top of the racks.
    double cableSlackM = 1.0;
    double trayClearanceM = 0.3;
    std::vector<Waiver> waivers;
    // How cable labels are made (docs/CABLING.md): {a} and {b} are the two ends' locations,
    // near end first, {tag} the network, SU and rail; also {net}, {su}, {rail}, {id}.
    QString labelTemplate = QStringLiteral("{a} / {b} {tag}");
    PriceBook priceBook;
    // Variants: the name the current design goes by among them, and the others.
    QString scenarioName;
    std::vector<StoredScenario> scenarios;
    // Site limits a hall must stay within (docs/RULES.md, "Equipment and site limits"): its IT
    // load, and its floor area.
    double maxHallItW = 40e6;
    double maxHallAreaM2 = 10000;
    // Racks the designer saved to place again whole (racktemplate.h), by unique name.
    std::vector<RackTemplate> rackTemplates;

    enum Field : uint32_t {
        kName = 1u << 0,
        kCustomer = 1u << 1,
        kNotes = 1u << 2,
        kRouting = 1u << 3,
        kWaivers = 1u << 4,
        kLabels = 1u << 5,
        kPrices = 1u << 6,
        kScenarios = 1u << 7,
        kLimits = 1u << 8,
        kTemplates = 1u << 9,
    };
    bool operator==(const Site &) const = default;
};

} // namespace railyard
