#include "editkind.h"

namespace railyard {

namespace {

void readNetwork(FieldReader &r, Network &n)
{
    r.text("name", n.name, Network::kName)
        .token("role", n.role, Network::kRole)
        .token("technology", n.technology, Network::kTechnology)
        .number("oversubscription", n.oversubscription, 1, 1000, Network::kOversubscription);
}

} // namespace

EditKind networkEditKind()
{
    EditKind k;
    k.name = QStringLiteral("network");
    k.fields = {QStringLiteral("name"), QStringLiteral("role"), QStringLiteral("technology"), QStringLiteral("oversubscription")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        Network n;
        FieldReader r(ctx, fields);
        if (const QString why = readNewName(ctx, r, n); !why.isEmpty())
            return why;
        r.require({"role"});
        readNetwork(r, n);
        if (!r.ok())
            return r.error();
        insertNamed<Network>(ctx, n, [](FragmentBuilder &b, const Network &e) { return b.addNetwork(e); });
        return {};
    };
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &fields) {
        return setNamed<Network>(ctx, name, fields, readNetwork);
    };
    k.remove = [](EditContext &ctx, const QString &name) { return eraseNamed<Network>(ctx, name, &Selection::networks); };
    return k;
}

} // namespace railyard
