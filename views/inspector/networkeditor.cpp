#include "choices.h"
#include "kindeditors.h"

namespace railyard {

using inspectortext::tr;

KindEditor *makeNetworkEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Network>> fields{
        nameField<Network>(Network::kName),
        {QStringLiteral("role"), tr("Role"), Network::kRole, [](const Network &n) { return toToken(n.role); },
         [](Network &n, const QString &v) { return writeToken(n.role, v); },
         [](const Document &, const Network &) {
             return tokenChoices({NetworkRole::Compute, NetworkRole::Storage, NetworkRole::InBand, NetworkRole::Oob});
         }},
        {QStringLiteral("technology"), tr("Technology"), Network::kTechnology, [](const Network &n) { return toToken(n.technology); },
         [](Network &n, const QString &v) { return writeToken(n.technology, v); },
         [](const Document &, const Network &) {
             return tokenChoices({Technology::InfiniBand, Technology::Ethernet, Technology::Both, Technology::None});
         }},
        numberField(QStringLiteral("oversubscription"), tr("Oversubscription (r in r:1)"), Network::kOversubscription,
                    &Network::oversubscription),
        numberField(QStringLiteral("plane"), tr("Plane (0: not a plane of a multi-plane fabric)"), Network::kPlane, &Network::plane),
    };
    std::vector<FigureSpec<Network>> figures{
        {QStringLiteral("switches"), tr("Switches"),
         [](const Document &d, const Engine &, const Network &n) {
             return QString::number(std::distance(d.devicesOn(n.id).begin(), d.devicesOn(n.id).end()));
         }},
    };
    return new EntityEditor<Network>(doc, engine, EntityKind::Network, [](const Network &n) { return tr("%1 (network)").arg(n.name); },
                                     std::move(fields), std::move(figures), parent);
}

} // namespace railyard
