#include "racklimits.h"

#include "engine/pducapacity.h"
#include "engine/physics.h"
#include "totalsreport.h"

#include <QCoreApplication>

namespace railyard {

QString toText(RackLimitKind kind)
{
    switch (kind) {
    case RackLimitKind::Power: return QCoreApplication::translate("RackLimits", "rack power");
    case RackLimitKind::Cooling: return QCoreApplication::translate("RackLimits", "rack cooling");
    case RackLimitKind::Pdu: return QCoreApplication::translate("RackLimits", "PDU on failover");
    case RackLimitKind::Floor: return QCoreApplication::translate("RackLimits", "floor rating");
    }
    return {};
}

const RackLimitUse *RackLimits::binding() const
{
    const RackLimitUse *best = nullptr;
    for (const RackLimitUse &u : uses)
        if (u.known() && (!best || u.ratio() > best->ratio()))
            best = &u;
    return best;
}

RackLimits rackLimits(const Document &doc, const Engine &engine, RackId id)
{
    const Rack &rack = doc.racks().at(id);
    const Part *type = doc.catalog().find(rack.part);
    const LoadSums sums = engine.rack(id);
    RackLimits out;
    const double itW = fromMilli(sums.itMaxMw());
    out.uses[0] = {RackLimitKind::Power, itW, type ? type->capacityW : 0};
    out.uses[1] = {RackLimitKind::Cooling, itW, type ? type->coolingCapacityW : 0};
    // With the other feed lost one PDU carries every rack it serves (PDU_OVERLOAD_ON_FAILOVER):
    // the rack is as close to its PDU limit as its more loaded side is to 80 % of its units' rating.
    RackLimitUse pdu{RackLimitKind::Pdu, 0, 0};
    for (PduId p : {rack.pduA, rack.pduB}) {
        const Pdu *unit = doc.pdus().find(p);
        const Part *part = unit ? doc.catalog().find(unit->part) : nullptr;
        if (!part || part->capacityW <= 0)
            continue;
        const RackLimitUse use{RackLimitKind::Pdu, fromMilli(engine.pdu(p).failoverMw), pduContinuousW(*part, *unit)};
        if (!pdu.known() || use.ratio() > pdu.ratio())
            pdu = use;
    }
    out.uses[2] = pdu;
    const Hall *hall = doc.halls().find(doc.hallOf(id));
    out.uses[3] = {RackLimitKind::Floor, rackFloorLoad(doc, engine, id).kgPerM2, hall ? kPaToKgPerM2(hall->floorRatingKPa) : 0};
    return out;
}

} // namespace railyard
