#pragma once

#include "document/document.h"

class QMimeData;

namespace railyard {

// A catalog part being dragged from the palette: its part number under Railyard's own MIME
// type (the number, not the id, so a drop into another window's design finds its own part).
inline constexpr char kPartMimeType[] = "application/x-railyard-part";

// A rack type or rack-scale system dragged with a quantity (the palette's "Racks per drop")
// carries it under this type: a drop on the plan places that many in a row.
inline constexpr char kQuantityMimeType[] = "application/x-railyard-quantity";

// A rack template dragged from the palette carries its frame as the part and its name under
// this type: a drop on the plan places the frame filled from the template.
inline constexpr char kTemplateMimeType[] = "application/x-railyard-rack-template";

QMimeData *partMimeData(const Part &part, int quantity = 1);
QMimeData *templateMimeData(const Part &frame, const QString &templateName, int quantity);
// The template a drag carries; empty when it carries none.
QString templateFromMime(const QMimeData *mime);
// How many the drag carries: 1 unless it says more.
int quantityFromMime(const QMimeData *mime);
// The part a drag carries, looked up in `doc`'s catalog; nullptr when it carries none or the
// design's catalog has no part of that number.
const Part *partFromMime(const Document &doc, const QMimeData *mime);

} // namespace railyard
