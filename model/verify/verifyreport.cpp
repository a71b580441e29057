#include "verifyreport.h"

#include "io/csv.h"
#include "io/pdffile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>

namespace railyard {

namespace {
QJsonArray symmetryJson(const std::vector<SymmetryRow> &rows)
{
    QJsonArray out;
    for (const SymmetryRow &r : rows)
        out.append(QJsonObject{{QStringLiteral("group"), r.group},
                               {QStringLiteral("planned"), r.planned},
                               {QStringLiteral("as_planned"), r.asPlanned},
                               {QStringLiteral("differing"), r.differing}});
    return out;
}
} // namespace

QJsonObject verifyJson(const VerifyReport &report)
{
    QJsonArray findings;
    for (const Finding &f : report.findings) {
        QJsonArray cables, objects;
        for (CableId c : f.cables)
            cables.append(int(c.value));
        for (const ObjectRef &o : f.objects)
            objects.append(QStringLiteral("%1:%2").arg(QLatin1String(kindToken(o.kind))).arg(o.id));
        QJsonObject j{{QStringLiteral("kind"), toToken(f.kind)}, {QStringLiteral("cables"), cables},
                      {QStringLiteral("objects"), objects},  {QStringLiteral("planned"), f.planned},
                      {QStringLiteral("found"), f.found},    {QStringLiteral("fix"), f.fix}};
        if (!f.file.isEmpty()) {
            j.insert(QStringLiteral("file"), f.file);
            j.insert(QStringLiteral("line"), f.line);
        }
        findings.append(j);
    }
    return {{QStringLiteral("findings"), findings},
            {QStringLiteral("scope"), report.scope},
            {QStringLiteral("planned_links"), report.plannedLinks},
            {QStringLiteral("found_links"), report.foundLinks},
            {QStringLiteral("as_planned"), report.asPlanned},
            {QStringLiteral("symmetry"), QJsonObject{{QStringLiteral("rails"), symmetryJson(report.rails)},
                                                     {QStringLiteral("sus"), symmetryJson(report.sus)},
                                                     {QStringLiteral("switches"), symmetryJson(report.switches)}}}};
}

QString verifyText(const VerifyReport &report)
{
    QString out;
    out += QCoreApplication::translate("Verify", "Compared %1 planned links (%2) with %3 links found: %4 as planned, %n finding(s).\n",
                                       nullptr, int(report.findings.size()))
               .arg(report.plannedLinks)
               .arg(report.scope)
               .arg(report.foundLinks)
               .arg(report.asPlanned);
    for (const Finding &f : report.findings) {
        out += QStringLiteral("%1: %2\n").arg(toToken(f.kind).toUpper(), f.found);
        if (!f.planned.isEmpty())
            out += QCoreApplication::translate("Verify", "    planned: %1\n").arg(f.planned);
        out += QCoreApplication::translate("Verify", "    fix: %1\n").arg(f.fix);
        if (!f.file.isEmpty())
            out += QCoreApplication::translate("Verify", "    read at: %1:%2\n").arg(f.file).arg(f.line);
    }
    auto table = [&](const char *title, const std::vector<SymmetryRow> &rows, bool onlyDiffering) {
        QStringList lines;
        for (const SymmetryRow &r : rows)
            if (!onlyDiffering || r.differing > 0)
                lines << QCoreApplication::translate("Verify", "  %1: %2 of %3 as planned, %4 differing")
                             .arg(r.group)
                             .arg(r.asPlanned)
                             .arg(r.planned)
                             .arg(r.differing);
        if (!lines.isEmpty())
            out += QCoreApplication::translate("Verify", title) + QLatin1Char('\n') + lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    };
    table(QT_TRANSLATE_NOOP("Verify", "Rails:"), report.rails, false);
    table(QT_TRANSLATE_NOOP("Verify", "Scalable units:"), report.sus, false);
    table(QT_TRANSLATE_NOOP("Verify", "Switches with differences:"), report.switches, true);
    return out;
}

QString fixListCsv(const VerifyReport &report)
{
    QString out = csvLine({QStringLiteral("number"), QStringLiteral("kind"), QStringLiteral("cables"), QStringLiteral("planned"),
                           QStringLiteral("found"), QStringLiteral("fix"), QStringLiteral("file"), QStringLiteral("line")})
                  + QStringLiteral("\r\n");
    int n = 0;
    for (const Finding &f : report.findings) {
        QStringList cables;
        for (CableId c : f.cables)
            cables << QString::number(c.value);
        out += csvLine({QString::number(++n), toToken(f.kind), cables.join(QLatin1Char(' ')), f.planned, f.found, f.fix, f.file,
                        f.line ? QString::number(f.line) : QString()})
               + QStringLiteral("\r\n");
    }
    return out;
}

Status writeFixListPdf(const VerifyReport &report, const QString &title, const QString &path)
{
    PdfFile out(path);
    if (Status s = out.open(); !s)
        return s;
    QPdfWriter &pdf = out.writer();
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    pdf.setTitle(title);
    pdf.setResolution(300);
    QPainter p;
    if (!p.begin(&pdf))
        return out.fail(QCoreApplication::translate("Verify", "the PDF could not be started."));
    const QRect page = p.viewport();
    QFont body(QStringLiteral("DejaVu Sans"), 9), bold = body, head(QStringLiteral("DejaVu Sans"), 13, QFont::Bold);
    bold.setBold(true);
    const int line = QFontMetrics(body, &pdf).lineSpacing();
    const int footer = 2 * line;

    // Lay out first (to know the page count), then draw.
    struct Block {
        QString kind, text;
        int height;
    };
    std::vector<Block> blocks;
    const int kindWidth = page.width() / 9, textWidth = page.width() - kindWidth - line;
    int n = 0;
    for (const Finding &f : report.findings) {
        QString text = f.found + QLatin1Char('\n');
        if (!f.planned.isEmpty())
            text += QCoreApplication::translate("Verify", "Planned: %1").arg(f.planned) + QLatin1Char('\n');
        text += QCoreApplication::translate("Verify", "Fix: %1").arg(f.fix);
        if (!f.file.isEmpty())
            text += QLatin1Char('\n') + QCoreApplication::translate("Verify", "Read at %1 line %2").arg(QFileInfo(f.file).fileName()).arg(f.line);
        p.setFont(body);
        const int h = p.boundingRect(QRect(0, 0, textWidth, 100000), Qt::TextWordWrap, text).height() + line / 2;
        blocks.push_back({QStringLiteral("%1. %2").arg(++n).arg(toToken(f.kind)), text, h});
    }
    const int headerHeight = 4 * line;
    std::vector<std::pair<size_t, size_t>> pages; // [first, last) block per page
    size_t first = 0;
    int y = headerHeight;
    for (size_t i = 0; i < blocks.size(); ++i) {
        if (y + blocks[i].height > page.height() - footer && i > first) {
            pages.push_back({first, i});
            first = i;
            y = headerHeight;
        }
        y += blocks[i].height;
    }
    pages.push_back({first, blocks.size()});

    const QString date = QDateTime::currentDateTime().toString(Qt::ISODate);
    for (size_t pg = 0; pg < pages.size(); ++pg) {
        if (pg > 0)
            pdf.newPage();
        p.setFont(head);
        p.drawText(QRect(0, 0, page.width(), 2 * line), Qt::AlignLeft | Qt::AlignVCenter,
                   QCoreApplication::translate("Verify", "Fix list — %1").arg(title));
        p.setFont(body);
        p.drawText(QRect(0, 2 * line, page.width(), line), Qt::AlignLeft,
                   QCoreApplication::translate("Verify", "%1 planned links, %2 found, %3 as planned, %4 findings · %5")
                       .arg(report.plannedLinks)
                       .arg(report.foundLinks)
                       .arg(report.asPlanned)
                       .arg(report.findings.size())
                       .arg(date));
        int top = headerHeight;
        for (size_t i = pages[pg].first; i < pages[pg].second; ++i) {
            p.setFont(bold);
            p.drawText(QRect(0, top, kindWidth, blocks[i].height), Qt::AlignLeft | Qt::TextWordWrap, blocks[i].kind);
            p.setFont(body);
            p.drawText(QRect(kindWidth + line, top, textWidth, blocks[i].height), Qt::AlignLeft | Qt::TextWordWrap, blocks[i].text);
            top += blocks[i].height;
            p.drawLine(0, top - line / 4, page.width(), top - line / 4);
        }
        if (blocks.empty())
            p.drawText(QRect(0, top, page.width(), line), Qt::AlignLeft,
                       QCoreApplication::translate("Verify", "The fabric is as planned: nothing to fix."));
        p.drawText(QRect(0, page.height() - line, page.width(), line), Qt::AlignRight,
                   QCoreApplication::translate("Verify", "page %1 of %2").arg(pg + 1).arg(pages.size()));
    }
    return out.finish(p);
}

} // namespace railyard
