#include "choices.h"
#include "kindeditors.h"
#include "report/totalsreport.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeHallEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    // Numbers are typed in the units the hall's figures are read in (kW, not W).
    std::vector<FieldSpec<Hall>> fields{
        nameField<Hall>(Hall::kName),
        numberField(QStringLiteral("width"), trctx::Inspector::tr("Width (m)"), Hall::kSize, &Hall::widthM),
        numberField(QStringLiteral("depth"), trctx::Inspector::tr("Depth (m)"), Hall::kSize, &Hall::depthM),
        numberField(QStringLiteral("floorRating"), trctx::Inspector::tr("Floor rating (kPa)"), Hall::kFloorRating, &Hall::floorRatingKPa),
        numberField(QStringLiteral("pointLoad"), trctx::Inspector::tr("Point load rating (kN)"), Hall::kFloorRating, &Hall::pointLoadRatingKN),
        numberField(QStringLiteral("utility"), trctx::Inspector::tr("Utility capacity (kW)"), Hall::kUtilityFeed, &Hall::utilityFeedW, 1000),
        numberField(QStringLiteral("pue"), trctx::Inspector::tr("PUE"), Hall::kPue, &Hall::pue),
        numberField(QStringLiteral("supply"), trctx::Inspector::tr("Water supply (°C)"), Hall::kWater, &Hall::supplyWaterC),
        numberField(QStringLiteral("return"), trctx::Inspector::tr("Water return (°C)"), Hall::kWater, &Hall::returnWaterC),
        numberField(QStringLiteral("airCooling"), trctx::Inspector::tr("Air cooling (kW)"), Hall::kAirCooling, &Hall::airCoolingW, 1000),
        {QStringLiteral("containment"), trctx::Inspector::tr("Aisle containment"), Hall::kContainment, [](const Hall &h) { return toToken(h.containment); },
         [](Hall &h, const QString &v) { return writeToken(h.containment, v); },
         [](const Document &, const Hall &) { return tokenChoices({Containment::None, Containment::HotAisle, Containment::ColdAisle}); }},
    };
    std::vector<FigureSpec<Hall>> figures{
        {QStringLiteral("racks"), trctx::Inspector::tr("Racks"),
         [](const Document &, const Engine &e, const Hall &h) { return QString::number(e.hall(h.id).racks); }},
        {QStringLiteral("it"), trctx::Inspector::tr("IT load (peak)"), [](const Document &, const Engine &e, const Hall &h) { return kwText(e.hall(h.id).itMaxMw()); }},
        {QStringLiteral("facility"), trctx::Inspector::tr("Facility load vs utility"),
         [](const Document &d, const Engine &e, const Hall &h) { return loadText(hallFacilityW(d, e, h.id), h.utilityFeedW); }},
        {QStringLiteral("air"), trctx::Inspector::tr("Heat to air vs air cooling"),
         [](const Document &, const Engine &e, const Hall &h) { return loadText(double(e.hall(h.id).airMw) / 1000, h.airCoolingW); }},
    };
    return new EntityEditor<Hall>(doc, engine, EntityKind::Hall, [](const Hall &h) { return trctx::Inspector::tr("%1 (hall)").arg(h.name); },
                                  std::move(fields), std::move(figures), parent);
}

} // namespace railyard
