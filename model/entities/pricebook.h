#pragma once

#include <QByteArray>
#include <QString>
#include <array>
#include <cstdint>
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
    // The seller's reference printed on the quote, and its logo: an image file the user chose,
    // kept whole in the design (PNG or JPEG bytes, quote/quotelogo.h) with its file name.
    QString quoteNumber;
    QString logoName;
    QByteArray logo;
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

// Spares per BOM category at a service level (docs/QUOTE.md, "Spares"): failures during the
// repair turnaround are Poisson with mean λ = AFR × installed × turnaround / 365; stock the
// fewest spares s with P(failures ≤ s) ≥ `serviceLevel` (0.95: 19 turnarounds in 20 never run
// out), at least `minimum`.
struct SparePolicy {
    double annualFailureRate = 0;
    int turnaroundDays = 30;
    double serviceLevel = 0.95;
    int64_t minimum = 0;
    bool operator==(const SparePolicy &) const = default;
};

// The highest service level a policy may ask (1 would need unbounded stock).
constexpr double kMaxServiceLevel = 0.9999;

// Defaults by category, in discountCategoryToken() order. Estimates: field failure rates of the
// order vendors and large operators report; the turnaround is an advance-replacement
// contract's; 95 % service, 99 % for the cheap parts that fail most and stop a link (optics,
// cables), 90 % for racks and PDUs that rarely fail and are not on a job's path.
inline std::array<SparePolicy, 8> defaultSparePolicies()
{
    return {{{0.05, 30, 0.95, 1},  // compute
             {0.02, 14, 0.95, 1},  // compute fabric switches
             {0.02, 14, 0.95, 1},  // other switches
             {0.02, 30, 0.99, 4},  // optics
             {0.005, 30, 0.99, 2}, // cables
             {0.01, 30, 0.90, 0},  // racks and PDUs
             {0.02, 30, 0.95, 0},  // cooling
             {0.03, 30, 0.95, 0}}}; // other
}

struct PriceBook {
    QString currency = QStringLiteral("USD");
    QuoteTerms terms;
    std::vector<PriceEntry> prices;
    std::array<double, 8> discounts{}; // by BOM category (bom.h), a fraction of the price
    std::array<SparePolicy, 8> spares = defaultSparePolicies();
    TcoInputs tco;
    bool operator==(const PriceBook &) const = default;
};

} // namespace railyard
