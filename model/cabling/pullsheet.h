#pragma once

#include "core/progress.h"
#include "core/result.h"
#include "engine/engine.h"

#include <QPageSize>

namespace railyard {

// One cable as the pull sheet lists it (docs/CABLING.md).
struct PullSheetEnd {
    QString label; // the label for this end (its own location first)
    QString hall, row, rack;
    int u = 0;
    QString device, port, transceiver; // transceiver part at this end, if any
};

struct PullSheetRow {
    int pullOrder = 0;
    uint32_t cableId = 0;
    PullSheetEnd a, b;
    QString network, su, rail; // "compute", "SU01", "R4"
    QString medium, partNumber;
    double stockM = 0, routedM = 0;
    QString bundle, color;
};

// Cables by type and length at one place (a hall row or a rack).
struct PullSheetSubtotal {
    QString where;   // "H1 row SU01" or "rack SU01-R03"
    QString part;    // cable part number (or medium when none)
    int cables = 0;
    double stockM = 0;
};

// The whole pull sheet: rows grouped by bundle (cables sharing a route between the same two
// racks, or the bundle name the design gives them), sorted by pull order.
struct PullSheet {
    QString design, revision, date;
    std::vector<PullSheetRow> rows;
    std::vector<std::pair<QString, std::pair<size_t, size_t>>> bundles; // name, [first, last) rows
    std::vector<PullSheetSubtotal> byRow, byRack;
};

PullSheet buildPullSheet(const Document &doc, const Engine &engine);

// RFC 4180, UTF-8, a header row.
QString pullSheetCsv(const PullSheet &sheet);
// A summary sheet (subtotals) and one sheet per hall row of the A ends: frozen header,
// autofilter, column widths and number formats.
// `progress` hears of the rows written (and may cancel), here and in the PDF of its pages.
Status writePullSheetXlsx(const PullSheet &sheet, const QString &path, Progress *progress = nullptr);
// Landscape pages (A4 or Letter): design, revision and date on each, "page X of Y", one
// section per bundle.
Status writePullSheetPdf(const PullSheet &sheet, const QString &path, QPageSize::PageSizeId page = QPageSize::A4,
                         Progress *progress = nullptr);

} // namespace railyard
