#pragma once

#include "core/progress.h"
#include "core/result.h"
#include "labelface.h"
#include "pullsheet.h"

#include <QSizeF>
#include <vector>

namespace railyard {

// A sheet of wrap-around labels (docs/CABLING.md): sizes in millimetres.
struct LabelSheetLayout {
    int columns = 3;
    int rows = 8;
    double labelWidthMm = 63.5;
    double labelHeightMm = 33.9;
    double marginLeftMm = 7.2;
    double marginTopMm = 12.9;
    double gapXMm = 2.5;
    double gapYMm = 0;
    QPageSize::PageSizeId page = QPageSize::A4;
    // A roll's page is its label (labelstock.h): when set, the page instead of `page`.
    QSizeF customPageMm;
    // A QR code of the cable id at the right of each label (labelqr.h).
    bool qrCodes = true;
    QPageSize pageSize() const
    {
        return customPageMm.isEmpty() ? QPageSize(page) : QPageSize(customPageMm, QPageSize::Millimeter, QString(), QPageSize::ExactMatch);
    }
};

// Two labels per cable, end A then end B, each with the cable ID, its own location first and
// the far end, in pull order, broken only between tokens (labelface.h), and a QR code of the
// cable ID (labelqr.h) unless the layout turns them off. Fails when the labels do
// not fit on the page or a label's text does not fit on its label. `drawn`, when given, receives
// every face's body as drawn, in order.
// `progress` hears of each page (and may cancel).
Status writeLabelSheetPdf(const PullSheet &sheet, const LabelSheetLayout &layout, const QString &path,
                          std::vector<LabelFace> *drawn = nullptr, Progress *progress = nullptr);

} // namespace railyard
