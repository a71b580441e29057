#include "choices.h"
#include "kindeditors.h"

namespace railyard {

using inspectortext::tr;

KindEditor *makeDeviceEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Device>> fields{
        nameField<Device>(Device::kName),
        // A move is checked against the units the rack's other devices take (planMount).
        idField(QStringLiteral("rack"), tr("Rack"), Device::kPlacement, &Device::rack, &Document::racks),
        numberField(QStringLiteral("u"), tr("Lowest U (0: not in a U)"), Device::kPlacement, &Device::uPosition),
        {QStringLiteral("part"), tr("Part"), Device::kPart, [](const Device &d) { return QString::number(d.part.value); },
         [](Device &d, const QString &v) { return writeId(d.part, v); },
         // A device changes model within its category (a node for a node, a switch for a switch).
         [](const Document &doc, const Device &d) {
             const Part *p = doc.catalog().find(d.part);
             return p ? partChoices(doc, p->category) : std::vector<Choice>{};
         }},
        idField(QStringLiteral("network"), tr("Network"), Device::kNetwork, &Device::network, &Document::networks, tr("none")),
    };
    std::vector<FigureSpec<Device>> figures{
        {QStringLiteral("model"), tr("Model"),
         [](const Document &d, const Engine &, const Device &dev) {
             const Part *p = d.catalog().find(dev.part);
             return p ? tr("%1 (%2), %3 U").arg(p->model, p->partNumber).arg(p->uHeight) : QString();
         }},
        {QStringLiteral("power"), tr("Power (max)"),
         [](const Document &d, const Engine &, const Device &dev) {
             const Part *p = d.catalog().find(dev.part);
             return p ? tr("%1 kW").arg(p->ownMaxW() / 1000, 0, 'f', 2) : QString();
         }},
        {QStringLiteral("ports"), tr("Ports (cabled)"),
         [](const Document &d, const Engine &, const Device &dev) {
             int ports = 0, cabled = 0;
             for (PortId p : d.portsOf(dev.id)) {
                 ++ports;
                 cabled += d.cablesAt(p).begin() != d.cablesAt(p).end();
             }
             return tr("%1 (%2)").arg(ports).arg(cabled);
         }},
    };
    return new EntityEditor<Device>(doc, engine, EntityKind::Device, [](const Device &d) { return tr("%1 (device)").arg(d.name); },
                                    std::move(fields), std::move(figures), parent);
}

} // namespace railyard
