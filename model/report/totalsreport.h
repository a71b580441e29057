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
};
RackFloorLoad rackFloorLoad(const Document &doc, const Engine &engine, RackId rack);

struct LoopFigures {
    double heatW = 0;
    double flowLPerMin = 0;
    double cduCapacityW = 0;
    int cdusInstalled = 0;
    int64_t cdusRequired = 0; // N+1
    double utilization = 0;   // heat over the capacity of (installed − 1) units
};
LoopFigures loopFigures(const Document &doc, const Engine &engine, LoopId loop);

// Facility power of a hall: IT load (max) × the hall's PUE.
double hallFacilityW(const Document &doc, const Engine &engine, HallId hall);

} // namespace railyard
