#pragma once

#include "scenario.h"

#include <memory>

namespace railyard {

// The variants kept in one design file (docs/QUOTE.md, "Scenarios"). The current design is one
// of them; the others are stored whole in Site::scenarios. Adding and removing are undoable
// edits; making another variant current replaces the content as opening a file does.

// The name the current design goes by among its variants ("Current design" when unnamed).
QString currentScenarioName(const Document &doc);

// The current design as a variant to store (its file without the variants).
Result<StoredScenario> captureScenario(const Document &doc, const QString &name, const QString &note = {});

// Undoable: stores a variant; fails if the name is empty or already taken (the current
// design's name included).
Status addScenario(Document &doc, const StoredScenario &scenario);
// Undoable: forgets the stored variant `name`.
Status removeScenario(Document &doc, const QString &name);
// Undoable: renames the current design among its variants.
Status renameCurrentScenario(Document &doc, const QString &name);

// Opens a stored variant in a document of its own (with the catalog saved in it).
Result<std::unique_ptr<Document>> openScenario(const StoredScenario &scenario);

// The current design first, then each stored variant, all priced and costed with the current
// design's TCO assumptions so the comparison is like for like.
Result<std::vector<ScenarioFigures>> compareScenarios(const Document &doc, const Engine &engine);

// Makes the stored variant `name` the current design and keeps the current one as a variant
// under its name. The undo history is cleared (as opening a file) and the document is left
// modified; nothing is lost because the previous design is stored.
Status activateScenario(Document &doc, const QString &name);

} // namespace railyard
