#include "labelstock.h"

#include <QCoreApplication>

namespace railyard {

namespace {
constexpr double kInch = 25.4;

LabelSheetLayout sheet(int columns, int rows, double w, double h, double left, double top, double gapX, double gapY, QPageSize::PageSizeId page)
{
    LabelSheetLayout l;
    l.columns = columns;
    l.rows = rows;
    l.labelWidthMm = w;
    l.labelHeightMm = h;
    l.marginLeftMm = left;
    l.marginTopMm = top;
    l.gapXMm = gapX;
    l.gapYMm = gapY;
    l.page = page;
    return l;
}

// A roll prints one label per page of the label's own size.
LabelSheetLayout roll(double w, double h)
{
    LabelSheetLayout l = sheet(1, 1, w, h, 0, 0, 0, 0, QPageSize::Custom);
    l.customPageMm = QSizeF(w, h);
    return l;
}
} // namespace

const std::vector<LabelStock> &labelStocks()
{
    // Sheet figures add up to the page exactly (margins, labels and gaps across and down).
    static const std::vector<LabelStock> kStocks = {
        {QStringLiteral("avery-l7159"), QCoreApplication::translate("LabelStock", "Avery L7159 (24 per A4 sheet, 63.5 × 33.9 mm)"),
         QStringLiteral("Avery L7159 template (A4, 3 × 8, pitch 66.0 × 33.9 mm)"), sheet(3, 8, 63.5, 33.9, 7.2, 12.9, 2.5, 0, QPageSize::A4)},
        {QStringLiteral("avery-l7651"), QCoreApplication::translate("LabelStock", "Avery L7651 (65 per A4 sheet, 38.1 × 21.2 mm)"),
         QStringLiteral("Avery L7651 template (A4, 5 × 13, pitch 40.6 × 21.2 mm)"), sheet(5, 13, 38.1, 21.2, 4.7, 10.7, 2.5, 0, QPageSize::A4)},
        {QStringLiteral("avery-l7163"), QCoreApplication::translate("LabelStock", "Avery L7163 (14 per A4 sheet, 99.1 × 38.1 mm)"),
         QStringLiteral("Avery L7163 template (A4, 2 × 7, pitch 101.6 × 38.1 mm)"), sheet(2, 7, 99.1, 38.1, 4.65, 15.15, 2.5, 0, QPageSize::A4)},
        {QStringLiteral("avery-5160"), QCoreApplication::translate("LabelStock", "Avery 5160 (30 per Letter sheet, 2⅝ × 1 in)"),
         QStringLiteral("Avery 5160 template (Letter, 3 × 10, 2.625 × 1 in, margins 0.1875 in side, 0.5 in top, 0.125 in between columns)"),
         sheet(3, 10, 2.625 * kInch, 1 * kInch, 0.1875 * kInch, 0.5 * kInch, 0.125 * kInch, 0, QPageSize::Letter)},
        {QStringLiteral("avery-5163"), QCoreApplication::translate("LabelStock", "Avery 5163 (10 per Letter sheet, 4 × 2 in)"),
         QStringLiteral("Avery 5163 template (Letter, 2 × 5, 4 × 2 in, margins 0.15625 in side, 0.5 in top, 0.1875 in between columns)"),
         sheet(2, 5, 4 * kInch, 2 * kInch, 0.15625 * kInch, 0.5 * kInch, 0.1875 * kInch, 0, QPageSize::Letter)},
        {QStringLiteral("roll-2x1in"), QCoreApplication::translate("LabelStock", "Thermal roll, 2 × 1 in (50.8 × 25.4 mm), one label per page"),
         QStringLiteral("estimate: a common thermal-transfer roll size (Brady, Zebra and others); set the printer's media to it"), roll(2 * kInch, 1 * kInch)},
        {QStringLiteral("roll-4x2in"), QCoreApplication::translate("LabelStock", "Thermal roll, 4 × 2 in (101.6 × 50.8 mm), one label per page"),
         QStringLiteral("estimate: a common thermal-transfer roll size (Brady, Zebra and others); set the printer's media to it"), roll(4 * kInch, 2 * kInch)},
    };
    return kStocks;
}

Result<LabelStock> labelStock(const QString &key)
{
    QStringList keys;
    for (const LabelStock &s : labelStocks()) {
        if (s.key == key.trimmed().toLower())
            return s;
        keys << s.key;
    }
    return Result<LabelStock>::failure(
        QCoreApplication::translate("LabelStock", "unknown label stock '%1'; use one of %2").arg(key, keys.join(QStringLiteral(", "))));
}

} // namespace railyard
