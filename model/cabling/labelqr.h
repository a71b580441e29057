#pragma once

#include "core/result.h"

#include <QPainter>
#include <vector>

namespace railyard {

// The QR code on a cable label (docs/CABLING.md, "QR codes"): the cable's id, so a scanner
// reads the same id the label prints. Encoded with libqrencode at error correction level M
// (15 % of the symbol may be soiled or torn and it still reads).
struct QrMatrix {
    int size = 0;              // modules per side (21 for version 1, +4 per version)
    std::vector<uint8_t> dark; // size × size, row by row: 1 where the module is dark
    bool isDark(int x, int y) const { return dark[size_t(y) * size_t(size) + size_t(x)] != 0; }
    bool operator==(const QrMatrix &) const = default;
};

// Light modules kept around the symbol inside its square: the four the standard asks for. With
// two, a reader (zbarimg) missed most codes of a 65-per-sheet page, whose text stands close.
constexpr int kQrQuietModules = 4;

Result<QrMatrix> encodeQr(const QString &text);

// The square a label gives its code: at the right of the label's inner box, as tall as the
// box but never wider than 40 % of it.
QRectF labelQrSquare(const QRectF &inner);

// Draws the symbol with its quiet zone filling `square`, dark modules as one filled path.
void drawQr(QPainter &p, const QRectF &square, const QrMatrix &qr);

} // namespace railyard
