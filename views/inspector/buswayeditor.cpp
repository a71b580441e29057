#include "choices.h"
#include "engine/pducapacity.h"
#include "kindeditors.h"

#include <QLineF>
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makeBuswayEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Busway>> fields{
        nameField<Busway>(Busway::kName),
        idField(QStringLiteral("hall"), trctx::Inspector::tr("Hall"), Busway::kHall, &Busway::hall, &Document::halls),
        // A busway's feed must be of its hall (checkEdit says so); its tap-offs follow it.
        idField(QStringLiteral("feed"), trctx::Inspector::tr("Feed"), Busway::kFeed, &Busway::feed, &Document::feeds),
        {QStringLiteral("part"), trctx::Inspector::tr("Part"), Busway::kPart, [](const Busway &b) { return QString::number(b.part.value); },
         [](Busway &b, const QString &v) { return writeId(b.part, v); },
         [](const Document &d, const Busway &) { return partChoices(d, PartCategory::Busway); }},
        numberField(QStringLiteral("x1"), trctx::Inspector::tr("Start x (m)"), Busway::kRun, &Busway::x1M),
        numberField(QStringLiteral("y1"), trctx::Inspector::tr("Start y (m)"), Busway::kRun, &Busway::y1M),
        numberField(QStringLiteral("x2"), trctx::Inspector::tr("End x (m)"), Busway::kRun, &Busway::x2M),
        numberField(QStringLiteral("y2"), trctx::Inspector::tr("End y (m)"), Busway::kRun, &Busway::y2M),
    };
    const auto continuous = [](const Document &d, const Busway &b) {
        const Part *part = d.catalog().find(b.part);
        return part ? buswayContinuousW(*part) : 0.0;
    };
    std::vector<FigureSpec<Busway>> figures{
        {QStringLiteral("length"), trctx::Inspector::tr("Length"),
         [](const Document &, const Engine &, const Busway &b) {
             return trctx::Inspector::tr("%1 m").arg(QLineF(b.x1M, b.y1M, b.x2M, b.y2M).length(), 0, 'f', 1);
         }},
        {QStringLiteral("load"), trctx::Inspector::tr("Load, both feeds up"),
         [continuous](const Document &d, const Engine &e, const Busway &b) {
             return loadText(double(e.busway(b.id).normalMw) / 1000, continuous(d, b));
         }},
        {QStringLiteral("failover"), trctx::Inspector::tr("Load, other feed lost"),
         [continuous](const Document &d, const Engine &e, const Busway &b) {
             return loadText(double(e.busway(b.id).failoverMw) / 1000, continuous(d, b));
         }},
        {QStringLiteral("tapoffs"), trctx::Inspector::tr("Tap-off PDUs"),
         [](const Document &d, const Engine &, const Busway &b) {
             QStringList names;
             for (PduId p : d.tapOffsOf(b.id))
                 names << d.pdus().at(p).name;
             return names.isEmpty() ? trctx::Inspector::tr("none") : names.join(QStringLiteral(", "));
         }},
    };
    auto *page = new EntityEditor<Busway>(doc, engine, EntityKind::Busway, [](const Busway &b) { return trctx::Inspector::tr("%1 (busway)").arg(b.name); },
                                          std::move(fields), std::move(figures), parent);
    // A new feed carries the tap-offs along in the same undo step.
    page->setCommit([&doc](const Busway &after, uint32_t mask, const QString &text, int mergeKey) {
        return mask & Busway::kFeed ? Editor(doc).updateBusway(after, mask) : Editor(doc).update(after, mask, text, mergeKey);
    });
    return page;
}

} // namespace railyard
