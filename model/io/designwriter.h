#pragma once

#include "designstore.h"
#include "sqliteconnection.h"

namespace railyard {

// Writes the whole document into an empty database in one transaction (format
// kFileFormatVersion). Rows are written in ID order so equal documents give equal files.
// Without `withScenarios` the stored variants are left out (a variant's own file).
bool writeDesign(SqliteConnection &conn, const Document &doc, const SaveStageHook &hook, QString *error,
                 bool withScenarios = true);

} // namespace railyard
