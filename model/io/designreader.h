#pragma once

#include "designschema.h"
#include "sqliteconnection.h"

#include "catalog/catalog.h"
#include "document/changeset.h"
#include "document/fragment.h"
#include "entities/site.h"

#include <array>

namespace railyard {

// Everything a .railyard file holds, read and validated before it replaces a document.
struct DesignContent {
    Catalog catalog;
    Site site;
    Fragment fragment;
    std::array<uint32_t, kEntityKindCount> counters{};
};

// Reads PRAGMA application_id and user_version. Fails for a database that is not a Railyard
// design or comes from a newer Railyard.
bool readFormatVersion(SqliteConnection &conn, int *version, QString *error);

// Reads and validates a current-format file: every token known, every reference resolved.
bool readDesign(SqliteConnection &conn, DesignContent *content, QString *error);

// Runs the migrations from `fromVersion` up to `toVersion` on a writable copy.
bool migrateDesign(SqliteConnection &conn, int fromVersion, QString *error);
bool migrateDesign(SqliteConnection &conn, int fromVersion, int toVersion, const std::vector<Migration> &migrations,
                   QString *error);

} // namespace railyard
