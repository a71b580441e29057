#pragma once

#include <QFont>
#include <QStringList>
#include <array>
#include <vector>

class QPaintDevice;

namespace railyard {

// One row of the quote's table: a heading or total (bold), or an item's cells: description,
// part number, quantity, unit price, extended price. A row of one cell runs across the table.
struct QuoteRow {
    bool bold = false;
    QStringList cells;
};

// Where the quote's table puts each cell and on how many lines (issue #19, defect 7): nothing a
// buyer orders by is cut. The part column is as wide as the widest part number, so a part
// number is never broken; the figures' columns as wide as their widest figure; descriptions
// take the rest and wrap between words (a word wider than its column alone is broken by
// characters, never dropped).
struct QuoteTableLayout {
    std::array<int, 6> x{}; // left edges of the five columns, and the table's right edge
    int gap = 0;            // between columns: two spaces of the body type
    // For each row, each cell's lines as drawn.
    std::vector<std::vector<QStringList>> lines;
    int lineCount(size_t row) const;
    // The width a cell of `row` may fill (a label-only row runs on into the empty columns).
    int cellWidth(const QuoteRow &row, int column) const;
};


QuoteTableLayout layoutQuoteTable(const std::vector<QuoteRow> &rows, const QStringList &heads, const QFont &body,
                                  const QFont &bold, QPaintDevice *device, int width);

// Breaks `text` into lines no wider than `width`: after spaces, else after "/", "-" or ",";
// a piece wider than `width` on its own is split by characters.
QStringList wrapText(const QString &text, const QFontMetrics &metrics, int width);

} // namespace railyard
