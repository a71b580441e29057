#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QImage>

namespace railyard {

// A quote's logo (docs/QUOTE.md): the bytes of a PNG or JPEG file the user chose, kept whole in
// the design so the quote prints the same on any machine. Bounded so that a photograph chosen
// by mistake does not bloat every save.
constexpr qsizetype kMaxQuoteLogoBytes = 2 * 1024 * 1024;

// Fails, saying why, unless `image` is a PNG or JPEG of at most kMaxQuoteLogoBytes that decodes.
Status checkQuoteLogo(const QByteArray &image);
// Reads and checks a logo file; the message names the file.
Result<QByteArray> readQuoteLogo(const QString &path);
QImage quoteLogoImage(const QByteArray &image);

} // namespace railyard
