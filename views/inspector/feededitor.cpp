#include "choices.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeFeedEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<PowerFeed>> fields{
        nameField<PowerFeed>(PowerFeed::kName),
        {QStringLiteral("side"), trctx::Inspector::tr("Side"), PowerFeed::kSide, [](const PowerFeed &f) { return toToken(f.side); },
         [](PowerFeed &f, const QString &v) { return writeToken(f.side, v); },
         [](const Document &, const PowerFeed &) { return tokenChoices({FeedSide::A, FeedSide::B}); }},
        numberField(QStringLiteral("capacity"), trctx::Inspector::tr("Capacity (kW)"), PowerFeed::kCapacity, &PowerFeed::capacityW, 1000),
        idField(QStringLiteral("hall"), trctx::Inspector::tr("Hall"), PowerFeed::kHall, &PowerFeed::hall, &Document::halls),
    };
    std::vector<FigureSpec<PowerFeed>> figures{
        {QStringLiteral("load"), trctx::Inspector::tr("Load, both feeds up"),
         [](const Document &, const Engine &e, const PowerFeed &f) { return loadText(double(e.feed(f.id).normalMw) / 1000, f.capacityW); }},
        {QStringLiteral("failover"), trctx::Inspector::tr("Load, other feed lost"),
         [](const Document &, const Engine &e, const PowerFeed &f) { return loadText(double(e.feed(f.id).failoverMw) / 1000, f.capacityW); }},
        {QStringLiteral("pdus"), trctx::Inspector::tr("PDUs"),
         [](const Document &d, const Engine &, const PowerFeed &f) {
             return QString::number(std::distance(d.pdusOf(f.id).begin(), d.pdusOf(f.id).end()));
         }},
    };
    return new EntityEditor<PowerFeed>(doc, engine, EntityKind::Feed, [](const PowerFeed &f) { return trctx::Inspector::tr("%1 (feed)").arg(f.name); },
                                       std::move(fields), std::move(figures), parent);
}

} // namespace railyard
