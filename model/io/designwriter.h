#pragma once

#include "designstore.h"
#include "sqliteconnection.h"

namespace railyard {

// Writes the whole document into an empty database in one transaction (format
// kFileFormatVersion). Rows are written in ID order so equal documents give equal files.
bool writeDesign(SqliteConnection &conn, const Document &doc, const SaveStageHook &hook, QString *error);

} // namespace railyard
