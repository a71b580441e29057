#include "choices.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makePortEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Port>> fields{
        nameField<Port>(Port::kName),
        {QStringLiteral("role"), trctx::Inspector::tr("Role"), Port::kRole, [](const Port &p) { return toToken(p.role); },
         [](Port &p, const QString &v) { return writeToken(p.role, v); },
         [](const Document &, const Port &) {
             return tokenChoices({PortRole::Compute, PortRole::Storage, PortRole::InBand, PortRole::Oob, PortRole::Power});
         }},
        numberField(QStringLiteral("speed"), trctx::Inspector::tr("Speed (Gb/s)"), Port::kSpeed, &Port::speedGbps),
    };
    std::vector<FigureSpec<Port>> figures{
        {QStringLiteral("device"), trctx::Inspector::tr("Device"), [](const Document &d, const Engine &, const Port &p) { return d.devices().at(p.device).name; }},
        {QStringLiteral("cage"), trctx::Inspector::tr("Cage"),
         [](const Document &, const Engine &, const Port &p) { return trctx::Inspector::tr("%1 #%2").arg(toToken(p.cage)).arg(p.cageIndex); }},
        {QStringLiteral("farEnd"), trctx::Inspector::tr("Cabled to"),
         [](const Document &d, const Engine &, const Port &p) {
             for (CableId c : d.cablesAt(p.id)) {
                 const Port &far = d.ports().at(d.otherEnd(d.cables().at(c), p.id));
                 return d.devices().at(far.device).name + QLatin1Char(':') + far.name;
             }
             return trctx::Inspector::tr("free");
         }},
    };
    return new EntityEditor<Port>(
        doc, engine, EntityKind::Port,
        [&doc](const Port &p) {
            const Device *d = doc.devices().find(p.device);
            return trctx::Inspector::tr("%1:%2 (port)").arg(d ? d->name : QString(), p.name);
        },
        std::move(fields), std::move(figures), parent);
}

} // namespace railyard
