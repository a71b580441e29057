#pragma once

#include "core/result.h"
#include "engine/engine.h"

namespace railyard {

// The design as NetBox bulk-import CSVs (docs/CABLING.md), imported in this order: sites,
// racks, devices, interfaces, cables. Status "planned" throughout; device types by the catalog
// model and manufacturer (they must exist in NetBox, or be imported from its device-type
// library first); NetBox's own interface and cable type values.
struct NetBoxCsvs {
    QString sites, racks, devices, interfaces, cables;
};
NetBoxCsvs netboxCsvs(const Document &doc, const Engine &engine);
// Writes the five files (sites.csv, racks.csv, devices.csv, interfaces.csv, cables.csv) into
// a folder, creating it; each file atomically.
Status writeNetBoxFolder(const NetBoxCsvs &csvs, const QString &folder);

// NetBox's type values: interface types from the port's speed and cage ("400gbase-x-osfp",
// "infiniband-ndr", "1000base-t"), cable types from the medium ("dac-passive", "aoc",
// "mmf-om4", "smf-os2", "cat6").
QString netboxInterfaceType(const Document &doc, const Port &port);
QString netboxCableType(Medium medium);
// A cable's color by network, as NetBox stores it (six hex digits).
QString netboxColor(const Document &doc, const Cable &cable);

} // namespace railyard
