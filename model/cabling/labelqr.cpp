#include "labelqr.h"

#include <QCoreApplication>
#include <QList>
#include <QPainter>
#include <qrencode.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace railyard {

Result<QrMatrix> encodeQr(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1),
                                                               &QRcode_free);
    if (!code)
        return Result<QrMatrix>::failure(QCoreApplication::translate("LabelSheet", "'%1' cannot be encoded as a QR code").arg(text.left(80)));
    QrMatrix m;
    m.size = code->width;
    m.dark.resize(size_t(m.size) * size_t(m.size));
    for (size_t i = 0; i < m.dark.size(); ++i)
        m.dark[i] = code->data[i] & 1; // bit 0: dark; the other bits say what the module is for
    return m;
}

QRectF labelQrSquare(const QRectF &inner)
{
    const double side = std::min(inner.height(), inner.width() * 0.4);
    return QRectF(inner.right() - side, inner.top(), side, side);
}

void drawQr(QPainter &p, const QRectF &square, const QrMatrix &qr)
{
    if (qr.size <= 0)
        return;
    const double module = square.width() / (qr.size + 2 * kQrQuietModules);
    const QPointF origin = square.topLeft() + QPointF(kQrQuietModules * module, kQrQuietModules * module);
    // Dark runs of a row that repeat in the next row grow into one taller rectangle, and the
    // rectangles go out as one list: a PDF gets one short "re" each instead of a five-point
    // path per run (a 32,768-label sheet was 61 MB, mostly QR outlines).
    struct Block {
        int x0, x1, y0, y1; // modules, half-open
    };
    std::vector<Block> done, open, next;
    for (int y = 0; y <= qr.size; ++y) {
        next.clear();
        for (int x = 0; y < qr.size && x < qr.size;) {
            if (!qr.isDark(x, y)) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < qr.size && qr.isDark(x, y))
                ++x;
            auto same = std::find_if(open.begin(), open.end(), [&](const Block &b) { return b.x0 == start && b.x1 == x; });
            if (same != open.end()) {
                next.push_back({start, x, same->y0, y + 1});
                same->x1 = same->x0; // taken over by the row below
            } else {
                next.push_back({start, x, y, y + 1});
            }
        }
        for (const Block &b : open)
            if (b.x1 > b.x0)
                done.push_back(b);
        open.swap(next);
    }
    QList<QRectF> rects;
    rects.reserve(qsizetype(done.size()));
    for (const Block &b : done)
        rects.append(QRectF(origin.x() + b.x0 * module, origin.y() + b.y0 * module, (b.x1 - b.x0) * module, (b.y1 - b.y0) * module));
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::black);
    p.drawRects(rects.constData(), int(rects.size()));
    p.restore();
}

} // namespace railyard
