#include "choices.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeNetworkEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Network>> fields{
        nameField<Network>(Network::kName),
        {QStringLiteral("role"), trctx::Inspector::tr("Role"), Network::kRole, [](const Network &n) { return toToken(n.role); },
         [](Network &n, const QString &v) { return writeToken(n.role, v); },
         [](const Document &, const Network &) {
             return tokenChoices({NetworkRole::Compute, NetworkRole::Storage, NetworkRole::InBand, NetworkRole::Oob});
         }},
        {QStringLiteral("technology"), trctx::Inspector::tr("Technology"), Network::kTechnology, [](const Network &n) { return toToken(n.technology); },
         [](Network &n, const QString &v) { return writeToken(n.technology, v); },
         [](const Document &, const Network &) {
             return tokenChoices({Technology::InfiniBand, Technology::Ethernet, Technology::Both, Technology::None});
         }},
        numberField(QStringLiteral("oversubscription"), trctx::Inspector::tr("Oversubscription (r in r:1)"), Network::kOversubscription,
                    &Network::oversubscription),
        numberField(QStringLiteral("plane"), trctx::Inspector::tr("Plane (0: not a plane of a multi-plane fabric)"), Network::kPlane, &Network::plane),
    };
    std::vector<FigureSpec<Network>> figures{
        {QStringLiteral("switches"), trctx::Inspector::tr("Switches"),
         [](const Document &d, const Engine &, const Network &n) {
             return QString::number(std::distance(d.devicesOn(n.id).begin(), d.devicesOn(n.id).end()));
         }},
    };
    return new EntityEditor<Network>(doc, engine, EntityKind::Network, [](const Network &n) { return trctx::Inspector::tr("%1 (network)").arg(n.name); },
                                     std::move(fields), std::move(figures), parent);
}

} // namespace railyard
