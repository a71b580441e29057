#pragma once

#include <cstdint>

namespace railyard::limits {

// The largest values a reader accepts from a file or another tool. Each is far above any real
// design (the largest the generator makes is 131,072 GPUs: 1.1 million ports, 410,000 cables)
// and low enough that nothing sized or summed from it can overflow or allocate gigabytes: a
// 200 KB file must not be able to ask for 80 GB. Values beyond them are refused with the file,
// table, row and column named (docs/RELIABILITY.md, "Limits").

// Ports on one catalog part, all groups together (a 512-port chassis switch is the largest
// real part), and logical ports sharing one cage.
constexpr int kMaxPortsPerPart = 4096;
constexpr int kMaxPortsPerCage = 16;
// Ports of a whole design, derived and listed: 16 times the largest generated design.
constexpr int64_t kMaxDesignPorts = 16 * 1024 * 1024;
// GPUs in one part (an NVL576 rack-scale system has 576).
constexpr int kMaxGpusPerPart = 4096;
// Rack units of a rack and U positions in it.
constexpr int kMaxRackUnits = 200;
// Scalable units and rails (the generator's largest fabric has 128 SUs and 8 rails; a rail is
// a port of a node, so no more rails than ports on a part).
constexpr int kMaxScalableUnit = 100'000;
constexpr int kMaxRail = 4096;
// Port ordinals and cage numbers on one device.
constexpr int kMaxPortIndex = kMaxPortsPerPart;
// CDUs in one cooling loop, feet under one rack, modules per transceiver.
constexpr int kMaxCount = 100'000;
// Identical PDUs on one side of a rack (a dense rack has two or three).
constexpr int kMaxPduUnits = 64;
// A rack's spreader plate (m²): an NVL72 (about 1.4 t) needs about 1.1 m² on a 12 kPa floor;
// 10 m² is a plate under a small room of racks, past anything one rack stands on.
constexpr double kMaxSpreaderM2 = 10;
// Lengths and coordinates in metres (100 km), speeds in Gb/s (100 Tb/s), temperatures in °C.
// A part draws at most 100 MW and weighs at most 100 t; a hall or feed at most 10 GW. The engine
// sums in integer mW and g: kMaxRecords devices at these maxima stay below 2^63.
constexpr double kMaxMetres = 100'000;
constexpr double kMaxGbps = 100'000;
constexpr double kMaxPartWatts = 1e8;
constexpr double kMaxWatts = 1e10;
constexpr double kMaxKg = 1e5;
constexpr double kMaxCelsius = 1'000;
// A cooling loop's supply water: ASHRAE TC 9.9 liquid classes run from W17 to W+ (above
// 45 °C); water freezes below 0 °C and no cold plate is rated for supply past 70 °C.
constexpr double kMinLoopSupplyC = 0;
constexpr double kMaxLoopSupplyC = 70;
// One unit's price in the design's currency, and any amount summed from prices: quantities
// times this stay far below 2^53, so totals in doubles (and in integer cents) stay exact.
constexpr double kMaxUnitPrice = 1e9;
constexpr double kMaxAmount = 1e12;
// Days (lead times, validity, turnaround): 100 years.
constexpr int kMaxDays = 36'500;
// Ids in a table are renumbered densely on load when the largest is beyond
// kIdSlack + 4 × rows (see IdRemap): memory follows the rows, never an id's value.
constexpr uint32_t kIdSlack = 65'536;
// Lines or records in one text input (CSV, ibnetdiscover, LLDP interfaces) and bytes in one.
constexpr int64_t kMaxRecords = 10'000'000;
constexpr int64_t kMaxInputBytes = 256LL * 1024 * 1024;

} // namespace railyard::limits
