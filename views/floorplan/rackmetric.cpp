#include "rackmetric.h"

#include "engine/physics.h"
#include "report/racklimits.h"
#include "report/totalsreport.h"

#include <QCoreApplication>

namespace railyard {

namespace {
const QColor kNoData(0xc8, 0xcc, 0xd2);
const QColor kLow(0x4c, 0xaf, 0x50), kHigh(0xf2, 0xb1, 0x34), kOver(0xd3, 0x2f, 0x2f);

// Green up to 70 % of the limit, amber to 100 %, red above; grey without a limit.
QColor ramp(double ratio, bool hasLimit)
{
    if (!hasLimit)
        return kNoData;
    if (ratio > 1.0)
        return kOver;
    return ratio >= 0.7 ? kHigh : kLow;
}

QString ofLimit(double value, double limit, const char *unit, int decimals)
{
    if (limit <= 0)
        return QStringLiteral("%1 %2").arg(value, 0, 'f', decimals).arg(QString::fromUtf8(unit));
    return QCoreApplication::translate("RackMetric", "%1 of %2 %3 (%4 %)")
        .arg(value, 0, 'f', decimals)
        .arg(limit, 0, 'f', decimals)
        .arg(QString::fromUtf8(unit))
        .arg(value / limit * 100, 0, 'f', 0);
}
} // namespace

QColor rampColor(double ratio, bool hasLimit)
{
    return ramp(ratio, hasLimit);
}

QString describeLimit(const RackLimitUse &use)
{
    const bool floor = use.kind == RackLimitKind::Floor;
    const double scale = floor ? 1 : 1000;
    return QCoreApplication::translate("RackMetric", "%1: %2").arg(toText(use.kind), ofLimit(use.used / scale, use.limit / scale, floor ? "kg/m²" : "kW", floor ? 0 : 1));
}

QString rackLimitsTooltip(const Document &doc, const Engine &engine, RackId rack)
{
    const RackLimits limits = rackLimits(doc, engine, rack);
    const RackLimitUse *binding = limits.binding();
    if (!binding)
        return QStringLiteral("<br>") + QCoreApplication::translate("RackMetric", "No limit known for this rack");
    QString text = QStringLiteral("<br><nobr><b>%1</b></nobr>").arg(QCoreApplication::translate("RackMetric", "Binding limit: %1").arg(describeLimit(*binding).toHtmlEscaped()));
    for (const RackLimitUse &use : limits.uses)
        if (use.known() && &use != binding)
            text += QStringLiteral("<br>&nbsp;&nbsp;") + describeLimit(use).toHtmlEscaped();
    return text;
}

QString toText(RackMetric metric)
{
    switch (metric) {
    case RackMetric::BindingLimit: return QCoreApplication::translate("RackMetric", "Binding limit (power, cooling, PDU, floor)");
    case RackMetric::PowerVsLimit: return QCoreApplication::translate("RackMetric", "Power vs rack limit");
    case RackMetric::HeatVsCooling: return QCoreApplication::translate("RackMetric", "Heat vs rack cooling");
    case RackMetric::FloorLoad: return QCoreApplication::translate("RackMetric", "Floor load vs rating");
    case RackMetric::CoolingType: return QCoreApplication::translate("RackMetric", "Cooling type");
    case RackMetric::NetworkRole: return QCoreApplication::translate("RackMetric", "Network role");
    }
    return {};
}

std::vector<LegendEntry> legendFor(RackMetric metric)
{
    switch (metric) {
    case RackMetric::CoolingType:
        return {{QColor(0x90, 0xa4, 0xae), QCoreApplication::translate("RackMetric", "Air")},
                {QColor(0x42, 0xa5, 0xf5), QCoreApplication::translate("RackMetric", "Rear-door heat exchanger")},
                {QColor(0x1a, 0x23, 0x7e), QCoreApplication::translate("RackMetric", "Direct liquid cooling")},
                {kNoData, QCoreApplication::translate("RackMetric", "Unknown")}};
    case RackMetric::NetworkRole:
        return {{QColor(0x7e, 0x57, 0xc2), QCoreApplication::translate("RackMetric", "GPU compute")},
                {QColor(0x26, 0xa6, 0x9a), QCoreApplication::translate("RackMetric", "Compute fabric switches")},
                {QColor(0xff, 0x8f, 0x00), QCoreApplication::translate("RackMetric", "Storage")},
                {QColor(0x8d, 0x6e, 0x63), QCoreApplication::translate("RackMetric", "Management and other")},
                {kNoData, QCoreApplication::translate("RackMetric", "Empty")}};
    default:
        return {{kLow, QCoreApplication::translate("RackMetric", "below 70 % of the limit")},
                {kHigh, QCoreApplication::translate("RackMetric", "70–100 %")},
                {kOver, QCoreApplication::translate("RackMetric", "over the limit")},
                {kNoData, QCoreApplication::translate("RackMetric", "no limit known")}};
    }
}

RackShade shadeRack(const Document &doc, const Engine &engine, RackId id, RackMetric metric)
{
    const Rack &rack = doc.racks().at(id);
    const Part *type = doc.catalog().find(rack.part);
    const LoadSums sums = engine.rack(id);
    switch (metric) {
    case RackMetric::BindingLimit: {
        const RackLimits limits = rackLimits(doc, engine, id);
        const RackLimitUse *binding = limits.binding();
        if (!binding)
            return {kNoData, QCoreApplication::translate("RackMetric", "no limit known")};
        return {ramp(binding->ratio(), true), describeLimit(*binding)};
    }
    case RackMetric::PowerVsLimit: {
        const double kw = fromMilli(sums.itMaxMw()) / 1000.0;
        const double limit = type ? type->capacityW / 1000.0 : 0;
        return {ramp(limit > 0 ? kw / limit : 0, limit > 0), ofLimit(kw, limit, "kW", 1)};
    }
    case RackMetric::HeatVsCooling: {
        const double kw = fromMilli(sums.liquidMw + sums.airMw) / 1000.0;
        const double limit = type ? type->coolingCapacityW / 1000.0 : 0;
        return {ramp(limit > 0 ? kw / limit : 0, limit > 0), ofLimit(kw, limit, "kW", 1)};
    }
    case RackMetric::FloorLoad: {
        const RackFloorLoad load = rackFloorLoad(doc, engine, id);
        const Hall *hall = doc.halls().find(doc.hallOf(id));
        const double rating = hall ? kPaToKgPerM2(hall->floorRatingKPa) : 0;
        return {ramp(rating > 0 ? load.kgPerM2 / rating : 0, rating > 0), ofLimit(load.kgPerM2, rating, "kg/m²", 0)};
    }
    case RackMetric::CoolingType: {
        const auto legend = legendFor(metric);
        const CoolingType c = type ? type->coolingType : CoolingType::None;
        const int index = c == CoolingType::Air ? 0 : c == CoolingType::RearDoor ? 1 : c == CoolingType::Dlc ? 2 : 3;
        return {legend[size_t(index)].color, legend[size_t(index)].text};
    }
    case RackMetric::NetworkRole: {
        const auto legend = legendFor(metric);
        int index = 4;
        for (DeviceId d : doc.devicesOf(id)) {
            const Device &device = doc.devices().at(d);
            const Part &part = doc.catalog().at(device.part);
            if (part.gpus > 0) {
                index = 0;
                break;
            }
            const Network *n = doc.networks().find(device.network);
            const int role = !n ? 3 : n->role == NetworkRole::Compute ? 1 : n->role == NetworkRole::Storage ? 2 : 3;
            index = std::min(index, role);
        }
        return {legend[size_t(index)].color, legend[size_t(index)].text};
    }
    }
    return {kNoData, QString()};
}

} // namespace railyard
