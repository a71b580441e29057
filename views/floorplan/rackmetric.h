#pragma once

#include "engine/engine.h"

#include <QColor>
#include <QString>
#include <vector>

namespace railyard {

struct RackLimitUse;

// What the floor plan colors racks by (docs/GUI.md). Ratios against a limit use one ramp
// (green below 70 %, amber to 100 %, red above); categories use fixed colors. BindingLimit, the
// default, takes the highest of the rack's power, cooling, PDU and floor ratios
// (report/racklimits.h).
enum class RackMetric { BindingLimit, PowerVsLimit, HeatVsCooling, FloorLoad, CoolingType, NetworkRole };
constexpr int kRackMetricCount = 6;
QString toText(RackMetric metric);

struct LegendEntry {
    QColor color;
    QString text;
};
std::vector<LegendEntry> legendFor(RackMetric metric);

// A rack's color under a metric and the one-line value behind it ("34.2 of 40 kW").
struct RackShade {
    QColor fill;
    QString value;
};
RackShade shadeRack(const Document &doc, const Engine &engine, RackId rack, RackMetric metric);
// The ramp of ratios against a limit (green, amber, red; grey without a limit).
QColor rampColor(double ratio, bool hasLimit);

// "PDU on failover: 39.5 of 46.0 kW (86 %)".
QString describeLimit(const RackLimitUse &use);
// The rack tooltip's lines on its limits: which one binds first, then each known one.
QString rackLimitsTooltip(const Document &doc, const Engine &engine, RackId rack);

} // namespace railyard
