#pragma once

#include "engine/engine.h"

#include <QJsonObject>

namespace railyard {

// The engine's figures for the site and each hall, feed, PDU, cooling loop, row, rack and
// network, as printed by `railyard-cli totals` (keys in docs/CLI.md). SI units in JSON.
QJsonObject totalsJson(const Document &doc, const Engine &engine);
// The same in human units (kW, MW, L/min, m, t).
QString totalsText(const Document &doc, const Engine &engine);

// Derived figures shared by the report and the views.
struct RackFloorLoad {
    double kgPerM2 = 0;
    double pointLoadKN = 0; // per caster/foot
    double weightKg = 0;
    double areaM2 = 0;      // what carries it: the larger of the footprint and the spreader plate
};
RackFloorLoad rackFloorLoad(const Document &doc, const Engine &engine, RackId rack);

// A loop's CDUs are the Cdu entities on it, of any parts. N+1: the loop must carry its heat with
// its largest CDU out, so the usable capacity is the sum less the largest unit.
struct LoopFigures {
    double heatW = 0;
    double flowLPerMin = 0;
    double cduCapacityW = 0;       // the largest unit's capacity (the unit N+1 assumes lost)
    double installedCapacityW = 0; // sum over the loop's CDUs
    double usableCapacityW = 0;    // sum less the largest unit
    int cdusInstalled = 0;
    int64_t cdusRequired = 0; // N+1, in units of the largest installed CDU
    double utilization = 0;   // heat over the usable capacity
    bool overCapacity = false; // heat above the usable capacity (exact, in milliwatts)
};
LoopFigures loopFigures(const Document &doc, const Engine &engine, LoopId loop);

// Facility power of a hall: IT load (max) × the hall's PUE.
double hallFacilityW(const Document &doc, const Engine &engine, HallId hall);

} // namespace railyard
