#pragma once

#include "engine/engine.h"

#include <QColor>
#include <QString>
#include <vector>

namespace railyard {

// What the floor plan colors racks by (docs/GUI.md). Ratios against a limit use one ramp
// (green below 70 %, amber to 100 %, red above); categories use fixed colors.
enum class RackMetric { PowerVsLimit, HeatVsCooling, FloorLoad, CoolingType, NetworkRole };
constexpr int kRackMetricCount = 5;
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

} // namespace railyard
