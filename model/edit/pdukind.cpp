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
    EditKind k;
    k.name = QStringLiteral("pdu");
    k.fields = {QStringLiteral("name"), QStringLiteral("feed"), QStringLiteral("part"), QStringLiteral("units")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        Pdu p;
        FieldReader r(ctx, fields);
        if (const QString why = readNewName(ctx, r, p); !why.isEmpty())
            return why;
        r.require({"feed", "part"});
        readPdu(r, p);
        if (!r.ok())
            return r.error();
        insertNamed<Pdu>(ctx, p, [](FragmentBuilder &b, const Pdu &e) { return b.addPdu(e); });
        return {};
    };
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &fields) {
        return setNamed<Pdu>(ctx, name, fields, readPdu);
    };
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<Pdu>(ctx, name, &Selection::pdus); };
    return k;
}

} // namespace railyard
