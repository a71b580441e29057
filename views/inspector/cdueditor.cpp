#include "choices.h"
#include "kindeditors.h"
#include "report/totalsreport.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeCduEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Cdu>> fields{
        nameField<Cdu>(Cdu::kName),
        idField(QStringLiteral("loop"), trctx::Inspector::tr("Cooling loop"), Cdu::kLoop, &Cdu::loop, &Document::loops),
        {QStringLiteral("part"), trctx::Inspector::tr("Part"), Cdu::kPart, [](const Cdu &c) { return QString::number(c.part.value); },
         [](Cdu &c, const QString &v) { return writeId(c.part, v); },
         [](const Document &d, const Cdu &) { return partChoices(d, PartCategory::Cdu); }},
        numberField(QStringLiteral("x"), trctx::Inspector::tr("Centre x (m)"), Cdu::kPosition, &Cdu::xM),
        numberField(QStringLiteral("y"), trctx::Inspector::tr("Centre y (m)"), Cdu::kPosition, &Cdu::yM),
        numberField(QStringLiteral("rotation"), trctx::Inspector::tr("Rotation (°)"), Cdu::kRotation, &Cdu::rotationDeg),
    };
    std::vector<FigureSpec<Cdu>> figures{
        {QStringLiteral("capacity"), trctx::Inspector::tr("Heat capacity"),
         [](const Document &d, const Engine &, const Cdu &c) {
             const Part *part = d.catalog().find(c.part);
             return part ? trctx::Inspector::tr("%1 kW").arg(part->capacityW / 1000, 0, 'f', 1) : trctx::Inspector::tr("unknown");
         }},
        {QStringLiteral("loop"), trctx::Inspector::tr("Loop heat vs CDUs (N+1)"),
         [](const Document &d, const Engine &e, const Cdu &c) {
             const LoopFigures f = loopFigures(d, e, c.loop);
             return trctx::Inspector::tr("%1; %2 of %3 CDUs required")
                 .arg(loadText(f.heatW, f.usableCapacityW))
                 .arg(f.cdusInstalled)
                 .arg(f.cdusRequired);
         }},
    };
    return new EntityEditor<Cdu>(doc, engine, EntityKind::Cdu, [](const Cdu &c) { return trctx::Inspector::tr("%1 (CDU)").arg(c.name); }, std::move(fields),
                                 std::move(figures), parent);
}

} // namespace railyard
