#include "quotemasthead.h"

#include "quotelogo.h"

#include <QCoreApplication>

namespace railyard {

void drawQuoteMasthead(QPainter &p, const Quote &q, const QRect &page, int line)
{
    p.save();
    const QImage logo = quoteLogoImage(q.logo);
    if (!logo.isNull()) {
        const QSize box(int(page.width() * 0.3), 3 * line);
        const QSize size = logo.size().scaled(box, Qt::KeepAspectRatio);
        p.drawImage(QRect(page.width() - size.width(), 0, size.width(), size.height()), logo);
    }
    if (!q.number.isEmpty())
        p.drawText(QRect(0, 3 * line, page.width(), line), Qt::AlignRight,
                   QCoreApplication::translate("Quote", "Quote no. %1").arg(q.number));
    if (!q.warnings.isEmpty()) {
        // Said whole on its line: the type shrinks to fit (to 5 pt), never cut.
        const QString text = q.warnings.join(QLatin1Char(' '));
        QFont font = p.font();
        font.setBold(true);
        while (font.pointSizeF() > 5 && QFontMetricsF(font, p.device()).horizontalAdvance(text) > page.width())
            font.setPointSizeF(font.pointSizeF() - 0.5);
        p.setFont(font);
        p.setPen(QColor(0xc6, 0x28, 0x28));
        p.drawText(QRect(0, 4 * line, page.width(), line), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text);
    }
    p.restore();
}

} // namespace railyard
