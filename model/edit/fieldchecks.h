#pragma once

#include "document/document.h"

#include <QString>
#include <optional>

namespace railyard {

// Whether an entity with edited fields may replace its current value in the document: the
// reason a user reads when it may not (naming the object and what to do), empty when it may.
// The inspector and the scripted edits of railyard-cli share these, so a value refused in one
// is refused in the other with the same words (docs/GUI.md, "Inspector").
QString checkEdit(const Document &doc, const Hall &after);
QString checkEdit(const Document &doc, const Row &after);
QString checkEdit(const Document &doc, const Rack &after);
QString checkEdit(const Document &doc, const Device &after);
QString checkEdit(const Document &doc, const Port &after);
QString checkEdit(const Document &doc, const Cable &after);
QString checkEdit(const Document &doc, const PowerFeed &after);
QString checkEdit(const Document &doc, const Pdu &after);
QString checkEdit(const Document &doc, const CoolingLoop &after);
QString checkEdit(const Document &doc, const Network &after);

// A number typed by a user ("12", " 3.5 "); nullopt for anything else, NaN and infinities included.
std::optional<double> parseNumber(const QString &text);

} // namespace railyard
