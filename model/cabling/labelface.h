#pragma once

#include "core/result.h"

#include <QFont>
#include <QStringList>

class QPaintDevice;

namespace railyard {

// The smallest type a label face may shrink to (docs/CABLING.md): about 1.8 mm high, still read
// at arm's length on a cable.
constexpr double kLabelMinPointSize = 5.0;

// Text as a label face draws it: the font it fits in and its lines, top to bottom.
struct LabelFace {
    QFont font;
    QStringList lines;
};

// A label's tokens (a rack, a U, a port, a rail) are what a technician reads; they are never cut.
bool isLabelSeparator(QChar c);

// Lays out `text` (paragraphs separated by '\n') in a box of `width` × `height` device pixels of
// `device`. Lines break only after a separator (space, '/', '-', ':', '.'); a token wider than
// the box or text taller than it shrinks the font by half points down to kLabelMinPointSize. Fails
// when even that does not fit, naming the text.
Result<LabelFace> layoutLabelFace(const QString &text, const QFont &font, double width, double height,
                                  QPaintDevice *device);

} // namespace railyard
