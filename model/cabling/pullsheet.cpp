#include "pullsheet.h"

#include "cablelabels.h"
#include "cablelist.h"
#include "io/csv.h"
#include "io/pdffile.h"
#include "io/xlsxworkbook.h"
#include "netboxexport.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <map>

namespace railyard {

namespace {
// The label printed at one end. A stored label that the template made (with its uniqueness
// suffix, if any) is rendered again from end B, suffix kept; any other stored label (set by
// hand or by an import) is the cable's ID label and goes on both ends unchanged.
QString endLabel(const Document &doc, const QString &labelTemplate, const Cable &c, bool fromB)
{
    const QString fromA = renderLabel(doc, labelTemplate, c);
    if (c.label.isEmpty())
        return fromB ? renderLabel(doc, labelTemplate, c, true) : fromA;
    if (!fromB)
        return c.label;
    if (c.label == fromA || c.label.startsWith(fromA + QStringLiteral(" #")))
        return renderLabel(doc, labelTemplate, c, true) + c.label.mid(fromA.size());
    return c.label;
}

PullSheetEnd endOf(const Document &doc, const QString &labelTemplate, const Cable &c, bool b, PartId module)
{
    PullSheetEnd e;
    const Port &port = doc.ports().at(b ? c.b : c.a);
    const Device &d = doc.devices().at(port.device);
    const Rack *rack = doc.racks().find(d.rack);
    const Row *row = rack ? doc.rows().find(rack->row) : nullptr;
    const Hall *hall = row ? doc.halls().find(row->hall) : nullptr;
    e.label = endLabel(doc, labelTemplate, c, b);
    e.hall = hall ? hall->name : QString();
    e.row = row ? row->name : QString();
    e.rack = rack ? rack->name : QString();
    e.u = d.uPosition;
    e.device = d.name;
    e.port = port.name;
    if (const Part *m = doc.catalog().find(module))
        e.transceiver = m->partNumber;
    return e;
}
} // namespace

PullSheet buildPullSheet(const Document &doc, const Engine &engine)
{
    PullSheet sheet;
    sheet.design = doc.site().name.isEmpty() ? QFileInfo(doc.filePath()).completeBaseName() : doc.site().name;
    // The revision identifies the cable plan itself: the same cables give the same revision.
    sheet.revision = QString::fromLatin1(QCryptographicHash::hash(cableListCsv(doc).toUtf8(), QCryptographicHash::Sha1).toHex().left(8));
    sheet.date = QDate::currentDate().toString(Qt::ISODate);
    const QString labelTemplate = doc.site().labelTemplate;
    static const char *kNetworks[] = {QT_TRANSLATE_NOOP("PullSheet", "compute"), QT_TRANSLATE_NOOP("PullSheet", "storage"),
                                      QT_TRANSLATE_NOOP("PullSheet", "in-band"), QT_TRANSLATE_NOOP("PullSheet", "out-of-band")};
    std::vector<PullSheetRow> rows;
    rows.reserve(doc.cables().size());
    for (const Cable &c : doc.cables()) {
        const CableFigures *f = engine.cable(c.id);
        PullSheetRow r;
        r.cableId = c.id.value;
        r.a = endOf(doc, labelTemplate, c, false, f ? f->moduleA : PartId());
        r.b = endOf(doc, labelTemplate, c, true, f ? f->moduleB : PartId());
        // Network, SU and rail as the label's tag encodes them ("C-SU01-R4").
        const TagParts tag = tagParts(doc, c);
        r.network = tag.role < 4 ? QCoreApplication::translate("PullSheet", kNetworks[tag.role]) : QString();
        r.su = tag.su;
        r.rail = tag.rail;
        const Medium medium = c.medium != Medium::Auto ? c.medium : f ? f->medium : Medium::Auto;
        r.medium = toToken(medium);
        if (const Part *p = f ? doc.catalog().find(f->cablePart) : nullptr)
            r.partNumber = p->partNumber;
        r.stockM = f ? fromMilli(f->stockMm) : 0;
        r.routedM = f ? fromMilli(f->routedMm) : c.lengthM;
        const QString racks = r.a.rack <= r.b.rack ? r.a.rack + QStringLiteral(" ↔ ") + r.b.rack : r.b.rack + QStringLiteral(" ↔ ") + r.a.rack;
        r.bundle = c.bundle.isEmpty() ? racks : c.bundle;
        r.color = netboxColor(doc, c);
        rows.push_back(std::move(r));
    }
    // Pull order: bundle by bundle, and within one from the lowest U of the A rack up.
    std::sort(rows.begin(), rows.end(), [](const PullSheetRow &x, const PullSheetRow &y) {
        return std::tie(x.bundle, x.a.rack, x.a.u, x.a.device, x.a.port, x.cableId)
               < std::tie(y.bundle, y.a.rack, y.a.u, y.a.device, y.a.port, y.cableId);
    });
    std::map<std::pair<QString, QString>, PullSheetSubtotal> byRow, byRack;
    for (size_t i = 0; i < rows.size(); ++i) {
        PullSheetRow &r = rows[i];
        r.pullOrder = int(i + 1);
        if (sheet.bundles.empty() || sheet.bundles.back().first != r.bundle)
            sheet.bundles.push_back({r.bundle, {i, i}});
        sheet.bundles.back().second.second = i + 1;
        const QString part = r.partNumber.isEmpty() ? r.medium : r.partNumber;
        for (const auto &[map, where] : {std::pair{&byRow, QCoreApplication::translate("PullSheet", "%1 row %2").arg(r.a.hall, r.a.row)}, std::pair{&byRack, QCoreApplication::translate("PullSheet", "rack %1").arg(r.a.rack)}}) {
            PullSheetSubtotal &s = (*map)[{where, part}];
            s.where = where;
            s.part = part;
            ++s.cables;
            s.stockM += r.stockM;
        }
    }
    for (auto &[key, s] : byRow)
        sheet.byRow.push_back(s);
    for (auto &[key, s] : byRack)
        sheet.byRack.push_back(s);
    sheet.rows = std::move(rows);
    return sheet;
}

namespace {
const QStringList &columns()
{
    static const QStringList c{QStringLiteral("pull_order"), QStringLiteral("cable_id"), QStringLiteral("bundle"),
                               QStringLiteral("label_a"), QStringLiteral("label_b"), QStringLiteral("a_hall"), QStringLiteral("a_row"),
                               QStringLiteral("a_rack"), QStringLiteral("a_u"), QStringLiteral("a_device"), QStringLiteral("a_port"),
                               QStringLiteral("b_hall"), QStringLiteral("b_row"), QStringLiteral("b_rack"), QStringLiteral("b_u"),
                               QStringLiteral("b_device"), QStringLiteral("b_port"), QStringLiteral("network"), QStringLiteral("su"),
                               QStringLiteral("rail"), QStringLiteral("medium"), QStringLiteral("part_number"), QStringLiteral("stock_m"),
                               QStringLiteral("routed_m"), QStringLiteral("transceiver_a"), QStringLiteral("transceiver_b"),
                               QStringLiteral("color")};
    return c;
}

QStringList fields(const PullSheetRow &r)
{
    return {QString::number(r.pullOrder), QString::number(r.cableId), r.bundle, r.a.label, r.b.label, r.a.hall, r.a.row, r.a.rack,
            QString::number(r.a.u), r.a.device, r.a.port, r.b.hall, r.b.row, r.b.rack, QString::number(r.b.u), r.b.device, r.b.port,
            r.network, r.su, r.rail, r.medium, r.partNumber, QString::number(r.stockM, 'f', 2), QString::number(r.routedM, 'f', 2),
            r.a.transceiver, r.b.transceiver, r.color};
}
} // namespace

QString pullSheetCsv(const PullSheet &sheet)
{
    QString out;
    out.reserve(qsizetype(sheet.rows.size()) * 300);
    out += csvLine(columns()) + QStringLiteral("\r\n");
    for (const PullSheetRow &r : sheet.rows)
        out += csvLine(fields(r)) + QStringLiteral("\r\n");
    return out;
}

Status writePullSheetXlsx(const PullSheet &sheet, const QString &path, Progress *progress)
{
    // Rows are written in order: constant memory for any size.
    XlsxWorkbook book(path, /*constantMemory=*/true);
    if (Status s = book.open(); !s)
        return s;
    lxw_workbook *wb = book.book();
    lxw_format *header = workbook_add_format(wb);
    format_set_bold(header);
    format_set_bg_color(header, 0xDDE3EA);
    format_set_bottom(header, LXW_BORDER_THIN);
    lxw_format *metres = workbook_add_format(wb);
    format_set_num_format(metres, "0.00");

    // Summary: cables by type and length per hall row and per rack.
    lxw_worksheet *summary = book.addSheet(QStringLiteral("Summary"));
    book.writeString(summary, 0, 0, QCoreApplication::translate("PullSheet", "Pull sheet — %1, revision %2, %3").arg(sheet.design, sheet.revision, sheet.date), header);
    book.writeString(summary, 1, 0, QCoreApplication::translate("PullSheet", "%n cable(s) in %1 bundles", nullptr, int(sheet.rows.size())).arg(sheet.bundles.size()), nullptr);
    lxw_row_t at = 3;
    for (const auto &[title, list] : {std::pair{QCoreApplication::translate("PullSheet", "By hall row"), &sheet.byRow}, std::pair{QCoreApplication::translate("PullSheet", "By rack"), &sheet.byRack}}) {
        book.writeString(summary, at, 0, title, header);
        book.writeString(summary, at, 1, QCoreApplication::translate("PullSheet", "Cable part"), header);
        book.writeString(summary, at, 2, QCoreApplication::translate("PullSheet", "Cables"), header);
        book.writeString(summary, at, 3, QCoreApplication::translate("PullSheet", "Stock length (m)"), header);
        ++at;
        for (const PullSheetSubtotal &s : *list) {
            book.writeString(summary, at, 0, s.where, nullptr);
            book.writeString(summary, at, 1, s.part, nullptr);
            worksheet_write_number(summary, at, 2, s.cables, nullptr);
            worksheet_write_number(summary, at, 3, s.stockM, metres);
            ++at;
        }
        ++at;
    }
    worksheet_set_column(summary, 0, 0, 28, nullptr);
    worksheet_set_column(summary, 1, 1, 22, nullptr);
    worksheet_set_column(summary, 2, 3, 16, nullptr);

    // One sheet per hall row of the A ends, rows in pull order.
    std::map<QString, std::vector<const PullSheetRow *>> perRow;
    for (const PullSheetRow &r : sheet.rows)
        perRow[r.a.hall + QLatin1Char(' ') + r.a.row].push_back(&r);
    static const std::array<double, 27> kWidths{6, 8, 18, 44, 44, 6, 8, 12, 5, 16, 8, 6, 8, 12, 5, 16, 8, 11, 7, 6, 8, 18, 9, 9, 16, 16, 8};
    int sheetNumber = 0;
    qint64 written = 0;
    for (const auto &[name, list] : perRow) {
        const QString title = name.trimmed().isEmpty() ? QCoreApplication::translate("PullSheet", "Unracked") : name.trimmed();
        // The number keeps names unique after xlsxSheetName() cuts them.
        lxw_worksheet *ws = book.addSheet(QStringLiteral("%1 %2").arg(++sheetNumber).arg(title));
        if (!ws)
            return book.finish();
        for (lxw_col_t c = 0; c < lxw_col_t(columns().size()); ++c) {
            book.writeString(ws, 0, c, columns()[c], header);
            worksheet_set_column(ws, c, c, kWidths[c], (c == 22 || c == 23) ? metres : nullptr);
        }
        lxw_row_t row = 1;
        for (const PullSheetRow *r : list) {
            if (++written % 1024 == 0 && !advance(progress, written, qint64(sheet.rows.size())))
                return book.fail(QCoreApplication::translate("PullSheet", "the export was cancelled."));
            const QStringList f = fields(*r);
            for (lxw_col_t c = 0; c < lxw_col_t(f.size()); ++c) {
                if (c == 0 || c == 1 || c == 8 || c == 14 || c == 22 || c == 23)
                    worksheet_write_number(ws, row, c, f[c].toDouble(), (c == 22 || c == 23) ? metres : nullptr);
                else
                    book.writeString(ws, row, c, f[c], nullptr);
            }
            ++row;
        }
        worksheet_freeze_panes(ws, 1, 0);
        worksheet_autofilter(ws, 0, 0, row - 1, lxw_col_t(columns().size() - 1));
    }
    return book.finish();
}

Status writePullSheetPdf(const PullSheet &sheet, const QString &path, QPageSize::PageSizeId pageSize, Progress *progress)
{
    PdfFile out(path);
    if (Status s = out.open(); !s)
        return s;
    QPdfWriter &pdf = out.writer();
    pdf.setPageSize(QPageSize(pageSize));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
    pdf.setResolution(300);
    pdf.setTitle(QCoreApplication::translate("PullSheet", "Pull sheet — %1").arg(sheet.design));
    QPainter p;
    if (!p.begin(&pdf))
        return out.fail(QCoreApplication::translate("PullSheet", "the PDF could not be started."));
    const QRect page = p.viewport();
    // Rows are fixed-pitch text, one string each: columns line up as in a terminal, and a page
    // of 50,000 cables draws in seconds (a text item per cell takes eight times as long).
    qsizetype longestLabel = 0;
    for (const PullSheetRow &r : sheet.rows)
        longestLabel = std::max(longestLabel, r.a.label.size());
    // Labels are printed whole: with long ones the whole table takes a smaller font so the
    // label column and the others (at least 45 characters) fit the width.
    // 6 pt: this constructor takes whole points, and the 6.5 written here once was always read
    // as 6 (clang says so); the layout below was measured with 6.
    QFont body(QStringLiteral("DejaVu Sans Mono"), 6);
    const int fixedChars = 6 + 7 + 15 + 24 + 45;
    const int fitChars = page.width() / std::max(1, QFontMetrics(body, &pdf).horizontalAdvance(QLatin1Char('0')));
    if (fixedChars + longestLabel + 1 > fitChars)
        body.setPointSizeF(std::max(3.5, body.pointSizeF() * fitChars / double(fixedChars + longestLabel + 1)));
    QFont bold = body, head(QStringLiteral("DejaVu Sans"), 11, QFont::Bold);
    bold.setBold(true);
    const QFontMetrics fm(body, &pdf);
    const int line = fm.lineSpacing() + 3;
    const int top = 3 * line + line / 2, bottom = page.height() - line;
    const int chars = page.width() / std::max(1, fm.horizontalAdvance(QLatin1Char('0')));
    const int label = int(std::max<qsizetype>(longestLabel + 1, 14));
    const int rest = std::max(30, chars - (6 + 7 + label + 15 + 24));
    const std::array<int, 8> width{6, 7, label, rest * 35 / 100, rest * 35 / 100, 24, 15, rest - 2 * (rest * 35 / 100)};
    auto rowText = [&](const QStringList &cells) {
        QString out;
        out.reserve(chars + 8);
        for (size_t c = 0; c < width.size(); ++c) {
            const QString &cell = cells[int(c)];
            const int w = width[c];
            out += cell.size() < w ? cell.leftJustified(w) : cell.left(w - 2) + QStringLiteral("… ");
        }
        return out;
    };
    const QStringList heads{QCoreApplication::translate("PullSheet", "Pull"), QCoreApplication::translate("PullSheet", "Cable"),
                            QCoreApplication::translate("PullSheet", "Label (A end)"), QCoreApplication::translate("PullSheet", "From (A)"),
                            QCoreApplication::translate("PullSheet", "To (B)"), QCoreApplication::translate("PullSheet", "Medium, part"),
                            QCoreApplication::translate("PullSheet", "Stock/routed m"),
                            QCoreApplication::translate("PullSheet", "Transceivers A / B")};
    const QString headLine = rowText(heads);

    // Pages first (to print "of Y"): each bundle starts with its heading and column heads.
    struct Item {
        int bundle;  // heading of bundle i; -1: a cable row; -2: a subtotal line
        size_t row;  // a cable row, or a subtotal line
    };
    // After the bundles: cables by part and stock length per hall row, then per rack.
    std::vector<std::pair<bool, QString>> subtotals; // (a title?, text)
    for (const auto &[title, list] : {std::pair{QCoreApplication::translate("PullSheet", "Subtotals by hall row"), &sheet.byRow},
                                      std::pair{QCoreApplication::translate("PullSheet", "Subtotals by rack"), &sheet.byRack}}) {
        subtotals.emplace_back(false, QString());
        subtotals.emplace_back(true, title);
        for (const PullSheetSubtotal &t : *list)
            subtotals.emplace_back(false, QStringLiteral("%1%2%3 %4 m")
                                              .arg(t.where.leftJustified(24), t.part.leftJustified(26))
                                              .arg(t.cables, 7)
                                              .arg(t.stockM, 10, 'f', 1));
    }
    std::vector<std::vector<Item>> pages(1);
    int y = top;
    for (size_t b = 0; b < sheet.bundles.size(); ++b) {
        if (y + 3 * line > bottom) {
            pages.emplace_back();
            y = top;
        }
        pages.back().push_back({int(b), 0});
        y += 2 * line;
        for (size_t r = sheet.bundles[b].second.first; r < sheet.bundles[b].second.second; ++r) {
            if (y + line > bottom) {
                pages.emplace_back();
                pages.back().push_back({int(b), 0}); // the bundle heading again, continued
                y = top + 2 * line;
            }
            pages.back().push_back({-1, r});
            y += line;
        }
    }
    for (size_t i = 0; i < subtotals.size(); ++i) {
        if (y + line > bottom) {
            pages.emplace_back();
            y = top;
        }
        pages.back().push_back({-2, i});
        y += line;
    }
    auto where = [](const PullSheetEnd &e) {
        return QStringLiteral("%1 %2 U%3 %4:%5").arg(e.hall, e.rack).arg(e.u).arg(e.device, e.port);
    };
    for (size_t pg = 0; pg < pages.size(); ++pg) {
        if (!advance(progress, qint64(pg), qint64(pages.size()))) {
            p.end();
            return out.fail(QCoreApplication::translate("PullSheet", "the export was cancelled."));
        }
        if (pg > 0)
            pdf.newPage();
        p.setFont(head);
        p.drawText(QRect(0, 0, page.width(), 2 * line), Qt::AlignLeft | Qt::AlignVCenter, QCoreApplication::translate("PullSheet", "Pull sheet — %1").arg(sheet.design));
        p.setFont(body);
        p.drawText(QRect(0, 0, page.width(), 2 * line), Qt::AlignRight | Qt::AlignVCenter,
                   QCoreApplication::translate("PullSheet", "revision %1 · %2 · %n cable(s)", nullptr, int(sheet.rows.size())).arg(sheet.revision, sheet.date));
        y = top;
        for (const Item &item : pages[pg]) {
            if (item.bundle == -2) {
                const auto &[title, text] = subtotals[item.row];
                p.setFont(title ? bold : body);
                p.drawText(0, y + fm.ascent(), text);
                p.setFont(body);
                y += line;
                continue;
            }
            if (item.bundle >= 0) {
                const auto &[name, range] = sheet.bundles[size_t(item.bundle)];
                p.setFont(bold);
                p.drawText(QRect(0, y, page.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                           QCoreApplication::translate("PullSheet", "Bundle %1 — %n cable(s)", nullptr, int(range.second - range.first)).arg(name));
                y += line;
                p.drawText(0, y + fm.ascent(), headLine);
                p.drawLine(0, y + line - 2, page.width(), y + line - 2);
                p.setFont(body);
                y += line;
                continue;
            }
            const PullSheetRow &r = sheet.rows[item.row];
            const QStringList cells{QString::number(r.pullOrder), QString::number(r.cableId), r.a.label, where(r.a), where(r.b),
                                    QStringLiteral("%1 %2").arg(r.medium, r.partNumber),
                                    QStringLiteral("%1 / %2").arg(r.stockM, 0, 'f', 1).arg(r.routedM, 0, 'f', 1),
                                    r.a.transceiver.isEmpty() ? QString() : QStringLiteral("%1 / %2").arg(r.a.transceiver, r.b.transceiver)};
            p.drawText(0, y + fm.ascent(), rowText(cells));
            y += line;
        }
        p.drawText(QRect(0, page.height() - line, page.width(), line), Qt::AlignRight | Qt::AlignVCenter,
                   QCoreApplication::translate("PullSheet", "page %1 of %2").arg(pg + 1).arg(pages.size()));
    }
    return out.finish(p);
}

} // namespace railyard
