#pragma once

#include "labelsheet.h"

namespace railyard {

// Label stock a cabling team buys (docs/CABLING.md, "Label stock"): laser sheets in A4 and
// Letter, and thermal-transfer rolls printed one label per page. Each preset carries where its
// dimensions come from, or says they are an estimate.
struct LabelStock {
    QString key;         // "avery-l7651": what --stock takes
    QString name;        // "Avery L7651 (65 per A4 sheet, 38.1 × 21.2 mm)"
    QString source;      // the dimensions' source, or "estimate: …"
    LabelSheetLayout layout;
};

const std::vector<LabelStock> &labelStocks();
// The preset named `key`; fails listing the known keys.
Result<LabelStock> labelStock(const QString &key);

} // namespace railyard
