#pragma once

#include "core/result.h"
#include "document/document.h"

namespace railyard {

// The price book as CSV (docs/QUOTE.md), header `kind,key,value,lead_time_days,source`:
//   currency,USD,,,
//   discount,optics,0.25,,
//   spare_minimum,optics,8,,       (also spare_afr, spare_turnaround_days, spare_service_level)
//   price,MQM9700-NS2F,24000,84,quote Q-1234
// Spares policies are written where they differ from the defaults.
QString priceBookCsv(const PriceBook &book);
// The whole book from CSV; the first bad row fails with `file:row` (unknown kind, a part not in
// the catalog, a price below 0, a discount outside [0, 1), a part priced twice).
Result<PriceBook> readPriceBookCsv(const Catalog &catalog, const QString &text, const QString &fileName);
// `current` with the prices, discounts, spares policies and currency of an imported book; its terms and TCO
// assumptions, which the CSV does not hold, stay.
PriceBook withImportedPrices(PriceBook current, const PriceBook &imported);

} // namespace railyard
