#include "plantitleblock.h"

#include "displayunits.h"
#include "scalebar.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QPainter>

namespace railyard {

namespace {
// The title block's strings, in a context of their own for the translators.
struct TitleBlockText {
    Q_DECLARE_TR_FUNCTIONS(TitleBlock)
};
} // namespace

TitleBlock titleBlockFor(Document &doc, RackMetric metric)
{
    TitleBlock b;
    const QFileInfo file(doc.filePath());
    b.design = doc.filePath().isEmpty() ? (doc.site().name.isEmpty() ? TitleBlockText::tr("Untitled") : doc.site().name) : file.completeBaseName();
    b.site = doc.site().name;
    b.customer = doc.site().customer;
    const QLocale l;
    QString saved;
    if (doc.filePath().isEmpty())
        saved = TitleBlockText::tr("not saved");
    else if (!doc.undoStack()->isClean())
        saved = TitleBlockText::tr("unsaved changes since %1").arg(l.toString(file.lastModified(), QLocale::ShortFormat));
    else
        saved = TitleBlockText::tr("saved %1").arg(l.toString(file.lastModified(), QLocale::ShortFormat));
    b.revision = doc.site().scenarioName.isEmpty() ? saved : TitleBlockText::tr("variant %1, %2").arg(doc.site().scenarioName, saved);
    b.date = l.toString(QDate::currentDate(), QLocale::ShortFormat);
    b.colourBy = toText(metric);
    b.legend = legendFor(metric);
    return b;
}

double titleBlockHeight(double width)
{
    return std::clamp(width * 0.085, 110.0, 4000.0);
}

void drawTitleBlock(QPainter &p, const QRectF &box, const TitleBlock &block, double pixelsPerMetre, double unitsPerMetreOnPaper)
{
    p.save();
    const double h = box.height(), pad = h * 0.08;
    QPen frame(Qt::black, std::max(1.0, h * 0.01));
    p.setPen(frame);
    p.setBrush(Qt::white);
    p.drawRect(box);
    const QRectF names(box.left(), box.top(), box.width() * 0.38, h);
    const QRectF scale(names.right(), box.top(), box.width() * 0.24, h);
    const QRectF legend(scale.right(), box.top(), box.right() - scale.right(), h);
    p.drawLine(names.topRight(), names.bottomRight());
    p.drawLine(scale.topRight(), scale.bottomRight());

    QFont title = p.font();
    title.setPixelSize(std::max(1, int(h * 0.2)));
    title.setBold(true);
    QFont text = p.font();
    text.setPixelSize(std::max(1, int(h * 0.105)));
    const QRectF inNames = names.adjusted(pad, pad, -pad, -pad);
    p.setPen(Qt::black);
    p.setFont(title);
    const QFontMetricsF tm(title);
    p.drawText(QRectF(inNames.left(), inNames.top(), inNames.width(), tm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               tm.elidedText(block.design, Qt::ElideMiddle, inNames.width()));
    p.setFont(text);
    const QFontMetricsF fm(text);
    QStringList lines;
    QStringList who;
    if (!block.site.isEmpty() && block.site != block.design)
        who << block.site;
    if (!block.customer.isEmpty())
        who << TitleBlockText::tr("for %1").arg(block.customer);
    if (!who.isEmpty())
        lines << who.join(QStringLiteral(" · "));
    lines << TitleBlockText::tr("Revision: %1").arg(block.revision) << TitleBlockText::tr("Date: %1").arg(block.date);
    double y = inNames.top() + tm.height() + pad * 0.5;
    for (const QString &line : lines) {
        p.drawText(QRectF(inNames.left(), y, inNames.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(line, Qt::ElideRight, inNames.width()));
        y += fm.height() * 1.15;
    }

    // The scale: a bar true to the drawing, and on paper the ratio too.
    const QRectF inScale = scale.adjusted(pad, pad, -pad, -pad);
    p.drawText(QRectF(inScale.left(), inScale.top(), inScale.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter, TitleBlockText::tr("Scale"));
    if (unitsPerMetreOnPaper > 0 && pixelsPerMetre > 0) {
        const double ratio = unitsPerMetreOnPaper / pixelsPerMetre; // metres of floor per metre of paper
        p.drawText(QRectF(inScale.left(), inScale.top() + fm.height() * 1.15, inScale.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("1 : %1").arg(QLocale().toString(ratio, 'f', 0)));
    }
    const ScaleBarSpec bar = scaleBarFor(pixelsPerMetre, inScale.width() * 0.8, DisplayUnits::instance().imperial());
    drawScaleBar(p, QPointF(inScale.left() + fm.horizontalAdvance(QStringLiteral("0")), inScale.bottom() - pad * 0.5), bar, h * 0.07);

    // The legend, two columns of swatches.
    const QRectF inLegend = legend.adjusted(pad, pad, -pad, -pad);
    p.drawText(QRectF(inLegend.left(), inLegend.top(), inLegend.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(TitleBlockText::tr("Racks coloured by %1").arg(block.colourBy.toLower()), Qt::ElideRight, inLegend.width()));
    std::vector<LegendEntry> entries = block.legend;
    entries.push_back({QColor(0xd3, 0x2f, 0x2f), TitleBlockText::tr("outline: rule problem")});
    const int perColumn = std::max(1, int((inLegend.height() - fm.height() * 1.2) / (fm.height() * 1.1)));
    const double columnW = inLegend.width() / 2;
    for (size_t i = 0; i < entries.size(); ++i) {
        const int column = int(i) / perColumn;
        if (column > 1)
            break;
        const double ex = inLegend.left() + column * columnW;
        const double ey = inLegend.top() + fm.height() * 1.2 + (int(i) % perColumn) * fm.height() * 1.1;
        const QRectF swatch(ex, ey + fm.height() * 0.15, fm.height() * 0.7, fm.height() * 0.7);
        const bool outline = i + 1 == entries.size();
        p.setPen(outline ? QPen(entries[i].color, std::max(1.0, h * 0.015)) : QPen(Qt::black, 0));
        p.setBrush(outline ? QBrush(Qt::NoBrush) : QBrush(entries[i].color));
        p.drawRect(swatch);
        p.setPen(Qt::black);
        const double tx = swatch.right() + fm.height() * 0.4;
        p.drawText(QRectF(tx, ey, columnW - (tx - ex), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(entries[i].text, Qt::ElideRight, columnW - (tx - ex)));
    }
    p.restore();
}

} // namespace railyard
