#pragma once

#include "atomicfile.h"

#include <xlsxwriter.h>

namespace railyard {

// Excel's longest text in one cell.
inline constexpr qsizetype kXlsxMaxCellChars = 32767;

// `wanted` as an Excel sheet name: none of []:*?/\ or control characters (each becomes '-'),
// at most 31 characters cut between characters (never inside a surrogate pair, so never inside
// a UTF-8 sequence either), no apostrophe at either end, never empty.
QString xlsxSheetName(const QString &wanted);

// A workbook written by libxlsxwriter into an AtomicFile, with Excel's limits kept in one place.
// Text goes through writeString(): a cell longer than Excel allows is refused, and finish()
// then fails naming the sheet and the cell, rather than libxlsxwriter leaving it empty.
class XlsxWorkbook {
public:
    // `constantMemory`: rows are written in order and flushed as they go (large sheets).
    XlsxWorkbook(const QString &path, bool constantMemory);
    ~XlsxWorkbook();
    XlsxWorkbook(const XlsxWorkbook &) = delete;
    XlsxWorkbook &operator=(const XlsxWorkbook &) = delete;

    Status open();
    lxw_workbook *book() { return m_book; }
    // A sheet named by xlsxSheetName(name); null (and finish() fails) if the name is taken.
    lxw_worksheet *addSheet(const QString &name);
    void writeString(lxw_worksheet *sheet, lxw_row_t row, lxw_col_t col, const QString &text,
                     lxw_format *format = nullptr);
    // Closes the workbook, checks it is whole and commits the file.
    Status finish();
    // Gives up (a cancelled export): the workbook is dropped, the previous file stays.
    Status fail(const QString &why);

private:
    void refuse(const QString &why);

    AtomicFile m_file;
    bool m_constantMemory;
    lxw_workbook *m_book = nullptr;
    QString m_refused; // the first cell or sheet refused
};

} // namespace railyard
