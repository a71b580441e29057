#pragma once

#include "document/document.h"

#include <QString>
#include <optional>
#include <vector>

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
// The building and facility kinds: the Editor's figures and references (facilitychecks.h), a
// name unique in the hall, and for a CDU placed or moved a floor free of columns and keep-outs.
QString checkEdit(const Document &doc, const Column &after);
QString checkEdit(const Document &doc, const KeepOut &after);
QString checkEdit(const Document &doc, const Busway &after);
QString checkEdit(const Document &doc, const Cdu &after);
// Cables edited together (an imported cable list): each as checkEdit() would, and their labels
// unique in the result as a whole, in one pass over the cables.
QString checkEdits(const Document &doc, const std::vector<Cable> &afters);

// A number typed by a user ("12", " 3.5 "); nullopt for anything else, NaN and infinities included.
std::optional<double> parseNumber(const QString &text);

} // namespace railyard
