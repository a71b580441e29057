#include "editkind.h"

#include "core/limits.h"

namespace railyard {

namespace {

void readPdu(FieldReader &r, Pdu &p)
{
    r.text("name", p.name, Pdu::kName)
        .ref<PowerFeed>("feed", p.feed, false, Pdu::kFeed)
        .part("part", p.part, {PartCategory::Pdu}, false, Pdu::kPart)
        .integer("units", p.units, 1, limits::kMaxPduUnits, Pdu::kUnits);
}

} // namespace

EditKind pduEditKind()
{
    const QStringList fields = {QStringLiteral("name"), QStringLiteral("feed"), QStringLiteral("part"),
                                QStringLiteral("units")};
    return namedKind<Pdu>(
        QStringLiteral("pdu"), fields, {"feed", "part"}, readPdu,
        [](FragmentBuilder &b, const Pdu &e) { return b.addPdu(e); }, &Selection::pdus);
}

} // namespace railyard
