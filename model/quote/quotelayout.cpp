#include "quotelayout.h"

#include <QFontMetrics>
#include <algorithm>

namespace railyard {

namespace {
// Where a line may end: after a space, or after a separator inside a long word.
bool breaksAfter(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('/') || c == QLatin1Char('-') || c == QLatin1Char(',');
}

// A row with only a label (a heading, a total's name, an assumption) may run across the table
// up to its first filled cell.
bool labelOnly(const QuoteRow &row)
{
    return row.cells.size() == 1 || (row.cells.value(1).isEmpty() && row.cells.value(2).isEmpty());
}
} // namespace

int QuoteTableLayout::lineCount(size_t row) const
{
    int n = 1;
    for (const QStringList &cell : lines[row])
        n = std::max(n, int(cell.size()));
    return n;
}

int QuoteTableLayout::cellWidth(const QuoteRow &row, int column) const
{
    if (row.cells.size() == 1)
        return x[5] - x[0] - gap;
    if (column == 0 && labelOnly(row))
        return x[4] - x[0] - gap;
    return x[size_t(column) + 1] - x[size_t(column)] - gap;
}

QStringList wrapText(const QString &text, const QFontMetrics &metrics, int width)
{
    QStringList out;
    QString rest = text;
    // Leading spaces indent every line of the cell alike.
    qsizetype indentSize = 0;
    while (indentSize < rest.size() && rest[indentSize] == QLatin1Char(' '))
        ++indentSize;
    const QString indent = rest.left(indentSize);
    rest = rest.mid(indentSize);
    while (!rest.isEmpty()) {
        const QString prefix = out.isEmpty() ? indent : indent + QStringLiteral("  ");
        if (metrics.horizontalAdvance(prefix + rest) <= width) {
            out << prefix + rest;
            break;
        }
        // The longest head of `rest` that fits and ends at a break; else as many characters as fit.
        qsizetype fit = 0, lastBreak = 0;
        while (fit < rest.size() && metrics.horizontalAdvance(prefix + rest.left(fit + 1)) <= width) {
            ++fit;
            if (breaksAfter(rest[fit - 1]))
                lastBreak = fit;
        }
        const qsizetype take = lastBreak > 0 ? lastBreak : std::max<qsizetype>(1, fit);
        out << prefix + rest.left(take).trimmed();
        rest = rest.mid(take).trimmed();
    }
    if (out.isEmpty())
        out << indent;
    return out;
}

QuoteTableLayout layoutQuoteTable(const std::vector<QuoteRow> &rows, const QStringList &heads, const QFont &body,
                                  const QFont &bold, QPaintDevice *device, int width)
{
    const QFontMetrics plain(body, device), strong(bold, device);
    const int gap = plain.horizontalAdvance(QStringLiteral("  "));
    // Columns 1-4 as wide as their widest entry (heads in bold), description the rest.
    std::array<int, 5> need{};
    for (int c = 1; c < 5; ++c)
        need[size_t(c)] = strong.horizontalAdvance(heads.value(c)) + gap;
    for (const QuoteRow &row : rows) {
        if (labelOnly(row) && row.cells.size() < 5)
            continue;
        const QFontMetrics &m = row.bold ? strong : plain;
        for (int c = 1; c < 5 && c < row.cells.size(); ++c)
            need[size_t(c)] = std::max(need[size_t(c)], m.horizontalAdvance(row.cells[c]) + gap);
    }
    QuoteTableLayout layout;
    layout.gap = gap;
    // The description keeps at least a third of the page; past that the part column (the
    // widest of the four) gives way and its longest numbers wrap at their separators.
    const int figures = need[2] + need[3] + need[4];
    need[1] = std::min(need[1], std::max(width / 6, width * 2 / 3 - figures));
    layout.x[0] = 0;
    layout.x[5] = width;
    layout.x[4] = width - need[4];
    layout.x[3] = layout.x[4] - need[3];
    layout.x[2] = layout.x[3] - need[2];
    layout.x[1] = layout.x[2] - need[1];
    layout.lines.reserve(rows.size());
    for (const QuoteRow &row : rows) {
        const QFontMetrics &m = row.bold ? strong : plain;
        std::vector<QStringList> cells;
        for (int c = 0; c < row.cells.size() && c < 5; ++c)
            cells.push_back(row.cells[c].isEmpty() ? QStringList{QString()} : wrapText(row.cells[c], m, layout.cellWidth(row, c)));
        layout.lines.push_back(std::move(cells));
    }
    return layout;
}

} // namespace railyard
