#include "quotexlsx.h"

#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>
#include <xlsxwriter.h>

namespace railyard {

Status writeBomXlsx(const Bom &bom, const QString &title, const QString &path)
{
    const QString temp = path + QStringLiteral(".part");
    lxw_workbook *wb = workbook_new(QFile::encodeName(temp).constData());
    if (!wb)
        return Status::failure(QCoreApplication::translate("Bom", "%1: cannot write the workbook").arg(path));
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
    auto utf8 = [](const QString &s) { return s.toUtf8(); };

    lxw_worksheet *ws = workbook_add_worksheet(wb, "BOM");
    worksheet_write_string(ws, 0, 0, utf8(QCoreApplication::translate("Bom", "Bill of materials — %1").arg(title)).constData(), bold);
    const char *heads[] = {QT_TRANSLATE_NOOP("Bom", "Category"), QT_TRANSLATE_NOOP("Bom", "Part number"), QT_TRANSLATE_NOOP("Bom", "Description"),
                           QT_TRANSLATE_NOOP("Bom", "Quantity"), QT_TRANSLATE_NOOP("Bom", "Unit price (USD)"), QT_TRANSLATE_NOOP("Bom", "Discount"),
                           QT_TRANSLATE_NOOP("Bom", "Extended (USD)"), QT_TRANSLATE_NOOP("Bom", "Spare"), QT_TRANSLATE_NOOP("Bom", "Lead time (days)")};
    lxw_format *percent = workbook_add_format(wb);
    format_set_num_format(percent, "0.0%");
    for (lxw_col_t c = 0; c < 9; ++c)
        worksheet_write_string(ws, 2, c, utf8(QCoreApplication::translate("Bom", heads[c])).constData(), header);
    lxw_row_t row = 3;
    QStringList subtotalCells;
    for (int category = 0; category < kBomCategoryCount; ++category) {
        const lxw_row_t first = row;
        for (const BomLine &l : bom.lines) {
            if (int(l.category) != category)
                continue;
            worksheet_write_string(ws, row, 0, utf8(toText(l.category)).constData(), nullptr);
            worksheet_write_string(ws, row, 1, utf8(l.partNumber).constData(), nullptr);
            worksheet_write_string(ws, row, 2, utf8(l.description).constData(), nullptr);
            worksheet_write_number(ws, row, 3, double(l.quantity), nullptr);
            worksheet_write_number(ws, row, 4, l.unitPriceUsd, money);
            worksheet_write_number(ws, row, 5, l.discount, percent);
            // Rows in formulas are 1-based.
            const QByteArray f = QStringLiteral("=D%1*E%1*(1-F%1)").arg(row + 1).toLatin1();
            worksheet_write_formula_num(ws, row, 6, f.constData(), money, l.extendedUsd());
            worksheet_write_string(ws, row, 7, l.spare ? "yes" : "", nullptr);
            if (l.leadTimeDays > 0)
                worksheet_write_number(ws, row, 8, l.leadTimeDays, nullptr);
            ++row;
        }
        if (row == first)
            continue;
        const QByteArray f = QStringLiteral("=SUM(G%1:G%2)").arg(first + 1).arg(row).toLatin1();
        worksheet_write_string(ws, row, 2, utf8(QCoreApplication::translate("Bom", "Subtotal %1").arg(toText(BomCategory(category)))).constData(), bold);
        worksheet_write_formula_num(ws, row, 6, f.constData(), moneyBold, bom.subtotalUsd(BomCategory(category)));
        subtotalCells << QStringLiteral("G%1").arg(row + 1);
        row += 2;
    }
    const QByteArray total = (QStringLiteral("=") + (subtotalCells.isEmpty() ? QStringLiteral("0") : subtotalCells.join(QLatin1Char('+')))).toLatin1();
    worksheet_write_string(ws, row, 2, utf8(QCoreApplication::translate("Bom", "Total")).constData(), bold);
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
    if (workbook_close(wb) != LXW_NO_ERROR) {
        QFile::remove(temp);
        return Status::failure(QCoreApplication::translate("Bom", "%1: cannot write the workbook").arg(path));
    }
    return replaceWithFinished(temp, path);
}

} // namespace railyard
