#include "choices.h"
#include "kindeditors.h"
#include "report/totalsreport.h"

namespace railyard {

using inspectortext::tr;

KindEditor *makeHallEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    // Numbers are typed in the units the hall's figures are read in (kW, not W).
    std::vector<FieldSpec<Hall>> fields{
        nameField<Hall>(Hall::kName),
        numberField(QStringLiteral("width"), tr("Width (m)"), Hall::kSize, &Hall::widthM),
        numberField(QStringLiteral("depth"), tr("Depth (m)"), Hall::kSize, &Hall::depthM),
        numberField(QStringLiteral("floorRating"), tr("Floor rating (kPa)"), Hall::kFloorRating, &Hall::floorRatingKPa),
        numberField(QStringLiteral("pointLoad"), tr("Point load rating (kN)"), Hall::kFloorRating, &Hall::pointLoadRatingKN),
        numberField(QStringLiteral("utility"), tr("Utility capacity (kW)"), Hall::kUtilityFeed, &Hall::utilityFeedW, 1000),
        numberField(QStringLiteral("pue"), tr("PUE"), Hall::kPue, &Hall::pue),
        numberField(QStringLiteral("supply"), tr("Water supply (°C)"), Hall::kWater, &Hall::supplyWaterC),
        numberField(QStringLiteral("return"), tr("Water return (°C)"), Hall::kWater, &Hall::returnWaterC),
        numberField(QStringLiteral("airCooling"), tr("Air cooling (kW)"), Hall::kAirCooling, &Hall::airCoolingW, 1000),
    };
    std::vector<FigureSpec<Hall>> figures{
        {QStringLiteral("racks"), tr("Racks"),
         [](const Document &, const Engine &e, const Hall &h) { return QString::number(e.hall(h.id).racks); }},
        {QStringLiteral("it"), tr("IT load (peak)"), [](const Document &, const Engine &e, const Hall &h) { return kwText(e.hall(h.id).itMaxMw()); }},
        {QStringLiteral("facility"), tr("Facility load vs utility"),
         [](const Document &d, const Engine &e, const Hall &h) { return loadText(hallFacilityW(d, e, h.id), h.utilityFeedW); }},
        {QStringLiteral("air"), tr("Heat to air vs air cooling"),
         [](const Document &, const Engine &e, const Hall &h) { return loadText(double(e.hall(h.id).airMw) / 1000, h.airCoolingW); }},
    };
    return new EntityEditor<Hall>(doc, engine, EntityKind::Hall, [](const Hall &h) { return tr("%1 (hall)").arg(h.name); },
                                  std::move(fields), std::move(figures), parent);
}

} // namespace railyard
