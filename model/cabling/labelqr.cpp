#include "labelqr.h"

#include <QCoreApplication>
#include <QPainterPath>
#include <qrencode.h>

#include <algorithm>

#include <memory>

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
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (int y = 0; y < qr.size; ++y)
        for (int x = 0; x < qr.size;) {
            if (!qr.isDark(x, y)) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < qr.size && qr.isDark(x, y))
                ++x;
            path.addRect(QRectF(origin.x() + start * module, origin.y() + y * module, (x - start) * module, module));
        }
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.fillPath(path, Qt::black);
    p.restore();
}

} // namespace railyard
