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
Result<std::vector<CsvRecord>> parseCsv(const QString &text, const QString &sourceName);

// Quotes a field only when it needs it.
QString csvField(const QString &value);
QString csvLine(const QStringList &fields); // without the line end

} // namespace railyard
