#pragma once

#include "entities/pricebook.h"

#include <QStringList>
#include <array>
#include <utility>

namespace railyard {

// The .railyard file format (docs/FILE_FORMAT.md): an SQLite database marked with an
// application id, its format version in PRAGMA user_version.
constexpr int kFileFormatVersion = 13;
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

// The meta keys of the TCO assumptions and the fields they hold.
inline std::array<std::pair<const char *, double *>, 7> tcoMetaKeys(TcoInputs &t)
{
    return {{{"tco_years", &t.years},
             {"tco_energy_usd_per_kwh", &t.energyUsdPerKWh},
             {"tco_load_factor", &t.loadFactor},
             {"tco_maintenance_per_year", &t.maintenancePerYear},
             {"tco_space_usd_per_rack_month", &t.spaceUsdPerRackMonth},
             {"tco_utilization", &t.utilization},
             {"tco_rent_usd_per_gpu_hour", &t.rentUsdPerGpuHour}}};
}

} // namespace railyard
