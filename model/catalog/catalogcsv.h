#pragma once

#include "catalog.h"
#include "core/result.h"

namespace railyard {

// Reads the parts catalog from CSV (format in docs/CATALOG.md). Every error names the file,
// the line and the column. A figure without a source is an error: the catalog never carries a
// number nobody can trace.
Result<Catalog> readCatalogCsv(const QString &path);
Result<Catalog> parseCatalogCsv(const QString &text, const QString &sourceName);

// The catalog bundled with the application (resources/catalog/parts.csv, compiled in).
Result<Catalog> bundledCatalog();

} // namespace railyard
