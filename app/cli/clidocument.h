#pragma once

#include "core/result.h"
#include "document/document.h"

#include <memory>

namespace railyard::cli {

// Opens a design file for a command; the error names the file and the problem.
Result<std::unique_ptr<Document>> openDesign(const QString &path);
// A new empty document on the bundled catalog.
Result<std::unique_ptr<Document>> newDesign();

} // namespace railyard::cli
