#include "editkind.h"

#include "core/limits.h"

namespace railyard {

namespace {

void readPdu(FieldReader &r, Pdu &p)
{
    r.text("name", p.name, Pdu::kName)
        .ref<PowerFeed>("feed", p.feed, false, Pdu::kFeed)
        .part("part", p.part, {PartCategory::Pdu, PartCategory::PowerShelf}, false, Pdu::kPart) // AC PDUs or DC shelves
        .integer("units", p.units, 1, limits::kMaxPduUnits, Pdu::kUnits)
        .ref<Busway>("busway", p.busway, true, Pdu::kBusway);
}

} // namespace

EditKind pduEditKind()
{
    return namedKind<Pdu>(QStringLiteral("pdu"), {QStringLiteral("name"), QStringLiteral("feed"), QStringLiteral("part"), QStringLiteral("units"), QStringLiteral("busway")}, {"feed", "part"}, readPdu,
                          [](FragmentBuilder &b, const Pdu &e) { return b.addPdu(e); }, &Selection::pdus);
}

} // namespace railyard
