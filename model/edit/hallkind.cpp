#include "editkind.h"

#include "core/limits.h"

namespace railyard {

namespace {

void readHall(FieldReader &r, Hall &h)
{
    using namespace limits;
    r.text("name", h.name, Hall::kName)
        .number("width_m", h.widthM, 0, kMaxMetres, Hall::kSize)
        .number("depth_m", h.depthM, 0, kMaxMetres, Hall::kSize)
        .number("floor_rating_kpa", h.floorRatingKPa, 0, 1e6, Hall::kFloorRating)
        .number("point_load_rating_kn", h.pointLoadRatingKN, 0, 1e6, Hall::kFloorRating)
        .number("utility_feed_w", h.utilityFeedW, 0, kMaxWatts, Hall::kUtilityFeed)
        .number("pue", h.pue, 1, 100, Hall::kPue)
        .number("supply_water_c", h.supplyWaterC, -kMaxCelsius, kMaxCelsius, Hall::kWater)
        .number("return_water_c", h.returnWaterC, -kMaxCelsius, kMaxCelsius, Hall::kWater)
        .number("air_cooling_w", h.airCoolingW, 0, kMaxWatts, Hall::kAirCooling)
        .token("containment", h.containment, Hall::kContainment);
}

} // namespace

EditKind hallEditKind()
{
    const QStringList fields = {QStringLiteral("name"),
                                QStringLiteral("width_m"),
                                QStringLiteral("depth_m"),
                                QStringLiteral("floor_rating_kpa"),
                                QStringLiteral("point_load_rating_kn"),
                                QStringLiteral("utility_feed_w"),
                                QStringLiteral("pue"),
                                QStringLiteral("supply_water_c"),
                                QStringLiteral("return_water_c"),
                                QStringLiteral("air_cooling_w"),
                                QStringLiteral("containment")};
    return namedKind<Hall>(
        QStringLiteral("hall"), fields, {"width_m", "depth_m"}, readHall,
        [](FragmentBuilder &b, const Hall &e) { return b.addHall(e); }, &Selection::halls);
}

} // namespace railyard
