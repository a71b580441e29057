#pragma once

#include "bom.h"

namespace railyard {

// The BOM as a workbook a customer can edit (docs/QUOTE.md): quantities and unit prices are
// values, extended prices, category subtotals and the total are formulas, so changing a
// quantity moves every total. Written to a temporary file and renamed over `path`.
Status writeBomXlsx(const Bom &bom, const QString &title, const QString &path);

} // namespace railyard
