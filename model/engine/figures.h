#pragma once

#include "core/ids.h"
#include "entities/enums.h"
#include "catalog/part.h"

#include <array>
#include <cmath>
#include <cstdint>

namespace railyard {

// The engine keeps every figure as an integer in small units — milliwatts, grams,
// millimetres — so sums are exact and independent of order: subtracting an entity's old
// contribution and adding its new one gives bit for bit what a full recompute gives.
using MilliWatts = int64_t;
using Grams = int64_t;
using Millimetres = int64_t;

// Length of a cable assumed to hang inside each rack it ends in (the rest rests in the trays).
constexpr Millimetres kInRackCableMm = 2500;

inline int64_t toMilli(double v) { return std::llround(v * 1000.0); }
inline double fromMilli(int64_t v) { return double(v) / 1000.0; }

// Power categories reported everywhere (docs/ENGINE.md).
enum class PowerCategory : uint8_t { GpuServers, Switches, Transceivers, Storage, Management, Other };
constexpr int kPowerCategoryCount = 6;
PowerCategory powerCategoryOf(PartCategory category);
QString toToken(PowerCategory category);

// Additive figures of a rack, and of any sum of racks (row, hall, site, loop).
struct LoadSums {
    std::array<MilliWatts, kPowerCategoryCount> maxMw{};
    std::array<MilliWatts, kPowerCategoryCount> typMw{};
    MilliWatts liquidMw = 0; // heat into liquid (DLC cold plates, rear-door coils)
    MilliWatts airMw = 0;    // heat into room air
    Grams weightG = 0;       // loaded weight (racks, devices, cables)
    int64_t gpus = 0;
    int64_t racks = 0;

    MilliWatts itMaxMw() const
    {
        MilliWatts s = 0;
        for (MilliWatts v : maxMw)
            s += v;
        return s;
    }
    MilliWatts itTypMw() const
    {
        MilliWatts s = 0;
        for (MilliWatts v : typMw)
            s += v;
        return s;
    }
    LoadSums &operator+=(const LoadSums &o)
    {
        for (int i = 0; i < kPowerCategoryCount; ++i) {
            maxMw[size_t(i)] += o.maxMw[size_t(i)];
            typMw[size_t(i)] += o.typMw[size_t(i)];
        }
        liquidMw += o.liquidMw;
        airMw += o.airMw;
        weightG += o.weightG;
        gpus += o.gpus;
        racks += o.racks;
        return *this;
    }
    LoadSums &operator-=(const LoadSums &o)
    {
        for (int i = 0; i < kPowerCategoryCount; ++i) {
            maxMw[size_t(i)] -= o.maxMw[size_t(i)];
            typMw[size_t(i)] -= o.typMw[size_t(i)];
        }
        liquidMw -= o.liquidMw;
        airMw -= o.airMw;
        weightG -= o.weightG;
        gpus -= o.gpus;
        racks -= o.racks;
        return *this;
    }
    bool operator==(const LoadSums &) const = default;
};

// Load on one PDU: with both feeds up each rack's load is split between its A and B PDUs;
// with the other feed lost this PDU carries its racks whole.
struct PduLoad {
    MilliWatts normalMw = 0;
    MilliWatts failoverMw = 0;
    bool operator==(const PduLoad &) const = default;
};

// What the engine decided for one cable.
struct CableFigures {
    bool routed = false;        // false: ends not both on a hall floor (no route)
    Millimetres routedMm = 0;   // routed length incl. slack (or the user's fixed length)
    Millimetres stockMm = 0;    // catalog stock length it rounds up to (0: no part found)
    Medium medium = Medium::Auto;
    bool pinned = false;        // medium chosen by the user
    bool overReach = false;     // no part of the medium reaches (pinned, or nothing fits)
    PartId cablePart;           // cable, AOC or patch cord
    PartId moduleA;             // transceiver at end A (optical media)
    PartId moduleB;
    double speedGbps = 0;
    bool operator==(const CableFigures &) const = default;
};

} // namespace railyard
