#pragma once

#include <QStringList>

namespace railyard {

// The .railyard file format (docs/FILE_FORMAT.md): an SQLite database marked with an
// application id, its format version in PRAGMA user_version.
constexpr int kFileFormatVersion = 4;
constexpr qint32 kApplicationId = 0x5259444E; // "RYDN"

// CREATE statements of the current format, in order.
QStringList designSchemaStatements();

// One step that upgrades a file from `fromVersion` to `fromVersion + 1`, run on a temporary
// copy (the user's file is never written by an open).
struct Migration {
    int fromVersion;
    QStringList statements;
};
const std::vector<Migration> &designMigrations();

} // namespace railyard
