#pragma once

#include "bom.h"
#include "core/progress.h"
#include "tco.h"

#include <QDate>
#include <QPageSize>

namespace railyard {

// A priced quote (docs/QUOTE.md): the BOM with spares, services from the design's terms, margin
// and tax. Amounts in the price book's currency.
struct ServiceLine {
    QString description;
    double quantity = 0;
    double unitPrice = 0;
    double extended() const { return quantity * unitPrice; }
};

struct Quote {
    QString title, customer, project, currency;
    QString number;   // the quote number of the design's terms (may be empty)
    QByteArray logo;  // the terms' logo image (quotelogo.h), may be empty
    QDate issued, validUntil;
    Bom bom;
    std::vector<ServiceLine> services;
    double hardware = 0;  // BOM lines, spares included
    double spares = 0;    // of which spares
    double serviceTotal = 0;
    double margin = 0;
    double tax = 0;
    double total = 0;
    QStringList assumptions;
    Tco tco;              // with the design's TCO assumptions, on this BOM
    QStringList warnings; // TCO figures that cannot be right (tcowarnings.h)
};

Result<Quote> buildQuote(const Document &doc, const Engine &engine, const QDate &issued);
// Customer and project, line items by category with subtotals, services, spares, totals,
// assumptions and validity, "page X of Y"; written beside `path` and renamed over it.
// Cells wrap, never cut (quotelayout.h). `progress` hears of each page and may cancel.
Status writeQuotePdf(const Quote &quote, const QString &path, QPageSize::PageSizeId page = QPageSize::A4,
                     Progress *progress = nullptr);

} // namespace railyard
