#include "labelsheet.h"

#include "io/pdffile.h"
#include "labelface.h"
#include "labelqr.h"

#include <QCoreApplication>

namespace railyard {

Status writeLabelSheetPdf(const PullSheet &sheet, const LabelSheetLayout &l, const QString &path, std::vector<LabelFace> *drawn,
                          Progress *progress)
{
    const QSizeF page = l.pageSize().size(QPageSize::Millimeter);
    // Written so that NaN fails: each size must be positive and at most a metre.
    auto size = [](double mm) { return mm > 0 && mm <= 1000; };
    auto offset = [](double mm) { return mm >= 0 && mm <= 1000; };
    if (l.columns < 1 || l.rows < 1 || l.columns > 1000 || l.rows > 1000 || !size(l.labelWidthMm) || !size(l.labelHeightMm)
        || !offset(l.marginLeftMm) || !offset(l.marginTopMm) || !offset(l.gapXMm) || !offset(l.gapYMm)
        || l.marginLeftMm + l.columns * l.labelWidthMm + (l.columns - 1) * l.gapXMm > page.width() + 1e-6
        || l.marginTopMm + l.rows * l.labelHeightMm + (l.rows - 1) * l.gapYMm > page.height() + 1e-6)
        return Status::failure(QCoreApplication::translate("LabelSheet", "%1: %2 × %3 labels of %4 × %5 mm do not fit on the page (%6 × %7 mm)")
                                   .arg(path)
                                   .arg(l.columns)
                                   .arg(l.rows)
                                   .arg(l.labelWidthMm)
                                   .arg(l.labelHeightMm)
                                   .arg(page.width())
                                   .arg(page.height()));
    PdfFile out(path);
    if (Status s = out.open(); !s)
        return s;
    QPdfWriter &pdf = out.writer();
    pdf.setPageSize(l.pageSize());
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    pdf.setResolution(600);
    pdf.setTitle(QCoreApplication::translate("LabelSheet", "Cable labels — %1").arg(sheet.design));
    QPainter p;
    if (!p.begin(&pdf))
        return out.fail(QCoreApplication::translate("LabelSheet", "the PDF could not be started."));
    const double dots = pdf.resolution() / 25.4; // per millimetre
    QFont id(QStringLiteral("DejaVu Sans Mono"), 8, QFont::Bold), text(QStringLiteral("DejaVu Sans Mono"), 6);
    const int perPage = l.columns * l.rows;
    const qint64 pages = (2 * qint64(sheet.rows.size()) + perPage - 1) / perPage;
    qint64 pageDone = 0;
    int slot = 0;
    for (const PullSheetRow &r : sheet.rows) {
        for (const PullSheetEnd *end : {&r.a, &r.b}) {
            if (slot == perPage) {
                pdf.newPage();
                slot = 0;
            }
            if (slot == 0 && !advance(progress, pageDone++, pages)) {
                p.end();
                return out.fail(QCoreApplication::translate("LabelSheet", "the export was cancelled."));
            }
            const int col = slot % l.columns, row = slot / l.columns;
            const QRectF box((l.marginLeftMm + col * (l.labelWidthMm + l.gapXMm)) * dots,
                             (l.marginTopMm + row * (l.labelHeightMm + l.gapYMm)) * dots, l.labelWidthMm * dots, l.labelHeightMm * dots);
            p.setPen(QPen(Qt::lightGray, 0));
            p.drawRect(box);
            p.setPen(Qt::black);
            QRectF inner = box.adjusted(1.5 * dots, 1.2 * dots, -1.5 * dots, -1.2 * dots);
            if (l.qrCodes) {
                auto qr = encodeQr(QString::number(r.cableId));
                if (!qr) {
                    p.end();
                    return out.fail(QCoreApplication::translate("LabelSheet", "cable %1: %2").arg(r.cableId).arg(qr.error()));
                }
                const QRectF square = labelQrSquare(inner);
                drawQr(p, square, *qr);
                inner.setRight(square.left() - 1.0 * dots); // the text beside the code
            }
            p.setFont(id);
            p.drawText(inner, Qt::AlignLeft | Qt::AlignTop,
                       QCoreApplication::translate("LabelSheet", "%1 · %2").arg(r.cableId).arg(end == &r.a ? QStringLiteral("A") : QStringLiteral("B")));
            // The body breaks only between tokens (labelface.h); what is drawn is what was laid out.
            const QRectF body = inner.adjusted(0, QFontMetricsF(id, &pdf).lineSpacing(), 0, 0);
            auto face = layoutLabelFace(end->label + QLatin1Char('\n') + QStringLiteral("%1 %2").arg(r.medium, r.partNumber), text,
                                        body.width(), body.height(), &pdf);
            if (!face) {
                p.end();
                return out.fail(QCoreApplication::translate("LabelSheet", "cable %1: %2").arg(r.cableId).arg(face.error()));
            }
            p.setFont(face->font);
            const QFontMetricsF metrics(face->font, &pdf);
            double y = body.top() + metrics.ascent();
            for (const QString &line : std::as_const(face->lines)) {
                p.drawText(QPointF(body.left(), y), line);
                y += metrics.lineSpacing();
            }
            if (drawn)
                drawn->push_back(std::move(*face));
            ++slot;
        }
    }
    return out.finish(p);
}

} // namespace railyard
