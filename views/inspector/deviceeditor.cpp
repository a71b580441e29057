#include "choices.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeDeviceEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Device>> fields{
        nameField<Device>(Device::kName),
        // A move is checked against the units the rack's other devices take (planMount).
        idField(QStringLiteral("rack"), trctx::Inspector::tr("Rack"), Device::kPlacement, &Device::rack, &Document::racks),
        numberField(QStringLiteral("u"), trctx::Inspector::tr("Lowest U (0: not in a U)"), Device::kPlacement, &Device::uPosition),
        {QStringLiteral("part"), trctx::Inspector::tr("Part"), Device::kPart, [](const Device &d) { return QString::number(d.part.value); },
         [](Device &d, const QString &v) { return writeId(d.part, v); },
         // A device changes model within its category (a node for a node, a switch for a switch).
         [](const Document &doc, const Device &d) {
             const Part *p = doc.catalog().find(d.part);
             return p ? partChoices(doc, p->category) : std::vector<Choice>{};
         }},
        idField(QStringLiteral("network"), trctx::Inspector::tr("Network"), Device::kNetwork, &Device::network, &Document::networks, trctx::Inspector::tr("none")),
    };
    std::vector<FigureSpec<Device>> figures{
        {QStringLiteral("model"), trctx::Inspector::tr("Model"),
         [](const Document &d, const Engine &, const Device &dev) {
             const Part *p = d.catalog().find(dev.part);
             return p ? trctx::Inspector::tr("%1 (%2), %3 U").arg(p->model, p->partNumber).arg(p->uHeight) : QString();
         }},
        {QStringLiteral("power"), trctx::Inspector::tr("Power (max)"),
         [](const Document &d, const Engine &, const Device &dev) {
             const Part *p = d.catalog().find(dev.part);
             return p ? trctx::Inspector::tr("%1 kW").arg(p->ownMaxW() / 1000, 0, 'f', 2) : QString();
         }},
        {QStringLiteral("ports"), trctx::Inspector::tr("Ports (cabled)"),
         [](const Document &d, const Engine &, const Device &dev) {
             int ports = 0, cabled = 0;
             for (PortId p : d.portsOf(dev.id)) {
                 ++ports;
                 cabled += d.cablesAt(p).begin() != d.cablesAt(p).end();
             }
             return trctx::Inspector::tr("%1 (%2)").arg(ports).arg(cabled);
         }},
    };
    return new EntityEditor<Device>(doc, engine, EntityKind::Device, [](const Device &d) { return trctx::Inspector::tr("%1 (device)").arg(d.name); },
                                    std::move(fields), std::move(figures), parent);
}

} // namespace railyard
