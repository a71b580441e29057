#include "cmdentitieserase.h"

namespace railyard {

CmdEntitiesErase::CmdEntitiesErase(Document &doc, const Selection &selection, const QString &text)
    : DocumentCommand(doc, text), m_plan(planErase(doc, selection))
{
}

void CmdEntitiesErase::redo()
{
    ChangeBatch batch(doc(), key());
    for (Rack r : m_plan.racksBefore) {
        const bool pdu = [&] {
            bool changed = false;
            for (const Pdu &p : m_plan.removed.pdus) {
                if (r.pduA == p.id) { r.pduA = {}; changed = true; }
                if (r.pduB == p.id) { r.pduB = {}; changed = true; }
            }
            return changed;
        }();
        bool loop = false;
        for (const CoolingLoop &l : m_plan.removed.loops)
            if (r.loop == l.id) { r.loop = {}; loop = true; }
        doc().replace(key(), r, (pdu ? uint32_t(Rack::kPdu) : 0u) | (loop ? uint32_t(Rack::kLoop) : 0u));
    }
    for (Device d : m_plan.devicesBefore) {
        d.network = {};
        doc().replace(key(), d, Device::kNetwork);
    }
    for (Pdu p : m_plan.pdusBefore) {
        p.busway = {};
        doc().replace(key(), p, Pdu::kBusway);
    }
    m_plan.removed = doc().take(key(), m_plan.removed);
}

void CmdEntitiesErase::undo()
{
    ChangeBatch batch(doc(), key());
    doc().insert(key(), m_plan.removed);
    for (const Rack &r : m_plan.racksBefore)
        doc().replace(key(), r, Rack::kPdu | Rack::kLoop);
    for (const Device &d : m_plan.devicesBefore)
        doc().replace(key(), d, Device::kNetwork);
    for (const Pdu &p : m_plan.pdusBefore)
        doc().replace(key(), p, Pdu::kBusway);
}

} // namespace railyard
