#pragma once

#include "core/result.h"

#include <QStringList>
#include <vector>

namespace railyard {

// One CSV record with the line it starts on (1-based), for error messages.
struct CsvRecord {
    int line = 0;
    QStringList fields;
};

// RFC 4180 CSV: comma separated, double-quoted fields may hold commas, quotes ("") and line
// breaks; CRLF or LF line ends; a UTF-8 byte-order mark is skipped. Blank lines are skipped.
// Each field goes through restoreFormula(), so what csvField() wrote reads back unchanged.
Result<std::vector<CsvRecord>> parseCsv(const QString &text, const QString &sourceName);

// Formula injection (docs/RELIABILITY.md): a cell a spreadsheet would run as a formula, one
// that starts with = + - @, a tab or a carriage return (after any apostrophes) and is not a
// plain number such as -3.5 or +1, is written with a leading apostrophe, which spreadsheets
// take as "this is text". restoreFormula() removes that one apostrophe again.
QString neutralizeFormula(const QString &value);
QString restoreFormula(const QString &cell);

// Neutralizes a formula, then quotes the field only when it needs it.
QString csvField(const QString &text);
QString csvLine(const QStringList &fields); // without the line end

} // namespace railyard
