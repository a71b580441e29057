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

// A tap-off draws from its busway's feed: the two must agree.
QString checkPdu(const Document &doc, const Pdu &p)
{
    if (!p.busway)
        return {};
    const Busway *busway = doc.busways().find(p.busway);
    if (!busway || busway->feed == p.feed)
        return {};
    const PowerFeed *feed = doc.feeds().find(busway->feed);
    return QCoreApplication::translate("EditOps", "pdu %1 taps off busway %2, which is fed by %3: give the PDU that feed")
        .arg(p.name, busway->name, feed ? feed->name : QString());
}

} // namespace

EditKind pduEditKind()
{
    return namedKind<Pdu>(QStringLiteral("pdu"), {QStringLiteral("name"), QStringLiteral("feed"), QStringLiteral("part"), QStringLiteral("units"), QStringLiteral("busway")}, {"feed", "part"}, readPdu,
                          [](FragmentBuilder &b, const Pdu &e) { return b.addPdu(e); }, &Selection::pdus, checkPdu);
}

} // namespace railyard
