#include "quotexlsx.h"

#include "io/xlsxworkbook.h"

#include <QCoreApplication>

namespace railyard {

Status writeBomXlsx(const Bom &bom, const QString &title, const QString &path)
{
    XlsxWorkbook book(path, /*constantMemory=*/false);
    if (Status s = book.open(); !s)
        return s;
    lxw_workbook *wb = book.book();
    lxw_format *bold = workbook_add_format(wb);
    format_set_bold(bold);
    lxw_format *header = workbook_add_format(wb);
    format_set_bold(header);
    format_set_bg_color(header, 0xDDE3EA);
    format_set_bottom(header, LXW_BORDER_THIN);
    lxw_format *money = workbook_add_format(wb);
    format_set_num_format(money, "#,##0.00");
    lxw_format *moneyBold = workbook_add_format(wb);
    format_set_num_format(moneyBold, "#,##0.00");
    format_set_bold(moneyBold);

    lxw_worksheet *ws = book.addSheet(QStringLiteral("BOM"));
    book.writeString(ws, 0, 0, QCoreApplication::translate("Bom", "Bill of materials — %1").arg(title), bold);
    const char *heads[] = {QT_TRANSLATE_NOOP("Bom", "Category"), QT_TRANSLATE_NOOP("Bom", "Part number"), QT_TRANSLATE_NOOP("Bom", "Description"),
                           QT_TRANSLATE_NOOP("Bom", "Quantity"), QT_TRANSLATE_NOOP("Bom", "Unit price (USD)"), QT_TRANSLATE_NOOP("Bom", "Discount"),
                           QT_TRANSLATE_NOOP("Bom", "Extended (USD)"), QT_TRANSLATE_NOOP("Bom", "Spare"), QT_TRANSLATE_NOOP("Bom", "Lead time (days)")};
    lxw_format *percent = workbook_add_format(wb);
    format_set_num_format(percent, "0.0%");
    for (lxw_col_t c = 0; c < 9; ++c)
        book.writeString(ws, 2, c, QCoreApplication::translate("Bom", heads[c]), header);
    lxw_row_t row = 3;
    QStringList subtotalCells;
    for (int category = 0; category < kBomCategoryCount; ++category) {
        const lxw_row_t first = row;
        for (const BomLine &l : bom.lines) {
            if (int(l.category) != category)
                continue;
            book.writeString(ws, row, 0, toText(l.category), nullptr);
            book.writeString(ws, row, 1, l.partNumber, nullptr);
            book.writeString(ws, row, 2, l.description, nullptr);
            worksheet_write_number(ws, row, 3, double(l.quantity), nullptr);
            worksheet_write_number(ws, row, 4, l.unitPriceUsd, money);
            worksheet_write_number(ws, row, 5, l.discount, percent);
            // Rows in formulas are 1-based.
            const QByteArray f = QStringLiteral("=D%1*E%1*(1-F%1)").arg(row + 1).toLatin1();
            worksheet_write_formula_num(ws, row, 6, f.constData(), money, l.extendedUsd());
            book.writeString(ws, row, 7, l.spare ? QStringLiteral("yes") : QString());
            if (l.leadTimeDays > 0)
                worksheet_write_number(ws, row, 8, l.leadTimeDays, nullptr);
            ++row;
        }
        if (row == first)
            continue;
        const QByteArray f = QStringLiteral("=SUM(G%1:G%2)").arg(first + 1).arg(row).toLatin1();
        book.writeString(ws, row, 2, QCoreApplication::translate("Bom", "Subtotal %1").arg(toText(BomCategory(category))), bold);
        worksheet_write_formula_num(ws, row, 6, f.constData(), moneyBold, bom.subtotalUsd(BomCategory(category)));
        subtotalCells << QStringLiteral("G%1").arg(row + 1);
        row += 2;
    }
    const QByteArray total = (QStringLiteral("=") + (subtotalCells.isEmpty() ? QStringLiteral("0") : subtotalCells.join(QLatin1Char('+')))).toLatin1();
    book.writeString(ws, row, 2, QCoreApplication::translate("Bom", "Total"), bold);
    worksheet_write_formula_num(ws, row, 6, total.constData(), moneyBold, bom.totalUsd());
    worksheet_set_column(ws, 0, 0, 30, nullptr);
    worksheet_set_column(ws, 1, 1, 22, nullptr);
    worksheet_set_column(ws, 2, 2, 52, nullptr);
    worksheet_set_column(ws, 3, 3, 10, nullptr);
    worksheet_set_column(ws, 4, 4, 16, nullptr);
    worksheet_set_column(ws, 5, 5, 10, nullptr);
    worksheet_set_column(ws, 6, 6, 18, nullptr);
    worksheet_set_column(ws, 8, 8, 14, nullptr);
    worksheet_freeze_panes(ws, 3, 0);
    return book.finish();
}

} // namespace railyard
