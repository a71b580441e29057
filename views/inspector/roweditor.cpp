#include "choices.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeRowEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Row>> fields{
        nameField<Row>(Row::kName),
        idField(QStringLiteral("hall"), trctx::Inspector::tr("Hall"), Row::kHall, &Row::hall, &Document::halls),
    };
    std::vector<FigureSpec<Row>> figures{
        {QStringLiteral("racks"), trctx::Inspector::tr("Racks"), [](const Document &, const Engine &e, const Row &r) { return QString::number(e.row(r.id).racks); }},
        {QStringLiteral("gpus"), trctx::Inspector::tr("GPUs"), [](const Document &, const Engine &e, const Row &r) { return QString::number(e.row(r.id).gpus); }},
        {QStringLiteral("it"), trctx::Inspector::tr("IT load (peak)"), [](const Document &, const Engine &e, const Row &r) { return kwText(e.row(r.id).itMaxMw()); }},
    };
    return new EntityEditor<Row>(doc, engine, EntityKind::Row, [](const Row &r) { return trctx::Inspector::tr("%1 (row)").arg(r.name); }, std::move(fields),
                                 std::move(figures), parent);
}

} // namespace railyard
