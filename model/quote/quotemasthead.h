#pragma once

#include "quote.h"

#include <QPainter>

namespace railyard {

// What the quote PDF adds to each page's heading (docs/QUOTE.md): the seller's logo at the top
// right, scaled into the first three lines and never stretched; the quote number beside the
// dates; and, in red, any TCO figure that cannot be right (tcowarnings.h). `line` is the
// heading's line height; the heading has six lines, the last holding the column titles.
void drawQuoteMasthead(QPainter &p, const Quote &quote, const QRect &page, int line);

} // namespace railyard
