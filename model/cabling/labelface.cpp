#include "labelface.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <optional>

namespace railyard {
namespace {

// Pieces that may end a line: a token and the separators after it.
QStringList breakablePieces(const QString &paragraph)
{
    QStringList pieces;
    QString piece;
    for (qsizetype i = 0; i < paragraph.size(); ++i) {
        piece += paragraph[i];
        const bool next = i + 1 < paragraph.size();
        if (isLabelSeparator(paragraph[i]) && (!next || !isLabelSeparator(paragraph[i + 1]))) {
            pieces << piece;
            piece.clear();
        }
    }
    if (!piece.isEmpty())
        pieces << piece;
    return pieces;
}

// Greedy lines at this font, or none when a piece alone is wider than the box.
std::optional<QStringList> fillLines(const QString &text, const QFontMetricsF &metrics, double width)
{
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &piece : breakablePieces(paragraph)) {
            // Spaces at the end of a line take no room: they are not drawn.
            if (line.isEmpty() || metrics.horizontalAdvance((line + piece).trimmed()) <= width) {
                line += piece;
                continue;
            }
            lines << line.trimmed();
            line = piece;
        }
        lines << line.trimmed();
    }
    // A line wider than the box holds a piece that is wider on its own.
    for (const QString &line : std::as_const(lines))
        if (metrics.horizontalAdvance(line) > width)
            return std::nullopt;
    return lines;
}

} // namespace

bool isLabelSeparator(QChar c)
{
    return c.isSpace() || c == QLatin1Char('/') || c == QLatin1Char('-') || c == QLatin1Char(':') ||
           c == QLatin1Char('.');
}

Result<LabelFace> layoutLabelFace(const QString &text, const QFont &font, double width, double height,
                                  QPaintDevice *device)
{
    LabelFace face{font, {}};
    for (double size = font.pointSizeF(); size >= kLabelMinPointSize - 1e-9; size -= 0.5) {
        face.font.setPointSizeF(size);
        const QFontMetricsF metrics(face.font, device);
        const std::optional<QStringList> lines = fillLines(text, metrics, width);
        if (lines && lines->size() * metrics.lineSpacing() <= height) {
            face.lines = *lines;
            return face;
        }
    }
    return Result<LabelFace>::failure(
        QCoreApplication::translate(
            "LabelSheet",
            "the label \"%1\" does not fit on its label even at %2 pt; use larger labels or a shorter label template.")
            .arg(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')))
            .arg(kLabelMinPointSize));
}

} // namespace railyard
