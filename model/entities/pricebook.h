#pragma once

#include <QString>
#include <array>
#include <vector>

namespace railyard {

// The prices a quote uses, stored in the design so a quote reproduces exactly later
// (docs/QUOTE.md). A part without an entry takes the catalog's price.
struct PriceEntry {
    QString partNumber;
    double unitPrice = 0; // in the book's currency
    int leadTimeDays = 0;
    QString source;       // the quote, contract or list it comes from
    bool operator==(const PriceEntry &) const = default;
};

// Stable tokens of the BOM categories (bom.h order), for the file and the price book CSV.
inline const char *discountCategoryToken(size_t category)
{
    static const char *kTokens[8] = {"compute", "compute_fabric", "other_switches", "optics",
                                     "cables",  "racks_pdus",     "cooling",        "other"};
    return category < 8 ? kTokens[category] : "";
}

// Services and terms of a quote (docs/QUOTE.md): installation per cable, rack and node,
// shipping, margin and tax, the project and how long the quote is valid.
struct QuoteTerms {
    QString project;
    int validDays = 30;
    double installPerCable = 0;
    double installPerRack = 0;
    double installPerNode = 0;
    double shipping = 0;
    double margin = 0; // a fraction, on hardware and services
    double tax = 0;    // a fraction, on the price with margin
    bool operator==(const QuoteTerms &) const = default;
};

// Assumptions of the total cost of ownership and buy-vs-rent (docs/QUOTE.md), stored in the
// design so a comparison reproduces. Defaults are estimates a sales engineer replaces with the
// customer's.
struct TcoInputs {
    double years = 5;                 // amortization
    double energyUsdPerKWh = 0.08;
    double loadFactor = 0.8;          // average facility load over its peak
    double maintenancePerYear = 0.08; // of capex
    double spaceUsdPerRackMonth = 1500;
    double utilization = 0.7;         // of the GPU-hours
    double rentUsdPerGpuHour = 2.5;   // the alternative: renting the same GPUs
    bool operator==(const TcoInputs &) const = default;
};

struct PriceBook {
    QString currency = QStringLiteral("USD");
    QuoteTerms terms;
    std::vector<PriceEntry> prices;
    std::array<double, 8> discounts{}; // by BOM category (bom.h), a fraction of the price
    TcoInputs tco;
    bool operator==(const PriceBook &) const = default;
};

} // namespace railyard
