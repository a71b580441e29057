#pragma once

#include "core/result.h"
#include "engine/engine.h"

namespace railyard {

// Bill of materials (docs/QUOTE.md): what the design installs, priced from the catalog.
enum class BomCategory : uint8_t { Compute, ComputeFabric, OtherSwitches, Optics, Cables, RacksAndPdus, Cooling, Other };
constexpr int kBomCategoryCount = 8;
QString toText(BomCategory category); // "Compute fabric switches", for reports

struct BomLine {
    BomCategory category = BomCategory::Other;
    QString partNumber, description;
    int64_t quantity = 0;
    double unitPriceUsd = 0;  // list price: the price book's, else the catalog's
    bool spare = false;       // a spares line (docs/QUOTE.md, "Spares")
    double discount = 0;      // the price book's discount for the category, a fraction
    int leadTimeDays = 0;
    double extendedUsd() const { return double(quantity) * unitPriceUsd * (1 - discount); }
};

int64_t sparesFor(const SparePolicy &policy, int64_t installed);
// The fewest s with P(X ≤ s) ≥ level for X Poisson with this mean (exact up to
// kPoissonExactMean, a normal approximation above).
int64_t poissonQuantile(double mean, double level);
constexpr double kPoissonExactMean = 1000;
// The default policy of a category (estimates; docs/QUOTE.md gives their basis). A design's
// own policies are in its price book.
SparePolicy defaultSparePolicy(BomCategory category);

struct Bom {
    std::vector<BomLine> lines; // by category, then part number; spares after the installed lines
    double subtotalUsd(BomCategory category) const;
    double totalUsd() const;
};

// What the design installs, by category then part, before prices: the BOM's quantities.
struct InstalledPart {
    BomCategory category;
    PartId part;
    int64_t quantity;
};
std::vector<InstalledPart> installedParts(const Document &doc, const Engine &engine);

// Every installed part by category — devices, racks, transceivers (a twin-port module once per
// cage), cables (a splitter once for its links) — priced from the catalog, then a spares line
// per part with the default policies. Fails listing every part that has no price: a quote
// never prices a part at zero silently.
Result<Bom> buildBom(const Document &doc, const Engine &engine);

// CSV: category, part_number, description, quantity, unit_price_usd, extended_price_usd, spare.
QString bomCsv(const Bom &bom);

} // namespace railyard
