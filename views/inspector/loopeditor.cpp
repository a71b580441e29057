#include "choices.h"
#include "kindeditors.h"
#include "report/totalsreport.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeLoopEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<CoolingLoop>> fields{
        nameField<CoolingLoop>(CoolingLoop::kName),
        idField(QStringLiteral("hall"), trctx::Inspector::tr("Hall"), CoolingLoop::kHall, &CoolingLoop::hall, &Document::halls),
        numberField(QStringLiteral("supply"), trctx::Inspector::tr("Supply temperature (°C)"), CoolingLoop::kSupply, &CoolingLoop::supplyC),
        numberField(QStringLiteral("deltaT"), trctx::Inspector::tr("Temperature rise (K)"), CoolingLoop::kDeltaT, &CoolingLoop::deltaTK),
    };
    std::vector<FigureSpec<CoolingLoop>> figures{
        {QStringLiteral("load"), trctx::Inspector::tr("Heat vs CDUs (N+1)"),
         [](const Document &d, const Engine &e, const CoolingLoop &l) {
             const LoopFigures f = loopFigures(d, e, l.id);
             return loadText(f.heatW, f.usableCapacityW);
         }},
        {QStringLiteral("flow"), trctx::Inspector::tr("Flow"),
         [](const Document &d, const Engine &e, const CoolingLoop &l) { return trctx::Inspector::tr("%1 L/min").arg(loopFigures(d, e, l.id).flowLPerMin, 0, 'f', 0); }},
        {QStringLiteral("cdus"), trctx::Inspector::tr("CDUs installed"),
         [](const Document &d, const Engine &e, const CoolingLoop &l) { return QString::number(loopFigures(d, e, l.id).cdusInstalled); }},
        {QStringLiteral("required"), trctx::Inspector::tr("CDUs required (N+1)"),
         [](const Document &d, const Engine &e, const CoolingLoop &l) { return QString::number(loopFigures(d, e, l.id).cdusRequired); }},
        {QStringLiteral("racks"), trctx::Inspector::tr("Racks"),
         [](const Document &d, const Engine &, const CoolingLoop &l) { return QString::number(d.racksOnLoop(l.id).size()); }},
    };
    return new EntityEditor<CoolingLoop>(doc, engine, EntityKind::Loop, [](const CoolingLoop &l) { return trctx::Inspector::tr("%1 (cooling loop)").arg(l.name); },
                                         std::move(fields), std::move(figures), parent);
}

} // namespace railyard
