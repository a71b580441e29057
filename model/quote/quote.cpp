#include "quote.h"

#include "io/pdffile.h"
#include "quotelayout.h"
#include "quotemasthead.h"
#include "tcowarnings.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace railyard {

Result<Quote> buildQuote(const Document &doc, const Engine &engine, const QDate &issued)
{
    auto bom = buildBom(doc, engine);
    if (!bom)
        return Result<Quote>::failure(bom.error());
    const PriceBook &book = doc.site().priceBook;
    const QuoteTerms &t = book.terms;
    Quote q;
    q.title = doc.site().name.isEmpty() ? QFileInfo(doc.filePath()).completeBaseName() : doc.site().name;
    q.customer = doc.site().customer;
    q.project = t.project;
    q.number = t.quoteNumber;
    q.logo = t.logo;
    q.currency = book.currency;
    q.issued = issued;
    q.validUntil = issued.addDays(t.validDays);
    q.bom = std::move(*bom);
    int64_t nodes = 0;
    for (const Device &d : doc.devices())
        nodes += doc.catalog().at(d.part).category == PartCategory::GpuServer;
    auto service = [&](const char *text, double quantity, double price) {
        if (quantity > 0 && price > 0)
            q.services.push_back({QCoreApplication::translate("Quote", text), quantity, price});
    };
    service(QT_TRANSLATE_NOOP("Quote", "Installation per cable"), double(doc.cables().size()), t.installPerCable);
    service(QT_TRANSLATE_NOOP("Quote", "Installation per rack"), double(doc.racks().size()), t.installPerRack);
    service(QT_TRANSLATE_NOOP("Quote", "Installation per node"), double(nodes), t.installPerNode);
    service(QT_TRANSLATE_NOOP("Quote", "Shipping"), 1, t.shipping);
    for (const BomLine &l : q.bom.lines) {
        q.hardware += l.extendedUsd();
        if (l.spare)
            q.spares += l.extendedUsd();
    }
    for (const ServiceLine &s : q.services)
        q.serviceTotal += s.extended();
    q.margin = (q.hardware + q.serviceTotal) * t.margin;
    q.tax = (q.hardware + q.serviceTotal + q.margin) * t.tax;
    q.total = q.hardware + q.serviceTotal + q.margin + q.tax;
    q.tco = computeTco(doc, engine, q.bom, book.tco);
    q.warnings = tcoWarnings(q.tco, book.tco);
    q.assumptions << QCoreApplication::translate("Quote", "Quantities are the design's: devices, racks, the transceivers and cables the engine selects.")
                  << QCoreApplication::translate("Quote", "Prices from the design's price book, else the catalog's list prices (each with its source).")
                  << QCoreApplication::translate("Quote", "Spares per category: the fewest that cover the failures during the repair turnaround (Poisson, mean AFR × installed × turnaround / 365) at the category's service level, at least its minimum (the design's spares policies).")
                  << QCoreApplication::translate("Quote", "Margin %1 % on hardware and services; tax %2 % on the price with margin.")
                         .arg(t.margin * 100)
                         .arg(t.tax * 100);
    return q;
}

Status writeQuotePdf(const Quote &q, const QString &path, QPageSize::PageSizeId pageSize, Progress *progress)
{
    PdfFile out(path);
    if (Status s = out.open(); !s)
        return s;
    {
        QPdfWriter &pdf = out.writer();
        pdf.setPageSize(QPageSize(pageSize));
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        pdf.setResolution(300);
        pdf.setTitle(QCoreApplication::translate("Quote", "Quote — %1").arg(q.title));
        QPainter p;
        if (!p.begin(&pdf))
            return out.fail(QCoreApplication::translate("Quote", "the PDF could not be started."));
        const QRect page = p.viewport();
        QFont body(QStringLiteral("DejaVu Sans"), 8), bold = body, head(QStringLiteral("DejaVu Sans"), 14, QFont::Bold);
        bold.setBold(true);
        const QFontMetrics fm(body, &pdf);
        const int line = fm.lineSpacing() + 6, bottom = page.height() - 2 * line;
        auto money = [&](double v) { return QStringLiteral("%1 %L2").arg(q.currency).arg(v, 0, 'f', 2); };
        // Rows: (bold?, cells); columns: description, part, quantity, unit, extended.
        std::vector<QuoteRow> rows;
        for (int c = 0; c < kBomCategoryCount; ++c) {
            bool any = false;
            for (const BomLine &l : q.bom.lines) {
                if (int(l.category) != c)
                    continue;
                if (!any)
                    rows.push_back({true, {toText(BomCategory(c))}});
                any = true;
                rows.push_back({false, {(l.spare ? QCoreApplication::translate("Quote", "  spares: ") : QStringLiteral("  ")) + l.description,
                                        l.partNumber, QString::number(l.quantity), money(l.unitPriceUsd * (1 - l.discount)), money(l.extendedUsd())}});
            }
            if (any)
                rows.push_back({true, {QCoreApplication::translate("Quote", "  Subtotal %1").arg(toText(BomCategory(c))), {}, {}, {},
                                       money(q.bom.subtotalUsd(BomCategory(c)))}});
        }
        if (!q.services.empty()) {
            rows.push_back({true, {QCoreApplication::translate("Quote", "Services")}});
            for (const ServiceLine &s : q.services)
                rows.push_back({false, {QStringLiteral("  ") + s.description, {}, QString::number(s.quantity), money(s.unitPrice), money(s.extended())}});
        }
        rows.push_back({false, {}});
        rows.push_back({true, {QCoreApplication::translate("Quote", "Hardware (spares %1 included)").arg(money(q.spares)), {}, {}, {}, money(q.hardware)}});
        rows.push_back({true, {QCoreApplication::translate("Quote", "Services"), {}, {}, {}, money(q.serviceTotal)}});
        rows.push_back({true, {QCoreApplication::translate("Quote", "Margin"), {}, {}, {}, money(q.margin)}});
        rows.push_back({true, {QCoreApplication::translate("Quote", "Tax"), {}, {}, {}, money(q.tax)}});
        rows.push_back({true, {QCoreApplication::translate("Quote", "Total"), {}, {}, {}, money(q.total)}});
        rows.push_back({false, {}});
        rows.push_back({true, {QCoreApplication::translate("Quote", "Assumptions")}});
        for (const QString &a : q.assumptions)
            rows.push_back({false, {QStringLiteral("  ") + a}});

        const QStringList heads{QCoreApplication::translate("Quote", "Item"), QCoreApplication::translate("Quote", "Part"),
                                QCoreApplication::translate("Quote", "Qty"), QCoreApplication::translate("Quote", "Unit"),
                                QCoreApplication::translate("Quote", "Extended")};
        // Cells wrap rather than cut (quotelayout.h): a row takes as many lines as its tallest cell.
        const QuoteTableLayout table = layoutQuoteTable(rows, heads, body, bold, &pdf, page.width());
        const auto &x = table.x;
        const int headerHeight = 6 * line;
        std::vector<std::pair<size_t, size_t>> pages;
        size_t first = 0;
        int y = headerHeight;
        for (size_t i = 0; i < rows.size(); ++i) {
            const int height = table.lineCount(i) * line;
            if (y + height > bottom && i > first) {
                pages.push_back({first, i});
                first = i;
                y = headerHeight;
            }
            y += height;
        }
        pages.push_back({first, rows.size()});
        for (size_t pg = 0; pg < pages.size(); ++pg) {
            if (!advance(progress, qint64(pg), qint64(pages.size()))) {
                p.end();
                return out.fail(QCoreApplication::translate("Quote", "the export was cancelled."));
            }
            if (pg > 0)
                pdf.newPage();
            p.setFont(head);
            p.drawText(QRect(0, 0, page.width(), 2 * line), Qt::AlignLeft | Qt::AlignVCenter, QCoreApplication::translate("Quote", "Quote — %1").arg(q.title));
            p.setFont(body);
            p.drawText(QRect(0, 2 * line, page.width(), line), Qt::AlignLeft,
                       QCoreApplication::translate("Quote", "Customer: %1    Project: %2").arg(q.customer, q.project));
            p.drawText(QRect(0, 3 * line, page.width(), line), Qt::AlignLeft,
                       QCoreApplication::translate("Quote", "Issued %1, valid until %2").arg(q.issued.toString(Qt::ISODate), q.validUntil.toString(Qt::ISODate)));
            drawQuoteMasthead(p, q, page, line);
            y = headerHeight - line;
            p.setFont(bold);
            for (int c = 0; c < 5; ++c)
                p.drawText(QRect(x[c], y, x[c + 1] - x[c] - table.gap, line), (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, heads[c]);
            p.drawLine(0, y + line - 2, page.width(), y + line - 2);
            y += line;
            for (size_t i = pages[pg].first; i < pages[pg].second; ++i) {
                p.setFont(rows[i].bold ? bold : body);
                for (size_t c = 0; c < table.lines[i].size(); ++c) {
                    const int w = table.cellWidth(rows[i], int(c));
                    int lineY = y;
                    for (const QString &text : table.lines[i][c]) {
                        p.drawText(QRect(x[c], lineY, w, line), (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, text);
                        lineY += line;
                    }
                }
                y += table.lineCount(i) * line;
            }
            p.setFont(body);
            p.drawText(QRect(0, page.height() - line, page.width(), line), Qt::AlignRight,
                       QCoreApplication::translate("Quote", "page %1 of %2").arg(pg + 1).arg(pages.size()));
        }
        return out.finish(p);
    }
}

} // namespace railyard
