#pragma once

#include <cmath>
#include <cstdint>

namespace railyard {

// Physical constants the engine uses (not catalog figures).
constexpr double kWaterSpecificHeatJPerKgK = 4186.0; // liquid water near 25 °C
constexpr double kWaterDensityKgPerL = 0.997;        // at 25 °C
constexpr double kStandardGravity = 9.80665;         // m/s²
// One derating rule for every PDU: its catalog capacity is the nameplate (√3 × V × A), and it
// may carry 80 % of that continuously (NEC 210.19/215.2 practice for continuous loads; the same
// margin IEC designs keep), docs/ENGINE.md.
constexpr double kPduContinuousFraction = 0.8;

// Coolant flow that carries `heatW` at a temperature rise of `deltaTK`: Q = ṁ·c_p·ΔT.
inline double requiredFlowLPerMin(double heatW, double deltaTK)
{
    if (deltaTK <= 0)
        return 0;
    const double kgPerS = heatW / (kWaterSpecificHeatJPerKgK * deltaTK);
    return kgPerS / kWaterDensityKgPerL * 60.0;
}

// CDUs needed to carry `heatMw` with one unit spare (N+1): N = ceil(heat / capacity).
inline int64_t cdusRequiredNPlus1(int64_t heatMw, int64_t capacityMw)
{
    if (heatMw <= 0 || capacityMw <= 0)
        return 0;
    return (heatMw + capacityMw - 1) / capacityMw + 1;
}

// A distributed floor rating in kPa as the load per square metre it allows, in kg/m².
inline double kPaToKgPerM2(double kPa)
{
    return kPa * 1000.0 / kStandardGravity;
}

// The spreader plate a rack of `loadedKg` needs to stand within a floor rated `floorKgM2`: the
// area that brings it within the rating, with 10 % for its cables, in 0.05 m² steps; 0 when its
// own footprint already carries it (or nothing is known of the footprint or the rating).
inline double spreaderPlateM2(double loadedKg, double footprintM2, double floorKgM2)
{
    const double kg = loadedKg * 1.1;
    if (footprintM2 <= 0 || floorKgM2 <= 0 || kg <= floorKgM2 * footprintM2)
        return 0;
    return std::ceil(kg / floorKgM2 * 20) / 20;
}

} // namespace railyard
