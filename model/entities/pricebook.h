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

struct PriceBook {
    QString currency = QStringLiteral("USD");
    std::vector<PriceEntry> prices;
    std::array<double, 8> discounts{}; // by BOM category (bom.h), a fraction of the price
    bool operator==(const PriceBook &) const = default;
};

} // namespace railyard
