#include "heatmapimage.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace railyard::thermal {

// Blue → cyan → green → yellow → red over 0 … 1.
QColor heatColor(double f)
{
    f = std::clamp(f, 0.0, 1.0);
    static const QColor kStops[] = {QColor(0x2c, 0x3e, 0xc8), QColor(0x1f, 0xb5, 0xd8), QColor(0x3c, 0xc0, 0x4a), QColor(0xf2, 0xd2, 0x2e),
                                    QColor(0xd6, 0x2a, 0x1e)};
    const double at = f * 4;
    const int i = std::min(3, int(at));
    const double t = at - i;
    const QColor &a = kStops[i], &b = kStops[i + 1];
    return QColor(int(a.red() + t * (b.red() - a.red())), int(a.green() + t * (b.green() - a.green())), int(a.blue() + t * (b.blue() - a.blue())));
}

QImage heatMapImage(const HallThermal &field, double lowC, double highC)
{
    const int px = std::clamp(2000 / std::max({1, field.nx, field.ny}), 1, 16);
    const int barH = 40;
    QImage image(std::max(160, field.nx * px), field.ny * px + barH, QImage::Format_RGB32);
    if (image.isNull())
        return image;
    image.fill(Qt::white);
    const double span = std::max(1e-6, highC - lowC);
    for (int j = 0; j < field.ny; ++j)
        for (int i = 0; i < field.nx; ++i) {
            const float t = field.tempC[size_t(j) * size_t(field.nx) + size_t(i)];
            const QRgb c = std::isnan(t) ? qRgb(0x40, 0x40, 0x44) : heatColor((t - lowC) / span).rgb();
            const int y0 = j * px; // as the floor plan: y = 0 at the top
            for (int dy = 0; dy < px; ++dy) {
                QRgb *line = reinterpret_cast<QRgb *>(image.scanLine(y0 + dy));
                std::fill(line + i * px, line + (i + 1) * px, c);
            }
        }
    QPainter p(&image);
    const int top = field.ny * px + 6, width = image.width() - 120;
    for (int x = 0; x < width; ++x) {
        p.setPen(heatColor(double(x) / std::max(1, width - 1)));
        p.drawLine(60 + x, top, 60 + x, top + 14);
    }
    p.setPen(Qt::black);
    p.drawText(QRect(0, top, 58, 16), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("%1 °C").arg(lowC, 0, 'f', 0));
    p.drawText(QRect(62 + width, top, 58, 16), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("%1 °C").arg(highC, 0, 'f', 0));
    return image;
}

} // namespace railyard::thermal
