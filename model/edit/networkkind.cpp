#include "editkind.h"
#include "commands/fieldchecks.h"

namespace railyard {

namespace {

void readNetwork(FieldReader &r, Network &n)
{
    r.text("name", n.name, Network::kName)
        .token("role", n.role, Network::kRole)
        .token("technology", n.technology, Network::kTechnology)
        .number("oversubscription", n.oversubscription, 1, 1000, Network::kOversubscription)
        .integer("plane", n.plane, 0, kMaxPlanes, Network::kPlane);
}

} // namespace

EditKind networkEditKind()
{
    const QStringList fields = {QStringLiteral("name"), QStringLiteral("role"), QStringLiteral("technology"),
                                QStringLiteral("oversubscription"), QStringLiteral("plane")};
    return namedKind<Network>(
        QStringLiteral("network"), fields, {"role"}, readNetwork,
        [](FragmentBuilder &b, const Network &e) { return b.addNetwork(e); }, &Selection::networks);
}

} // namespace railyard
